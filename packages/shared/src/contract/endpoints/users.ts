import { endpoint } from '../endpoint.js';
import { RATE_LIMITS } from '../limits.js';

/* The user records and the administrators' list of accounts. */

const users = { tag: 'Users', access: 'signedIn' } as const;
const usersAdmin = { tag: 'Users', access: 'admin' } as const;

export const assignRole = endpoint('post', '/assign-role', users, {
  summary: 'Put the caller’s account in the user group',
  body: { schema: 'AssignRole' },
  responses: { 200: { description: 'The account is in the group', schema: 'RoleAssigned' } },
  errors: [400, 404, 503],
  limits: [RATE_LIMITS.accountCalls],
});

export const insertUser = endpoint('post', '/insert-user', users, {
  summary: 'Create the caller’s user record; an existing one is returned unchanged',
  body: { schema: 'InsertUserInput' },
  responses: {
    200: { description: 'The existing record', schema: 'UserRecord' },
    201: { description: 'The new record', schema: 'UserRecord' },
  },
  errors: [400, 503],
  limits: [RATE_LIMITS.accountCalls],
});

export const getUser = endpoint('get', '/user/:email', users, {
  summary: 'A user record: that user or an admin',
  params: { email: { schema: 'Text', description: 'The account’s email' } },
  responses: { 200: { description: 'The record', schema: 'UserRecord' } },
  errors: [404, 503],
});

export const updateUser = endpoint('put', '/update-db-user/:id', users, {
  summary: 'Change a user record: that user or an admin',
  params: { id: { schema: 'Text', description: 'The record’s id' } },
  body: { schema: 'UpdateUserInput' },
  responses: { 201: { description: 'The updated record', schema: 'UserRecord' } },
  errors: [400, 404, 503],
});

export const listAccounts = endpoint('get', '/admin/users', usersAdmin, {
  summary: 'Every account of the identity pool',
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
