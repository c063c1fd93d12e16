import { PLAN_LIMITS, recipeServings } from '@family-recipes/shared';

/** The search parameter the meal plan opens a recipe with: `/recipes/:id?servings=6`. */
export const SERVINGS_PARAM = 'servings';

/**
 * The servings a recipe was planned for, read from its link: a whole number within the plan's
 * limits (1 to 100), written in digits only; anything else is not a plan and is ignored.
 */
export function plannedServings(value: string | null): number | null {
  if (value === null || !/^\d{1,3}$/.test(value)) return null;
  const count = Number(value);
  const { min, max } = PLAN_LIMITS.servings;
  return count >= min && count <= max ? count : null;
}

/**
 * How a recipe is scaled and what its servings field shows. `base` is the number its serving size
 * gives ("4 servings" 4, "4-6" 4), null when it gives none: the recipe then scales by the 1x, 2x
 * and 3x buttons only, and a planned number is not used.
 */
export interface RecipeServings {
  base: number | null;
  planned: number | null;
}

export function recipeServingsOf(serving: string, planned: number | null): RecipeServings {
  const base = recipeServings(serving);
  return { base, planned: base === null ? null : planned };
}

/** The scale a recipe opens at: the planned servings over its own, or as written. */
export function openingFactor({ base, planned }: RecipeServings): number {
  return base !== null && planned !== null ? planned / base : 1;
}

/** The servings a scale makes, as the servings field shows them: a whole number, at least 1. */
export function servingsAt(base: number, factor: number): number {
  return Math.max(1, Math.round(base * factor));
}

const servingsText = (count: number) => `${count} ${count === 1 ? 'serving' : 'servings'}`;

/**
 * The line that says what the amounts are for: "Scaled to 6 servings (planned)" when they are at
 * the planned servings, "Scaled to 8 servings" at another scale; none as written without a plan.
 */
export function servingsNote({ base, planned }: RecipeServings, factor: number): string | null {
  if (base === null) return null;
  const count = servingsAt(base, factor);
  const scaled = factor === 1 ? servingsText(count) : `Scaled to ${servingsText(count)}`;
  if (planned !== null && planned === count) return `${scaled} (planned)`;
  return factor === 1 ? null : scaled;
}
