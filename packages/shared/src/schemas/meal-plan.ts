import { z } from '../zod.js';
import { RECIPE_LIMITS } from '../constants.js';
import { inPlanWindow } from '../rules/plan-window.js';
import { KITCHEN_LIMITS, KITCHEN_MESSAGES } from './kitchen.js';
import { MEAL_RULE_MESSAGES } from './meal-rule-messages.js';
import { staplesChoice } from './pantry.js';
import { MEALS, planItemInputSchema } from './plan-entries.js';
import { PLAN_SKIP_MAX as SKIP_MAX, PLAN_TO_LIST_MESSAGES } from './plan-messages.js';

export { PLAN_TO_LIST_MESSAGES } from './plan-messages.js';

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

const skipError = { error: PLAN_TO_LIST_MESSAGES.skipInvalid };

/**
 * One line the cook unticked: the plan line (day, meal and place in the meal, from 0) and the
 * place of the ingredient in its recipe (from 0).
 */
export const planSkipSchema = z.strictObject(
  {
    date: planDateSchema,
    meal: z.enum(MEALS, skipError),
    position: z
      .number(skipError)
      .int(skipError)
      .min(0, skipError)
      .max(KITCHEN_LIMITS.recipesPerMeal - 1, skipError),
    line: z
      .number(skipError)
      .int(skipError)
      .min(0, skipError)
      .max(RECIPE_LIMITS.ingredientsCount - 1, skipError),
  },
  skipError,
);
export type PlanSkip = z.infer<typeof planSkipSchema>;

/** Every day chosen is within the range; days that are not real are reported by their own item. */
function daysInRange({
  from,
  to,
  days,
}: {
  from: string;
  to: string;
  days?: string[] | undefined;
}) {
  return (days ?? []).every(
    (day) => !planDateSchema.safeParse(day).success || (day >= from && day <= to),
  );
}

/**
 * POST /api/meal-plan/shopping-list body: the recipes planned in the range into one list. `days`
 * keeps only those days; `skip` leaves out the lines the cook unticked. Any other field is refused.
 */
export const planToListSchema = z
  .strictObject({
    from: planDateSchema,
    to: planDateSchema,
    listId: z.uuid(),
    ...staplesChoice,
    days: z
      .array(planDateSchema, { error: PLAN_TO_LIST_MESSAGES.daysInvalid })
      .min(1, PLAN_TO_LIST_MESSAGES.daysEmpty)
      .max(KITCHEN_LIMITS.planRangeDays, PLAN_TO_LIST_MESSAGES.daysInvalid)
      .optional(),
    skip: z
      .array(planSkipSchema, skipError)
      .max(SKIP_MAX, PLAN_TO_LIST_MESSAGES.tooManySkipped)
      .optional(),
  })
  .refine(rangeFits, rangeError)
  .refine(daysInRange, { message: PLAN_TO_LIST_MESSAGES.dayOutsideRange, path: ['days'] });
export type PlanToListInput = z.infer<typeof planToListSchema>;

/** POST /api/meal-plan/shopping-list/preview body: the range whose recipes would go on a list. */
export const planToListPreviewInputSchema = z
  .strictObject({ from: planDateSchema, to: planDateSchema })
  .refine(rangeFits, rangeError);
export type PlanToListPreviewInput = z.infer<typeof planToListPreviewInputSchema>;

/** One ingredient line of a planned recipe, as the list would show it. */
const previewLineSchema = z.object({
  /** Its place in the recipe's ingredients, from 0: what `skip` names. */
  line: z.number().int(),
  /** "500 g Flour", scaled to the servings planned. */
  text: z.string(),
  /** One of the household's pantry staples. */
  staple: z.boolean(),
});

/** What a week would put on a list: each planned recipe, in plan order, with its lines to buy. */
export const planToListPreviewSchema = z.object({
  recipes: z.array(
    z.object({
      date: z.string(),
      meal: z.enum(MEALS),
      position: z.number().int(),
      recipe_id: z.string(),
      title: z.string(),
      /** The servings planned, or the recipe's own; null when it gives none as a number. */
      servings: z.number().nullable(),
      lines: z.array(previewLineSchema),
    }),
  ),
});
export type PlanToListPreview = z.infer<typeof planToListPreviewSchema>;

/** POST /api/meal-plan/surprise body: the meal to fill with a recipe not yet planned that week. */
export const planSurpriseSchema = z.object({
  date: planDateSchema,
  meal: z.enum(MEALS, { error: `meal must be one of ${MEALS.join(', ')}` }),
  /**
   * "Try another": the recipe last surprised, still the meal's last line, which another suitable
   * recipe replaces in its place.
   */
  instead: z.uuid({ error: 'instead must be a recipe id' }).optional(),
  /**
   * The day the cook's weeks start on, as their language counts them (0 Sunday … 6 Saturday):
   * the week in which the recipe must not be planned yet. Monday when not sent.
   */
  week_starts: z
    .number({ error: MEAL_RULE_MESSAGES.weekStartsInvalid })
    .int({ error: MEAL_RULE_MESSAGES.weekStartsInvalid })
    .min(0, { error: MEAL_RULE_MESSAGES.weekStartsInvalid })
    .max(6, { error: MEAL_RULE_MESSAGES.weekStartsInvalid })
    .optional(),
});
export type PlanSurpriseInput = z.infer<typeof planSurpriseSchema>;
