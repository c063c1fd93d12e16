import { endpoint } from '../endpoint.js';
import { bodyOf } from '../shapes.js';
import { RATE_LIMITS } from '../limits.js';

/* The contact form. */

const contact = { tag: 'Contact', access: 'public' } as const;

export const sendContactMessage = endpoint('post', '/send-email', contact, {
  summary: 'Send a message through the contact form',
  ...bodyOf('ContactMessageInput', 'Invalid input', { alsoForm: true }),
  responses: { 200: { description: 'Received', schema: 'Message' } },
  errors: [400, 503],
  limits: [RATE_LIMITS.contact],
});
