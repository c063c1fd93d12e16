import { VULGAR_FRACTIONS } from '../parsing/amount.js';
import { MAX_UNIT_WORDS, startsLongerSpelling, unitKeyOf } from './dictionary.js';
import { wordSet } from './phrases.js';
import { bare, isMark, isWord, writtenText, type Token } from './tokens.js';

/** An amount read from tokens `first` up to (not including) `next`. */
export interface Quantity {
  value: number;
  /** The high end of a range ("1-2", "6 or 7", "1 (or 2)"), else null. */
  high: number | null;
  approximate: boolean;
  first: number;
  next: number;
  /** Where the number starts, after any word that made it approximate. */
  from: number;
}

/** A unit read from tokens `first` up to `next`. */
export interface UnitRead {
  key: string;
  first: number;
  next: number;
}

const APPROXIMATELY = wordSet(`
  about approx approximately around roughly ca circa env environ etwa ungefahr ongeveer cirka
  ungefar aprox aproximadamente
`);
const APPROXIMATE_MARKS = ['~', '≈'];
/** "up to 1/3 cup", "at least 2", "no more than 1": a bound the cook reads as the amount. */
const BOUNDS: readonly (readonly string[])[] = [
  ['up', 'to'],
  ['at', 'least'],
  ['at', 'most'],
  ['no', 'more', 'than'],
  ['not', 'more', 'than'],
];

function boundEnd(tokens: readonly Token[], index: number): number {
  const bound = BOUNDS.find((words) =>
    words.every((word, offset) => bare(tokens[index + offset]?.text ?? '') === word),
  );
  return index + (bound?.length ?? 0);
}
/** Words between the two ends of a range, in the languages the dictionary knows. */
const RANGE_WORDS = wordSet('to or bis oder a ou o tot till eller');
const RANGE_MARKS = ['-', '–', '—'];
const FRACTION_BARS = ['/', '⁄', '∕'];
const NUMBER_WORDS: ReadonlyMap<string, number> = new Map(
  'one two three four five six seven eight nine ten eleven twelve'
    .split(' ')
    .map((word, index) => [word, index + 1] as const),
);

/** Parts said in words: "half a cup", "a quarter of a pound", "three quarters of a pound". */
const FRACTION_WORDS: ReadonlyMap<string, number> = new Map([
  ['half', 1 / 2],
  ['halves', 1 / 2],
  ['quarter', 1 / 4],
  ['quarters', 1 / 4],
  ['third', 1 / 3],
  ['thirds', 1 / 3],
]);
const DOZEN = 12;
const DOZENS: ReadonlySet<string> = new Set(['dozen']);
const ARTICLE: ReadonlySet<string> = new Set(['a', 'an']);
const AND: ReadonlySet<string> = new Set(['and']);
const OF: ReadonlySet<string> = new Set(['of']);

const WHOLE = /^\d+$/;
/** "1,000" is a thousand in English recipes; "0,5" and "1,25" are European decimals. */
const THOUSANDS = /^[1-9]\d{0,2},\d{3}$/;

function numberValue(text: string): number {
  return Number(THOUSANDS.test(text) ? text.replace(',', '') : text.replace(',', '.'));
}

/** A fraction "3/4" at `index`: its value, null when it divides by zero, undefined when none. */
function fractionAt(tokens: readonly Token[], index: number): Quantity | null | undefined {
  const top = tokens[index];
  const bottom = tokens[index + 2];
  if (top?.kind !== 'number' || !WHOLE.test(top.text)) return undefined;
  if (!isMark(tokens[index + 1], ...FRACTION_BARS)) return undefined;
  if (bottom?.kind !== 'number' || !WHOLE.test(bottom.text)) return undefined;
  if (Number(bottom.text) === 0) return null;
  return single(Number(top.text) / Number(bottom.text), index, index + 3);
}

function single(value: number, first: number, next: number): Quantity {
  return { value, high: null, approximate: false, first, next, from: first };
}

function vulgarValue(token: Token | undefined): number | undefined {
  if (token?.kind !== 'vulgar') return undefined;
  const [top, bottom] = VULGAR_FRACTIONS[token.text] ?? [Number.NaN, 1];
  return top / bottom;
}

