/**
 * The days a meal plan may hold: from two years before today to two years after, on the UTC
 * calendar. A family plans next month, not the year 9999; without a bound one account could
 * fill the table with millions of days that no page ever shows.
 */
export const PLAN_WINDOW_YEARS = 2;

/** The first and last day a plan may hold, both included, YYYY-MM-DD. */
export interface PlanWindow {
  from: string;
  to: string;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * The same month and day `years` from `now`'s UTC day; 29 February becomes the 28th in a year
 * without one, so the window never spills into March.
 */
function sameDayYearsFrom(now: Date, years: number): string {
  const year = now.getUTCFullYear() + years;
  const month = now.getUTCMonth();
  const lastOfMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(now.getUTCDate(), lastOfMonth);
  return `${pad(year, 4)}-${pad(month + 1)}-${pad(day)}`;
}

/** The window around `now` (UTC): every day from `from` to `to` may be planned. */
export function planWindow(now: Date = new Date()): PlanWindow {
  return {
    from: sameDayYearsFrom(now, -PLAN_WINDOW_YEARS),
    to: sameDayYearsFrom(now, PLAN_WINDOW_YEARS),
  };
}

/** Whether a day written YYYY-MM-DD lies in the window around `now`. */
export function inPlanWindow(day: string, now: Date = new Date()): boolean {
  const window = planWindow(now);
  // YYYY-MM-DD with four-digit years orders as text the way the days follow each other.
  return day >= window.from && day <= window.to;
}

/**
 * The part of a range that lies in the window, or undefined when none of it does. Reads are
 * clamped rather than refused: the days outside hold nothing, and a week at the window's edge
 * still opens.
 */
export function clampToPlanWindow(
  range: PlanWindow,
  now: Date = new Date(),
): PlanWindow | undefined {
  const window = planWindow(now);
  const from = range.from > window.from ? range.from : window.from;
  const to = range.to < window.to ? range.to : window.to;
  return from <= to ? { from, to } : undefined;
}
