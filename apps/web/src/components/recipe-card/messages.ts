import { defineMessages } from '../../i18n/messages';
import { firstPageFiles } from '../../i18n/first-page';
import en from './locales/en.json';

/**
 * The words of a recipe card, which the home page shows first (decision 049): category and
 * difficulty names, times, diet tags, status corners and the rating. The recipe page and the
 * featured slides use the same names through `useRecipeWords`.
 */
export const recipeCardMessages = defineMessages('recipeCard', en, firstPageFiles('recipeCard'));
