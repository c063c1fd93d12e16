import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function motionQuery(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(QUERY)
    : undefined;
}

/** Read at the moment of use, so a change of the system setting applies without a reload. */
export function prefersReducedMotion(): boolean {
  return motionQuery()?.matches ?? false;
}

function subscribe(listener: () => void): () => void {
  const query = motionQuery();
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}

/**
 * The setting as state that follows its changes; false where a page is drawn on the server, and
 * during hydration, which then draws it again with the visitor's setting.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
