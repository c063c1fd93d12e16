import { defineMessages, type Catalog } from '../../i18n/messages';
import en from './locales/en.json';

/** The words of the administrators' Card reader page (decision 049). */
export const cardReaderMessages = defineMessages(
  'cardReader',
  en,
  import.meta.glob<Catalog>(['./locales/*.json', '!./locales/en.json'], { import: 'default' }),
);
