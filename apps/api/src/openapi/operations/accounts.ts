import { z } from 'zod';
import {
  adminUserListItemSchema,
  insertUserInputSchema,
  updateUserInputSchema,
} from '@family-recipes/shared';
import { json, inlineJson, message, type Operation } from '../operation.js';

const tokens = z.object({ idToken: z.string(), accessToken: z.string(), refreshToken: z.string() });

const userTokenAnswer = z.union([
  z.object({ loggedIn: z.literal(false) }),
  z.object({
    loggedIn: z.literal(true),
    name: z.string(),
    email: z.string(),
    groups: z.array(z.string()),
    idToken: z.string(),
    exp: z.number().int(),
    iat: z.number().int(),
  }),
]);

/** The session calls and the user records. */
export const ACCOUNT_OPERATIONS: Operation[] = [
  {
    method: 'post',
    path: '/set-tokens',
    summary: 'Verify the tokens of a sign-in and keep them in httpOnly cookies',
    tag: 'Session',
    access: 'public',
    body: inlineJson(tokens),
    responses: { 200: { description: 'Stored', body: message } },
    errors: [400, 401, 503],
  },
  {
    method: 'get',
    path: '/user-token',
    summary: 'Who the cookies say is signed in',
    tag: 'Session',
    access: 'public',
    responses: { 200: { description: 'Signed in or not', body: inlineJson(userTokenAnswer) } },
    errors: [401, 503],
  },
  {
    method: 'post',
    path: '/refresh-tokens',
    summary: 'New id and access tokens from the refresh-token cookie',
    tag: 'Session',
    access: 'public',
    responses: {
      200: {
        description: 'The new tokens (also set as cookies)',
        body: inlineJson(z.object({ idToken: z.string(), accessToken: z.string() })),
      },
    },
    errors: [401, 429, 503],
  },
  {
    method: 'post',
    path: '/logout',
    summary: 'Revoke the refresh token and clear the cookies',
    tag: 'Session',
    access: 'public',
    responses: { 200: { description: 'Signed out', body: message } },
  },
  {
    method: 'post',
    path: '/assign-role',
    summary: 'Put the caller’s account in the user group',
    tag: 'Users',
    access: 'signedIn',
    body: inlineJson(z.object({ username: z.string().optional(), group: z.literal('user') })),
    responses: {
      200: {
        description: 'The account is in the group',
        body: inlineJson(
          z.object({ message: z.string(), username: z.string(), group: z.string() }),
        ),
      },
    },
    errors: [400, 404, 429, 503],
  },
  {
    method: 'post',
    path: '/insert-user',
    summary: 'Create the caller’s user record; an existing one is returned unchanged',
    tag: 'Users',
    access: 'signedIn',
    body: inlineJson(insertUserInputSchema),
    responses: {
      200: { description: 'The existing record', body: json('UserRecord') },
      201: { description: 'The new record', body: json('UserRecord') },
    },
    errors: [400, 429, 503],
  },
  {
    method: 'get',
    path: '/user/:email',
    summary: 'A user record: that user or an admin',
    tag: 'Users',
    access: 'signedIn',
    pathParams: { email: { description: 'The account’s email', schema: z.string() } },
    responses: { 200: { description: 'The record', body: json('UserRecord') } },
    errors: [404, 503],
  },
  {
    method: 'put',
    path: '/update-db-user/:id',
    summary: 'Change a user record: that user or an admin',
    tag: 'Users',
    access: 'signedIn',
    pathParams: { id: { description: 'The record’s id', schema: z.string() } },
    body: inlineJson(updateUserInputSchema),
    responses: { 201: { description: 'The updated record', body: json('UserRecord') } },
    errors: [400, 404, 503],
  },
  {
    method: 'get',
    path: '/admin/users',
    summary: 'Every account of the identity pool',
    tag: 'Users',
    access: 'admin',
    responses: {
      200: {
        description: 'The accounts',
        body: inlineJson(z.array(adminUserListItemSchema)),
        headers: { 'X-Total-Count': 'How many accounts there are' },
      },
    },
    errors: [503],
  },
];
