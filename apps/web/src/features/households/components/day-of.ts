import type { SiteLanguage } from '@family-recipes/shared';

/** A day written in full in the reader's language: "4 December 2026" in the site's British English. */
export function dayOf(iso: string, language: SiteLanguage): string {
  return new Date(iso).toLocaleDateString(language === 'en' ? 'en-GB' : language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}
