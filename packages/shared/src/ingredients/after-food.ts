import { alternateIn, quantityAt, unitAt, type Quantity } from './amounts.js';
import { closing, isSizeAt, type Lead } from './lead.js';
import { vagueAt } from './phrases.js';
import { bare, hasLetter, isMark, writtenText, type Token } from './tokens.js';

const NAME_SEPARATORS = [':', '-', '–', '—', ',', '×'];
/** "Eggs x 3": the "x" between a food and its count. */
const TIMES = 'x';
/** What may follow an amount written after the food: nothing, a remark, or an aside. */
const AFTER_TRAILING_AMOUNT = [',', ';', '(', '-', '–'];
/** Marks and words that join the same amount in other units ("100ml | 1/2 cup", "20 g - 55mL"). */
const ALTERNATE_MARKS = ['|', '/', '-', '–'];
const ALTERNATE_WORDS: ReadonlySet<string> = new Set(['or']);
const ARTICLES: ReadonlySet<string> = new Set(['a', 'an']);

/** "| 1/2 cup" after an amount: the same amount in other units, and where it ends. */
function alternateAfter(
  tokens: readonly Token[],
  from: number,
): { text: string; next: number } | undefined {
  const joint = tokens[from];
  if (!isMark(joint, ...ALTERNATE_MARKS) && !ALTERNATE_WORDS.has(bare(joint?.text ?? ''))) {
    return undefined;
  }
  const amount = quantityAt(tokens, from + 1);
  const unit = amount ? unitAt(tokens, amount.next) : undefined;
  const text = unit ? alternateIn(tokens, from + 1, unit.next) : undefined;
  return unit && text !== undefined ? { text, next: unit.next } : undefined;
}

/**
 * The amount after the food: "Eggs: 5", "Sugar 2 tbsp", "Salt - 1 1/2 teaspoons", "Boneless
 * Chicken 1/2lb, cubed", "Garlic cloves 3, minced", "brown stock: 100ml | 1/2 cup". Only where
 * the amount ends the line or comes before a remark, so that a number inside a name ("peels of 5
 * onions") is not read as one.
 */
export function amountAfter(tokens: readonly Token[], at: number): Lead | undefined {
  if (!/^\p{L}/u.test(tokens[at]?.text ?? '')) return undefined;
  let index = at;
  while (
    index < tokens.length &&
    tokens[index]?.kind !== 'number' &&
    tokens[index]?.kind !== 'vulgar'
  ) {
    if (isMark(tokens[index], '(')) {
      const end = closing(tokens, index);
      if (end < 0) return undefined;
      index = end;
    } else {
      index += 1;
    }
  }
  const before = tokens[index - 1];
  const start =
    before && (isMark(before, '~', '≈') || /^(?:about|approx|ca)$/u.test(bare(before.text)))
      ? index - 1
      : index;
  const quantity = quantityAt(tokens, start);
  if (!quantity) return undefined;
  let nameEnd = start;
  while (
    nameEnd > at &&
    (isMark(tokens[nameEnd - 1], ...NAME_SEPARATORS) ||
      bare(tokens[nameEnd - 1]?.text ?? '') === TIMES)
  ) {
    nameEnd -= 1;
  }
  const name = tokens.slice(at, nameEnd);
  if (!name.some(hasLetter)) return undefined;
  const unit = unitAt(tokens, quantity.next);
  let afterUnit = unit ? unit.next : quantity.next;
  const other = unit ? alternateAfter(tokens, afterUnit) : undefined;
  if (other) afterUnit = other.next;
  let rest = afterUnit;
  while (isSizeAt(tokens, rest)) rest += 1;
  if (rest < tokens.length && !isMark(tokens[rest], ...AFTER_TRAILING_AMOUNT)) return undefined;
  return {
    quantity,
    units: unit ? writtenText(tokens.slice(unit.first, unit.next)) : '',
    unit: unit?.key ?? null,
    alternate: other?.text ?? '',
    rest: [...name, ...tokens.slice(afterUnit)],
    notes: [],
  };
}

/** "(a pound or two)": one of a unit said with an article, or two of it. */
function articleAmount(tokens: readonly Token[], from: number): Quantity | undefined {
  if (!ARTICLES.has(bare(tokens[from]?.text ?? '')) || !unitAt(tokens, from + 1)) return undefined;
  return { value: 1, high: null, approximate: false, first: from, next: from + 1, from };
}

/** "or two" after "a pound": the high end of a range said in words. */
function rangeInWords(tokens: readonly Token[], amount: Quantity, from: number): number | null {
  if (bare(tokens[from]?.text ?? '') !== 'or') return null;
  const high = quantityAt(tokens, from + 1, true);
  return high && high.high === null && high.value > amount.value && high.next === from + 2
    ? high.value
    : null;
}

/** The amount filling the parentheses from `open` to `end`, as a lead, or undefined. */
function amountIn(tokens: readonly Token[], open: number, end: number): Lead | undefined {
  const close = end - 1;
  const quantity = quantityAt(tokens, open + 1, true) ?? articleAmount(tokens, open + 1);
  if (!quantity) return undefined;
  let unitStart = quantity.next;
  while (isSizeAt(tokens, unitStart)) unitStart += 1;
  const unit = unitAt(tokens, unitStart);
  let next = unit ? unit.next : quantity.next;
  while (isSizeAt(tokens, next)) next += 1;
  let alternate = '';
  let high = quantity.high;
  if (next < close && quantity.high === null && unit) {
    const words = rangeInWords(tokens, quantity, next);
    if (words !== null) {
      high = words;
      next += 2;
    }
  }
  if (next < close && unit) {
    const other = alternateAfter(tokens, next);
    if (other) {
      alternate = other.text;
      next = other.next;
    }
  }
  if (next !== close) return undefined;
  // "Cinnamon sticks (3-5 sticks)": the unit said after the food and again with its amount.
  const repeated = unit !== undefined && open > 1 && unitAt(tokens, open - 1)?.key === unit.key;
  return {
    quantity: { ...quantity, high },
    units: unit ? writtenText(tokens.slice(unit.first, unit.next)) : '',
    unit: unit?.key ?? null,
    alternate,
    rest: [...tokens.slice(0, open - (repeated ? 1 : 0)), ...tokens.slice(end)],
    notes: [],
  };
}

/**
 * The amount in parentheses after the food, when the line gives none before it: "Rice flour
 * (20 g - 55mL)", "Chicken (a pound or two)", "Tomatoes (10 - 15 medium sized)". Not after a
 * vague amount, whose parentheses say how much it is ("a little salt (1/3 of a teaspoon)").
 */
export function amountInParentheses(tokens: readonly Token[], at: number): Lead | undefined {
  if (vagueAt(tokens, at) > 0) return undefined;
  for (let index = at + 1; index < tokens.length; index += 1) {
    if (!isMark(tokens[index], '(')) continue;
    const end = closing(tokens, index);
    if (end < 0) return undefined;
    const lead = amountIn(tokens, index, end);
    if (lead) return { ...lead, rest: lead.rest.slice(at) };
    index = end - 1;
  }
  return undefined;
}
