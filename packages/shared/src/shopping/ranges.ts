import { parseAmount } from '../parsing/amount.js';

/** Two amounts a recipe leaves the cook to choose between ("6-8 tbsp"): low below high. */
export interface AmountRange {
  low: number;
  high: number;
}

/** Enough words for the longest range people write: "1 1/2 to 2 1/2". */
const MAX_RANGE_WORDS = 5;
const SEPARATOR = /\s*(?:-|–|—|\bto\b|\bor\b)\s*/giu;
const OR_IN_PARENTHESES = /^(.+?)\s*\(\s*or\s+(.+?)\s*\)$/iu;

/**
 * The two amounts of a range as people write it: "6-8", "2–3", "1 to 2", "6 or 7", "1 (or 2)",
 * "1 1/2 to 2". Undefined for a single amount, for anything that is not two amounts, and for a
 * range that does not rise ("3-1").
 */
export function parseRange(text: string): AmountRange | undefined {
  const trimmed = text.trim();
  const splits: [string, string][] = [];
  const parenthesised = OR_IN_PARENTHESES.exec(trimmed);
  if (parenthesised) splits.push([parenthesised[1] ?? '', parenthesised[2] ?? '']);
  for (const separator of trimmed.matchAll(SEPARATOR)) {
    splits.push([
      trimmed.slice(0, separator.index),
      trimmed.slice(separator.index + separator[0].length),
    ]);
  }
  for (const [first, second] of splits) {
    const low = parseAmount(first);
    const high = parseAmount(second);
    if (low.ok && high.ok && low.value < high.value) return { low: low.value, high: high.value };
  }
  return undefined;
}

/** A range at the start of a line's words and how many words it takes ("6-8 tbsp butter": 1). */
function leadingRange(words: readonly string[]): { range: AmountRange; words: number } | undefined {
  for (let count = Math.min(MAX_RANGE_WORDS, words.length); count > 0; count -= 1) {
    const text = words.slice(0, count).join(' ');
    const amount = parseAmount(text);
    if (amount.ok || amount.error.code !== 'range') continue;
    const range = parseRange(text);
    if (range) return { range, words: count };
  }
  return undefined;
}

/**
 * A range as a list writes it in the units of a line: "9-12 tbsp", "250-375 g", "3-5"; with "to"
 * when a bound is written with a space ("1 1/2 to 2 cups"), so it reads back as the same range.
 */
export function writeRange(low: string, high: string, unit: string): string {
  const between = /\s/.test(low) || /\s/.test(high) ? ' to ' : '-';
  return [`${low}${between}${high}`, unit].filter((part) => part !== '').join(' ');
}

/**
 * A range written by writeRange, read back: the range and the unit after it ('' for a count).
 * Undefined for units that are not a range.
 */
export function readRange(units: string): { range: AmountRange; unit: string } | undefined {
  const words = units.trim().split(/\s+/);
  const found = leadingRange(words);
  if (!found) return undefined;
  return { range: found.range, unit: words.slice(found.words).join(' ') };
}
