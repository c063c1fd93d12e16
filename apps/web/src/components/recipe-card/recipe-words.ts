import type { Category, Difficulty } from '@family-recipes/shared';
import { useT } from '../../i18n/language';
import { recipeCardMessages } from './messages';

type Key = keyof typeof recipeCardMessages.en;

const CATEGORY_KEYS: Record<Category, Key> = {
  Entrees: 'categoryEntrees',
  Breakfast: 'categoryBreakfast',
  Appetizers: 'categoryAppetizers',
  Desserts: 'categoryDesserts',
  Sides: 'categorySides',
  Drinks: 'categoryDrinks',
  Other: 'categoryOther',
};

const DIFFICULTY_KEYS: Record<Difficulty, Key> = {
  Easy: 'difficultyEasy',
  Medium: 'difficultyMedium',
  Hard: 'difficultyHard',
  Expert: 'difficultyExpert',
};

/** A recipe's names in the reader's language: its category, difficulty, times and source. */
export function useRecipeWords() {
  const t = useT(recipeCardMessages);
  return {
    category: (category: Category) => t(CATEGORY_KEYS[category]),
    difficulty: (difficulty: Difficulty) => t(DIFFICULTY_KEYS[difficulty]),
    /** Minutes as people say them: "45 min", "1 h", "1 h 15 min" in English. */
    minutes: (total: number) => {
      const hours = Math.floor(total / 60);
      const minutes = total % 60;
      if (hours === 0) return t('minutes', { minutes });
      return minutes === 0 ? t('hours', { hours }) : t('hoursMinutes', { hours, minutes });
    },
    by: (source: string) => t('by', { source }),
  };
}
