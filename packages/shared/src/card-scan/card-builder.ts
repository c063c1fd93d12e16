import type { ReadLine } from './card-lines.js';
import { item, type Item } from './card-lines-joined.js';
import type { CardTime } from './card-parts.js';
import { readingOf, type Reading } from './card-reading.js';
import type { Section } from './card-words.js';

/* A recipe as the card reader gathers it, before it becomes a draft. */

/** The serving line, and where its value is in the line's text as the draft has it. */
export interface ServingPart {
  reading: Reading;
  start: number;
  end: number;
}

/** A times line and the times it gives. */
export interface TimesPart {
  reading: Reading;
  times: CardTime[];
}

/** A recipe as it is being read. */
export interface Builder {
  title: Reading | undefined;
  /** Lines before the first heading, ingredient or step: the title and what goes with it. */
  preamble: ReadLine[];
  ingredients: Item[];
  instructions: Item[];
  tips: Item[];
  serving: ServingPart | undefined;
  times: TimesPart[];
  section: 'start' | Section;
  /** Whether a heading started the section (else the lines' look did). */
  headed: boolean;
  /** The index of the card line after the gap that ends an ingredient list; -1 for none. */
  listEnd: number;
}

/** An empty recipe, before its first line. */
export function newBuilder(): Builder {
  return {
    title: undefined,
    preamble: [],
    ingredients: [],
    instructions: [],
    tips: [],
    serving: undefined,
    times: [],
    section: 'start',
    headed: false,
    listEnd: -1,
  };
}

/** Chooses the title among the lines before the recipe's body; the others become tips. */
export function settle(draft: Builder): void {
  const lines = draft.preamble;
  if (lines.length === 0) return;
  draft.preamble = [];
  let title: ReadLine | undefined;
  if (!draft.title) {
    const tallest = Math.max(...lines.map((line) => line.height));
    title = lines.find((line) => line.height >= 0.75 * tallest) ?? lines[0];
    if (title) draft.title = readingOf(title);
  }
  const rest = lines.filter((line) => line !== title).map((line) => item(readingOf(line)));
  draft.tips.unshift(...rest);
}
