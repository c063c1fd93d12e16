import { endpoint } from '../endpoint.js';
import { pageOf, recipeIdParam as recipeId } from '../shapes.js';

/* Favourites and “we made this” ratings and notes (the family kitchen). */

export const addFavourite = endpoint({
  method: 'put',
  path: '/recipes/:id/favourite',
  summary: 'Add a recipe to the caller’s favourites (approved, or the caller’s own)',
  tag: 'Favourites',
  access: 'signedIn',
  params: recipeId,
  responses: { 200: { description: 'It is a favourite', schema: 'FavouriteState' } },
  errors: [404, 429, 503],
});

export const removeFavourite = endpoint({
  method: 'delete',
  path: '/recipes/:id/favourite',
  summary: 'Take a recipe out of the caller’s favourites',
  tag: 'Favourites',
  access: 'signedIn',
  params: recipeId,
  responses: { 200: { description: 'It is not a favourite', schema: 'FavouriteState' } },
  errors: [404, 429, 503],
});

export const listFavourites = endpoint({
  method: 'get',
  path: '/my-favourites',
  summary: 'The caller’s favourite recipes, newest favourite first',
  tag: 'Favourites',
  access: 'signedIn',
  ...pageOf('RecipeSummary'),
  offline: { readable: true },
});

export const listFavouriteIds = endpoint({
  method: 'get',
  path: '/my-favourite-ids',
  summary: 'The ids of the caller’s favourite recipes',
  tag: 'Favourites',
  access: 'signedIn',
  responses: {
    200: { description: 'Recipe ids, newest favourite first', schema: 'Uuid', array: true },
  },
  errors: [503],
  offline: { readable: true },
});

export const addCooked = endpoint({
  method: 'post',
  path: '/recipes/:id/cooked',
  summary:
    'Note that the caller made a recipe today, with a rating and a note; an op_id sent again answers the same entry',
  tag: 'We made this',
  access: 'signedIn',
  params: recipeId,
  body: { schema: 'CookedInput' },
  invalid: 'Invalid note',
  responses: { 201: { description: 'The stored entry', schema: 'CookedEntry' } },
  errors: [400, 404, 409, 429, 503],
  offline: { replayable: true },
});

export const listCooked = endpoint({
  method: 'get',
  path: '/recipes/:id/cooked',
  summary: 'A recipe’s “we made this” entries, newest first (at most 100)',
  tag: 'We made this',
  access: 'signedIn',
  params: recipeId,
  responses: { 200: { description: 'The entries', schema: 'CookedEntry', array: true } },
  errors: [404, 503],
  offline: { readable: true },
});

export const setCookedHidden = endpoint({
  method: 'patch',
  path: '/recipes/:id/cooked/:entryId',
  summary: 'Hide or show a note (the recipe’s owner or an administrator)',
  tag: 'We made this',
  access: 'signedIn',
  params: {
    ...recipeId,
    entryId: { schema: 'Uuid', description: 'The “we made this” entry’s id' },
  },
  body: { schema: 'CookedVisibility' },
  invalid: 'Invalid visibility',
  responses: { 200: { description: 'The entry', schema: 'CookedEntry' } },
  errors: [400, 403, 404, 429, 503],
});

export const listMyCooked = endpoint({
  method: 'get',
  path: '/my-cooked',
  summary: 'The caller’s “we made this” entries with their recipes, newest first',
  tag: 'We made this',
  access: 'signedIn',
  ...pageOf('MyCookedEntry'),
});
