import type { Quantity } from './amounts.js';
import type { Note } from './notes.js';
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
