import { defineMessages } from '../../i18n/messages';
import { firstPageFiles } from '../../i18n/first-page';
import en from './locales/en.json';

/** The About, Contact, Support and 404 pages' own words: titles and leads (decision 049). */
export const pagesMessages = defineMessages('pages', en, firstPageFiles('pages'));
