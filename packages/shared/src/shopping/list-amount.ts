import { formatAmount, formatDecimal } from '../parsing/amount.js';
import type { ListUnitSystem } from '../schemas/kitchen.js';
import { friendlyUsValue, unitLabel } from '../units/convert.js';
import { UNITS, type UnitId, type UnitInfo, type UnitKind } from '../units/units.js';
import { densityOf } from './densities.js';
import { readRange, writeRange, type AmountRange } from './ranges.js';
import { foldText, singularize } from './words.js';

/**
 * An amount on a shopping list: `units` is a unit id of UNITS, a free unit ("cloves") or ''. A
 * range ("6-8 tbsp") has no single quantity: it is written whole in `units` ("9-12 tbsp", "3-5"
 * for a count) with `quantity` null.
 */
export interface ListAmount {
  quantity: number | null;
  units: string;
}

/** An amount with the merge key of its ingredient, which says whether it is weighed (flour). */
export interface KeyedAmount extends ListAmount {
  key?: string;
}

/** An amount from low to high; a single amount has both the same. */
export interface Span {
  low: number;
  high: number;
}

type AmountKind =
  | { kind: 'none' }
  | { kind: 'count'; span: Span }
  | { kind: 'measure'; unit: UnitInfo; span: Span }
  | { kind: 'free'; unit: string; written: string; span: Span };

/** Significant digits a list keeps: 486.588 ml is 487 ml, 2.0567 cups is 2.06 cups. */
const LIST_DIGITS = 3;
/** Enough digits to drop floating-point noise (4 tbsp against ¼ cup) and nothing else. */
const NOISE_DIGITS = 9;
/** Spoons stay spoons below a quarter cup (4 tbsp), in a metric list as in a US one. */
const SPOON_LIMIT = UNITS.cup.base / 4;

function roundSignificant(value: number, digits: number): number {
  if (value === 0 || !Number.isFinite(value)) return value;
  const exponent = Math.floor(Math.log10(Math.abs(value))) - digits + 1;
  // Dividing by a power of ten (rather than multiplying by its inverse) keeps 0.125 exact.
  return exponent < 0
    ? Math.round(value * 10 ** -exponent) / 10 ** -exponent
    : Math.round(value / 10 ** exponent) * 10 ** exponent;
}

/** A computed amount without floating-point noise (1.5 × 0.1 is 0.15, not 0.15000000000000002). */
export function withoutNoise(value: number): number {
  return roundSignificant(value, NOISE_DIGITS);
}

/** The measures by the units a list writes them in: the id, or its label in a range ("cups"). */
const LIST_MEASURES: ReadonlyMap<string, UnitInfo> = new Map(
  Object.values(UNITS).flatMap((unit) =>
    [unit.id, unitLabel(unit.id, 1), unitLabel(unit.id, 2)].map((units) => [units, unit] as const),
  ),
);

function measureOf(units: string): UnitInfo | undefined {
  return LIST_MEASURES.get(units.toLowerCase());
}

export function freeUnitKey(units: string): string {
  const words = foldText(units).split(' ');
  return [...words.slice(0, -1), singularize(words.at(-1) ?? '')].join(' ');
}

function kindOfUnits(units: string, span: Span): AmountKind {
  if (units === '') return { kind: 'count', span };
  const unit = measureOf(units);
  return unit
    ? { kind: 'measure', unit, span }
    : { kind: 'free', unit: freeUnitKey(units), written: units, span };
}

export function kindOf(amount: ListAmount): AmountKind {
  const units = amount.units.trim();
  if (amount.quantity !== null) {
    return kindOfUnits(units, { low: amount.quantity, high: amount.quantity });
  }
  const range = units === '' ? undefined : readRange(units);
  return range ? kindOfUnits(range.unit, range.range) : { kind: 'none' };
}

export const isRange = (span: Span) => span.low !== span.high;
export const isSpoon = (unit: UnitInfo) => unit.id === 'tsp' || unit.id === 'tbsp';
export const scaled = (span: Span, by: number): Span => ({
  low: span.low * by,
  high: span.high * by,
});
export const added = (a: Span, b: Span): Span => ({ low: a.low + b.low, high: a.high + b.high });
export const cleaned = (span: Span): Span => ({
  low: withoutNoise(span.low),
  high: withoutNoise(span.high),
});

function atLeast(base: number, threshold: number): boolean {
  return roundSignificant(base, NOISE_DIGITS) >= roundSignificant(threshold, NOISE_DIGITS);
}

function listUnit(base: number, kind: UnitKind, system: ListUnitSystem): UnitId {
  const size = roundSignificant(Math.abs(base), NOISE_DIGITS);
  if (system === 'metric') {
    if (kind === 'volume') return atLeast(size, UNITS.l.base) ? 'l' : 'ml';
    return atLeast(size, UNITS.kg.base) ? 'kg' : 'g';
  }
  if (kind === 'mass') return atLeast(size, UNITS.lb.base) ? 'lb' : 'oz';
  if (!atLeast(size, UNITS.tbsp.base)) return 'tsp';
  return atLeast(size, SPOON_LIMIT) ? 'cup' : 'tbsp';
}

