import type { ListUnitSystem } from '../schemas/kitchen.js';
import { findUnit, UNITS, type UnitId, type UnitInfo, type UnitKind } from '../units/units.js';
import { foldText, singularize } from './words.js';

/** An amount on a shopping list: `units` is a unit id of UNITS, a free unit ("cloves") or ''. */
export interface ListAmount {
  quantity: number | null;
  units: string;
}

export interface ListLine extends ListAmount {
  key: string;
  checked: boolean;
}

type AmountKind =
  | { kind: 'none' }
  | { kind: 'count' }
  | { kind: 'measure'; unit: UnitInfo }
  | { kind: 'free'; unit: string };

/** Significant digits a list keeps: 486.588 ml is 487 ml, 2.0567 cups is 2.06 cups. */
const LIST_DIGITS = 3;
/** Enough digits to drop floating-point noise (4 tbsp against ¼ cup) and nothing else. */
const NOISE_DIGITS = 9;

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

function measureOf(units: string): UnitInfo | undefined {
  if (Object.hasOwn(UNITS, units)) return UNITS[units as UnitId];
  const found = findUnit(units);
  return found && found.rest === '' ? found.unit : undefined;
}

function freeUnitKey(units: string): string {
  const words = foldText(units).split(' ');
  return [...words.slice(0, -1), singularize(words.at(-1) ?? '')].join(' ');
}

function kindOf(amount: ListAmount): AmountKind {
  if (amount.quantity === null) return { kind: 'none' };
  const units = amount.units.trim();
  if (units === '') return { kind: 'count' };
  const unit = measureOf(units);
  return unit ? { kind: 'measure', unit } : { kind: 'free', unit: freeUnitKey(units) };
}

function atLeast(base: number, threshold: number): boolean {
  return base >= roundSignificant(threshold, NOISE_DIGITS);
}

function listUnit(base: number, kind: UnitKind, system: ListUnitSystem): UnitId {
  const size = roundSignificant(Math.abs(base), NOISE_DIGITS);
  if (system === 'metric') {
    if (kind === 'volume') return atLeast(size, UNITS.l.base) ? 'l' : 'ml';
    return atLeast(size, UNITS.kg.base) ? 'kg' : 'g';
  }
  if (kind === 'mass') return atLeast(size, UNITS.lb.base) ? 'lb' : 'oz';
  if (!atLeast(size, UNITS.tbsp.base)) return 'tsp';
  return atLeast(size, UNITS.cup.base / 4) ? 'cup' : 'tbsp';
}

/**
 * An amount as a list in `system` writes it: metric volumes in ml (l from 1000 ml) and masses in
 * g (kg from 1000 g); US volumes in tsp, tbsp or cup (cups from ¼ cup) and masses in oz (lb from
 * 16 oz), rounded to three significant digits. Counts, free units and amounts without a quantity
 * are kept as they are.
 */
export function toListAmount(amount: ListAmount, system: ListUnitSystem): ListAmount {
  const kind = kindOf(amount);
  if (kind.kind !== 'measure' || amount.quantity === null) return { ...amount };
  const base = amount.quantity * kind.unit.base;
  const unit = listUnit(base, kind.unit.kind, system);
  return { quantity: roundSignificant(base / UNITS[unit].base, LIST_DIGITS), units: unit };
}

/** Of two spellings of one free unit, the one that agrees with the total ("3 cloves"). */
function freeUnitFor(total: number, first: string, second: string): string {
  const isPlural = (units: string) => freeUnitKey(units) !== foldText(units);
  if (first === second) return first;
  const wantPlural = total > 1;
  if (isPlural(first) === wantPlural) return first;
  return isPlural(second) === wantPlural ? second : first;
}

/** The sum of two amounts of one ingredient, or null when they cannot be added. */
function addAmounts(line: ListAmount, incoming: ListAmount): ListAmount | null {
  const a = kindOf(line);
  const b = kindOf(incoming);
  if (a.kind === 'none' && b.kind === 'none') return { quantity: null, units: line.units };
  if (line.quantity === null || incoming.quantity === null) return null;
  const total = withoutNoise(line.quantity + incoming.quantity);
  if (a.kind === 'count' && b.kind === 'count') return { quantity: total, units: '' };
  if (a.kind === 'free' && b.kind === 'free' && a.unit === b.unit) {
    return { quantity: total, units: freeUnitFor(total, line.units, incoming.units) };
  }
  // Volume and mass never meet: that would need the density of each ingredient.
  if (a.kind === 'measure' && b.kind === 'measure' && a.unit.kind === b.unit.kind) {
    const base = line.quantity * a.unit.base + incoming.quantity * b.unit.base;
    return { quantity: base, units: a.unit.kind === 'volume' ? 'ml' : 'g' };
  }
  return null;
}

/**
 * Where an incoming line joins a list: the first unchecked line with the same key whose amount
 * adds up with it, and the sum written in the list's units. Null when it needs a line of its own
 * (a checked line was already bought; cups and grams of flour stay two lines).
 */
export function mergeInto(
  lines: readonly ListLine[],
  incoming: ListLine,
  system: ListUnitSystem,
): { index: number; amount: ListAmount } | null {
  if (incoming.checked) return null;
  for (const [index, line] of lines.entries()) {
    if (line.checked || line.key !== incoming.key) continue;
    const sum = addAmounts(line, incoming);
    if (sum) return { index, amount: toListAmount(sum, system) };
  }
  return null;
}
