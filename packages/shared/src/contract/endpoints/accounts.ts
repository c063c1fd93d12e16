import { endpoint } from '../endpoint.js';
import { RATE_LIMITS } from '../limits.js';

/* The session calls and the user records. */

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

export const assignRole = endpoint({
  method: 'post',
  path: '/assign-role',
  summary: 'Put the caller’s account in the user group',
  tag: 'Users',
  access: 'signedIn',
  body: { schema: 'AssignRole' },
  responses: { 200: { description: 'The account is in the group', schema: 'RoleAssigned' } },
  errors: [400, 404, 503],
  limits: [RATE_LIMITS.accountCalls],
});

export const insertUser = endpoint({
  method: 'post',
  path: '/insert-user',
  summary: 'Create the caller’s user record; an existing one is returned unchanged',
  tag: 'Users',
  access: 'signedIn',
  body: { schema: 'InsertUserInput' },
  responses: {
    200: { description: 'The existing record', schema: 'UserRecord' },
    201: { description: 'The new record', schema: 'UserRecord' },
  },
  errors: [400, 503],
  limits: [RATE_LIMITS.accountCalls],
});

export const getUser = endpoint({
  method: 'get',
  path: '/user/:email',
  summary: 'A user record: that user or an admin',
  tag: 'Users',
  access: 'signedIn',
  params: { email: { schema: 'Text', description: 'The account’s email' } },
  responses: { 200: { description: 'The record', schema: 'UserRecord' } },
  errors: [404, 503],
});

export const updateUser = endpoint({
  method: 'put',
  path: '/update-db-user/:id',
  summary: 'Change a user record: that user or an admin',
  tag: 'Users',
  access: 'signedIn',
  params: { id: { schema: 'Text', description: 'The record’s id' } },
  body: { schema: 'UpdateUserInput' },
  responses: { 201: { description: 'The updated record', schema: 'UserRecord' } },
  errors: [400, 404, 503],
});

export const listAccounts = endpoint({
  method: 'get',
  path: '/admin/users',
  summary: 'Every account of the identity pool',
  tag: 'Users',
  access: 'admin',
  responses: {
    200: {
      description: 'The accounts',
      schema: 'AdminUserListItem',
      array: true,
      headers: { 'X-Total-Count': 'How many accounts there are' },
    },
  },
  errors: [503],
});
