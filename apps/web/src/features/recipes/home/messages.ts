import { defineMessages } from '../../../i18n/messages';
import { firstPageFiles } from '../../../i18n/first-page';
import en from './locales/en.json';

/**
 * The home page's own words: its welcome, the search box, the featured slides, the latest recipes
 * and the invitation to share one (decision 049). Kept apart from the recipe pages' words so that a
 * first visit loads only these.
 */
export const homeMessages = defineMessages('home', en, firstPageFiles('home'));
