import type { SiteLanguage } from '@family-recipes/shared';

const DAY = 86_400_000;

/** The `Intl` locale of a site language: the site's English is British. */
const localeOf = (language: SiteLanguage) => (language === 'en' ? 'en-GB' : language);

/**
 * How long ago a day was, as a person says it in `language`: "today", "yesterday", "3 days ago",
 * "2 weeks ago", "5 months ago", "3 years ago". Days are YYYY-MM-DD (UTC), `today` too.
 */
export function madeAgo(day: string, today: string, language: SiteLanguage): string {
  const relative = new Intl.RelativeTimeFormat(localeOf(language), { numeric: 'auto' });
  const days = Math.max(0, Math.round((Date.parse(today) - Date.parse(day)) / DAY));
  if (days < 14) return relative.format(-days, 'day');
  if (days < 60) return relative.format(-Math.floor(days / 7), 'week');
  if (days < 730) return relative.format(-Math.floor(days / 30), 'month');
  return relative.format(-Math.floor(days / 365), 'year');
}

/** "2026-11-25" as "25 November 2026" in `language`. */
export function formatCookedOn(day: string, language: SiteLanguage): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
