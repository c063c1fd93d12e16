import { z } from '../zod.js';
import { BIRTH_DAY_RANGE, BIRTH_MONTH_RANGE, GROUPS, NAME_MAX_LENGTH } from '../constants.js';
import { VALIDATION } from '../form-messages.js';
import { SITE_LANGUAGES } from '../languages/languages.js';
import { emailField, integer, integerText, isBlank, isRecord, requiredText } from './fields.js';

const birthDay = integer(BIRTH_DAY_RANGE, {
  invalid: `Birth day must be a whole number from ${BIRTH_DAY_RANGE.min} to ${BIRTH_DAY_RANGE.max}`,
});
const birthMonth = integer(BIRTH_MONTH_RANGE, {
  invalid: `Birth month must be a whole number from ${BIRTH_MONTH_RANGE.min} to ${BIRTH_MONTH_RANGE.max}`,
});

export const userRecordSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  birth_day: birthDay.nullable(),
  birth_month: birthMonth.nullable(),
  groups: z.array(z.enum(GROUPS)),
  /** The language the cook reads the site in, on every device; null follows each device. */
  language: z.enum(SITE_LANGUAGES).nullable(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;

export const adminUserListItemSchema = z.object({
  username: z.string(),
  name: z.string(),
  email: z.string(),
  groups: z.array(z.string()),
});
export type AdminUserListItem = z.infer<typeof adminUserListItemSchema>;

/** A birthday select left on its placeholder sends ''; null clears a stored birthday. */
function birthdayField<T extends z.ZodType>(schema: T) {
  return integerText(z.preprocess((value) => (isBlank(value) ? null : value), schema.nullable()));
}

/** One of the site's languages; null clears a cook's choice. */
const languageField = z
  .enum(SITE_LANGUAGES, { error: VALIDATION.languageUnknown })
  .nullable()
  .optional();

const nameField = requiredText('Name', VALIDATION.nameRequired, NAME_MAX_LENGTH);

/**
 * A birthday is a month and a day, never half of one. Runs even when other fields have problems,
 * so the sign-up form shows every message at once.
 */
const birthdayPair = {
  error: VALIDATION.birthdayBoth,
  path: ['birth_month'],
  when: (payload: { value: unknown }) => isRecord(payload.value),
};
function hasBirthdayPair(value: { birth_day?: number | null; birth_month?: number | null }) {
  return (value.birth_day == null) === (value.birth_month == null);
}

export const insertUserInputSchema = z
  .object({
    name: nameField,
    email: emailField,
    birth_day: birthdayField(birthDay).optional(),
    birth_month: birthdayField(birthMonth).optional(),
  })
  .refine(hasBirthdayPair, birthdayPair);
export type InsertUserInput = z.infer<typeof insertUserInputSchema>;

/** The account page's changes. Birth month and day travel together, as on sign-up. */
export const updateUserInputSchema = z
  .object({
    name: nameField.optional(),
    birth_day: birthdayField(birthDay).optional(),
    birth_month: birthdayField(birthMonth).optional(),
    language: languageField,
  })
  .refine(
    (value) => Object.values(value).some((field) => field !== undefined),
    'Nothing to update: give a name, birth_day, birth_month or language',
  )
  .refine(hasBirthdayPair, birthdayPair);
export type UpdateUserInput = z.infer<typeof updateUserInputSchema>;
