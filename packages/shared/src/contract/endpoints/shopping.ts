import { endpoint } from '../endpoint.js';
import { bodyOf } from '../shapes.js';
import { RATE_LIMITS } from '../limits.js';
import { KITCHEN_LIMITS } from '../../schemas/kitchen.js';

/*
 * Shopping lists (the family kitchen): each seen only by its owner and the cooks it is shared
 * with; anyone else is answered 404, as for a list that does not exist.
 */

const lists = { tag: 'Shopping lists', access: 'signedIn' } as const;

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

export const listShoppingLists = endpoint('get', '/shopping-lists', lists, {
  summary: 'The caller’s own lists and those shared with them, most recently changed first',
  responses: { 200: { description: 'The lists', schema: 'ShoppingListSummary', array: true } },
  errors: [503],
  offline: { readable: true },
});

export const createShoppingList = endpoint('post', '/shopping-lists', lists, {
  summary: 'Start a new list',
  ...bodyOf('CreateList', 'Invalid list'),
  responses: { 201: { description: 'The new list', schema: 'ShoppingList' } },
  errors: [400, 503],
  limits: [RATE_LIMITS.shoppingLists],
});

export const getShoppingList = endpoint('get', '/shopping-lists/:id', lists, {
  summary: 'One list with its members and lines, in aisle order',
  params: listId,
  responses: { 200: { description: 'The list', schema: 'ShoppingList' } },
  errors: [404, 503],
  offline: { readable: true },
});

export const updateShoppingList = endpoint('patch', '/shopping-lists/:id', lists, {
  summary: 'Rename a list or change its unit system (its lines follow)',
  ...listChange,
  ...bodyOf('UpdateList', 'Invalid list'),
});

export const deleteShoppingList = endpoint('delete', '/shopping-lists/:id', lists, {
  summary: 'Delete a list (its owner only)',
  params: listId,
  responses: { 204: { description: 'Deleted' } },
  errors: [403, 404, 503],
  limits: [RATE_LIMITS.shoppingLists],
});

export const addRecipeToList = endpoint('post', '/shopping-lists/:id/recipes', lists, {
  summary:
    'Add a recipe’s ingredients, scaled to a number of servings, merging like lines: the lines chosen by their place in the recipe (`lines`), or when left out every line but the household’s pantry staples',
  ...listChange,
  ...bodyOf('AddRecipeToList', 'Invalid recipe'),
});

export const addListItem = endpoint('post', '/shopping-lists/:id/items', lists, {
  summary: 'Add a free item ("2 lemons"), merged into a like line',
  params: listId,
  ...bodyOf('AddItem', 'Invalid item'),
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

export const updateListItem = endpoint('patch', '/shopping-lists/:id/items/:itemId', lists, {
  summary:
    'Check a line off (or on again), or rewrite it; with base_version, the later of two edits is kept',
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

export const moveItemToAisle = endpoint('put', '/shopping-lists/:id/items/:itemId/aisle', lists, {
  summary:
    'Move a line to another aisle; the household remembers it, and lines of the same ingredient are in that aisle on every list of the household',
  params: itemId,
  body: { schema: 'MoveItemAisle' },
  invalid: 'Invalid aisle',
  responses: { 200: { description: 'The whole list after the change', schema: 'ShoppingList' } },
  errors: [400, 404, 503],
  limits: [RATE_LIMITS.shoppingLists],
});

export const removeListItem = endpoint('delete', '/shopping-lists/:id/items/:itemId', lists, {
  summary: 'Take a line off the list; `undo` puts it back (POST .../undo/:undoId)',
  params: itemId,
  responses: {
    200: { description: 'Removed, with the id that undoes it', schema: 'ListUndo' },
  },
  errors: [404, 503],
  limits: [RATE_LIMITS.shoppingLists],
});

/** A tidy-up of the whole list: an optional body with the op_id that makes it safe to send again. */
const tidying = bodyOf('ListCleanup', 'Invalid request', { optional: true });

const listRemovalAnswer = {
  description: 'The whole list after the change; `undo` when it took lines off',
  schema: 'ShoppingListRemoval',
} as const;

/** A removal: the whole list after it, and the id that undoes it when it took something. */
const listRemoval = {
  ...listChange,
  responses: { 200: listRemovalAnswer },
} as const;

export const clearTickedLines = endpoint('post', '/shopping-lists/:id/clear-ticked', lists, {
  summary:
    'Take every ticked line off the list; with an op_id, sent again it changes nothing. `undo` puts them back',
  ...listRemoval,
  ...tidying,
});

export const untickAllLines = endpoint('post', '/shopping-lists/:id/untick-all', lists, {
  summary: 'Untick every line of the list; with an op_id, sent again it changes nothing',
  ...listChange,
  ...tidying,
});

export const removeRecipeLines = endpoint(
  'delete',
  '/shopping-lists/:id/recipes/:recipeId',
  lists,
  {
    summary:
      'Take off the lines that came from a recipe: a line from it alone goes; a line it shares with another recipe or a free item stays, without this recipe among its sources. The same call again changes nothing. `undo` puts the recipe’s lines back',
    params: { ...listId, recipeId: { schema: 'Uuid', description: 'The recipe’s id' } },
    responses: { 200: listRemovalAnswer },
    errors: [404, 503],
    limits: [RATE_LIMITS.shoppingLists],
  },
);

export const undoListRemoval = endpoint('post', '/shopping-lists/:id/undo/:undoId', lists, {
  summary: `Put back what a removal took (a line, a recipe’s lines, the ticked lines), once, within ${KITCHEN_LIMITS.undoMinutes} minutes: a line taken off comes back as it was, or added into the like line a cook has put on the list since; a recipe’s share goes back into the lines it was taken from`,
  params: {
    ...listId,
    undoId: { schema: 'Uuid', description: 'The `undo` id the removal answered' },
  },
  responses: { 200: wholeList },
  errors: [404, 409, 410, 503],
  limits: [RATE_LIMITS.shoppingLists],
});

/** The answer of a live stream: server-sent events until the token it was opened with expires. */
const eventStream = {
  description:
    'An event stream that stays open until the token expires; a `: ping` comment every 25 s',
  schema: 'EventStream',
  contentType: 'text/event-stream',
} as const;

export const listEvents = endpoint('get', '/shopping-lists/:id/events', lists, {
  summary:
    'Live updates of a list as server-sent events: `changed` after every committed change, `deleted` when it is gone or the caller has left its household. The stream ends when the id token it was opened with expires or its session logs out; at most 10 are open per account (429 beyond, or when the instance holds its most)',
  params: listId,
  responses: { 200: eventStream },
  errors: [404, 429, 503],
});

export const householdEvents = endpoint('get', '/household/events', lists, {
  summary:
    'Live updates of the caller’s household as server-sent events: `plan` after every committed change of its meal plan, `aisles` when its aisle order or the aisle of an ingredient changes, `household` when its members or name change, and `removed` when the caller is no longer in it (removed, or joined another), after which the stream ends and is opened again for the household they are in now. Ends, and counts, as a list’s stream does',
  responses: { 200: eventStream },
  errors: [429, 503],
});
