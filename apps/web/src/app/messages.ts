import { defineMessages, type Catalog } from '../i18n/messages';
import en from './locales/en.json';

/** The words of the page's frame: header, menus and footer (decision 049). */
export const appMessages = defineMessages(
  'app',
  en,
  import.meta.glob<{ default: Catalog }>(['./locales/*.json', '!./locales/en.json']),
);
