import type { ListUnitSystem } from '../schemas/kitchen.js';
import type { UnitInfo } from '../units/units.js';
import { densityOf } from './densities.js';
import {
  added,
  cleaned,
  freeUnitKey,
  isRange,
  isSpoon,
  kindOf,
  scaled,
  toListAmount,
  writeMeasure,
  writeSpan,
  type ListAmount,
  type Span,
} from './list-amount.js';
import { foldText } from './words.js';

/* Adding up the amounts of one ingredient on a shopping list (list-amount.ts writes each). */

/** A line of a list: its amount, its ingredient's merge key, and whether it is bought. */
export interface ListLine extends ListAmount {
  key: string;
  checked: boolean;
}

/** Of two spellings of one free unit, the one that agrees with the total ("3 cloves"). */
function freeUnitFor(total: number, first: string, second: string): string {
  const isPlural = (units: string) => freeUnitKey(units) !== foldText(units);
  if (first === second) return first;
  const wantPlural = total > 1;
  if (isPlural(first) === wantPlural) return first;
  return isPlural(second) === wantPlural ? second : first;
}

/**
 * The sum of two amounts of one ingredient as the list writes it, or null when they cannot be
 * added. Volume and mass meet only for an ingredient of the density table: a metric list weighs
 * both, a US list measures both in cups.
 */
function addAmounts(
  line: ListAmount,
  incoming: ListAmount,
  key: string,
  system: ListUnitSystem,
): ListAmount | null {
  const a = kindOf(line);
  const b = kindOf(incoming);
  if (a.kind === 'none' && b.kind === 'none') return { quantity: null, units: line.units };
  if (a.kind === 'count' && b.kind === 'count') {
    const total = cleaned(added(a.span, b.span));
    return isRange(total) ? writeSpan(total, undefined, '') : { quantity: total.high, units: '' };
  }
  if (a.kind === 'free' && b.kind === 'free' && a.unit === b.unit) {
    const total = cleaned(added(a.span, b.span));
    const units = freeUnitFor(total.high, a.written, b.written);
    return isRange(total) ? writeSpan(total, undefined, units) : { quantity: total.high, units };
  }
  if (a.kind !== 'measure' || b.kind !== 'measure') return null;
  const density = densityOf(key);
  let kind = a.unit.kind;
  let first = scaled(a.span, a.unit.base);
  let second = scaled(b.span, b.unit.base);
  if (a.unit.kind !== b.unit.kind) {
    if (density === undefined) return null;
    kind = system === 'metric' ? 'mass' : 'volume';
    const toKind = (span: Span, unit: UnitInfo) => {
      if (unit.kind === kind) return span;
      return scaled(span, kind === 'mass' ? density : 1 / density);
    };
    first = toKind(first, a.unit);
    second = toKind(second, b.unit);
  }
  return writeMeasure(added(first, second), kind, system, {
    density,
    spoons: isSpoon(a.unit) && isSpoon(b.unit),
    keep: [a.unit, b.unit],
  });
}

/**
 * Where an incoming line joins a list: the first unchecked line with the same key whose amount
 * adds up with it, and the sum written in the list's units. Null when it needs a line of its own
 * (a checked line was already bought; a range and an amount without a number stay two lines).
 */
export function mergeInto(
  lines: readonly ListLine[],
  incoming: ListLine,
  system: ListUnitSystem,
): { index: number; amount: ListAmount } | null {
  if (incoming.checked) return null;
  for (const [index, line] of lines.entries()) {
    if (line.checked || line.key !== incoming.key) continue;
    const sum = addAmounts(line, incoming, incoming.key, system);
    if (sum) return { index, amount: sum };
  }
  return null;
}

/**
 * The amounts of one ingredient (merge key `key`) added up as a list in `system` writes them, as
 * if each had been added to the list in turn; null when there are none or two cannot be added.
 */
export function totalOf(
  amounts: readonly ListAmount[],
  key: string,
  system: ListUnitSystem,
): ListAmount | null {
  const [first, ...rest] = amounts;
  if (!first) return null;
  let total: ListAmount | null = toListAmount({ ...first, key }, system);
  for (const amount of rest) {
    total = total && addAmounts(total, toListAmount({ ...amount, key }, system), key, system);
  }
  return total;
}
