import { z } from '../zod.js';
import { MEALS, PLAN_LIMITS, PLAN_MESSAGES } from './plan-messages.js';

export { MEALS, PLAN_LIMITS, PLAN_MESSAGES, type Meal } from './plan-messages.js';

/*
 * What one meal of the plan holds (docs/product.md, the family kitchen): recipes, each at the
 * servings planned, and notes such as "Leftovers" or "Pizza night". PUT /api/meal-plan/:date
 * takes each line as a recipe id (the recipe at its own servings), `{ recipe_id, servings }` or
 * `{ note }`; the answers write every line with its `kind`.
 */

// ---------- The meals of a day ----------

const recipeId = z.uuid({ error: PLAN_MESSAGES.recipeIdInvalid });

/** A planned meal's servings: a whole number from 1 to 100. */
export const planServingsSchema = z
  .number({ error: PLAN_MESSAGES.servingsInvalid })
  .min(PLAN_LIMITS.servings.min, PLAN_MESSAGES.servingsInvalid)
  .max(PLAN_LIMITS.servings.max, PLAN_MESSAGES.servingsInvalid)
  // A refinement rather than .int(): a union reports an .int() failure as a wrong type, not this.
  .refine(Number.isInteger, PLAN_MESSAGES.servingsInvalid);

/** A note's text, trimmed: 1 to 60 characters. */
export const planNoteSchema = z
  .string({ error: PLAN_MESSAGES.noteInvalid })
  .trim()
  .min(1, PLAN_MESSAGES.noteInvalid)
  .max(PLAN_LIMITS.noteMax, PLAN_MESSAGES.noteInvalid);

/**
 * One line of a meal in PUT /api/meal-plan/:date: a recipe id (at the recipe's own servings), a
 * recipe at the servings planned, or a note. The shape sent picks the message of what is wrong.
 */
export const planItemInputSchema = z.union(
  [
    z.uuid({ error: PLAN_MESSAGES.recipeIdTextInvalid }),
    z.strictObject({ recipe_id: recipeId, servings: planServingsSchema.optional() }),
    z.strictObject({ note: planNoteSchema }),
  ],
  { error: PLAN_MESSAGES.itemInvalid },
);
export type PlanItemInput = z.infer<typeof planItemInputSchema>;

/** A note planned for a meal, as the plan and its answers show it. */
export const plannedNoteSchema = z.object({
  kind: z.literal('note'),
  note: z.string(),
});
export type PlannedNote = z.infer<typeof plannedNoteSchema>;

/** A planned recipe; `servings` is null when it is planned at the recipe's own (`serving`). */
export const plannedRecipeSchema = z.object({
  kind: z.literal('recipe'),
  _id: z.uuid(),
  title: z.string(),
  thumbnail_image: z.string(),
  serving: z.string(),
  servings: z.number().int().nullable(),
});
export type PlannedRecipe = z.infer<typeof plannedRecipeSchema>;

/** One line of a meal: a recipe or a note. */
export const plannedEntrySchema = z.discriminatedUnion('kind', [
  plannedRecipeSchema,
  plannedNoteSchema,
]);
export type PlannedEntry = z.infer<typeof plannedEntrySchema>;

export const planDaySchema = z.object({
  date: z.iso.date(),
  breakfast: z.array(plannedEntrySchema),
  lunch: z.array(plannedEntrySchema),
  dinner: z.array(plannedEntrySchema),
  other: z.array(plannedEntrySchema),
});
export type PlanDay = z.infer<typeof planDaySchema>;

/** GET /api/meal-plan answer: every day of the range, in order, empty days included. */
export const mealPlanSchema = z.object({ days: z.array(planDaySchema) });
export type MealPlan = z.infer<typeof mealPlanSchema>;

/** POST /api/meal-plan/surprise answer: the recipe now at the end of that meal. */
export const planSurpriseResultSchema = z.object({
  date: z.iso.date(),
  meal: z.enum(MEALS),
  entry: plannedRecipeSchema,
});
export type PlanSurpriseResult = z.infer<typeof planSurpriseResultSchema>;

/** GET /api/meal-plan/calendar: whether the feed is on (its address is shown only when made). */
export const calendarFeedStateSchema = z.object({
  enabled: z.boolean(),
  created_on: z.iso.datetime({ offset: true }).nullable(),
});
/** POST /api/meal-plan/calendar: a new feed address; the previous one stops working. */
export const calendarFeedCreatedSchema = z.object({ url: z.string() });
