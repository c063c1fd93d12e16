import { unitKeyOf } from '../ingredients/dictionary.js';
import { replaceTokens, spanOf, widenEdit, type Reading, type Span } from './card-reading.js';

/*
 * Amounts on a card: the misreadings OCR makes of handwritten and typed amounts, fixed where the
 * line shows what was meant, and every amount found so the review can point at it.
 */

/** Units after which "12" is almost always a misread "½" (nobody writes 12 cups of sugar). */
const HALF_UNITS: ReadonlySet<string> = new Set(['cup', 'tsp', 'tbsp', 'pint', 'quart', 'stick']);
/** The fractions a 3-digit misreading ends in ("112" for "1½", "134" for "1¾"). */
const FRACTIONS: Readonly<Record<string, string>> = { '12': '1/2', '14': '1/4', '34': '3/4' };
/** Units OCR splits in two ("tbs p", "c up"), as they are written once joined. */
const BROKEN_UNITS: ReadonlySet<string> = new Set(['tbsp', 'tbsps', 'tsp', 'tsps', 'cup', 'cups']);
const BROKEN_GERMAN: ReadonlySet<string> = new Set(['el', 'tl']);
/** A list mark before an ingredient ("-", "•"). */
const BULLET = /^[•·▪●○◦□☐✓✔*\-–—+]+$/u;
const VULGAR = '½¼¾⅓⅔⅛⅜⅝⅞';
/** An amount as one word: "2", "1.5", "2,5", "1/2", "½", "1½", "1-2", "1 1/2" (a fixed word). */
const AMOUNT = new RegExp(
  String.raw`^[(~≈]?(?:\d{1,6}(?:[.,]\d{1,4})?(?:[-–]\d{1,6}(?:[.,]\d{1,4})?)?|\d{1,4}\/\d{1,4}|\d{1,4} \d{1,2}\/\d{1,2}|\d{0,4}[${VULGAR}])[),;:]?$`,
  'u',
);
/** An amount with its unit glued on ("400g", "2EL"). */
const GLUED = /^[(~≈]?\d{1,6}(?:[.,]\d{1,4})?(\p{L}{1,6})\.?[),;:]?$/u;
const RANGE_WORDS: ReadonlySet<string> = new Set(['-', '–', 'to', 'bis', 'à', 'a', 'or', 'oder']);
/** Letters that units of time are written with, glued to a number ("15min", "1h"). */
const TIME_SUFFIX = /^(?:h|hrs?|min|mins|std|m)\.?$/iu;

