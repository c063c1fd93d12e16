import type { Quantity } from './amounts.js';
import type { Note } from './notes.js';
import { PREPARATION } from './phrases.js';
import { MEASURE_MODIFIERS, SIZES } from './sizes.js';
import { bare, isMark, writtenText, type Token } from './tokens.js';

/** What comes before the food: the amount, the unit as written and what was said about them. */
export interface Lead {
  quantity: Quantity | null;
  units: string;
  unit: string | null;
  alternate: string;
  /** Tokens of the food and its remarks, in the order the ingredient shows them. */
  rest: Token[];
  /** Remarks read on the way ("14 ounce" in "1 (14 ounce) can"). */
  notes: Note[];
}

/** Whether the word at `index` is a size or says how full a measure is ("large", "heaped"). */
export function isSizeAt(tokens: readonly Token[], index: number): boolean {
  const word = bare(tokens[index]?.text ?? '');
  if (word === 'extra') return SIZES.has(bare(tokens[index + 1]?.text ?? ''));
  return SIZES.has(word) || MEASURE_MODIFIERS.has(word);
}

/** The index after the parenthesis closing the one at `open`, or -1 when it is never closed. */
export function closing(tokens: readonly Token[], open: number): number {
  let depth = 0;
  for (let index = open; index < tokens.length; index += 1) {
    if (isMark(tokens[index], '(')) depth += 1;
    if (isMark(tokens[index], ')')) depth -= 1;
    if (depth === 0) return index + 1;
  }
  return -1;
}

export function note(tokens: readonly Token[]): Note {
  return { at: tokens[0]?.start ?? 0, text: writtenText(tokens) };
}

/** The most words of the cook's work before a unit ("thinly cut slices"). */
const MAX_PREPARED_WORDS = 3;

/** "4 thinly cut slices of ham": where the cook's words before a unit end; `at` when none. */
export function preparedEnd(tokens: readonly Token[], at: number): number {
  let end = at;
  while (end < at + MAX_PREPARED_WORDS && PREPARATION.has(bare(tokens[end]?.text ?? ''))) end += 1;
  return end;
}

/** "Three ounces and a half": a half said after the unit, three words long when there. */
export function halfAfter(tokens: readonly Token[], at: number): boolean {
  const words = tokens.slice(at, at + 3).map((token) => bare(token.text));
  return words.join(' ') === 'and a half';
}

/** Measures said without a number or "of" before a food ("Pinch salt", "dash pepper"). */
const BARE_MEASURES: ReadonlySet<string> = new Set(['pinch', 'dash', 'handful', 'splash']);

/**
 * Whether a unit said without a number means one of it: after an article, a size or before "of"
 * ("a pinch", "Heaped tbsp", "Pinch of salt"), or a small measure. A plural ("Sprigs of mint")
 * says there are several, not how many.
 */
export function meansOne(written: string, key: string, said: boolean): boolean {
  const word = written.toLowerCase();
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return false;
  return said || BARE_MEASURES.has(key);
}
