import { endpoint } from '../endpoint.js';

/* The administrators' daily digest of new submissions. */

export const getDigest = endpoint({
  method: 'get',
  path: '/admin/digest',
  summary: 'Whether the calling admin gets the daily digest of new submissions',
  tag: 'Moderation',
  access: 'admin',
  responses: { 200: { description: 'The setting', schema: 'DigestSetting' } },
  errors: [503],
});

export const setDigest = endpoint({
  method: 'put',
  path: '/admin/digest',
  summary: 'Turn the daily digest of new submissions on or off for the calling admin',
  tag: 'Moderation',
  access: 'admin',
  body: { schema: 'DigestSetting' },
  invalid: 'Invalid setting',
  responses: { 200: { description: 'The setting', schema: 'DigestSetting' } },
  errors: [400, 503],
});
