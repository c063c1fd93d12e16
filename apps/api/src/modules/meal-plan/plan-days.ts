const DAY_MS = 86_400_000;

/** YYYY-MM-DD `days` later (or earlier, when negative), on the UTC calendar. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included, in order. */
export function daysBetween(from: string, to: string): string[] {
  const count = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(from, i));
}

/** Today on the UTC calendar, YYYY-MM-DD. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}
