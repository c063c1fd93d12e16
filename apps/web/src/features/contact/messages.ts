import { defineMessages, type Catalog } from '../../i18n/messages';
import en from './locales/en.json';

/**
 * The words of the contact feature: the About and Support notes, the contact form and its aside
 * (decision 049). The pages' own titles are `pagesMessages` in app/routes: a feature does not
 * import app/.
 */
export const contactMessages = defineMessages(
  'contact',
  en,
  import.meta.glob<Catalog>(['./locales/*.json', '!./locales/en.json'], { import: 'default' }),
);