/**
 * One number: "2", "1.5", "0,5", "1/2", "½", and mixed numbers "1 1/2", "1-1/2", "1 - 2/3",
 * "1½", "1 ½". A hyphen before a fraction makes a mixed number, as US recipes write it: a range
 * cannot end below where it starts.
 */
function numberAt(tokens: readonly Token[], index: number): Quantity | undefined {
  const token = tokens[index];
  const vulgar = vulgarValue(token);
  if (vulgar !== undefined) return single(vulgar, index, index + 1);
  if (token?.kind !== 'number') return undefined;
  const fraction = fractionAt(tokens, index);
  if (fraction === null) return undefined;
  if (fraction) return fraction;
  const whole = numberValue(token.text);
  if (WHOLE.test(token.text)) {
    const hyphen = isMark(tokens[index + 1], '-') ? 1 : 0;
    const part = vulgarValue(tokens[index + 1 + hyphen]);
    if (part !== undefined) return single(whole + part, index, index + 2 + hyphen);
    const rest = fractionAt(tokens, index + 1 + hyphen);
    if (rest === null) return undefined;
    if (rest && rest.value < 1) return single(whole + rest.value, index, rest.next);
  }
  return Number.isFinite(whole) ? single(whole, index, index + 1) : undefined;
}

function wordValue(
  token: Token | undefined,
  words: ReadonlyMap<string, number>,
): number | undefined {
  return token?.kind === 'word' ? words.get(bare(token.text)) : undefined;
}

/** "dozen" after a count multiplies it: "a dozen", "two dozen", "1 dozen". */
function dozens(tokens: readonly Token[], amount: Quantity): Quantity {
  if (!isWord(tokens[amount.next], DOZENS)) return amount;
  return { ...amount, value: amount.value * DOZEN, next: amount.next + 1 };
}

/** The "a" or "of a" after a part ("half a cup", "a quarter of a pound"): where the rest starts. */
function afterPart(tokens: readonly Token[], next: number): number {
  if (isWord(tokens[next], OF) && isWord(tokens[next + 1], ARTICLE)) return next + 2;
  return isWord(tokens[next], ARTICLE) ? next + 1 : next;
}

/**
 * An amount in words: "one", "two dozen", "a dozen", "half a", "a quarter of a", "one and a
 * half", "three quarters of a". The "a" or "of a" after a part belongs to the amount.
 */
function wordsAt(tokens: readonly Token[], index: number): Quantity | undefined {
  const at = index + (isWord(tokens[index], ARTICLE) ? 1 : 0);
  const count = wordValue(tokens[at], NUMBER_WORDS);
  const parts = count === undefined ? undefined : wordValue(tokens[at + 1], FRACTION_WORDS);
  if (count !== undefined && parts !== undefined) {
    return single(count * parts, index, afterPart(tokens, at + 2));
  }
  if (count !== undefined) {
    const part = isWord(tokens[at + 1], AND) && isWord(tokens[at + 2], ARTICLE);
    const fraction = part ? wordValue(tokens[at + 3], FRACTION_WORDS) : undefined;
    if (fraction !== undefined) return dozens(tokens, single(count + fraction, index, at + 4));
    return dozens(tokens, single(count, index, at + 1));
  }
  if (isWord(tokens[at], DOZENS)) return single(DOZEN, index, at + 1);
  const fraction = wordValue(tokens[at], FRACTION_WORDS);
  if (fraction === undefined) return undefined;
  return single(fraction, index, afterPart(tokens, at + 1));
}

/** The high end of a range after `low`, or undefined. */
function rangeEnd(tokens: readonly Token[], low: Quantity, words: boolean): Quantity | undefined {
  const at = low.next;
  const separator = tokens[at];
  let high: Quantity | undefined;
  if (isMark(separator, ...RANGE_MARKS) || isWord(separator, RANGE_WORDS)) {
    high = numberAt(tokens, at + 1);
    const named = words && !high ? wordValue(tokens[at + 1], NUMBER_WORDS) : undefined;
    if (named !== undefined) high = single(named, at + 1, at + 2);
  } else if (isMark(separator, '(') && isWord(tokens[at + 1], RANGE_WORDS)) {
    const inner = numberAt(tokens, at + 2);
    if (inner && isMark(tokens[inner.next], ')')) high = { ...inner, next: inner.next + 1 };
  }
  return high && high.value > low.value ? high : undefined;
}

