import request from 'supertest';
import { addDays, utcDay } from '../modules/meal-plan/plan-days.js';
import type { TestApp } from './test-app.js';
import { bearer, type TestUser } from './test-users.js';

/*
 * Days for tests that write the meal plan. The plan holds only the days from two years before
 * today (UTC) to two years after (packages/shared/src/rules/plan-window.ts), so a fixed calendar
 * date would leave it some day; these are counted from today instead.
 */

/** The Monday of this week on the UTC calendar plus `days`, YYYY-MM-DD. */
export function thisWeekDay(days = 0, now: Date = new Date()): string {
  const today = utcDay(now);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, days - ((weekday + 6) % 7));
}

const isLeapYear = (year: number) => new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1;

/**
 * A year without a 29 February whose January to March lie in the plan window: this year (UTC), or
 * the next one when this one is a leap year.
 */
export function commonYearInWindow(now: Date = new Date()): number {
  const year = now.getUTCFullYear();
  return isLeapYear(year) ? year + 1 : year;
}

/** PUT /api/meal-plan/:date as `user` with `body`: the request, for the test to expect on. */
export const putPlanDay = (t: Pick<TestApp, 'app'>, user: TestUser, date: string, body: unknown) =>
  request(t.app)
    .put(`/api/meal-plan/${date}`)
    .set(bearer(user))
    .send(body as object);
