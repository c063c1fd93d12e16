import { defineMessages, type Catalog } from '../../i18n/messages';
import en from './locales/en.json';

/**
 * The words of changes kept on the device (decision 029): the note that a change waits, what the
 * cook is told of a change that was not kept or replaced another, and the question at logout.
 */
export const syncMessages = defineMessages(
  'sync',
  en,
  import.meta.glob<Catalog>(['./locales/*.json', '!./locales/en.json'], { import: 'default' }),
);

export type SyncKey = keyof typeof syncMessages.en;
