import { z } from 'zod';
import {
  cookedInputSchema,
  cookedVisibilitySchema,
  favouriteStateSchema,
  listQuerySchema,
} from '@family-recipes/shared';
import { json, inlineJson, uuidParam, list, NAMED_SCHEMAS, type Operation } from '../operation.js';

const entryParams = {
  ...uuidParam,
  entryId: { description: 'The “we made this” entry’s id', schema: z.uuid() },
};

/** Favourites and “we made this” ratings and notes (the family kitchen). */
export const FAVOURITE_OPERATIONS: Operation[] = [
  {
    method: 'put',
    path: '/recipes/:id/favourite',
    summary: 'Add a recipe to the caller’s favourites (approved, or the caller’s own)',
    tag: 'Favourites',
    access: 'signedIn',
    pathParams: uuidParam,
    responses: {
      200: { description: 'It is a favourite', body: inlineJson(favouriteStateSchema) },
    },
    errors: [404, 429, 503],
  },
  {
    method: 'delete',
    path: '/recipes/:id/favourite',
    summary: 'Take a recipe out of the caller’s favourites',
    tag: 'Favourites',
    access: 'signedIn',
    pathParams: uuidParam,
    responses: {
      200: { description: 'It is not a favourite', body: inlineJson(favouriteStateSchema) },
    },
    errors: [404, 429, 503],
  },
  {
    method: 'get',
    path: '/my-favourites',
    summary: 'The caller’s favourite recipes, newest favourite first',
    tag: 'Favourites',
    access: 'signedIn',
    query: listQuerySchema,
    responses: list('RecipeSummary'),
    errors: [400, 503],
  },
  {
    method: 'get',
    path: '/my-favourite-ids',
    summary: 'The ids of the caller’s favourite recipes',
    tag: 'Favourites',
    access: 'signedIn',
    responses: {
      200: {
        description: 'Recipe ids, newest favourite first',
        body: inlineJson(z.array(z.uuid())),
      },
    },
    errors: [503],
  },
  {
    method: 'post',
    path: '/recipes/:id/cooked',
    summary:
      'Note that the caller made a recipe today, with a rating and a note; an op_id sent again answers the same entry',
    tag: 'We made this',
    access: 'signedIn',
    pathParams: uuidParam,
    body: inlineJson(cookedInputSchema),
    responses: { 201: { description: 'The stored entry', body: json('CookedEntry') } },
    errors: [400, 404, 409, 429, 503],
  },
  {
    method: 'get',
    path: '/recipes/:id/cooked',
    summary: 'A recipe’s “we made this” entries, newest first (at most 100)',
    tag: 'We made this',
    access: 'signedIn',
    pathParams: uuidParam,
    responses: {
      200: { description: 'The entries', body: inlineJson(z.array(NAMED_SCHEMAS.CookedEntry)) },
    },
    errors: [404, 503],
  },
  {
    method: 'patch',
    path: '/recipes/:id/cooked/:entryId',
    summary: 'Hide or show a note (the recipe’s owner or an administrator)',
    tag: 'We made this',
    access: 'signedIn',
    pathParams: entryParams,
    body: inlineJson(cookedVisibilitySchema),
    responses: { 200: { description: 'The entry', body: json('CookedEntry') } },
    errors: [400, 403, 404, 429, 503],
  },
  {
    method: 'get',
    path: '/my-cooked',
    summary: 'The caller’s “we made this” entries with their recipes, newest first',
    tag: 'We made this',
    access: 'signedIn',
    query: listQuerySchema,
    responses: list('MyCookedEntry'),
    errors: [400, 503],
  },
];
