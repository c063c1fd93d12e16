import { PLAN_LIMITS, recipeServings, type PlannedRecipe } from '@family-recipes/shared';
import { useT } from '../../../i18n/language';
import { mealPlanMessages } from '../messages';

/**
 * The servings a planned recipe is cooked for, one more or one fewer at a press; the week's
 * shopping list scales the recipe to them. Back at the recipe's own number, the plan keeps none.
 */
export function ServingsStepper({
  recipe,
  onChange,
}: {
  recipe: PlannedRecipe;
  /** The servings chosen; null when they are the recipe's own. */
  onChange: (servings: number | null) => void;
}) {
  const t = useT(mealPlanMessages);
  const own = recipeServings(recipe.serving);
  const current = recipe.servings ?? own;
  const set = (count: number) => onChange(count === own ? null : count);
  const { min, max } = PLAN_LIMITS.servings;
  return (
    <div
      className="plan-servings"
      role="group"
      aria-label={t('servingsOf', { title: recipe.title })}
    >
      <button
        type="button"
        className="plan-servings__button"
        aria-label={t('fewerServings', { title: recipe.title })}
        disabled={current === null || current <= min}
        onClick={() => current !== null && set(current - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className="plan-servings__value" aria-live="polite">
        {current === null ? t('servingsAsWritten') : t('servingsCount', { count: current })}
      </output>
      <button
        type="button"
        className="plan-servings__button"
        aria-label={t('moreServings', { title: recipe.title })}
        disabled={current !== null && current >= max}
        onClick={() => set(current === null ? min : current + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
