import { endpoint } from '../endpoint.js';
import { pageOf, recipeIdParam as recipeId } from '../shapes.js';
import { RATE_LIMITS } from '../limits.js';

/* Favourites: the recipes a cook keeps close (the family kitchen). */

export const addFavourite = endpoint({
  method: 'put',
  path: '/recipes/:id/favourite',
  summary: 'Add a recipe to the caller’s favourites (approved, or the caller’s own)',
  tag: 'Favourites',
  access: 'signedIn',
  params: recipeId,
  responses: { 200: { description: 'It is a favourite', schema: 'FavouriteState' } },
  errors: [404, 503],
  limits: [RATE_LIMITS.kitchenNotes],
});

export const removeFavourite = endpoint({
  method: 'delete',
  path: '/recipes/:id/favourite',
  summary: 'Take a recipe out of the caller’s favourites',
  tag: 'Favourites',
  access: 'signedIn',
  params: recipeId,
  responses: { 200: { description: 'It is not a favourite', schema: 'FavouriteState' } },
  errors: [404, 503],
  limits: [RATE_LIMITS.kitchenNotes],
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
