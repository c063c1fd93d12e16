import { defineMessages, type Catalog } from '../../i18n/messages';
import en from './locales/en.json';

/**
 * The words of "we made this": the cook's rating, note and photo, the family's notes, and what
 * the household knows of a recipe (decision 049).
 */
export const cookedMessages = defineMessages(
  'cooked',
  en,
  import.meta.glob<Catalog>(['./locales/*.json', '!./locales/en.json'], { import: 'default' }),
);
