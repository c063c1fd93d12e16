import { endpoint } from '../endpoint.js';
import { bodyOf } from '../shapes.js';
import { RATE_LIMITS } from '../limits.js';

/* Reading a recipe from a page or a file into a submit-form draft. */

const importing = { tag: 'Import', access: 'cook' } as const;

export const importUrl = endpoint('post', '/import/url', importing, {
  summary: 'Read a recipe page’s schema.org Recipe into a submit-form draft (nothing is saved)',
  ...bodyOf('ImportUrl', 'Enter the address of a recipe page.'),
  responses: { 200: { description: 'The draft', schema: 'ImportDraft' } },
  errors: [400, 413, 415, 422, 502, 503, 504],
  limits: [RATE_LIMITS.importUrl],
});

export const importFile = endpoint('post', '/import/file', importing, {
  summary:
    'Import a JSON file of schema.org recipes or this site’s export; each becomes a submission (admins keep statuses)',
  body: { schema: 'ImportFile', contentType: 'multipart/form-data' },
  responses: { 200: { description: 'The report', schema: 'ImportReport' } },
  errors: [400, 411, 413, 422, 503],
  limits: [RATE_LIMITS.importFile],
});
