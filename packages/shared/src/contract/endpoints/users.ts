import { endpoint } from '../endpoint.js';
import { RATE_LIMITS } from '../limits.js';

/* The user records and the administrators' list of accounts. */

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
