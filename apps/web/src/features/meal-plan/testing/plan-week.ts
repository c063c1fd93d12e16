import { addDays, weekStartOf } from '../plan-dates';

/**
 * A day of the week the tests run in: the Monday of this week on the UTC calendar plus `days`,
 * YYYY-MM-DD. The plan window is counted from today (UTC), so such a day stays inside it whatever
 * the year the tests run.
 */
export function thisWeekDay(days = 0, now: Date = new Date()): string {
  return addDays(weekStartOf(now.toISOString().slice(0, 10), 1), days);
}
