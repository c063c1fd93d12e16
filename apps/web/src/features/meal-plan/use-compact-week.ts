import { useSyncExternalStore } from 'react';

/** Below 640 px the week is shown compact: today first, empty meals folded. */
const COMPACT_WEEK_QUERY = '(max-width: 639.98px)';

function mediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(COMPACT_WEEK_QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the window is a phone's width, kept up to date as it turns or is resized. */
export function useCompactWeek(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}

/**
 * The week's days with today first, then the days after it, then those before it; a week without
 * today keeps its order.
 */
export function todayFirst<T extends { date: string }>(days: T[], today: string): T[] {
  const at = days.findIndex((day) => day.date === today);
  return at <= 0 ? days : [...days.slice(at), ...days.slice(0, at)];
}
