import { defineMessages, type Catalog } from '../../i18n/messages';
import en from './locales/en.json';

/** The words of the favourites: the heart, its failures and the Favourites page (decision 049). */
export const favouritesMessages = defineMessages(
  'favourites',
  en,
  import.meta.glob<Catalog>(['./locales/*.json', '!./locales/en.json'], { import: 'default' }),
);
