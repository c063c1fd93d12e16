import { useEffect, useRef } from 'react';

/**
 * Preloads the next page's code and data when a link is touched, focused or rested on with the
 * pointer (preload-on-intent.ts), so that by the click most of it has arrived. `preload` runs the
 * matched route's code and loader (router.tsx), so the page finds its answers in the query cache.
 * The listener's code loads after the first page rather than with it.
 */
export function usePreloadOnIntent(preload: (url: URL) => void) {
  const preloadRef = useRef(preload);
  useEffect(() => {
    preloadRef.current = preload;
  }, [preload]);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./preload-on-intent').then(({ listenForIntent }) => {
      if (!cancelled) stop = listenForIntent((url) => preloadRef.current(url));
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
}
