import { endpoint } from '../endpoint.js';
import { pageOf, recipeIdParam as recipeId } from '../shapes.js';
import { RATE_LIMITS } from '../limits.js';

/* Favourites: the recipes a cook keeps close (the family kitchen). */

const favourites = { tag: 'Favourites', access: 'signedIn' } as const;

export const addFavourite = endpoint('put', '/recipes/:id/favourite', favourites, {
  summary: 'Add a recipe to the caller’s favourites (approved, or the caller’s own)',
  params: recipeId,
  responses: { 200: { description: 'It is a favourite', schema: 'FavouriteState' } },
  errors: [404, 503],
  limits: [RATE_LIMITS.kitchenNotes],
});

export const removeFavourite = endpoint('delete', '/recipes/:id/favourite', favourites, {
  summary: 'Take a recipe out of the caller’s favourites',
  params: recipeId,
  responses: { 200: { description: 'It is not a favourite', schema: 'FavouriteState' } },
  errors: [404, 503],
  limits: [RATE_LIMITS.kitchenNotes],
});

export const listFavourites = endpoint('get', '/my-favourites', favourites, {
  summary: 'The caller’s favourite recipes, newest favourite first',
  ...pageOf('RecipeSummary'),
  offline: { readable: true },
});

export const listFavouriteIds = endpoint('get', '/my-favourite-ids', favourites, {
  summary: 'The ids of the caller’s favourite recipes',
  responses: {
    200: { description: 'Recipe ids, newest favourite first', schema: 'Uuid', array: true },
  },
  errors: [503],
  offline: { readable: true },
});
