import { MEALS, planWindow, type Meal, type PlanDay } from '@family-recipes/shared';
import { MONTH_NAMES } from '../../lib/month-names';

/**
 * The plan's days are calendar dates written YYYY-MM-DD, as the API sends them. Arithmetic on them
 * runs on UTC midnights, where every day has 24 hours: a local midnight plus 7 × 24 hours lands on
 * the wrong day in a week that changes the clocks.
 */

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export const MEAL_LABELS: Record<Meal, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  other: 'Other',
};

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function utcDate(day: string): Date {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new RangeError(`Not a day: ${day}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

const weekdayOf = (date: Date) => WEEKDAYS[date.getUTCDay()] ?? '';
const monthOf = (date: Date) => MONTH_NAMES[date.getUTCMonth()] ?? '';

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

/** The Monday of the week `day` is in (weeks run Monday to Sunday). */
export function mondayOf(day: string): string {
  const weekday = utcDate(day).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The seven days of the week that starts on `monday`. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/**
 * Whether any day of the week that starts on `monday` lies in the plan window (two years before
 * and after today): the server keeps nothing beyond it, so the page does not go there.
 */
export function weekInWindow(monday: string, now: Date = new Date()): boolean {
  const window = planWindow(now);
  return addDays(monday, 6) >= window.from && monday <= window.to;
}

/**
 * The week an address asks for (`?week=`), as its Monday; this week when it names no real day or
 * a week outside the plan window.
 */
export function weekFromParam(param: string | null, now: Date = new Date()): string {
  const asked = isPlanDay(param) ? mondayOf(param) : undefined;
  return asked && weekInWindow(asked, now) ? asked : mondayOf(todayOf(now));
}

/** "Wednesday 25 November" */
export function dayName(day: string): string {
  const date = utcDate(day);
  return `${weekdayOf(date)} ${date.getUTCDate()} ${monthOf(date)}`;
}

/** "23 November", the name a new shopping list for the week gets ("Week of 23 November"). */
export function dayAndMonth(day: string): string {
  const date = utcDate(day);
  return `${date.getUTCDate()} ${monthOf(date)}`;
}

/**
 * The week as a heading: "23 – 29 November 2026", "30 November – 6 December 2026",
 * "29 December 2025 – 4 January 2026".
 */
export function weekLabel(monday: string): string {
  const first = utcDate(monday);
  const last = utcDate(addDays(monday, 6));
  const lastText = `${last.getUTCDate()} ${monthOf(last)} ${last.getUTCFullYear()}`;
  if (first.getUTCFullYear() !== last.getUTCFullYear()) {
    return `${dayAndMonth(monday)} ${first.getUTCFullYear()} – ${lastText}`;
  }
  if (first.getUTCMonth() !== last.getUTCMonth()) return `${dayAndMonth(monday)} – ${lastText}`;
  return `${first.getUTCDate()} – ${lastText}`;
}

/** The weeks before the one shown whose meals tell which meals a household plans. */
const MEALS_IN_USE_WEEKS = 4;

/** The four weeks before the week of `monday`, read in one call: which meals the household plans. */
export function historyRange(monday: string): { from: string; to: string } {
  return { from: addDays(monday, -7 * MEALS_IN_USE_WEEKS), to: addDays(monday, -1) };
}

/**
 * The days a phone lists for the week of `monday`. This week: today and the six days after it,
 * running into next week, with the days of this week before today apart. Another week: its seven
 * days, Monday first.
 */
export function phoneDays(monday: string, today: string): { earlier: string[]; shown: string[] } {
  const week = weekDays(monday);
  if (!week.includes(today)) return { earlier: [], shown: week };
  return {
    earlier: week.filter((day) => day < today),
    shown: Array.from({ length: 7 }, (_, index) => addDays(today, index)),
  };
}

/** A day's name on a phone: "Today", "Tomorrow", or its weekday and date. */
export function dayHeading(day: string, today: string): string {
  if (day === today) return 'Today';
  if (day === addDays(today, 1)) return 'Tomorrow';
  return dayName(day);
}

/**
 * The meals a wide screen shows for the week of `monday`: dinner always; breakfast, lunch and
 * other when something is planned for them that week or in the four weeks before it.
 */
export function mealsInUse(days: PlanDay[], monday: string): Meal[] {
  const from = addDays(monday, -7 * MEALS_IN_USE_WEEKS);
  const to = addDays(monday, 6);
  const counted = days.filter((day) => day.date >= from && day.date <= to);
  return MEALS.filter((meal) => meal === 'dinner' || counted.some((day) => day[meal].length > 0));
}
