import { defineMessages, type Catalog } from '../../i18n/messages';
import en from './locales/en.json';

/**
 * The words of the household pages: the household, its members, invitations, leaving it and
 * joining another by an invitation's link (decision 049).
 */
export const householdsMessages = defineMessages(
  'households',
  en,
  import.meta.glob<Catalog>(['./locales/*.json', '!./locales/en.json'], { import: 'default' }),
);
