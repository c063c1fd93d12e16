import { endpoint } from '../endpoint.js';
import { bodyOf, pageOf, recipeIdParam as recipeId } from '../shapes.js';
import { RATE_LIMITS } from '../limits.js';

/* “We made this”: ratings, notes and photos of the times a recipe was made (the family kitchen). */

const cooked = { tag: 'We made this', access: 'signedIn' } as const;

export const addCooked = endpoint('post', '/recipes/:id/cooked', cooked, {
  summary:
    'Note that the caller made a recipe today, with a rating and a note; an op_id sent again answers the same entry',
  params: recipeId,
  ...bodyOf('CookedInput', 'Invalid note'),
  responses: { 201: { description: 'The stored entry', schema: 'CookedEntry' } },
  errors: [400, 404, 409, 503],
  limits: [RATE_LIMITS.kitchenNotes],
  offline: { replayable: true },
});

export const listCooked = endpoint('get', '/recipes/:id/cooked', cooked, {
  summary: 'A recipe’s “we made this” entries, newest first (at most 100)',
  params: recipeId,
  responses: { 200: { description: 'The entries', schema: 'CookedEntry', array: true } },
  errors: [404, 503],
  offline: { readable: true },
});

const entryParams = {
  ...recipeId,
  entryId: { schema: 'Uuid', description: 'The “we made this” entry’s id' },
} as const;

export const updateCooked = endpoint('patch', '/recipes/:id/cooked/:entryId', cooked, {
  summary:
    'Change the rating, note or day of one’s own entry; hide or show a note (the recipe’s owner or an administrator)',
  params: entryParams,
  ...bodyOf('CookedChange', 'Invalid note'),
  responses: { 200: { description: 'The entry', schema: 'CookedEntry' } },
  errors: [400, 403, 404, 409, 503],
  limits: [RATE_LIMITS.kitchenNotes],
});

export const deleteCooked = endpoint('delete', '/recipes/:id/cooked/:entryId', cooked, {
  summary: 'Delete one’s own entry, and its photo',
  params: entryParams,
  responses: { 204: { description: 'Deleted' } },
  errors: [404, 503],
  limits: [RATE_LIMITS.kitchenNotes],
});

export const setCookedPhoto = endpoint('put', '/recipes/:id/cooked/:entryId/photo', cooked, {
  summary:
    'Add or replace the photo of one’s own entry (the recipe photo’s limits: size, type, pixels). At most 20 photos in 10 minutes per cook, these and cookbook covers together',
  params: entryParams,
  ...bodyOf('CookedPhotoForm', 'Invalid photo', { contentType: 'multipart/form-data' }),
  responses: { 200: { description: 'The entry with its photo', schema: 'CookedEntry' } },
  errors: [400, 404, 411, 413, 415, 503],
  limits: [RATE_LIMITS.kitchenNotes, RATE_LIMITS.photoUploads],
});

export const removeCookedPhoto = endpoint('delete', '/recipes/:id/cooked/:entryId/photo', cooked, {
  summary: 'Take the photo off one’s own entry',
  params: entryParams,
  responses: { 200: { description: 'The entry without a photo', schema: 'CookedEntry' } },
  errors: [404, 503],
  limits: [RATE_LIMITS.kitchenNotes],
});

export const listRecipeNotes = endpoint('get', '/household/recipe-notes', cooked, {
  summary:
    'For each recipe the caller can use: the last day a member of their household made it, and how many members love it',
  query: 'RecipeNotesQuery',
  invalid: 'Invalid query',
  responses: {
    200: {
      description: 'One note per recipe the caller can use, in the order asked',
      schema: 'RecipeNote',
      array: true,
    },
  },
  errors: [400, 503],
});

export const listMyCooked = endpoint('get', '/my-cooked', cooked, {
  summary: 'The caller’s “we made this” entries with their recipes, newest first',
  ...pageOf('MyCookedEntry'),
});
