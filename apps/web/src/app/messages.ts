import { defineMessages } from '../i18n/messages';
import { firstPageFiles } from '../i18n/first-page';
import en from './locales/en.json';

/** The words of the page's frame: header, menus and footer (decision 049). */
export const appMessages = defineMessages('app', en, firstPageFiles('app'));
