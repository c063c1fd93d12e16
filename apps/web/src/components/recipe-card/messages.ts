import { defineMessages, type Catalog } from '../../i18n/messages';
import en from './locales/en.json';

/**
 * The words of a recipe card, which the home page shows first (decision 049): category and
 * difficulty names, times, diet tags, status corners and the rating. The recipe page and the
 * featured slides use the same names through `useRecipeWords`.
 */
export const recipeCardMessages = defineMessages(
  'recipeCard',
  en,
  import.meta.glob<{ default: Catalog }>(['./locales/*.json', '!./locales/en.json']),
);
