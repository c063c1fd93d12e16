import { defineMessages, type Catalog } from '../../i18n/messages';
import en from './locales/en.json';

/** The words of signing up, logging in and out, the account page and the user menu (decision 049). */
export const identityMessages = defineMessages(
  'identity',
  en,
  import.meta.glob<Catalog>(['./locales/*.json', '!./locales/en.json'], { import: 'default' }),
);
