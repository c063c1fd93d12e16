import { z } from 'zod';
import {
  addItemSchema,
  addRecipeToListSchema,
  createListSchema,
  shareListSchema,
  itemConflictSchema,
  shoppingListSchema,
  shoppingListSummarySchema,
  updateItemSchema,
  updatedItemSchema,
  updateListSchema,
} from '@family-recipes/shared';
import { inlineJson, type Operation } from '../operation.js';

const listParam = { id: { description: 'The shopping list’s id', schema: z.uuid() } };
const itemParams = {
  ...listParam,
  itemId: { description: 'The line’s id', schema: z.uuid() },
};
const memberParams = {
  ...listParam,
  email: { description: 'The member’s email address', schema: z.string() },
};
const list = {
  description: 'The whole list after the change',
  body: inlineJson(shoppingListSchema),
};

/**
 * Shopping lists (the family kitchen): each seen only by its owner and the cooks it is shared
 * with; anyone else is answered 404, as for a list that does not exist.
 */
export const SHOPPING_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/shopping-lists',
    summary: 'The caller’s own lists and those shared with them, most recently changed first',
    tag: 'Shopping lists',
    access: 'signedIn',
    responses: {
      200: { description: 'The lists', body: inlineJson(z.array(shoppingListSummarySchema)) },
    },
    errors: [503],
  },
  {
    method: 'post',
    path: '/shopping-lists',
    summary: 'Start a new list',
    tag: 'Shopping lists',
    access: 'signedIn',
    body: inlineJson(createListSchema),
    responses: { 201: { description: 'The new list', body: inlineJson(shoppingListSchema) } },
    errors: [400, 429, 503],
  },
  {
    method: 'get',
    path: '/shopping-lists/:id',
    summary: 'One list with its members and lines, in aisle order',
    tag: 'Shopping lists',
    access: 'signedIn',
    pathParams: listParam,
    responses: { 200: { description: 'The list', body: inlineJson(shoppingListSchema) } },
    errors: [404, 503],
  },
  {
    method: 'patch',
    path: '/shopping-lists/:id',
    summary: 'Rename a list or change its unit system (its lines follow)',
    tag: 'Shopping lists',
    access: 'signedIn',
    pathParams: listParam,
    body: inlineJson(updateListSchema),
    responses: { 200: list },
    errors: [400, 404, 429, 503],
  },
  {
    method: 'delete',
    path: '/shopping-lists/:id',
    summary: 'Delete a list (its owner only)',
    tag: 'Shopping lists',
    access: 'signedIn',
    pathParams: listParam,
    responses: { 204: { description: 'Deleted' } },
    errors: [403, 404, 429, 503],
  },
  {
    method: 'post',
    path: '/shopping-lists/:id/recipes',
    summary: 'Add a recipe’s ingredients, scaled to a number of servings, merging like lines',
    tag: 'Shopping lists',
    access: 'signedIn',
    pathParams: listParam,
    body: inlineJson(addRecipeToListSchema),
    responses: { 200: list },
    errors: [400, 404, 429, 503],
  },
  {
    method: 'post',
    path: '/shopping-lists/:id/items',
    summary: 'Add a free item ("2 lemons"), merged into a like line',
    tag: 'Shopping lists',
    access: 'signedIn',
    pathParams: listParam,
    body: inlineJson(addItemSchema),
    responses: {
      201: list,
      200: { description: 'The list as it is: this op_id was applied before', body: list.body },
    },
    errors: [400, 404, 429, 503],
  },
  {
    method: 'patch',
    path: '/shopping-lists/:id/items/:itemId',
    summary:
      'Check a line off (or on again), or rewrite it; with base_version, the later of two edits is kept',
    tag: 'Shopping lists',
    access: 'signedIn',
    pathParams: itemParams,
    body: inlineJson(updateItemSchema),
    responses: {
      200: {
        description: 'The line; `conflict` names the later version this edit replaced',
        body: inlineJson(updatedItemSchema),
      },
      409: {
        description: 'Someone changed the line after this edit was made: nothing changed',
        body: inlineJson(itemConflictSchema),
      },
    },
    errors: [400, 404, 429, 503],
  },
  {
    method: 'delete',
    path: '/shopping-lists/:id/items/:itemId',
    summary: 'Take a line off the list',
    tag: 'Shopping lists',
    access: 'signedIn',
    pathParams: itemParams,
    responses: { 204: { description: 'Removed' } },
    errors: [404, 429, 503],
  },
  {
    method: 'post',
    path: '/shopping-lists/:id/members',
    summary: 'Share a list with a registered cook, by email (its owner only)',
    tag: 'Shopping lists',
    access: 'signedIn',
    pathParams: listParam,
    body: inlineJson(shareListSchema),
    responses: { 200: list },
    errors: [400, 403, 404, 429, 503],
  },
  {
    method: 'delete',
    path: '/shopping-lists/:id/members/:email',
    summary: 'Stop sharing a list with a cook (the owner), or leave it (the member)',
    tag: 'Shopping lists',
    access: 'signedIn',
    pathParams: memberParams,
    responses: { 204: { description: 'No longer shared with that cook' } },
    errors: [403, 404, 429, 503],
  },
  {
    method: 'get',
    path: '/shopping-lists/:id/events',
    summary:
      'Live updates of a list as server-sent events: `changed` after every committed change, `deleted` when it is gone or no longer shared with the caller. The stream ends when the id token it was opened with expires or its session logs out; at most 10 are open per account (429 beyond, or when the instance holds its most)',
    tag: 'Shopping lists',
    access: 'signedIn',
    pathParams: listParam,
    responses: {
      200: {
        description:
          'An event stream that stays open until the token expires; a `: ping` comment every 25 s',
        body: {
          contentType: 'text/event-stream',
          schema: z.string().describe('event: changed\\ndata: {"list":"<id>"}'),
        },
      },
    },
    errors: [404, 429, 503],
  },
];
