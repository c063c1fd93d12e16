import { UNIT_SYSTEMS, type UnitSystem } from '@family-recipes/shared';
import { useCallback, useState } from 'react';

const STORAGE_KEY = 'family-recipes:units';

function storedSystem(): UnitSystem {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return UNIT_SYSTEMS.find((system) => system === value) ?? 'original';
  } catch {
    // Storage can be switched off (private modes); the units as written are the default anyway.
    return 'original';
  }
}

/** The unit system chosen last, kept for the next recipe: a cook who wants grams wants them everywhere. */
export function useUnitSystem(): [UnitSystem, (system: UnitSystem) => void] {
  const [system, setSystem] = useState<UnitSystem>(storedSystem);
  const choose = useCallback((next: UnitSystem) => {
    setSystem(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Not kept for the next visit; this page still shows the choice.
    }
  }, []);
  return [system, choose];
}
