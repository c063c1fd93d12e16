import { formatAmount, formatDecimal } from '../parsing/amount.js';
import type { Ingredient } from '../schemas/recipe.js';
import { findUnit, UNITS, type UnitId, type UnitKind } from './units.js';

/** The recipe page's unit toggle: the units as written, metric, or US customary. */
export const UNIT_SYSTEMS = ['original', 'metric', 'us'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

export interface Measure {
  value: number;
  unit: UnitId;
}

/** Written amounts in metric units keep this many decimals ("0.125 kg"), never fractions. */
const WRITTEN_METRIC_DECIMALS = 3;
/** A US amount further than this from its friendly fraction is shown in decimals instead. */
const US_TOLERANCE = 0.15;

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function roundSignificant(value: number, digits: number): number {
  if (value === 0) return 0;
  const step = 10 ** (Math.floor(Math.log10(Math.abs(value))) - digits + 1);
  return roundTo(value, step);
}

/**
 * Grams and millilitres as a kitchen scale or jug shows them: two significant digits below 1,
 * tenths below 10, whole numbers below 100, steps of 5 below 1000; kilograms and litres to one
 * decimal above. Never more than 5 % from the exact amount.
 */
function toMetric(base: number, kind: UnitKind): Measure {
  const small: UnitId = kind === 'volume' ? 'ml' : 'g';
  const large: UnitId = kind === 'volume' ? 'l' : 'kg';
  const size = Math.abs(base);
  let value: number;
  if (size < 1) value = roundSignificant(base, 2);
  else if (size < 10) value = roundTo(base, 0.1);
  else if (size < 100) value = roundTo(base, 1);
  else value = roundTo(base, 5);
  if (Math.abs(value) < 1000) return { value, unit: small };
  return { value: roundTo(base / 1000, 0.1), unit: large };
}

/**
 * The nearest amount a cook measures with US spoons and cups: eighths or thirds below 10, halves
 * below 100, whole numbers above. When that is more than 15 % off (tiny amounts), two significant
 * digits instead, so a pinch never reads as 0 or as twice itself.
 */
export function friendlyUsValue(value: number): number {
  const size = Math.abs(value);
  let rounded: number;
  if (size >= 100) rounded = Math.round(value);
  else if (size >= 10) rounded = roundTo(value, 0.5);
  else {
    const eighths = roundTo(value, 1 / 8);
    const thirds = roundTo(value, 1 / 3);
    rounded = Math.abs(thirds - value) < Math.abs(eighths - value) ? thirds : eighths;
  }
  if (value !== 0 && (rounded === 0 || Math.abs(rounded - value) > US_TOLERANCE * size)) {
    return roundSignificant(value, 2);
  }
  return rounded;
}

function usUnitFor(base: number, kind: UnitKind): UnitId {
  const size = Math.abs(base);
  if (kind === 'mass') return size < UNITS.lb.base ? 'oz' : 'lb';
  if (size < UNITS.tbsp.base) return 'tsp';
  if (size < UNITS.cup.base / 4) return 'tbsp';
  return size < UNITS.gallon.base ? 'cup' : 'quart';
}

function toUs(base: number, kind: UnitKind): Measure {
  const unit = usUnitFor(base, kind);
  return { value: friendlyUsValue(base / UNITS[unit].base), unit };
}

/**
 * An amount in `unit` as the other system shows it, rounded for display (metric: see toMetric;
 * US: friendlyUsValue). Volume stays volume and mass stays mass: cups become millilitres, never
 * grams, because that would need the density of each ingredient.
 */
export function convertMeasure(value: number, unit: UnitId, system: 'metric' | 'us'): Measure {
  const { kind, base } = UNITS[unit];
  return system === 'metric' ? toMetric(value * base, kind) : toUs(value * base, kind);
}

/** Millilitres or grams in a measure, for comparing measures written in different units. */
export function baseAmount(measure: Measure): number {
  return measure.value * UNITS[measure.unit].base;
}

const US_LABELS: Readonly<Partial<Record<UnitId, readonly [string, string]>>> = {
  tsp: ['tsp', 'tsp'],
  tbsp: ['tbsp', 'tbsp'],
  'fl-oz': ['fl oz', 'fl oz'],
  cup: ['cup', 'cups'],
  pint: ['pint', 'pints'],
  quart: ['quart', 'quarts'],
  gallon: ['gallon', 'gallons'],
  oz: ['oz', 'oz'],
  lb: ['lb', 'lb'],
};

/** How a converted unit is written: metric symbols, US abbreviations, "cup" or "cups". */
export function unitLabel(unit: UnitId, value: number): string {
  const labels = US_LABELS[unit];
  if (!labels) return unit;
  return Math.abs(value) > 1 ? labels[1] : labels[0];
}

/** Metric amounts are written in decimals, US amounts in kitchen fractions. */
function formatIn(system: 'metric' | 'us', value: number, decimals: number): string {
  return system === 'metric' ? formatDecimal(value, decimals) : formatAmount(value);
}

/** Enough decimals for any value toMetric gives ("0.0012"), none of the floating-point noise. */
const CONVERTED_METRIC_DECIMALS = 6;

/** An ingredient ready to show: its amount as text, scaled and (when asked) converted. */
export interface DisplayIngredient {
  /** The amount shown, scaled and rounded; null when the recipe gives none ("salt to taste"). */
  quantity: number | null;
  /** The amount as text: "1 1/2", "350", "1.2"; empty when there is none. */
  amount: string;
  units: string;
  ingredient: string;
  /** True when the amount was converted from the other system. */
  converted: boolean;
}

function joinUnits(unit: string, rest: string): string {
  return rest === '' ? unit : `${unit} ${rest}`;
}

/**
 * One ingredient as the recipe page, print view and cook mode show it at the chosen scale
 * (`factor`, the 1x/2x/3x buttons) and unit system. The amount is scaled before it is converted,
 * so rounding happens once. Units that are not measures ("large", "cans", "pinch"), ingredients
 * without an amount, and amounts already in the chosen system keep their wording; metric amounts
 * are then written in decimals ("2.5 dl", not "2 1/2 dl"). The stored recipe is never changed.
 */
export function convertIngredient(
  ingredient: Ingredient,
  system: UnitSystem,
  factor = 1,
): DisplayIngredient {
  const quantity = ingredient.quantity === null ? null : ingredient.quantity * factor;
  const written: DisplayIngredient = {
    quantity,
    amount: quantity === null ? '' : formatAmount(quantity),
    units: ingredient.units,
    ingredient: ingredient.ingredient,
    converted: false,
  };
  if (quantity === null || system === 'original') return written;
  const found = findUnit(ingredient.units);
  if (!found) return written;
  if (found.unit.system === system) {
    return { ...written, amount: formatIn(system, quantity, WRITTEN_METRIC_DECIMALS) };
  }
  const measure = convertMeasure(quantity, found.unit.id, system);
  return {
    quantity: measure.value,
    amount: formatIn(system, measure.value, CONVERTED_METRIC_DECIMALS),
    units: joinUnits(unitLabel(measure.unit, measure.value), found.rest),
    ingredient: ingredient.ingredient,
    converted: true,
  };
}

/** The ingredient line, "240 ml all-purpose flour", for the chosen scale and unit system. */
export function formatConvertedIngredient(
  ingredient: Ingredient,
  system: UnitSystem,
  factor = 1,
): string {
  const shown = convertIngredient(ingredient, system, factor);
  return [shown.amount, shown.units, shown.ingredient].filter((part) => part !== '').join(' ');
}
