import { endpoint } from '../endpoint.js';
import { bodyOf } from '../shapes.js';
import { RATE_LIMITS } from '../limits.js';

/*
 * The household's pantry: the staples it always has (salt, pepper, oil and water until a cook
 * edits them), left off a shopping list unless chosen. Only ever the caller's own household's.
 */

const household = { tag: 'Household', access: 'cook' } as const;

const pantry = { description: 'The household’s staples', schema: 'Pantry' } as const;

export const getPantry = endpoint('get', '/household/pantry', household, {
  summary:
    'The staples of the caller’s household, in the order given; salt, pepper, oil and water until a member edits them',
  responses: { 200: pantry },
  errors: [503],
});

export const replacePantry = endpoint('put', '/household/pantry', household, {
  summary:
    'Replace the household’s staples (any member): at most 100, each 1 to 60 characters; names that are one staple ("Salt", "salts") are kept once',
  ...bodyOf('ReplacePantry', 'Invalid pantry'),
  responses: { 200: pantry },
  errors: [400, 503],
  limits: [RATE_LIMITS.pantryWrites],
});
