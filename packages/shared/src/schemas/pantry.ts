import { z } from '../zod.js';
import { RECIPE_LIMITS } from '../constants.js';
import { isBlank } from './fields.js';
import { PANTRY_LIMITS, PANTRY_MESSAGES } from './pantry-messages.js';

export { PANTRY_LIMITS, PANTRY_MESSAGES } from './pantry-messages.js';

/*
 * The household's pantry (docs/product.md, the family kitchen): the staples it always has, which
 * are left off a shopping list unless a cook chooses them. Every member reads and writes it.
 */

const stapleName = z
  .string({
    error: (issue) =>
      isBlank(issue.input) ? PANTRY_MESSAGES.stapleRequired : PANTRY_MESSAGES.stapleNotText,
  })
  .trim()
  .min(1, PANTRY_MESSAGES.stapleRequired)
  .max(PANTRY_LIMITS.stapleMax, PANTRY_MESSAGES.stapleTooLong);

/** PUT /api/household/pantry body: every staple, in the order shown; it replaces the pantry. */
export const replacePantrySchema = z.object({
  staples: z
    .array(stapleName, { error: PANTRY_MESSAGES.staplesRequired })
    .max(PANTRY_LIMITS.staples, PANTRY_MESSAGES.tooManyStaples),
});
export type ReplacePantryInput = z.infer<typeof replacePantrySchema>;

const pantryStapleSchema = z.object({
  /** As a cook wrote it ("Olive oil"). */
  name: z.string(),
  /** What it matches on a shopping line (`ingredientKey`: "olive oil"). */
  key: z.string(),
});
export type PantryStaple = z.infer<typeof pantryStapleSchema>;

/** The household's staples, in the order its cooks gave them; salt, pepper, oil and water until edited. */
export const pantrySchema = z.object({ staples: z.array(pantryStapleSchema) });
export type Pantry = z.infer<typeof pantrySchema>;

/**
 * The recipe's lines a cook chose to add, by their place in its ingredients (from 0). When given,
 * exactly these are added, staples included; when left out, every line but the staples.
 */
export const chosenLinesSchema = z
  .array(
    z.number({ error: PANTRY_MESSAGES.linesInvalid }).int(PANTRY_MESSAGES.linesInvalid).min(0, {
      error: PANTRY_MESSAGES.linesInvalid,
    }),
    { error: PANTRY_MESSAGES.linesInvalid },
  )
  .min(1, PANTRY_MESSAGES.linesEmpty)
  .max(RECIPE_LIMITS.ingredientsCount, PANTRY_MESSAGES.tooManyLines)
  .refine((lines) => new Set(lines).size === lines.length, PANTRY_MESSAGES.linesRepeated);

/**
 * The meal plan's body (POST /api/meal-plan/shopping-list) takes `includeStaples`: true puts the
 * household's staples on the list too; they are left off by default.
 */
export const staplesChoice = {
  includeStaples: z.boolean({ error: PANTRY_MESSAGES.includeStaplesInvalid }).optional(),
};
