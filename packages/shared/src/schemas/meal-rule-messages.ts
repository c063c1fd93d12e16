/* The meal rules' limits and messages, apart from their zod schemas (meal-rules.ts re-exports them). */

import { CATEGORIES } from '../constants.js';
import { MEALS } from './plan-messages.js';

export const MEAL_RULE_LIMITS = {
  tagsPerMeal: 10,
  tagMax: 40,
  noRepeatDays: { min: 0, max: 60, default: 14 },
} as const;

export const MEAL_RULE_MESSAGES = {
  categoryInvalid: `Categories must be among ${CATEGORIES.join(', ')}`,
  categoriesInvalid: 'categories must be a list of recipe categories',
  tagInvalid: `Each tag must be 1 to ${MEAL_RULE_LIMITS.tagMax} characters`,
  tagsInvalid: `A meal takes at most ${MEAL_RULE_LIMITS.tagsPerMeal} tags`,
  noRepeatInvalid: `no_repeat_days must be a whole number from ${MEAL_RULE_LIMITS.noRepeatDays.min} (off) to ${MEAL_RULE_LIMITS.noRepeatDays.max}`,
  favouriteInvalid: 'favourite_a_week must be true or false',
  mealsInvalid: `meals must name each of ${MEALS.join(', ')}`,
  insteadInvalid: 'instead must be a recipe id',
  weekStartsInvalid: 'week_starts must be a whole number from 0 (Sunday) to 6 (Saturday)',
  notLastSurprise:
    'That recipe is no longer the last one of this meal. Press “Surprise me” again instead.',
  nothingSuits:
    'No recipe that suits this meal is left to plan this week. Change the meal rules, add a recipe yourself, or plan a note.',
  todayInvalid: 'today must be a real day written YYYY-MM-DD',
} as const;
