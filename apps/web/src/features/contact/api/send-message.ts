import type { ContactMessageInput } from '@family-recipes/shared';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/send-email as multipart data: name, email, body and the subject when there is one. */
export function sendContactMessage(message: ContactMessageInput) {
  const body = new FormData();
  body.append('name', message.name);
  body.append('email', message.email);
  if (message.subject) body.append('subject', message.subject);
  body.append('body', message.body);
  return apiFetch<{ message: string }>('/api/send-email', { method: 'POST', body });
}
