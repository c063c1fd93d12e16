import type { CardBox } from './card-text.js';
import { unionBox, type ReadLine } from './card-lines.js';

/*
 * A part of one card line as a draft field takes it: its words as they stand after any fix, each
 * still knowing where it was read in the line, so that a flag can say what OCR read and where.
 */

/** A word of the draft: its text now, and the part of the line's text it was read from. */
interface Token {
  text: string;
  start: number;
  end: number;
}

/** A part of the line's text that was read wrongly and fixed. */
interface Edit {
  start: number;
  end: number;
}

export interface Reading {
  line: ReadLine;
  tokens: Token[];
  edits: Edit[];
}

/** The words of `line` between two offsets of its text (the whole line by default). */
export function readingOf(line: ReadLine, from = 0, to = line.text.length): Reading {
  const tokens: Token[] = [];
  for (const match of line.text.slice(from, to).matchAll(/\S+/gu)) {
    const start = from + match.index;
    tokens.push({ text: match[0], start, end: start + match[0].length });
  }
  return { line, tokens, edits: [] };
}

/** The reading's text as the draft shows it. */
export function textOf(reading: Reading): string {
  return reading.tokens.map((token) => token.text).join(' ');
}

/** Where each token starts in textOf(reading). */
function offsetsOf(reading: Reading): number[] {
  const offsets: number[] = [];
  let at = 0;
  for (const token of reading.tokens) {
    offsets.push(at);
    at += token.text.length + 1;
  }
  return offsets;
}

/**
 * The reading without the first `length` characters of its text (a step's "1.", a heading's
 * "Notes:"); a word cut in two keeps its end. Only for a reading nothing was fixed in yet.
 */
export function dropStart(reading: Reading, length: number): Reading {
  let left = length;
  const tokens: Token[] = [];
  for (const token of reading.tokens) {
    if (left <= 0) tokens.push(token);
    else if (token.text.length <= left) left -= token.text.length + 1;
    else {
      tokens.push({ text: token.text.slice(left), start: token.start + left, end: token.end });
      left = 0;
    }
  }
  return { ...reading, tokens };
}

/** Replaces tokens `first` to `last` (inclusive) by one word, and remembers the fix. */
export function replaceTokens(reading: Reading, first: number, last: number, text: string): void {
  const from = reading.tokens[first];
  const to = reading.tokens[last];
  if (!from || !to) return;
  const token = { text, start: from.start, end: to.end };
  if (first === last) reading.tokens[first] = token;
  else reading.tokens.splice(first, last - first + 1, token);
  reading.edits.push({ start: from.start, end: to.end });
}

/** Notes that tokens `first` to `last` take part in a fix (the unit that showed "12" was ½). */
export function widenEdit(reading: Reading, first: number, last: number): void {
  const from = reading.tokens[first];
  const to = reading.tokens[last];
  if (from && to) reading.edits.push({ start: from.start, end: to.end });
}

/** A part of the draft's text traced back to the card: the text now and what was read there. */
export interface Span {
  text: string;
  read: string;
  start: number;
  end: number;
  box: CardBox | undefined;
}

/** The index of the first placed word of the line that ends after `offset`. */
function firstWordAfter(line: ReadLine, offset: number): number {
  let low = 0;
  let high = line.placed.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((line.placed[middle]?.end ?? 0) <= offset) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The words read between two offsets of the line, in order. */
export function wordsBetween(line: ReadLine, start: number, end: number): ReadLine['placed'] {
  const words: ReadLine['placed'] = [];
  for (let at = firstWordAfter(line, start); at < line.placed.length; at++) {
    const word = line.placed[at];
    if (!word || word.start >= end) break;
    words.push(word);
  }
  return words;
}

/** The box around the words read between two offsets of the line; the line's when none is known. */
function boxBetween(line: ReadLine, start: number, end: number): CardBox | undefined {
  return unionBox(wordsBetween(line, start, end).map((word) => word.box)) ?? line.box;
}

/** The index of the first token of the reading that ends after `offset`. */
function firstTokenAfter(reading: Reading, offset: number): number {
  let low = 0;
  let high = reading.tokens.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((reading.tokens[middle]?.end ?? 0) <= offset) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The tokens holding characters `start` to `end` of the line's text, as a span. */
export function spanOfLine(reading: Reading, start: number, end: number): Span | undefined {
  const first = firstTokenAfter(reading, start);
  const token = reading.tokens[first];
  if (!token || token.start >= end) return undefined;
  let last = first;
  while ((reading.tokens[last + 1]?.start ?? end) < end) last += 1;
  return spanOf(reading, first, last);
}

/** Tokens `first` to `last` as a span: their text now, and the line's text they were read from. */
export function spanOf(reading: Reading, first: number, last: number): Span | undefined {
  const from = reading.tokens[first];
  const to = reading.tokens[last];
  if (!from || !to) return undefined;
  const text = reading.tokens
    .slice(first, last + 1)
    .map((token) => token.text)
    .join(' ');
  return {
    text,
    read: reading.line.text.slice(from.start, to.end),
    start: from.start,
    end: to.end,
    box: boxBetween(reading.line, from.start, to.end),
  };
}

/** The first and last token holding characters `start` to `end` of textOf(reading). */
export function tokensBetween(
  reading: Reading,
  start: number,
  end: number,
): [number, number] | undefined {
  const offsets = offsetsOf(reading);
  let first = -1;
  let last = -1;
  for (const [index, token] of reading.tokens.entries()) {
    const at = offsets[index] ?? 0;
    if (at < end && at + token.text.length > start) {
      if (first < 0) first = index;
      last = index;
    }
  }
  return first < 0 ? undefined : [first, last];
}

/** The tokens that hold characters `start` to `end` of textOf(reading), as a span. */
export function spanOfText(reading: Reading, start: number, end: number): Span | undefined {
  const range = tokensBetween(reading, start, end);
  return range ? spanOf(reading, range[0], range[1]) : undefined;
}

/** Tokens `from` to `to` (exclusive) of the reading as a reading of their own, nothing fixed. */
export function sliceReading(reading: Reading, from: number, to: number): Reading {
  return { line: reading.line, tokens: reading.tokens.slice(from, to), edits: [] };
}

/** Every fixed part of the reading, overlapping fixes taken together, as spans. */
export function fixedSpans(reading: Reading): Span[] {
  const edits = [...reading.edits].sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: Edit[] = [];
  for (const edit of edits) {
    const last = merged.at(-1);
    if (last && edit.start < last.end) last.end = Math.max(last.end, edit.end);
    else merged.push({ ...edit });
  }
  return merged.flatMap((edit) => spanOfLine(reading, edit.start, edit.end) ?? []);
}
