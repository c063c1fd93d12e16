/**
 * The languages of the site (decision 049): its pages, mails and books are shipped in
 * SITE_LANGUAGES. A recipe may be written in any of RECIPE_LANGUAGES (recipe-languages.ts), which
 * holds those and the other languages families write in.
 */

/** The languages the site's pages, mails and books are shipped in, English first (the default). */
export const SITE_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'zh', 'ar'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: SiteLanguage = 'en';

/** Each site language's own name for itself, as the language menu lists it. */
export const SITE_LANGUAGE_NAMES: Readonly<Record<SiteLanguage, string>> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  pt: 'Português',
  nl: 'Nederlands',
  zh: '中文（简体）',
  ar: 'العربية',
};

const RIGHT_TO_LEFT = new Set<string>(['ar', 'fa', 'he', 'ur', 'yi']);

export function isSiteLanguage(code: unknown): code is SiteLanguage {
  return typeof code === 'string' && (SITE_LANGUAGES as readonly string[]).includes(code);
}

/** 'rtl' for a language written right to left, else 'ltr'. */
export function textDirection(code: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(code) ? 'rtl' : 'ltr';
}
