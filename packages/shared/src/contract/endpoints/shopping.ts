import { endpoint } from '../endpoint.js';
import { RATE_LIMITS } from '../limits.js';

/*
 * Shopping lists (the family kitchen): each seen only by its owner and the cooks it is shared
 * with; anyone else is answered 404, as for a list that does not exist.
 */

const listId = { id: { schema: 'Uuid', description: 'The shopping list’s id' } } as const;
const itemId = { ...listId, itemId: { schema: 'Uuid', description: 'The line’s id' } } as const;
const wholeList = {
  description: 'The whole list after the change',
  schema: 'ShoppingList',
} as const;
/** A change to one list, answered with the whole list after it. */
const listChange = {
  params: listId,
  responses: { 200: wholeList },
  errors: [400, 404, 503],
  limits: [RATE_LIMITS.shoppingLists],
} as const;

export const listShoppingLists = endpoint({
  method: 'get',
  path: '/shopping-lists',
  summary: 'The caller’s own lists and those shared with them, most recently changed first',
  tag: 'Shopping lists',
  access: 'signedIn',
  responses: { 200: { description: 'The lists', schema: 'ShoppingListSummary', array: true } },
  errors: [503],
  offline: { readable: true },
});

export const createShoppingList = endpoint({
  method: 'post',
  path: '/shopping-lists',
  summary: 'Start a new list',
  tag: 'Shopping lists',
  access: 'signedIn',
  body: { schema: 'CreateList' },
  invalid: 'Invalid list',
  responses: { 201: { description: 'The new list', schema: 'ShoppingList' } },
  errors: [400, 503],
  limits: [RATE_LIMITS.shoppingLists],
});

export const getShoppingList = endpoint({
  method: 'get',
  path: '/shopping-lists/:id',
  summary: 'One list with its members and lines, in aisle order',
  tag: 'Shopping lists',
  access: 'signedIn',
  params: listId,
  responses: { 200: { description: 'The list', schema: 'ShoppingList' } },
  errors: [404, 503],
  offline: { readable: true },
});

export const updateShoppingList = endpoint({
  method: 'patch',
  path: '/shopping-lists/:id',
  summary: 'Rename a list or change its unit system (its lines follow)',
  tag: 'Shopping lists',
  access: 'signedIn',
  ...listChange,
  body: { schema: 'UpdateList' },
  invalid: 'Invalid list',
});

export const deleteShoppingList = endpoint({
  method: 'delete',
  path: '/shopping-lists/:id',
  summary: 'Delete a list (its owner only)',
  tag: 'Shopping lists',
  access: 'signedIn',
  params: listId,
  responses: { 204: { description: 'Deleted' } },
  errors: [403, 404, 503],
  limits: [RATE_LIMITS.shoppingLists],
});

export const addRecipeToList = endpoint({
  method: 'post',
  path: '/shopping-lists/:id/recipes',
  summary:
    'Add a recipe’s ingredients, scaled to a number of servings, merging like lines: the lines chosen by their place in the recipe (`lines`), or when left out every line but the household’s pantry staples',
  tag: 'Shopping lists',
  access: 'signedIn',
  ...listChange,
  body: { schema: 'AddRecipeToList' },
  invalid: 'Invalid recipe',
});

export const addListItem = endpoint({
  method: 'post',
  path: '/shopping-lists/:id/items',
  summary: 'Add a free item ("2 lemons"), merged into a like line',
  tag: 'Shopping lists',
  access: 'signedIn',
  params: listId,
  body: { schema: 'AddItem' },
  invalid: 'Invalid item',
  responses: {
    201: wholeList,
    200: {
      description: 'The list as it is: this op_id was applied before',
      schema: 'ShoppingList',
    },
  },
  errors: [400, 404, 503],
  limits: [RATE_LIMITS.shoppingLists],
  offline: { replayable: true },
});

export const updateListItem = endpoint({
  method: 'patch',
  path: '/shopping-lists/:id/items/:itemId',
  summary:
    'Check a line off (or on again), or rewrite it; with base_version, the later of two edits is kept',
  tag: 'Shopping lists',
  access: 'signedIn',
  params: itemId,
  body: { schema: 'UpdateItem' },
  invalid: 'Invalid item',
  responses: {
    200: {
      description: 'The line; `conflict` names the later version this edit replaced',
      schema: 'UpdatedItem',
    },
    409: {
      description: 'Someone changed the line after this edit was made: nothing changed',
      schema: 'ItemConflict',
    },
  },
  errors: [400, 404, 503],
  limits: [RATE_LIMITS.shoppingLists],
  offline: { replayable: true },
});

export const moveItemToAisle = endpoint({
  method: 'put',
  path: '/shopping-lists/:id/items/:itemId/aisle',
  summary:
    'Move a line to another aisle; the household remembers it, and lines of the same ingredient are in that aisle on every list of the household',
  tag: 'Shopping lists',
  access: 'signedIn',
  params: itemId,
  body: { schema: 'MoveItemAisle' },
  invalid: 'Invalid aisle',
  responses: { 200: { description: 'The whole list after the change', schema: 'ShoppingList' } },
  errors: [400, 404, 503],
  limits: [RATE_LIMITS.shoppingLists],
});

export const removeListItem = endpoint({
  method: 'delete',
  path: '/shopping-lists/:id/items/:itemId',
  summary: 'Take a line off the list',
  tag: 'Shopping lists',
  access: 'signedIn',
  params: itemId,
  responses: { 204: { description: 'Removed' } },
  errors: [404, 503],
  limits: [RATE_LIMITS.shoppingLists],
});

/** A tidy-up of the whole list: an optional body with the op_id that makes it safe to send again. */
const tidying = {
  body: { schema: 'ListCleanup', optional: true },
  invalid: 'Invalid request',
} as const;

export const clearTickedLines = endpoint({
  method: 'post',
  path: '/shopping-lists/:id/clear-ticked',
  summary: 'Take every ticked line off the list; with an op_id, sent again it changes nothing',
  tag: 'Shopping lists',
  access: 'signedIn',
  ...listChange,
  ...tidying,
});

export const untickAllLines = endpoint({
  method: 'post',
  path: '/shopping-lists/:id/untick-all',
  summary: 'Untick every line of the list; with an op_id, sent again it changes nothing',
  tag: 'Shopping lists',
  access: 'signedIn',
  ...listChange,
  ...tidying,
});

export const removeRecipeLines = endpoint({
  method: 'delete',
  path: '/shopping-lists/:id/recipes/:recipeId',
  summary:
    'Take off the lines that came from a recipe: a line from it alone goes; a line it shares with another recipe or a free item stays, without this recipe among its sources. The same call again changes nothing',
  tag: 'Shopping lists',
  access: 'signedIn',
  params: { ...listId, recipeId: { schema: 'Uuid', description: 'The recipe’s id' } },
  responses: { 200: wholeList },
  errors: [404, 503],
  limits: [RATE_LIMITS.shoppingLists],
});

export const listEvents = endpoint({
  method: 'get',
  path: '/shopping-lists/:id/events',
  summary:
    'Live updates of a list as server-sent events: `changed` after every committed change, `deleted` when it is gone or the caller has left its household. The stream ends when the id token it was opened with expires or its session logs out; at most 10 are open per account (429 beyond, or when the instance holds its most)',
  tag: 'Shopping lists',
  access: 'signedIn',
  params: listId,
  responses: {
    200: {
      description:
        'An event stream that stays open until the token expires; a `: ping` comment every 25 s',
      schema: 'EventStream',
      contentType: 'text/event-stream',
    },
  },
  errors: [404, 429, 503],
});
