/*
 * The family kitchen's limits and messages, apart from its zod schemas (kitchen.ts and shopping.ts
 * re-export them), so the texts can be read without zod.
 */

import { PLAN_WINDOW_YEARS } from '../rules/plan-window.js';

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

/** What an undo of a removal answers when it cannot be done. */
export const LIST_UNDO_MESSAGES = {
  notFound: 'There is nothing to undo: this removal is not known on this list.',
  alreadyUndone: 'This removal was already undone.',
  expired: `This removal can no longer be undone: undo works for ${KITCHEN_LIMITS.undoMinutes} minutes.`,
} as const;

/** The text of a list with nothing left to buy (shopping/list-text.ts). */
export const NOTHING_TO_BUY = 'Nothing left to buy.';
