import { z } from '../zod.js';
import { RECIPE_LIMITS } from '../constants.js';
import { storedIngredient } from '../ingredients/stored.js';
import { requiredText, tooLong } from './fields.js';

/**
 * A stored ingredient: the specification's three fields, and beside them the model of the line
 * (packages/shared/src/ingredients/model.ts, decision 041). The model's fields are optional here
 * because older backups, exports and offline copies carry only the three; `understood` completes
 * such an ingredient.
 */
export const ingredientSchema = z.object({
  quantity: z.number().nullable(),
  units: z.string().max(RECIPE_LIMITS.ingredientMax),
  ingredient: z.string().max(RECIPE_LIMITS.ingredientMax),
  text: z.string().max(RECIPE_LIMITS.ingredientLineMax).optional(),
  food: z.string().max(RECIPE_LIMITS.ingredientMax).optional(),
  note: z.string().max(RECIPE_LIMITS.ingredientMax).optional(),
  unit: z.string().max(RECIPE_LIMITS.ingredientMax).nullable().optional(),
  range: z.object({ low: z.number(), high: z.number() }).nullable().optional(),
  alternate: z.string().max(RECIPE_LIMITS.ingredientMax).optional(),
  optional: z.boolean().optional(),
  approximate: z.boolean().optional(),
});
export type Ingredient = z.infer<typeof ingredientSchema>;

/**
 * One ingredient as a client sends it: the specification's three fields and, from this site's
 * forms, the line as typed. What is stored is the parser's reading of the line (stored.ts).
 */
export const ingredientInputSchema = z
  .object(
    {
      quantity: z
        .number({ error: 'Ingredient amounts must be numbers' })
        .nonnegative('Ingredient amounts cannot be negative')
        .nullable()
        .default(null),
      units: z
        .string({ error: 'Ingredient units must be text' })
        .trim()
        .max(RECIPE_LIMITS.ingredientMax, tooLong('Ingredient units', RECIPE_LIMITS.ingredientMax))
        .default(''),
      ingredient: requiredText(
        'Ingredient',
        'Every ingredient needs a name',
        RECIPE_LIMITS.ingredientMax,
      ),
      text: z
        .string({ error: 'Ingredient lines must be text' })
        .max(
          RECIPE_LIMITS.ingredientLineMax,
          tooLong('Each ingredient line', RECIPE_LIMITS.ingredientLineMax),
        )
        .optional(),
    },
    { error: 'Each ingredient must have a quantity, units and an ingredient' },
  )
  .transform((input, ctx) => {
    // The stored model is the parser's reading of the line (ingredients/stored.ts).
    const line = storedIngredient(input);
    if (line.ingredient.length > RECIPE_LIMITS.ingredientMax) {
      ctx.addIssue({
        code: 'custom',
        message: tooLong('Ingredient', RECIPE_LIMITS.ingredientMax),
      });
      return z.NEVER;
    }
    return line;
  });
