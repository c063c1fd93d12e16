import type { CardDraft } from '@family-recipes/shared';
import { EMPTY_RECIPE_VALUES, type RecipeFormValues } from '../form/recipe-form-values';

/**
 * The submit form's fields from a recipe read off a card: what the card gives, the rest empty for
 * the cook (a category and a difficulty are theirs to choose; times the card does not give stay
 * empty).
 */
export function valuesFromCard(card: CardDraft): RecipeFormValues {
  const minutes = (value: number | null) => (value === null ? '' : String(value));
  return {
    ...EMPTY_RECIPE_VALUES,
    title: card.title,
    prepTime: minutes(card.prep_time),
    cookTime: minutes(card.cook_time),
    totalTime: minutes(card.total_time),
    serving: card.serving,
    ingredients: card.ingredients.join('\n'),
    instructions: card.instructions.join('\n'),
    tips: card.tips.join('\n'),
    language: card.language,
  };
}
