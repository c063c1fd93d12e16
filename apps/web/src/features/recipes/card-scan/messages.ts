import { defineMessages, type Catalog } from '../../../i18n/messages';
import en from './locales/en.json';

/** The words of "Scan a recipe card" on the submit page and its review of the card (decision 049). */
export const cardScanMessages = defineMessages(
  'cardScan',
  en,
  import.meta.glob<Catalog>(['./locales/*.json', '!./locales/en.json'], { import: 'default' }),
);
