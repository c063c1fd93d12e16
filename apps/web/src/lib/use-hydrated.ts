import { startTransition, useEffect, useState } from 'react';

/** True once the app's first effects have run: what mounts after that is live at once. */
let live = false;

/**
 * False on the server and in the app's first render (the one that takes over a page the server
 * drew); true from then on.
 * What loads its code lazily stays out of a page drawn on the server: the server might draw it
 * while the browser still waits for its code, or the other way round.
 *
 * It turns true in a transition: React then draws what it adds in slices that yield to the
 * browser. (An external store's change would redraw the whole page in one task right after it is
 * taken over; docs/performance.md.)
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(live);
  useEffect(() => {
    live = true;
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
