/*
 * The meal plan's meals, limits and messages, apart from its zod schemas (plan-entries.ts and
 * meal-plan.ts re-export them), so the texts can be read without zod.
 */

import { RECIPE_LIMITS } from '../constants.js';

export const MEALS = ['breakfast', 'lunch', 'dinner', 'other'] as const;
export type Meal = (typeof MEALS)[number];

export const PLAN_LIMITS = {
  noteMax: 60,
  servings: { min: 1, max: 100 },
} as const;

export const PLAN_MESSAGES = {
  noteInvalid: `A note must be 1 to ${PLAN_LIMITS.noteMax} characters, like “Leftovers” or “Pizza night”`,
  itemInvalid: 'Each line of a meal must be a recipe id, { recipe_id, servings } or { note }',
  recipeIdInvalid: 'recipe_id must be a recipe id',
  /** A line sent as a bare id, as before notes and servings. */
  recipeIdTextInvalid: 'recipeId must be a recipe id',
  servingsInvalid: `Servings must be a whole number from ${PLAN_LIMITS.servings.min} to ${PLAN_LIMITS.servings.max}`,
  nothingToSurprise:
    'Every recipe you can plan is already planned this week. Add a recipe yourself, or plan a note.',
} as const;

/** The most lines a cook can untick in one call. */
export const PLAN_SKIP_MAX = RECIPE_LIMITS.ingredientsCount * 4;

export const PLAN_TO_LIST_MESSAGES = {
  daysInvalid: 'days must be a list of days, YYYY-MM-DD',
  daysEmpty: 'Choose at least one day.',
  dayOutsideRange: 'Each day in days must be between from and to.',
  skipInvalid:
    'skip must be a list of lines, each a planned recipe (date, meal, position) and the place of one of its ingredients (line)',
  tooManySkipped: `At most ${PLAN_SKIP_MAX} lines can be left out.`,
  nothingChosen: 'Nothing is left to add on the days chosen.',
} as const;
