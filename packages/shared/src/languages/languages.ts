/**
 * The languages of the site and of its recipes (decision 043). The site's own words are shipped in
 * SITE_LANGUAGES; a recipe may be written in any of RECIPE_LANGUAGES, which holds those and the
 * other languages families write in.
 */

/** The languages the site's pages, mails and books are shipped in, English first (the default). */
export const SITE_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'zh', 'ar'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: SiteLanguage = 'en';

interface LanguageFacts {
  /** The language's own name for itself, as a menu lists it. */
  name: string;
  /** PostgreSQL's text search configuration for the language's words; 'simple' where it has none. */
  searchConfig: string;
}

const LANGUAGES = {
  en: { name: 'English', searchConfig: 'english' },
  de: { name: 'Deutsch', searchConfig: 'german' },
  fr: { name: 'Français', searchConfig: 'french' },
  es: { name: 'Español', searchConfig: 'spanish' },
  it: { name: 'Italiano', searchConfig: 'italian' },
  pt: { name: 'Português', searchConfig: 'portuguese' },
  nl: { name: 'Nederlands', searchConfig: 'dutch' },
  zh: { name: '中文（简体）', searchConfig: 'simple' },
  ar: { name: 'العربية', searchConfig: 'arabic' },
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

const RIGHT_TO_LEFT = new Set<string>(['ar', 'fa', 'he', 'ur', 'yi']);

export function isSiteLanguage(code: unknown): code is SiteLanguage {
  return typeof code === 'string' && (SITE_LANGUAGES as readonly string[]).includes(code);
}

export function isRecipeLanguage(code: unknown): code is RecipeLanguage {
  return typeof code === 'string' && Object.hasOwn(LANGUAGES, code);
}

/** The language's own name ("Deutsch"), or the code itself for one the site does not know. */
export function languageName(code: string): string {
  return isRecipeLanguage(code) ? LANGUAGES[code].name : code;
}

/** 'rtl' for a language written right to left, else 'ltr'. */
export function textDirection(code: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(code) ? 'rtl' : 'ltr';
}

/** PostgreSQL's text search configuration for a recipe's language ('simple' when unknown). */
export function searchConfigOf(code: string | null | undefined): string {
  return code && isRecipeLanguage(code) ? LANGUAGES[code].searchConfig : 'simple';
}
