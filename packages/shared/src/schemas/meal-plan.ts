import { z } from 'zod';
import { inPlanWindow } from '../rules/plan-window.js';
import { KITCHEN_LIMITS, KITCHEN_MESSAGES } from './kitchen.js';
import { staplesChoice } from './pantry.js';
import { MEALS, planItemInputSchema } from './plan-entries.js';

/* The meal plan's calls: the days read and written, and a plan's way to a shopping list. */

/** A real calendar day written YYYY-MM-DD. */
export const planDateSchema = z.iso.date({ error: KITCHEN_MESSAGES.dateInvalid });

/**
 * A day a plan may hold: real, and within the window around today (rules/plan-window.ts). The
 * day written by PUT /api/meal-plan/:date and the one picked on the web app's form.
 */
export const plannableDateSchema = planDateSchema.pipe(
  // Piped, so a day that is not real gets only the message saying so.
  z.string().refine((day) => inPlanWindow(day), { message: KITCHEN_MESSAGES.dateOutsideWindow }),
);

/**
 * True when `to` is on or after `from` and the range is short enough. Days that are not real are
 * reported by their own field, so the range is not judged then.
 */
function rangeFits({ from, to }: { from: string; to: string }): boolean {
  if (!planDateSchema.safeParse(from).success || !planDateSchema.safeParse(to).success) return true;
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  return days >= 0 && days < KITCHEN_LIMITS.planRangeDays;
}
const rangeError = { message: KITCHEN_MESSAGES.rangeInvalid, path: ['to'] };

/** GET /api/meal-plan query. */
export const planRangeSchema = z
  .object({ from: planDateSchema, to: planDateSchema })
  .refine(rangeFits, rangeError);
export type PlanRange = z.infer<typeof planRangeSchema>;

const mealRecipes = z
  .array(planItemInputSchema)
  .max(KITCHEN_LIMITS.recipesPerMeal, `At most ${KITCHEN_LIMITS.recipesPerMeal} recipes a meal`)
  .default([]);

/**
 * PUT /api/meal-plan/:date body: the whole day, each meal's lines in order: recipe ids, recipes
 * with their servings, or notes (plan-entries.ts).
 */
export const planDayInputSchema = z.object({
  breakfast: mealRecipes,
  lunch: mealRecipes,
  dinner: mealRecipes,
  other: mealRecipes,
});
export type PlanDayInput = z.infer<typeof planDayInputSchema>;

/** POST /api/meal-plan/shopping-list body: every recipe planned in the range into one list. */
export const planToListSchema = z
  .object({ from: planDateSchema, to: planDateSchema, listId: z.uuid(), ...staplesChoice })
  .refine(rangeFits, rangeError);
export type PlanToListInput = z.infer<typeof planToListSchema>;

/** POST /api/meal-plan/surprise body: the meal to fill with a recipe not yet planned that week. */
export const planSurpriseSchema = z.object({
  date: planDateSchema,
  meal: z.enum(MEALS, { error: `meal must be one of ${MEALS.join(', ')}` }),
});
export type PlanSurpriseInput = z.infer<typeof planSurpriseSchema>;