/** A bound of a range as a cook reads it: US measures in kitchen fractions, metric as a scale shows. */
function boundText(value: number, unit: UnitInfo | undefined): string {
  if (unit === undefined) return formatAmount(Math.ceil(withoutNoise(value)));
  if (unit.system === 'us') return formatAmount(friendlyUsValue(value));
  const size = Math.abs(value);
  let rounded: number;
  if (size < 1) rounded = roundSignificant(value, 2);
  else if (size < 10) rounded = Math.round(value * 10) / 10;
  else if (size < 100) rounded = Math.round(value);
  else rounded = Math.round(value / 5) * 5;
  return formatDecimal(rounded, 6);
}

/**
 * A range in `unit` (undefined: a count), or a single amount when both ends read the same once
 * rounded ("1/2-1 lemon" is 1 lemon). Counts and free units are rounded up: nobody buys 4.5 eggs.
 */
export function writeSpan(span: Span, unit: UnitInfo | undefined, written: string): ListAmount {
  const low = boundText(span.low, unit);
  const high = boundText(span.high, unit);
  if (low === high) {
    const value = unit
      ? roundSignificant(span.high, LIST_DIGITS)
      : Math.ceil(withoutNoise(span.high));
    return { quantity: value, units: written };
  }
  return { quantity: null, units: writeRange(low, high, written) };
}

/** A range in `unit` ("9-12 tbsp", "1 to 1 1/2 cups"), or its unit id when it is one amount. */
function writeMeasureSpan(span: Span, unit: UnitInfo): ListAmount {
  const written = writeSpan(span, unit, unitLabel(unit.id, span.high));
  return written.quantity === null ? written : { ...written, units: unit.id };
}

/**
 * A range of a recipe as a list line holds it: `units` is a unit id, a free unit ("cloves") or ''
 * for a count. Ends that read the same once rounded make a single amount.
 */
export function rangeAmount(range: AmountRange, units: string): ListAmount {
  const span = { low: withoutNoise(range.low), high: withoutNoise(range.high) };
  const kind = kindOfUnits(units.trim(), span);
  if (kind.kind === 'measure') return writeMeasureSpan(span, kind.unit);
  return writeSpan(span, undefined, kind.kind === 'free' ? kind.written : '');
}

interface MeasureOptions {
  /** Grams per millilitre when the ingredient is weighed in a metric list. */
  density: number | undefined;
  /** True when every part of the amount was measured with spoons. */
  spoons: boolean;
  /** The units a range was written in, kept when the list reads them ("6-8 tbsp"). */
  keep: readonly UnitInfo[];
}

/**
 * A measure (`span` in millilitres or grams) as a list in `system` writes it. Spoons stay tsp or
 * tbsp below a quarter cup in both systems. A metric list weighs the dry goods of the density
 * table (cups of flour become grams) and writes other volumes in ml (l from 1000 ml), masses in g
 * (kg from 1000 g); a US list writes volumes in tsp, tbsp or cup (cups from ¼ cup) and masses in
 * oz (lb from 16 oz). Single amounts keep three significant digits. A range keeps the unit it was
 * written in when that is a spoon or of the list's system, and is otherwise converted.
 */
export function writeMeasure(
  span: Span,
  kind: UnitKind,
  system: ListUnitSystem,
  options: MeasureOptions,
): ListAmount {
  const range = isRange(span);
  const kept = range
    ? options.keep.find((unit) => unit.kind === kind && (isSpoon(unit) || unit.system === system))
    : undefined;
  const bySpoon = kind === 'volume' && options.spoons && !atLeast(span.high, SPOON_LIMIT);
  let base = span;
  let baseKind = kind;
  if (!kept && !bySpoon && kind === 'volume' && system === 'metric' && options.density) {
    base = scaled(span, options.density);
    baseKind = 'mass';
  }
  let unit: UnitInfo;
  if (kept) unit = kept;
  else if (bySpoon) unit = UNITS[atLeast(base.high, UNITS.tbsp.base) ? 'tbsp' : 'tsp'];
  else unit = UNITS[listUnit(range ? base.low : base.high, baseKind, system)];
  const inUnit = cleaned(scaled(base, 1 / unit.base));
  if (!range) return { quantity: roundSignificant(inUnit.high, LIST_DIGITS), units: unit.id };
  return writeMeasureSpan(inUnit, unit);
}

/**
 * An amount as a list in `system` writes it (see writeMeasure); `key`, the ingredient's merge
 * key, says whether a metric list weighs it. Counts, free units and amounts without a quantity are
 * kept as they are.
 */
export function toListAmount(amount: KeyedAmount, system: ListUnitSystem): ListAmount {
  const kind = kindOf(amount);
  if (kind.kind !== 'measure') return { quantity: amount.quantity, units: amount.units };
  return writeMeasure(scaled(kind.span, kind.unit.base), kind.unit.kind, system, {
    density: amount.key === undefined ? undefined : densityOf(amount.key),
    spoons: isSpoon(kind.unit),
    keep: [kind.unit],
  });
}
