/**
 * The languages a recipe may be written in (decision 049): the site's own and the other languages
 * families write in, with each one's own name and PostgreSQL's text search configuration. Apart
 * from languages.ts so that the site's first load does not carry this table.
 */
import { SITE_LANGUAGE_NAMES } from './languages.js';

interface LanguageFacts {
  /** The language's own name for itself, as a menu lists it. */
  name: string;
  /** PostgreSQL's text search configuration for the language's words; 'simple' where it has none. */
  searchConfig: string;
}

const LANGUAGES = {
  en: { name: SITE_LANGUAGE_NAMES.en, searchConfig: 'english' },
  de: { name: SITE_LANGUAGE_NAMES.de, searchConfig: 'german' },
  fr: { name: SITE_LANGUAGE_NAMES.fr, searchConfig: 'french' },
  es: { name: SITE_LANGUAGE_NAMES.es, searchConfig: 'spanish' },
  it: { name: SITE_LANGUAGE_NAMES.it, searchConfig: 'italian' },
  pt: { name: SITE_LANGUAGE_NAMES.pt, searchConfig: 'portuguese' },
  nl: { name: SITE_LANGUAGE_NAMES.nl, searchConfig: 'dutch' },
  zh: { name: SITE_LANGUAGE_NAMES.zh, searchConfig: 'simple' },
  ar: { name: SITE_LANGUAGE_NAMES.ar, searchConfig: 'arabic' },
  da: { name: 'Dansk', searchConfig: 'danish' },
  el: { name: 'Ελληνικά', searchConfig: 'greek' },
  fa: { name: 'فارسی', searchConfig: 'simple' },
  fi: { name: 'Suomi', searchConfig: 'finnish' },
  he: { name: 'עברית', searchConfig: 'simple' },
  hi: { name: 'हिन्दी', searchConfig: 'simple' },
  hu: { name: 'Magyar', searchConfig: 'hungarian' },
  id: { name: 'Bahasa Indonesia', searchConfig: 'indonesian' },
  ja: { name: '日本語', searchConfig: 'simple' },
  ko: { name: '한국어', searchConfig: 'simple' },
  nb: { name: 'Norsk bokmål', searchConfig: 'norwegian' },
  pl: { name: 'Polski', searchConfig: 'simple' },
  ro: { name: 'Română', searchConfig: 'romanian' },
  ru: { name: 'Русский', searchConfig: 'russian' },
  sv: { name: 'Svenska', searchConfig: 'swedish' },
  th: { name: 'ไทย', searchConfig: 'simple' },
  tr: { name: 'Türkçe', searchConfig: 'turkish' },
  uk: { name: 'Українська', searchConfig: 'simple' },
  ur: { name: 'اردو', searchConfig: 'simple' },
  vi: { name: 'Tiếng Việt', searchConfig: 'simple' },
  yi: { name: 'ייִדיש', searchConfig: 'yiddish' },
} as const satisfies Record<string, LanguageFacts>;

/** The languages a recipe may be written in (ISO 639-1 codes), the site's own first. */
export const RECIPE_LANGUAGES = Object.keys(LANGUAGES) as (keyof typeof LANGUAGES)[];
export type RecipeLanguage = keyof typeof LANGUAGES;

export function isRecipeLanguage(code: unknown): code is RecipeLanguage {
  return typeof code === 'string' && Object.hasOwn(LANGUAGES, code);
}

/** The language's own name ("Deutsch"), or the code itself for one the site does not know. */
export function languageName(code: string): string {
  return isRecipeLanguage(code) ? LANGUAGES[code].name : code;
}

/** PostgreSQL's text search configuration for a recipe's language ('simple' when unknown). */
export function searchConfigOf(code: string | null | undefined): string {
  return code && isRecipeLanguage(code) ? LANGUAGES[code].searchConfig : 'simple';
}
