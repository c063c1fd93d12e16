const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const DAY = 86_400_000;

/**
 * How long ago a day was, as a person says it: "today", "yesterday", "3 days ago", "2 weeks
 * ago", "5 months ago", "3 years ago". Days are YYYY-MM-DD (UTC), `today` too.
 */
export function madeAgo(day: string, today: string): string {
  const days = Math.max(0, Math.round((Date.parse(today) - Date.parse(day)) / DAY));
  if (days < 14) return relative.format(-days, 'day');
  if (days < 60) return relative.format(-Math.floor(days / 7), 'week');
  if (days < 730) return relative.format(-Math.floor(days / 30), 'month');
  return relative.format(-Math.floor(days / 365), 'year');
}
