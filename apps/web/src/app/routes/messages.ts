import { defineMessages, type Catalog } from '../../i18n/messages';
import en from './locales/en.json';

/** The About, Contact, Support and 404 pages' own words: titles and leads (decision 049). */
export const pagesMessages = defineMessages(
  'pages',
  en,
  import.meta.glob<{ default: Catalog }>(['./locales/*.json', '!./locales/en.json']),
);
