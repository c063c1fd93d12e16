import { MEALS, customsLocale, planWindow, type Meal, type PlanDay } from '@family-recipes/shared';

/**
 * The plan's days are calendar dates written YYYY-MM-DD, as the API sends them. Arithmetic on them
 * runs on UTC midnights, where every day has 24 hours: a local midnight plus 7 × 24 hours lands on
 * the wrong day in a week that changes the clocks.
 */

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function utcDate(day: string): Date {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new RangeError(`Not a day: ${day}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/**
 * The locale dates are written in for a reader of `language` (`customsLocale`): the site's English
 * is British English ("Wednesday 25 November"); every other language writes dates its own way.
 */
export const dateLocale = customsLocale;

const formats = new Map<string, Intl.DateTimeFormat>();

/** A date format of `language` on the UTC calendar (the plan's days are UTC midnights). */
function formatOf(language: string, kind: 'day' | 'dayAndMonth' | 'range'): Intl.DateTimeFormat {
  const id = `${language} ${kind}`;
  let format = formats.get(id);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'day'
        ? { weekday: 'long', day: 'numeric', month: 'long' }
        : kind === 'dayAndMonth'
          ? { day: 'numeric', month: 'long' }
          : { day: 'numeric', month: 'long', year: 'numeric' };
    format = new Intl.DateTimeFormat(dateLocale(language), { ...options, timeZone: 'UTC' });
    formats.set(id, format);
  }
  return format;
}

function dayOfUtc(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Whether `text` is a real calendar day written YYYY-MM-DD (no 31 April). */
export function isPlanDay(text: string | null | undefined): text is string {
  if (!text || !DAY_PATTERN.test(text)) return false;
  return dayOfUtc(utcDate(text)) === text;
}

/** The day it is for the cook, on their own clock: late on Sunday evening is still Sunday. */
export function todayOf(now: Date = new Date()): string {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function addDays(day: string, days: number): string {
  const date = utcDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return dayOfUtc(date);
}

/** The first day of the week `day` is in, for weeks that start on `firstDay` (0 Sunday … 6 Saturday). */
export function weekStartOf(day: string, firstDay: number): string {
  const weekday = utcDate(day).getUTCDay();
  return addDays(day, -((weekday - firstDay + 7) % 7));
}

/** The seven days of the week that starts on `first`. */
export function weekDays(first: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(first, index));
}

/**
 * Whether any day of the week that starts on `first` lies in the plan window (two years before
 * and after today): the server keeps nothing beyond it, so the page does not go there.
 */
export function weekInWindow(first: string, now: Date = new Date()): boolean {
  const window = planWindow(now);
  return addDays(first, 6) >= window.from && first <= window.to;
}

/**
 * The week an address asks for (`?week=`), as its first day for weeks that start on `firstDay`;
 * this week when it names no real day or a week outside the plan window.
 */
export function weekFromParam(
  param: string | null,
  firstDay: number,
  now: Date = new Date(),
): string {
  const asked = isPlanDay(param) ? weekStartOf(param, firstDay) : undefined;
  return asked && weekInWindow(asked, now) ? asked : weekStartOf(todayOf(now), firstDay);
}

/** "Wednesday 25 November" in English, "Mittwoch, 25. November" in German. */
export function dayName(day: string, language = 'en'): string {
  return formatOf(language, 'day').format(utcDate(day));
}

/** "23 November", the name a new shopping list for the week gets ("Week of 23 November"). */
export function dayAndMonth(day: string, language = 'en'): string {
  return formatOf(language, 'dayAndMonth').format(utcDate(day));
}

/**
 * The week as a heading: "23 – 29 November 2026", "30 November – 6 December 2026",
 * "29 December 2025 – 4 January 2026" in English; each language writes its own.
 */
export function weekLabel(first: string, language = 'en'): string {
  const range = formatOf(language, 'range').formatRange(utcDate(first), utcDate(addDays(first, 6)));
  // ICU sets the dash between thin spaces; the heading takes plain ones.
  return range.replace(/\u2009/g, ' ');
}

/** The weeks before the one shown whose meals tell which meals a household plans. */
const MEALS_IN_USE_WEEKS = 4;

/** The four weeks before the week of `first`, read in one call: which meals the household plans. */
export function historyRange(first: string): { from: string; to: string } {
  return { from: addDays(first, -7 * MEALS_IN_USE_WEEKS), to: addDays(first, -1) };
}

/**
 * The days a phone lists for the week of `first`. This week: today and the six days after it,
 * running into next week, with the days of this week before today apart. Another week: its seven
 * days, its first day first.
 */
export function phoneDays(first: string, today: string): { earlier: string[]; shown: string[] } {
  const week = weekDays(first);
  if (!week.includes(today)) return { earlier: [], shown: week };
  return {
    earlier: week.filter((day) => day < today),
    shown: Array.from({ length: 7 }, (_, index) => addDays(today, index)),
  };
}

/** Whether a day is today or tomorrow, which a phone calls so; null for any other day. */
export function nearDay(day: string, today: string): 'today' | 'tomorrow' | null {
  if (day === today) return 'today';
  if (day === addDays(today, 1)) return 'tomorrow';
  return null;
}

/**
 * The meals a wide screen shows for the week of `first`: dinner always; breakfast, lunch and
 * other when something is planned for them that week or in the four weeks before it.
 */
export function mealsInUse(days: PlanDay[], first: string): Meal[] {
  const from = addDays(first, -7 * MEALS_IN_USE_WEEKS);
  const to = addDays(first, 6);
  const counted = days.filter((day) => day.date >= from && day.date <= to);
  return MEALS.filter((meal) => meal === 'dinner' || counted.some((day) => day[meal].length > 0));
}
