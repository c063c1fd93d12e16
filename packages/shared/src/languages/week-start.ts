/**
 * The day a reader's week starts on, from their language's calendar customs (CLDR, through
 * `Intl.Locale`): Monday for English, German or French, Saturday for Arabic, Sunday for
 * Portuguese. Days are numbered as `Date.getUTCDay()` numbers them: 0 Sunday to 6 Saturday.
 */

/**
 * The locale whose customs a site language follows: the site's English is British English (its
 * dates read "Wednesday 25 November", its weeks start on Monday, it weighs in grams); the others
 * are their language's own defaults.
 */
export function customsLocale(language: string): string {
  return language === 'en' ? 'en-GB' : language;
}

/** Regions that measure in cups, ounces and pounds (CLDR's "US" measurement system). */
const US_MEASURES = new Set(['US', 'LR', 'MM']);

/** Whether a reader of `language` usually measures in US customary units rather than metric. */
export function measuresInUsUnits(language: string): boolean {
  try {
    const region = new Intl.Locale(customsLocale(language)).maximize().region;
    return region !== undefined && US_MEASURES.has(region);
  } catch {
    return false;
  }
}

/** What `Intl.Locale` tells of the week: `weekInfo` (Node 20, Chromium) or `getWeekInfo()`. */
interface WeekInfoLocale {
  weekInfo?: { firstDay?: number };
  getWeekInfo?: () => { firstDay?: number };
}

const MONDAY = 1;

/** The first day of the week in `language` (0 Sunday … 6 Saturday); Monday when Intl cannot tell. */
export function firstDayOfWeek(language: string): number {
  let locale: WeekInfoLocale;
  try {
    locale = new Intl.Locale(customsLocale(language)) as WeekInfoLocale;
  } catch {
    return MONDAY;
  }
  const info = typeof locale.getWeekInfo === 'function' ? locale.getWeekInfo() : locale.weekInfo;
  const firstDay = info?.firstDay;
  // Intl numbers the days 1 Monday to 7 Sunday.
  return typeof firstDay === 'number' && firstDay >= 1 && firstDay <= 7 ? firstDay % 7 : MONDAY;
}
