/**
 * The day a reader's week starts on, from their language's calendar customs (CLDR, through
 * `Intl.Locale`): Sunday for English (United States by default), Monday for German or French,
 * Saturday for Arabic. Days are numbered as `Date.getUTCDay()` numbers them: 0 Sunday to 6 Saturday.
 */

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
    locale = new Intl.Locale(language) as WeekInfoLocale;
  } catch {
    return MONDAY;
  }
  const info = typeof locale.getWeekInfo === 'function' ? locale.getWeekInfo() : locale.weekInfo;
  const firstDay = info?.firstDay;
  // Intl numbers the days 1 Monday to 7 Sunday.
  return typeof firstDay === 'number' && firstDay >= 1 && firstDay <= 7 ? firstDay % 7 : MONDAY;
}
