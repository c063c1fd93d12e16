import { endpoint } from '../endpoint.js';
import { bodyOf } from '../shapes.js';

/* The administrators' daily digest of new submissions. */

const moderation = { tag: 'Moderation', access: 'admin' } as const;

export const getDigest = endpoint('get', '/admin/digest', moderation, {
  summary: 'Whether the calling admin gets the daily digest of new submissions',
  responses: { 200: { description: 'The setting', schema: 'DigestSetting' } },
  errors: [503],
});

export const setDigest = endpoint('put', '/admin/digest', moderation, {
  summary: 'Turn the daily digest of new submissions on or off for the calling admin',
  ...bodyOf('DigestSetting', 'Invalid setting'),
  responses: { 200: { description: 'The setting', schema: 'DigestSetting' } },
  errors: [400, 503],
});
