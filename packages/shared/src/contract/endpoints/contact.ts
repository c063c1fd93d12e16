import { endpoint } from '../endpoint.js';
import { RATE_LIMITS } from '../limits.js';

/* The contact form. */

export const sendContactMessage = endpoint({
  method: 'post',
  path: '/send-email',
  summary: 'Send a message through the contact form',
  tag: 'Contact',
  access: 'public',
  body: { schema: 'ContactMessageInput', alsoForm: true },
  invalid: 'Invalid input',
  responses: { 200: { description: 'Received', schema: 'Message' } },
  errors: [400, 503],
  limits: [RATE_LIMITS.contact],
});
