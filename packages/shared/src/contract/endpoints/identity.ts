import { endpoint } from '../endpoint.js';
import { RATE_LIMITS } from '../limits.js';

/* Signing in: the session cookies, who is signed in, and what the web app needs to reach the identity service. */

export const getConfig = endpoint({
  method: 'get',
  path: '/config',
  summary: 'What the web app needs to reach the identity service',
  tag: 'Service',
  access: 'public',
  responses: { 200: { description: 'The runtime configuration', schema: 'RuntimeConfig' } },
  offline: { readable: true },
});

export const setTokens = endpoint({
  method: 'post',
  path: '/set-tokens',
  summary: 'Verify the tokens of a sign-in and keep them in httpOnly cookies',
  tag: 'Session',
  access: 'public',
  body: { schema: 'SetTokens' },
  invalid: 'idToken, accessToken and refreshToken are required.',
  responses: { 200: { description: 'Stored', schema: 'Message' } },
  errors: [400, 401, 503],
});

export const getUserToken = endpoint({
  method: 'get',
  path: '/user-token',
  summary: 'Who the cookies say is signed in',
  tag: 'Session',
  access: 'public',
  responses: { 200: { description: 'Signed in or not', schema: 'UserToken' } },
  errors: [401, 503],
});

export const refreshTokens = endpoint({
  method: 'post',
  path: '/refresh-tokens',
  summary: 'New id and access tokens from the refresh-token cookie',
  tag: 'Session',
  access: 'public',
  responses: {
    200: { description: 'The new tokens (also set as cookies)', schema: 'RefreshedTokens' },
  },
  errors: [401, 503],
  limits: [RATE_LIMITS.refreshTokens],
});

export const logout = endpoint({
  method: 'post',
  path: '/logout',
  summary: 'Revoke the refresh token and clear the cookies',
  tag: 'Session',
  access: 'public',
  responses: { 200: { description: 'Signed out', schema: 'Message' } },
});