/**
 * An amount at `index`: a number or a range, with "~", "about", "approx." and their kind before
 * it. Number words ("One can of ...") are read when `words` allows.
 */
export function quantityAt(
  tokens: readonly Token[],
  index: number,
  words = false,
): Quantity | undefined {
  let at = boundEnd(tokens, index);
  let approximate = false;
  while (isMark(tokens[at], ...APPROXIMATE_MARKS) || isWord(tokens[at], APPROXIMATELY)) {
    approximate = true;
    at += 1;
  }
  const number = numberAt(tokens, at);
  const low = number ? dozens(tokens, number) : words ? wordsAt(tokens, at) : undefined;
  if (!low) return undefined;
  const high = rangeEnd(tokens, low, words);
  return {
    value: low.value,
    high: high ? high.value : null,
    approximate,
    first: index,
    next: high ? high.next : low.next,
    from: at,
  };
}

/** The unit written at `index` ("cups", "c. à s.", "fl oz"), the longest spelling first. */
export function unitAt(tokens: readonly Token[], index: number): UnitRead | undefined {
  const first = tokens[index];
  if (first?.kind !== 'word') return undefined;
  const longest = startsLongerSpelling(first.text) ? MAX_UNIT_WORDS : 1;
  for (let count = longest; count > 0; count -= 1) {
    const words = tokens.slice(index, index + count);
    if (words.length < count || words.some((token) => token.kind !== 'word')) continue;
    const key = unitKeyOf(words.map((token) => token.text).join(' '));
    if (key !== null) return { key, first: index, next: index + count };
  }
  return undefined;
}

const ALTERNATE_JOINS: ReadonlySet<string> = new Set(['or', 'oder', 'ou', 'o', 'eller']);

/** "40g", "~ 12 oz", "1/3 of a teaspoon" at `index`: as the alternate writes it, and where it ends. */
function measureAt(
  tokens: readonly Token[],
  index: number,
): { text: string; next: number } | undefined {
  const amount = quantityAt(tokens, index);
  if (!amount) return undefined;
  let at = amount.next;
  if (isWord(tokens[at], OF)) at += isWord(tokens[at + 1], ARTICLE) ? 2 : 1;
  else if (isMark(tokens[at], '-')) at += 1;
  const unit = unitAt(tokens, at);
  if (!unit) return undefined;
  const words = writtenText(tokens.slice(unit.first, unit.next));
  const written = writtenText(tokens.slice(amount.from, amount.next));
  return { text: `${amount.approximate ? '~' : ''}${written} ${words}`, next: unit.next };
}

/**
 * The same amount in other units, filling tokens `from` up to `to` exactly: "40g", "~ 4g / 0.14
 * oz", "or 1 jar". Undefined when those tokens say anything else ("500g if using yoghurt").
 */
export function alternateIn(
  tokens: readonly Token[],
  from: number,
  to: number,
): string | undefined {
  const parts: string[] = [];
  let at = from;
  while (at < to) {
    // "1lb 2oz": one amount in two units.
    const more =
      parts.length > 0 && tokens[at]?.kind === 'number' ? measureAt(tokens, at) : undefined;
    if (more && more.next <= to) {
      parts.push(`${parts.pop() ?? ''} ${more.text}`);
      at = more.next;
      continue;
    }
    if (parts.length > 0 || isWord(tokens[at], ALTERNATE_JOINS)) {
      if (!isMark(tokens[at], '/') && !isWord(tokens[at], ALTERNATE_JOINS)) return undefined;
      at += 1;
    }
    const measure = measureAt(tokens, at);
    if (!measure || measure.next > to) return undefined;
    parts.push(measure.text);
    at = measure.next;
  }
  return parts.length > 0 ? parts.join(' / ') : undefined;
}
