import type { Translate } from '../../../i18n/language';
import { defineMessages, type Catalog } from '../../../i18n/messages';
import en from './locales/en.json';

/** The words of a cookbook's PDF: its panel, its editions, its place in line and the preview. */
export const cookbooksPdfMessages = defineMessages(
  'cookbooksPdf',
  en,
  import.meta.glob<Catalog>(['./locales/*.json', '!./locales/en.json'], { import: 'default' }),
);

/** `t` of the PDF's messages, for the functions that word a value outside a component. */
export type CookbooksPdfT = Translate<keyof typeof en>;
