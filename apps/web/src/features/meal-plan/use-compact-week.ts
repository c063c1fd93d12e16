import { useSyncExternalStore } from 'react';

/** Below 640 px the week is shown compact: today first, short lines, empty meals folded. */
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
