import type { ReadLine } from './card-lines.js';
import type { Item } from './card-lines-joined.js';
import type { CardTime } from './card-parts.js';
import type { Reading } from './card-reading.js';
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
  };
}