/** The word without the punctuation around it ("(14" → "14", "cups," → "cups"). */
function bare(text: string): string {
  return text.replace(/^[(["']+|[)\]"',;:.]+$/gu, '');
}

function isAmount(text: string | undefined): boolean {
  return text !== undefined && AMOUNT.test(text);
}

function isWhole(text: string | undefined): boolean {
  return text !== undefined && /^\d{1,3}$/u.test(text);
}

/** The dictionary key of the unit at `at` (one word, or two: "fl oz"), and how many words. */
function unitAt(reading: Reading, at: number): { key: string; words: number } | undefined {
  const first = reading.tokens[at]?.text;
  if (first === undefined || !/\p{L}/u.test(first)) return undefined;
  const second = reading.tokens[at + 1]?.text;
  const two = second === undefined ? null : unitKeyOf(`${bare(first)} ${bare(second)}`);
  if (two !== null) return { key: two, words: 2 };
  const one = unitKeyOf(bare(first));
  return one === null ? undefined : { key: one, words: 1 };
}

/**
 * "1O0" → "100", "l5" → "15", "1O0g" → "100g": an O for a zero between or after digits, an l or
 * I for a leading one. A unit glued after it stays ("10oz", "1l").
 */
function digitsFixed(text: string): string | undefined {
  const match = /^([lI|]?)(\d[\dOo]{0,7})(\p{L}{0,6}\.?)$/u.exec(text);
  if (!match) return undefined;
  const lead = match[1] ?? '';
  let digits = match[2] ?? '';
  let suffix = match[3] ?? '';
  const trailing = suffix === '' ? null : /[Oo]+$/u.exec(digits);
  if (trailing) {
    digits = digits.slice(0, -trailing[0].length);
    suffix = trailing[0] + suffix;
  }
  if (suffix !== '' && unitKeyOf(suffix) === null && !TIME_SUFFIX.test(suffix)) return undefined;
  const fixed = (lead === '' ? '' : '1') + digits.replace(/[Oo]/gu, '0') + suffix;
  return fixed === text ? undefined : fixed;
}

/** "Y2", "V2", "l/2", "I/2" → "1/2"; "1Y2" → "1 1/2". */
function halfFixed(text: string): string | undefined {
  const match = /^(\d?)(?:[YyVv]2|[lI|]\/2)$/u.exec(text);
  if (!match) return undefined;
  return match[1] ? `${match[1]} 1/2` : '1/2';
}

/** Fixes a word at `at` with `fix`, when it gives another text. */
function fixToken(reading: Reading, at: number, fix: (text: string) => string | undefined): void {
  const token = reading.tokens[at];
  const fixed = token ? fix(token.text) : undefined;
  if (fixed !== undefined) replaceTokens(reading, at, at, fixed);
}

/** "l cup" → "1 cup": a lone l, I or | where the amount goes, before a word. */
function fixLoneOne(reading: Reading, at: number): void {
  const token = reading.tokens[at];
  const next = reading.tokens[at + 1];
  if (token && next && /^[lI|]$/u.test(token.text) && /^[\p{L}\d]/u.test(next.text)) {
    replaceTokens(reading, at, at, '1');
  }
}

/**
 * "% cup" → "1/2 cup", "%2 cups" → "1/2 cups", "1% EL" → "1 1/2 EL": a typeset ½ that OCR read as
 * a % (its 2 kept or lost) where the amount goes, before a unit.
 */
function fixPercent(reading: Reading, at: number): void {
  const half = /^([1-9]?)%2?$/u.exec(reading.tokens[at]?.text ?? '');
  if (half && unitAt(reading, at + 1)) {
    replaceTokens(reading, at, at, half[1] ? `${half[1]} 1/2` : '1/2');
    widenEdit(reading, at, at + 1);
  }
}

/** "1Egg" → "1 Egg": a whole number glued to a capitalised word that is no unit ("1Tbsp" stays). */
function gluedWord(text: string): string | undefined {
  const [, number, word] = /^(\d{1,3})(\p{Lu}\p{Ll}{2,})$/u.exec(text) ?? [];
  if (number === undefined || word === undefined || unitKeyOf(word) !== null) return undefined;
  return `${number} ${word}`;
}

/** "0il" → "Oil", "0live" → "Olive": a capital O read as a zero at the start of a word. */
function zeroForO(text: string): string | undefined {
  return /^0\p{Ll}{2,}$/u.test(text) ? `O${text.slice(1)}` : undefined;
}

/** "tbs p", "tb sp", "t sp", "c up" → "tbsp", "tsp", "cup": a unit OCR read as two or three words. */
function fixBrokenUnit(reading: Reading, at: number): void {
  for (const count of [3, 2]) {
    const parts = reading.tokens.slice(at, at + count).map((token) => token.text);
    if (parts.length < count || !parts.every((part) => /^\p{L}{1,3}$/u.test(part))) continue;
    const joined = parts.join('');
    const lower = joined.toLowerCase();
    if (BROKEN_UNITS.has(lower) || (BROKEN_GERMAN.has(lower) && joined === joined.toUpperCase())) {
      replaceTokens(reading, at, at + count - 1, BROKEN_UNITS.has(lower) ? lower : joined);
      return;
    }
  }
}

/** "12 cup" → "1/2 cup", "114 cup" → "1 1/4 cup": a half or quarter read without its stroke. */
function fixLostFraction(reading: Reading, at: number, unit: number): void {
  const text = reading.tokens[at]?.text ?? '';
  const key = unitAt(reading, unit)?.key;
  if (key === undefined || !HALF_UNITS.has(key)) return;
  const three = /^([1-9])(12|14|34)$/u.exec(text);
  const fraction = FRACTIONS[three?.[2] ?? ''];
  const fixed = text === '12' ? '1/2' : three && fraction ? `${three[1] ?? ''} ${fraction}` : null;
  if (fixed === null) return;
  replaceTokens(reading, at, at, fixed);
  widenEdit(reading, at, unit);
}

/**
 * Fixes what OCR misreads in an ingredient line's amount and unit, each fix remembered in
 * `reading.edits`: digits with an O, l or I in them, a lone l or I, "Y2", "V2", "l/2" and "%" for a
 * half, a unit in pieces, "12", "112", "114", "134" before a volume unit for ½, 1½, 1¼, 1¾, a
 * number glued to a word ("1Egg"), and a zero for an O starting a word ("0il").
 */
export function fixIngredient(reading: Reading): void {
  let at = 0;
  while (BULLET.test(reading.tokens[at]?.text ?? '') && at < reading.tokens.length - 1) at += 1;
  for (let word = at; word < reading.tokens.length; word++) fixToken(reading, word, zeroForO);
  fixToken(reading, at, gluedWord);
  fixLoneOne(reading, at);
  fixToken(reading, at, digitsFixed);
  fixToken(reading, at, halfFixed);
  fixPercent(reading, at);
  let last = at;
  if (isWhole(reading.tokens[at]?.text) && !unitAt(reading, at + 1)) {
    fixToken(reading, at + 1, digitsFixed);
    fixToken(reading, at + 1, halfFixed);
    fixPercent(reading, at + 1);
    if (isAmount(reading.tokens[at + 1]?.text)) last = at + 1;
  }
  if (!isAmount(reading.tokens[last]?.text)) return;
  fixBrokenUnit(reading, last + 1);
  fixLostFraction(reading, last, last + 1);
}

/**
 * Fixes what OCR misreads in the words of a line that continues an ingredient ("0il" → "Oil"):
 * its start is no amount, so a lone "I" there stays a word.
 */
export function fixContinued(reading: Reading): void {
  for (let word = 0; word < reading.tokens.length; word++) fixToken(reading, word, zeroForO);
}

/** Fixes digits misread in a serving or time line ("l5 min", "1O min", "Y2 hour"). */
export function fixNumbers(reading: Reading): void {
  for (let at = 0; at < reading.tokens.length; at++) {
    fixToken(reading, at, digitsFixed);
    fixToken(reading, at, halfFixed);
  }
}

/** Whether the word is an amount, or an amount with its unit glued on. */
function amountWord(text: string): boolean {
  if (isAmount(text)) return true;
  const glued = GLUED.exec(text);
  return glued !== null && unitKeyOf(glued[1] ?? '') !== null;
}

/** How many words from `at` make one amount: "1 1/2", "1-2", "2 to 3"; 0 for none. */
function amountLength(reading: Reading, at: number): number {
  const words = reading.tokens.map((token) => token.text);
  if (!amountWord(words[at] ?? '')) return 0;
  if (isWhole(words[at]) && /^\d{1,2}\/\d{1,2}$/u.test(words[at + 1] ?? '')) return 2;
  const joiner = words[at + 1]?.toLowerCase();
  if (joiner !== undefined && RANGE_WORDS.has(joiner) && isAmount(words[at + 2])) return 3;
  return 1;
}

/** Every amount in the reading with the unit after it ("1 1/2 cups", "(14 oz)", "250 g", "2"). */
export function amountSpans(reading: Reading, from = 0, to = reading.tokens.length): Span[] {
  const spans: Span[] = [];
  let at = from;
  while (at < to) {
    const length = amountLength(reading, at);
    if (length === 0) {
      at += 1;
      continue;
    }
    const unit = unitAt(reading, at + length);
    const last = Math.min(to - 1, at + length - 1 + (unit?.words ?? 0));
    const span = spanOf(reading, at, last);
    if (span) spans.push({ ...span, text: bare(span.text) || span.text });
    at = last + 1;
  }
  return spans;
}
