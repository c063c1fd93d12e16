import { wholeLine, type IngredientLine } from '../ingredients/model.js';
import { formatAmount, formatDecimal, parseAmount } from '../parsing/amount.js';
import {
  findUnit,
  measureOfKey,
  UNITS,
  type UnitId,
  type UnitInfo,
  type UnitKind,
} from './units.js';

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
  /** The amount shown (the low end of a range), scaled and rounded; null when there is none. */
  quantity: number | null;
  /** The amount as text: "1 1/2", "350", "1–2", "about 800"; empty when there is none. */
  amount: string;
  units: string;
  /** The same amount in other units ("15 oz"), scaled; empty when there is none to show. */
  alternate: string;
  /** The food with its note, as stored. */
  ingredient: string;
  /** True when the amount was converted from the other system. */
  converted: boolean;
}

interface Amounts {
  low: number;
  high: number | null;
}

/** A written amount and the words after it ("15 oz", "40g"); undefined when it starts otherwise. */
const WRITTEN_MEASURE = /^(\d+(?:\.\d+)?(?:\s+\d+\/\d+|\/\d+)?)\s*(\D.*)$/;

function lineAmounts(line: IngredientLine, factor: number): Amounts | undefined {
  if (line.range) return { low: line.range.low * factor, high: line.range.high * factor };
  return line.quantity === null ? undefined : { low: line.quantity * factor, high: null };
}

function amountText(amounts: Amounts, write: (value: number) => string, about: boolean): string {
  const written =
    amounts.high === null ? write(amounts.low) : `${write(amounts.low)}–${write(amounts.high)}`;
  return about ? `about ${written}` : written;
}

/**
 * A measure in a given unit of the chosen system, rounded as that system shows it: the low end
 * of a range is written in the unit of its high end ("0.8–1.2 l", not "800 ml–1.2 l").
 */
function measureIn(base: number, unit: UnitId, system: 'metric' | 'us'): Measure {
  const chosen =
    system === 'metric' ? toMetric(base, UNITS[unit].kind) : toUs(base, UNITS[unit].kind);
  if (chosen.unit === unit) return chosen;
  const value = base / UNITS[unit].base;
  return { value: system === 'metric' ? roundTo(value, 0.1) : friendlyUsValue(value), unit };
}

function converted(amounts: Amounts, from: UnitInfo, system: 'metric' | 'us') {
  const high = convertMeasure(amounts.high ?? amounts.low, from.id, system);
  const low = amounts.high === null ? high : measureIn(amounts.low * from.base, high.unit, system);
  return {
    amounts: { low: low.value, high: amounts.high === null ? null : high.value },
    unit: high.unit,
  };
}

/**
 * The alternate amount ("15 oz" beside "400 g") at the chosen scale and units: converted when it
 * is a measure of the other system, dropped when it cannot be scaled (no amount to read).
 */
function shownAlternate(alternate: string, system: UnitSystem, factor: number): string {
  if (alternate === '' || (factor === 1 && system === 'original')) return alternate;
  const [, number = '', words = ''] = WRITTEN_MEASURE.exec(alternate.trim()) ?? [];
  const read = parseAmount(number);
  if (!read.ok) return '';
  const line: IngredientLine = {
    ...wholeLine(''),
    quantity: read.value,
    units: words,
    unit: findUnit(words)?.unit.id ?? null,
  };
  const shown = convertIngredient(line, system, factor);
  return [shown.amount, shown.units].filter((part) => part !== '').join(' ');
}

/**
 * One ingredient line as the recipe page, print view and cook mode show it at the chosen scale
 * (`factor`, the 1x/2x/3x buttons) and unit system, read from its model (a stored ingredient goes
 * through understood()). Both ends of a range scale; an amount is scaled before it is converted,
 * so rounding happens once. Units that are not measures ("large", "cans", "pinch"), lines without
 * an amount, and amounts already in the chosen system keep their wording; metric amounts are then
 * written in decimals ("2.5 dl", not "2 1/2 dl"). The food and its note are shown as stored.
 */
export function convertIngredient(
  line: IngredientLine,
  system: UnitSystem,
  factor = 1,
): DisplayIngredient {
  const amounts = lineAmounts(line, factor);
  const written: DisplayIngredient = {
    quantity: amounts ? amounts.low : null,
    amount: amounts ? amountText(amounts, formatAmount, line.approximate) : '',
    units: line.units,
    alternate: shownAlternate(line.alternate, 'original', factor),
    ingredient: line.ingredient,
    converted: false,
  };
  if (!amounts || system === 'original') return written;
  const measure = measureOfKey(line.unit) ?? findUnit(line.units)?.unit;
  if (!measure) return { ...written, alternate: shownAlternate(line.alternate, system, factor) };
  if (measure.system === system) {
    const write = (value: number) => formatIn(system, value, WRITTEN_METRIC_DECIMALS);
    return { ...written, amount: amountText(amounts, write, line.approximate), alternate: '' };
  }
  const shown = converted(amounts, measure, system);
  const write = (value: number) => formatIn(system, value, CONVERTED_METRIC_DECIMALS);
  return {
    quantity: shown.amounts.low,
    amount: amountText(shown.amounts, write, line.approximate),
    units: unitLabel(shown.unit, shown.amounts.high ?? shown.amounts.low),
    alternate: '',
    ingredient: line.ingredient,
    converted: true,
  };
}

/** The ingredient line, "240 ml all-purpose flour", for the chosen scale and unit system. */
export function formatConvertedIngredient(
  line: IngredientLine,
  system: UnitSystem,
  factor = 1,
): string {
  const shown = convertIngredient(line, system, factor);
  const alternate = shown.alternate === '' ? '' : `(${shown.alternate})`;
  return [shown.amount, shown.units, alternate, shown.ingredient]
    .filter((part) => part !== '')
    .join(' ');
}
