import { z } from '../zod.js';
import {
  CONTACT_BODY_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  NAME_MAX_LENGTH,
} from '../constants.js';
import { VALIDATION } from '../form-messages.js';
import { emailField, optionalText, requiredText } from './fields.js';
import { validateFields, type ValidationResult } from './validation.js';

/** The contact form; a missing subject becomes ''. */
export const contactMessageInputSchema = z.object({
  name: requiredText('Name', VALIDATION.nameRequired, NAME_MAX_LENGTH),
  email: emailField,
  subject: optionalText('Subject', CONTACT_SUBJECT_MAX_LENGTH),
  body: requiredText('Message', VALIDATION.messageRequired, CONTACT_BODY_MAX_LENGTH),
});
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;

const CONTACT_FIELD_ORDER = ['name', 'email', 'subject', 'body'];

/** Checks a contact message and lists every problem in the form's order. */
export function validateContactInput(raw: unknown): ValidationResult<ContactMessageInput> {
  return validateFields(contactMessageInputSchema, raw, CONTACT_FIELD_ORDER);
}
