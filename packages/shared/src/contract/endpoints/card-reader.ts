import { endpoint } from '../endpoint.js';
import { bodyOf } from '../shapes.js';
import { RATE_LIMITS } from '../limits.js';

/*
 * The server reader of recipe cards (docs/decisions/051): configured by administrators, offered
 * to cooks when configured, each read a background job the cook's page polls. A read fills a
 * draft only; nothing is saved or published from it.
 */

const settings = { tag: 'Card reader', access: 'admin' } as const;
const reading = { tag: 'Card reader', access: 'cook' } as const;

export const getCardReaderSettings = endpoint('get', '/admin/card-reader', settings, {
  summary: 'The server reader’s settings and this month’s use (the API key is never sent back)',
  responses: { 200: { description: 'The settings', schema: 'CardReaderSettings' } },
  errors: [503],
});

export const updateCardReaderSettings = endpoint('put', '/admin/card-reader', settings, {
  summary:
    'Set the server reader: an OpenAI-compatible address, the model, the API key (kept when left out, removed when empty), the monthly budget and each cook’s limit in cards',
  ...bodyOf('CardReaderSettingsInput', 'Invalid card reader settings'),
  responses: { 200: { description: 'The settings', schema: 'CardReaderSettings' } },
  errors: [400, 503],
});

export const getCardReaderOffer = endpoint('get', '/card-reader', reading, {
  summary: 'Whether the server reader is offered to the caller, and how many reads are left',
  responses: { 200: { description: 'The offer', schema: 'CardReaderOffer' } },
  errors: [503],
});

export const startCardRead = endpoint('post', '/card-reader/reads', reading, {
  summary:
    'Send one or two photos of a card to the server reader: the read is counted against the month’s budget and the caller’s limit, then runs in the background',
  body: { schema: 'CardReadPhotos', contentType: 'multipart/form-data' },
  responses: { 202: { description: 'The read, queued', schema: 'CardRead' } },
  errors: [400, 404, 411, 413, 415, 503],
  limits: [RATE_LIMITS.cardReads],
});

export const getCardRead = endpoint('get', '/card-reader/reads/:id', reading, {
  summary: 'A read of the caller’s: its progress, then the checked answer or why it failed',
  params: { id: { schema: 'Uuid', description: 'The read’s id' } },
  responses: { 200: { description: 'The read', schema: 'CardRead' } },
  errors: [404, 503],
});
