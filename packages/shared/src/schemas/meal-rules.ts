import { z } from '../zod.js';
import { CATEGORIES, type Category } from '../constants.js';
import { planDateSchema } from './meal-plan.js';
import { MEALS, plannedRecipeSchema, type Meal } from './plan-entries.js';
import { MEAL_RULE_LIMITS, MEAL_RULE_MESSAGES } from './meal-rule-messages.js';

export { MEAL_RULE_LIMITS, MEAL_RULE_MESSAGES } from './meal-rule-messages.js';

/*
 * A household's meal rules (docs/product.md, the family kitchen): for each meal the recipe
 * categories and tags that suit it, which "Surprise me" and "Fill empty dinners" pick from, and
 * the rules of filling the week's dinners. Any member reads and changes them; a meal with neither
 * categories nor tags follows MEAL_RULE_DEFAULTS.
 */

/** What suits each meal while the household has chosen nothing for it. */
export const MEAL_RULE_DEFAULTS: Record<Meal, readonly Category[]> = {
  breakfast: ['Breakfast'],
  lunch: ['Entrees', 'Sides', 'Appetizers'],
  dinner: ['Entrees'],
  other: ['Desserts', 'Appetizers', 'Drinks', 'Sides'],
};

const tag = z
  .string({ error: MEAL_RULE_MESSAGES.tagInvalid })
  .trim()
  .min(1, MEAL_RULE_MESSAGES.tagInvalid)
  .max(MEAL_RULE_LIMITS.tagMax, MEAL_RULE_MESSAGES.tagInvalid);

/** The same values once each, case aside for tags, in the order first given. */
const once = <T extends string>(values: T[]) =>
  values.filter(
    (value, index) =>
      values.findIndex((other) => other.toLowerCase() === value.toLowerCase()) === index,
  );

/** One meal's rule: the categories and tags that suit it; neither means the defaults. */
export const mealRuleSchema = z.strictObject({
  categories: z
    .array(z.enum(CATEGORIES, { error: MEAL_RULE_MESSAGES.categoryInvalid }), {
      error: MEAL_RULE_MESSAGES.categoriesInvalid,
    })
    .max(CATEGORIES.length, MEAL_RULE_MESSAGES.categoriesInvalid)
    .default([])
    .transform(once),
  tags: z
    .array(tag, { error: MEAL_RULE_MESSAGES.tagsInvalid })
    .max(MEAL_RULE_LIMITS.tagsPerMeal, MEAL_RULE_MESSAGES.tagsInvalid)
    .default([])
    .transform(once),
});
export type MealRule = z.infer<typeof mealRuleSchema>;

const noRepeatDays = z
  .number({ error: MEAL_RULE_MESSAGES.noRepeatInvalid })
  .min(MEAL_RULE_LIMITS.noRepeatDays.min, MEAL_RULE_MESSAGES.noRepeatInvalid)
  .max(MEAL_RULE_LIMITS.noRepeatDays.max, MEAL_RULE_MESSAGES.noRepeatInvalid)
  .refine(Number.isInteger, MEAL_RULE_MESSAGES.noRepeatInvalid);

/** PUT /api/household/meal-rules body: every meal's rule and the two rules of filling dinners. */
export const mealRulesInputSchema = z.strictObject({
  meals: z.strictObject(
    {
      breakfast: mealRuleSchema,
      lunch: mealRuleSchema,
      dinner: mealRuleSchema,
      other: mealRuleSchema,
    },
    { error: MEAL_RULE_MESSAGES.mealsInvalid },
  ),
  no_repeat_days: noRepeatDays,
  favourite_a_week: z.boolean({ error: MEAL_RULE_MESSAGES.favouriteInvalid }),
});
export type MealRulesInput = z.infer<typeof mealRulesInputSchema>;

/**
 * GET and PUT /api/household/meal-rules answer: each meal's rule as it applies (a meal left empty
 * shows its defaults, with `chosen` false), and the two rules of filling dinners.
 */
const appliedRule = z.object({
  categories: z.array(z.enum(CATEGORIES)),
  tags: z.array(z.string()),
  /** False while the meal follows its defaults. */
  chosen: z.boolean(),
});

export const mealRulesSchema = z.object({
  meals: z.object({
    breakfast: appliedRule,
    lunch: appliedRule,
    dinner: appliedRule,
    other: appliedRule,
  }),
  no_repeat_days: z.number().int(),
  favourite_a_week: z.boolean(),
});
export type MealRules = z.infer<typeof mealRulesSchema>;

/** The rules of a household that has chosen none. */
export function defaultMealRules(): MealRules {
  return appliedMealRules(null);
}

/** The stored rules as they apply: a meal with neither categories nor tags takes its defaults. */
export function appliedMealRules(stored: MealRulesInput | null): MealRules {
  const meals = Object.fromEntries(
    MEALS.map((meal) => {
      const rule = stored?.meals[meal];
      const chosen = !!rule && (rule.categories.length > 0 || rule.tags.length > 0);
      return [
        meal,
        chosen
          ? { categories: rule.categories, tags: rule.tags, chosen }
          : { categories: [...MEAL_RULE_DEFAULTS[meal]], tags: [], chosen },
      ];
    }),
  ) as MealRules['meals'];
  return {
    meals,
    no_repeat_days: stored?.no_repeat_days ?? MEAL_RULE_LIMITS.noRepeatDays.default,
    favourite_a_week: stored?.favourite_a_week ?? true,
  };
}

/**
 * POST /api/meal-plan/fill-dinners body: the week (its first day, whichever day the cook's week
 * starts on: the seven days from it), and the caller's today.
 */
export const planFillDinnersSchema = z.strictObject({
  from: planDateSchema,
  today: z.iso.date({ error: MEAL_RULE_MESSAGES.todayInvalid }).optional(),
});
export type PlanFillDinnersInput = z.infer<typeof planFillDinnersSchema>;

/** POST /api/meal-plan/fill-dinners answer: the dinners filled, and the empty ones left. */
export const planFillResultSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  filled: z.array(z.object({ date: z.iso.date(), entry: plannedRecipeSchema })),
  /** Empty dinners from the first day filled on that no recipe suited under the rules. */
  unfilled: z.array(z.iso.date()),
});
export type PlanFillResult = z.infer<typeof planFillResultSchema>;
