import {
  sendContactMessage as sendContactMessageEndpoint,
  type ContactMessageInput,
  type ResponseOf,
} from '@family-recipes/shared';
import { mutationOptions } from '@tanstack/react-query';
import { apiFetch, type ApiError } from '../../../lib/api-client';
import { urlOf } from '../../../lib/endpoint-client';
import { writeKey } from '../../../lib/endpoint-query';

type Sent = ResponseOf<typeof sendContactMessageEndpoint>;

/**
 * POST /api/send-email as multipart data (the contract's `alsoForm`): name, email, body and the
 * subject when there is one.
 */
function sendContactMessage(message: ContactMessageInput) {
  const body = new FormData();
  body.append('name', message.name);
  body.append('email', message.email);
  if (message.subject) body.append('subject', message.subject);
  body.append('body', message.body);
  return apiFetch<Sent>(urlOf(sendContactMessageEndpoint, {}), { method: 'POST', body });
}

/** The contact form's mutation: `useMutation(sendContactMessageMutationOptions())`. */
export const sendContactMessageMutationOptions = () =>
  mutationOptions<Sent, ApiError, ContactMessageInput>({
    mutationKey: writeKey(sendContactMessageEndpoint),
    mutationFn: sendContactMessage,
  });
