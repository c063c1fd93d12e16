import { z } from 'zod';
import { PLAN_WINDOW_YEARS } from '../rules/plan-window.js';

/*
 * The family kitchen's calls (docs/product.md, the family kitchen; decision 027): favourites and
 * "we made this" (cooked.ts), shopping lists (shopping-lists.ts) and the meal plan (meal-plan.ts).
 * The API validates every body with those schemas and the web app's forms use the same ones; this
 * file holds what they share: the limits, the messages and the lists of values.
 */

export const KITCHEN_LIMITS = {
  rating: { min: 1, max: 5 },
  noteMax: 1_000,
  listNameMax: 80,
  itemTextMax: 200,
  servings: { min: 1, max: 100 },
  /** Lines in one list; adding beyond it is refused. */
  itemsPerList: 500,
  /** Lists one household keeps. */
  listsPerCook: 50,
  recipesPerMeal: 10,
  /** The longest range one GET /api/meal-plan reads. */
  planRangeDays: 62,
  /** How long what a removal took from a list can be put back (POST .../undo/:undoId). */
  undoMinutes: 10,
} as const;

export const KITCHEN_MESSAGES = {
  ratingInvalid: 'Rating must be a whole number from 1 to 5',
  ratingRequired: 'Rating is required',
  alreadyCookedToday: 'You have already noted this recipe today.',
  alreadyCookedThatDay: 'You already have a note for this recipe on that day.',
  cookedDayInFuture: 'The day you made it cannot be after today.',
  cookedChangeEmpty: 'Send a rating, a note, a day or hidden',
  photoRequired: 'Send one photo in the photo field.',
  recipeIdsInvalid: 'ids must be from 1 to 100 recipe ids separated by commas',
  listNameRequired: 'List name is required',
  itemRequired: 'Item is required',
  servingsInvalid: `Servings must be a whole number from ${KITCHEN_LIMITS.servings.min} to ${KITCHEN_LIMITS.servings.max}`,
  recipeIdInvalid: 'recipeId must be a recipe id',
  listFull: `A list holds at most ${KITCHEN_LIMITS.itemsPerList} lines.`,
  tooManyLists: `A household can keep at most ${KITCHEN_LIMITS.listsPerCook} lists.`,
  dateInvalid: 'Dates must be real days written YYYY-MM-DD',
  dateOutsideWindow: `Dates must be within ${PLAN_WINDOW_YEARS} years before or after today`,
  rangeInvalid: `to must be on or after from, at most ${KITCHEN_LIMITS.planRangeDays} days later`,
  nothingPlanned: 'Nothing is planned in those days.',
  itemChangedLater: 'Someone changed this line after you did; their change was kept.',
  baseVersionInvalid: 'base_version must be a whole number from 1',
  editedAtInvalid: 'edited_at must be a date and time with its offset',
  opIdInvalid: 'op_id must be a uuid',
} as const;

/**
 * An edit made offline carries an id of its own (decision 029): sent again after a lost answer,
 * it is recognised and changes nothing the second time.
 */
export const opId = z.uuid({ error: KITCHEN_MESSAGES.opIdInvalid }).optional();

export const AISLES = [
  'produce',
  'dairy',
  'bakery',
  'meat and fish',
  'pantry',
  'frozen',
  'other',
] as const;
export type Aisle = (typeof AISLES)[number];

export const LIST_UNIT_SYSTEMS = ['metric', 'us'] as const;
export type ListUnitSystem = (typeof LIST_UNIT_SYSTEMS)[number];
