import { defineMessages, type Catalog } from '../../i18n/messages';
import en from './locales/en.json';

/**
 * The words of the administrators' Backups page and of the header's notice of a failed or
 * overdue backup (decision 049).
 */
export const backupsMessages = defineMessages(
  'backups',
  en,
  import.meta.glob<Catalog>(['./locales/*.json', '!./locales/en.json'], { import: 'default' }),
);
