import { defineMessages, type Catalog } from '../../i18n/messages';
import en from './locales/en.json';

/**
 * The words of the recipe page (decision 049). Nothing in the home page's first load uses them, so
 * they cost that page nothing; the home page, the cards and the lists still read in English.
 */
export const recipesMessages = defineMessages(
  'recipes',
  en,
  import.meta.glob<Catalog>(['./locales/*.json', '!./locales/en.json'], { import: 'default' }),
);
