import { defineMessages, type Catalog } from '../../i18n/messages';
import en from './locales/en.json';

/** The words of offline reading: the offline banner and the page never saved offline (decision 049). */
export const offlineMessages = defineMessages(
  'offline',
  en,
  import.meta.glob<Catalog>(['./locales/*.json', '!./locales/en.json'], { import: 'default' }),
);
