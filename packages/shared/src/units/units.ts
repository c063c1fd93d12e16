import { unitKeyOf } from '../ingredients/dictionary.js';

/** The measures conversion knows. Volume is counted in millilitres, mass in grams. */
export type UnitId =
  | 'tsp'
  | 'tbsp'
  | 'fl-oz'
  | 'cup'
  | 'pint'
  | 'quart'
  | 'gallon'
  | 'oz'
  | 'lb'
  | 'ml'
  | 'cl'
  | 'dl'
  | 'l'
  | 'mg'
  | 'g'
  | 'kg';

export type UnitKind = 'volume' | 'mass';

export interface UnitInfo {
  id: UnitId;
  kind: UnitKind;
  system: 'us' | 'metric';
  /** Millilitres (volume) or grams (mass) in one of this unit. */
  base: number;
}

/*
 * US customary measures, exact by definition (1 US gallon = 231 cubic inches, 1 lb = 453.59237 g).
 * A "cup" is the US cup: the 250 ml metric cup of Australian recipes cannot be told apart by name.
 */
const TSP_ML = 4.92892159375;
export const UNITS: Readonly<Record<UnitId, UnitInfo>> = {
  tsp: { id: 'tsp', kind: 'volume', system: 'us', base: TSP_ML },
  tbsp: { id: 'tbsp', kind: 'volume', system: 'us', base: TSP_ML * 3 },
  'fl-oz': { id: 'fl-oz', kind: 'volume', system: 'us', base: TSP_ML * 6 },
  cup: { id: 'cup', kind: 'volume', system: 'us', base: TSP_ML * 48 },
  pint: { id: 'pint', kind: 'volume', system: 'us', base: TSP_ML * 96 },
  quart: { id: 'quart', kind: 'volume', system: 'us', base: TSP_ML * 192 },
  gallon: { id: 'gallon', kind: 'volume', system: 'us', base: TSP_ML * 768 },
  oz: { id: 'oz', kind: 'mass', system: 'us', base: 28.349523125 },
  lb: { id: 'lb', kind: 'mass', system: 'us', base: 453.59237 },
  ml: { id: 'ml', kind: 'volume', system: 'metric', base: 1 },
  cl: { id: 'cl', kind: 'volume', system: 'metric', base: 10 },
  dl: { id: 'dl', kind: 'volume', system: 'metric', base: 100 },
  l: { id: 'l', kind: 'volume', system: 'metric', base: 1000 },
  mg: { id: 'mg', kind: 'mass', system: 'metric', base: 0.001 },
  g: { id: 'g', kind: 'mass', system: 'metric', base: 1 },
  kg: { id: 'kg', kind: 'mass', system: 'metric', base: 1000 },
};

export interface FoundUnit {
  unit: UnitInfo;
  /** The unit as written ("Tbsp.", "fl oz"). */
  written: string;
}

/**
 * The measure a unit word names ("cups", "Tbsp.", "fl oz", "grams"), read with the ingredient
 * parser's dictionary. Undefined for anything else ("large", "cans", "pinch", "cups all-purpose"),
 * which then stays as written.
 */
export function findUnit(units: string): FoundUnit | undefined {
  const written = units.trim();
  const unit = written === '' ? undefined : measureOfKey(unitKeyOf(written));
  return unit ? { unit, written } : undefined;
}

/** The measure of a dictionary key (`IngredientLine.unit`); undefined for "clove", "can", null. */
export function measureOfKey(key: string | null): UnitInfo | undefined {
  return key !== null && Object.hasOwn(UNITS, key) ? UNITS[key as UnitId] : undefined;
}
