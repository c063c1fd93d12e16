import { UNIT_SYSTEMS, type UnitSystem } from '@family-recipes/shared';
import { useCallback, useSyncExternalStore } from 'react';

const STORAGE_KEY = 'family-recipes:units';

/** The units as written: the default, and what a page drawn on the server shows. */
const DEFAULT_SYSTEM: UnitSystem = 'original';

/** Set when storage refuses the choice (private modes): this visit still keeps it. */
let unsaved: UnitSystem | undefined;
const listeners = new Set<() => void>();

function storedSystem(): UnitSystem {
  if (unsaved) return unsaved;
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return UNIT_SYSTEMS.find((system) => system === value) ?? DEFAULT_SYSTEM;
  } catch {
    return DEFAULT_SYSTEM;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice applies here too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The unit system chosen last, kept for the next recipe: a cook who wants grams wants them everywhere. */
export function useUnitSystem(): [UnitSystem, (system: UnitSystem) => void] {
  const system = useSyncExternalStore(subscribe, storedSystem, () => DEFAULT_SYSTEM);
  const choose = useCallback((next: UnitSystem) => {
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
      unsaved = undefined;
    } catch {
      // Not kept for the next visit; this page still shows the choice.
      unsaved = next;
    }
    for (const listener of listeners) listener();
  }, []);
  return [system, choose];
}
