import type { ContactMessageInput } from '@family-recipes/shared';
import { mutationOptions } from '@tanstack/react-query';
import { apiFetch, type ApiError } from '../../../lib/api-client';
import { contactMutationKeys } from '../../../lib/query-keys';

/** POST /api/send-email as multipart data: name, email, body and the subject when there is one. */
function sendContactMessage(message: ContactMessageInput) {
  const body = new FormData();
  body.append('name', message.name);
  body.append('email', message.email);
  if (message.subject) body.append('subject', message.subject);
  body.append('body', message.body);
  return apiFetch<{ message: string }>('/api/send-email', { method: 'POST', body });
}

/** The contact form's mutation: `useMutation(sendContactMessageMutationOptions())`. */
export const sendContactMessageMutationOptions = () =>
  mutationOptions<{ message: string }, ApiError, ContactMessageInput>({
    mutationKey: contactMutationKeys.send(),
    mutationFn: sendContactMessage,
  });
