import { startTransition, useEffect, useState } from 'react';

/**
 * False on the server and in a component's first render (the one that takes over a page the
 * server drew); true from its first effect on. What loads its code lazily stays out of a page
 * drawn on the server: the server might draw it while the browser still waits for its code, or
 * the other way round.
 *
 * It turns true in a transition: React then draws what it adds in slices that yield to the
 * browser. (An external store's change would redraw the whole page in one task right after it is
 * taken over; docs/performance.md.) Component state rather than a module's: the server and the
 * tests, which render many pages in one process, start every page anew.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
