import { defineMessages, type Catalog } from '../../../i18n/messages';
import en from './locales/en.json';

/** The words of the submit and edit recipe form and its pages (decision 049). */
export const recipeFormMessages = defineMessages(
  'recipeForm',
  en,
  import.meta.glob<Catalog>(['./locales/*.json', '!./locales/en.json'], { import: 'default' }),
);
