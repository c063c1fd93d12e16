import { defineMessages, type Catalog } from '../../../i18n/messages';
import en from './locales/en.json';

/**
 * The words of the pages that list recipes by their state (decision 049): the administrators'
 * pending, denied and featured recipes, the count, the status legend and a recipe's review status.
 */
export const recipeListsMessages = defineMessages(
  'recipeLists',
  en,
  import.meta.glob<Catalog>(['./locales/*.json', '!./locales/en.json'], { import: 'default' }),
);
