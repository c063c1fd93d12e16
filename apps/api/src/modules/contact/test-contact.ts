import type { NewContactMessage } from './contact.repository.js';

/** A visitor's message as the contact form sends it; tests override what they look at. */
export function contactMessage(overrides: Partial<NewContactMessage> = {}): NewContactMessage {
  return {
    name: 'Grace Hopper',
    email: 'grace@example.test',
    subject: 'Apple pie',
    body: 'Could you share the apple pie recipe?\nThank you!',
    ...overrides,
  };
}
