import type { CardBox, CardSide } from './card-text.js';

/*
 * The card's lines as the draft reader works on them: cleaned, capped and with every word placed
 * in its line's text, so that any part of a line can be traced back to its words and their boxes.
 */

/** Sides read at the most; more photos than this are not one card. */
export const MAX_SIDES = 10;
/** Lines read on each side at the most; later lines are left out. */
export const MAX_LINES_PER_SIDE = 400;
/** Characters of a line (or word) kept at the most; the rest is cut off. */
export const MAX_LINE_CHARS = 500;
/** Words of a line read at the most. */
const MAX_WORDS_PER_LINE = 250;

/** A word of a line: where it sits in the line's cleaned text (-1 when it was not found there). */
interface ReadWord {
  text: string;
  confidence: number;
  box: CardBox | undefined;
  start: number;
  end: number;
}

/** A card line, cleaned: `area` is its box with unknown sides as 0, `box` the box when known. */
export interface ReadLine {
  side: number;
  line: number;
  text: string;
  confidence: number;
  box: CardBox | undefined;
  area: CardBox;
  height: number;
  words: ReadWord[];
  /** The words found in the text, in the text's order (their spans do not overlap). */
  placed: ReadWord[];
  /** The median line height on the line's side (0 when no box is known). */
  typicalHeight: number;
  /**
   * Where the line's column ends on the right, as the other lines show it: the furthest right
   * reached by the lines near it that start where it starts and, like it, do or do not share
   * their band with another column (0 when there is none or no box is known).
   */
  columnRight: number;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Control characters and the invisible marks that reorder text. */
const INVISIBLE = /[\p{Cc}\u200B\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069\uFEFF]/gu;

/** A text as the reader keeps it: valid, visible, spaces collapsed, at most MAX_LINE_CHARS. */
export function cleanText(value: unknown): string {
  if (typeof value !== 'string') return '';
  const cleaned = value
    .slice(0, MAX_LINE_CHARS * 2)
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(INVISIBLE, ' ')
    .normalize('NFC')
    .replace(/\s+/gu, ' ')
    .trim();
  const cut = cleaned.slice(0, MAX_LINE_CHARS);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A box whose four sides are finite numbers, corners in order; undefined for any other value. */
function knownBox(value: unknown): CardBox | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { x0, y0, x1, y1 } = value as Record<string, unknown>;
  if (!isFiniteNumber(x0) || !isFiniteNumber(y0) || !isFiniteNumber(x1) || !isFiniteNumber(y1)) {
    return undefined;
  }
  return {
    x0: Math.min(x0, x1),
    y0: Math.min(y0, y1),
    x1: Math.max(x0, x1),
    y1: Math.max(y0, y1),
  };
}

/** The smallest box around all of `boxes`; undefined when there is none. */
export function unionBox(boxes: readonly (CardBox | undefined)[]): CardBox | undefined {
  let union: CardBox | undefined;
  for (const box of boxes) {
    if (!box) continue;
    union = union
      ? {
          x0: Math.min(union.x0, box.x0),
          y0: Math.min(union.y0, box.y0),
          x1: Math.max(union.x1, box.x1),
          y1: Math.max(union.y1, box.y1),
        }
      : { ...box };
  }
  return union;
}

/** A confidence from 0 to 100; anything that is not a number counts as none (0). */
function confidenceOf(value: unknown): number {
  return isFiniteNumber(value) ? Math.min(100, Math.max(0, value)) : 0;
}

function arrayOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function fieldOf(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/** Words in a row not found in their line's text after which the rest are not looked for. */
const MAX_MISSES = 8;

/** The words of a line, each found in the line's text after the one before it. */
function readWords(raw: unknown, text: string): ReadWord[] {
  const words: ReadWord[] = [];
  let cursor = 0;
  let misses = 0;
  for (const word of arrayOf(raw).slice(0, MAX_WORDS_PER_LINE)) {
    const wordText = cleanText(fieldOf(word, 'text'));
    if (wordText === '') continue;
    const start = misses < MAX_MISSES ? text.indexOf(wordText, cursor) : -1;
    if (start >= 0) cursor = start + wordText.length;
    misses = start >= 0 ? 0 : misses + 1;
    words.push({
      text: wordText,
      confidence: confidenceOf(fieldOf(word, 'confidence')),
      box: knownBox(fieldOf(word, 'box')),
      start,
      end: start < 0 ? -1 : start + wordText.length,
    });
  }
  return words;
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** One side's lines, cleaned; lines without a letter (rules, page numbers, smudges) left out. */
function readSide(side: unknown, sideIndex: number): ReadLine[] {
  const lines: ReadLine[] = [];
  for (const [lineIndex, raw] of arrayOf(fieldOf(side, 'lines'))
    .slice(0, MAX_LINES_PER_SIDE)
    .entries()) {
    let text = cleanText(fieldOf(raw, 'text'));
    const rawWords = fieldOf(raw, 'words');
    if (text === '') {
      text = cleanText(
        arrayOf(rawWords)
          .slice(0, MAX_WORDS_PER_LINE)
          .map((word) => cleanText(fieldOf(word, 'text')))
          .join(' '),
      );
    }
    if (!/\p{L}/u.test(text)) continue;
    const words = readWords(rawWords, text);
    const box = knownBox(fieldOf(raw, 'box')) ?? unionBox(words.map((word) => word.box));
    const area = box ?? { x0: 0, y0: 0, x1: 0, y1: 0 };
    lines.push({
      side: sideIndex,
      line: lineIndex,
      text,
      confidence: confidenceOf(fieldOf(raw, 'confidence')),
      box,
      area,
      height: area.y1 - area.y0,
      words,
      placed: words.filter((word) => word.start >= 0),
      typicalHeight: 0,
      columnRight: 0,
    });
  }
  const typical = median(lines.map((line) => line.height).filter((height) => height > 0));
  for (const line of lines) line.typicalHeight = typical;
  setColumnRights(lines);
  return lines;
}

/** Every side's lines with a letter, in reading order, front first. */
export function readSides(sides: readonly CardSide[]): ReadLine[] {
  return arrayOf(sides)
    .slice(0, MAX_SIDES)
    .flatMap((side, index) => readSide(side, index));
}

/** Whether both lines' boxes are known. */
function placed(a: ReadLine, b: ReadLine): boolean {
  return a.side === b.side && a.height > 0 && b.height > 0;
}

/** Whether `b` sits beside `a` (the same band across the card, another column). */
export function beside(a: ReadLine, b: ReadLine): boolean {
  if (!placed(a, b)) return false;
  const overlap = Math.min(a.area.y1, b.area.y1) - Math.max(a.area.y0, b.area.y0);
  const slack = 0.2 * Math.min(a.height, b.height);
  const apart = b.area.x0 >= a.area.x1 - slack || a.area.x0 >= b.area.x1 - slack;
  return apart && overlap >= 0.5 * Math.min(a.height, b.height);
}

/** Whether `b` sits below `a` on the same side, or their places are unknown. */
export function below(a: ReadLine, b: ReadLine): boolean {
  if (!placed(a, b)) return true;
  return b.area.y0 >= a.area.y0 + 0.3 * Math.min(a.height, b.height) && !beside(a, b);
}

/** Lines before and after a line (in reading order) its column is looked for among. */
const COLUMN_REACH = 40;

/** Whether another line near it in reading order sits beside the line (another column). */
function besideAny(lines: readonly ReadLine[], at: number): boolean {
  const line = lines[at];
  if (!line) return false;
  const from = Math.max(0, at - COLUMN_REACH);
  const to = Math.min(lines.length, at + COLUMN_REACH + 1);
  for (let other = from; other < to; other++) {
    const near = lines[other];
    if (near && other !== at && beside(line, near)) return true;
  }
  return false;
}

/** Sets each placed line's columnRight from the other lines near it (see ReadLine). */
function setColumnRights(lines: ReadLine[]): void {
  const shared = lines.map((_, at) => besideAny(lines, at));
  for (const [at, line] of lines.entries()) {
    if (line.height <= 0) continue;
    const from = Math.max(0, at - COLUMN_REACH);
    const to = Math.min(lines.length, at + COLUMN_REACH + 1);
    for (let other = from; other < to; other++) {
      const near = lines[other];
      if (!near || other === at || near.height <= 0 || shared[other] !== shared[at]) continue;
      const startsAlike =
        Math.abs(near.area.x0 - line.area.x0) <= Math.max(line.height, near.height);
      if (startsAlike) line.columnRight = Math.max(line.columnRight, near.area.x1);
    }
  }
}

/** Whether the line's text is clearly larger than most of its side's (a title's). */
export function isLarge(line: ReadLine): boolean {
  return line.typicalHeight > 0 && line.height >= 1.35 * line.typicalHeight;
}
