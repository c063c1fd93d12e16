import { defineMessages, type Catalog } from '../../i18n/messages';
import type { Translate } from '../../i18n/language';
import en from './locales/en.json';

/**
 * The words of the shopping lists: the lists page, a list's page, "Add to shopping list" on a
 * recipe, the aisle order and the pantry editor (decision 049).
 */
export const shoppingMessages = defineMessages(
  'shopping',
  en,
  import.meta.glob<Catalog>(['./locales/*.json', '!./locales/en.json'], { import: 'default' }),
);

/** `t` of the shopping lists' messages, for code that writes them outside a component. */
export type ShoppingT = Translate<keyof typeof shoppingMessages.en>;
