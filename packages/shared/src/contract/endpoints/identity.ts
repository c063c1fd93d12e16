import { endpoint } from '../endpoint.js';
import { bodyOf } from '../shapes.js';
import { RATE_LIMITS } from '../limits.js';

/* Signing in: the session cookies, who is signed in, and what the web app needs to reach the identity service. */

const service = { tag: 'Service', access: 'public' } as const;
const session = { tag: 'Session', access: 'public' } as const;

export const getConfig = endpoint('get', '/config', service, {
  summary: 'What the web app needs to reach the identity service',
  responses: { 200: { description: 'The runtime configuration', schema: 'RuntimeConfig' } },
  offline: { readable: true },
});

export const setTokens = endpoint('post', '/set-tokens', session, {
  summary: 'Verify the tokens of a sign-in and keep them in httpOnly cookies',
  ...bodyOf('SetTokens', 'idToken, accessToken and refreshToken are required.'),
  responses: { 200: { description: 'Stored', schema: 'Message' } },
  errors: [400, 401, 503],
});

export const getUserToken = endpoint('get', '/user-token', session, {
  summary: 'Who the cookies say is signed in',
  responses: { 200: { description: 'Signed in or not', schema: 'UserToken' } },
  errors: [401, 503],
});

export const refreshTokens = endpoint('post', '/refresh-tokens', session, {
  summary: 'New id and access tokens from the refresh-token cookie',
  responses: {
    200: { description: 'The new tokens (also set as cookies)', schema: 'RefreshedTokens' },
  },
  errors: [401, 503],
  limits: [RATE_LIMITS.refreshTokens],
});

export const logout = endpoint('post', '/logout', session, {
  summary: 'Revoke the refresh token and clear the cookies',
  responses: { 200: { description: 'Signed out', schema: 'Message' } },
});
