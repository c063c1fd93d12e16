import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while the browser hydrates a page the server drew; true otherwise.
 * What loads its code lazily stays out of a page drawn on the server: the server might draw it
 * while the browser still waits for its code, or the other way round.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
