import type { Translate } from '../../i18n/language';
import { defineMessages, type Catalog } from '../../i18n/messages';
import en from './locales/en.json';

/**
 * The words of the cookbooks' list, pages and book builder (decision 049); the PDF's panel and
 * the preview keep theirs in `pdf/messages.ts`.
 */
export const cookbooksMessages = defineMessages(
  'cookbooks',
  en,
  import.meta.glob<Catalog>(['./locales/*.json', '!./locales/en.json'], { import: 'default' }),
);

/** `t` of the cookbooks' messages, for the functions that word a value outside a component. */
export type CookbooksT = Translate<keyof typeof en>;
