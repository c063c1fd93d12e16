import { guessLanguage } from '../languages/guess.js';
import { isRecipeLanguage, type RecipeLanguage } from '../languages/recipe-languages.js';
import { amountSpans } from './card-amounts.js';
import { readSides, type ReadLine } from './card-lines.js';
import {
  fixedSpans,
  spanOf,
  spanOfLine,
  spanOfText,
  textOf,
  tokensBetween,
  wordsBetween,
  type Reading,
  type Span,
} from './card-reading.js';
import { itemText, type Item } from './card-lines-joined.js';
import type { Builder } from './card-builder.js';
import { CardReader } from './card-sections.js';
import type { CardBox, CardSide } from './card-text.js';

/** A part of a recipe draft that card lines fill. */
export type CardField = 'title' | 'ingredients' | 'instructions' | 'tips' | 'serving' | 'times';

/**
 * A recipe read off a photographed card, for the cook to check before it fills the submit form
 * (the fields are the form's, as in RecipeDraft).
 */
export interface CardDraft {
  title: string;
  /**
   * Ingredient lines as written on the card, after the fixes below; each still passes through
   * the project's ingredient parser when the form is submitted.
   */
  ingredients: string[];
  instructions: string[];
  tips: string[];
  /** '' when the card gives none; "Serves 4" → "4", "Makes 12 cookies" → "12 cookies". */
  serving: string;
  /** Minutes; null when the card gives none. */
  prep_time: number | null;
  cook_time: number | null;
  total_time: number | null;
  /** guessLanguage over the draft's text, else the `fallbackLanguage` option, else 'en'. */
  language: RecipeLanguage;
  /**
   * Which card lines each field line came from, so a review view can link each field line to
   * its place on the card. A field line read across both sides has an entry for each side.
   */
  sources: { field: CardField; index: number; side: number; lines: number[] }[];
  /** Every place the cook must check: a low-confidence word, every quantity, every repaired misreading. */
  flags: CardFlag[];
}

export interface CardFlag {
  kind: 'low-confidence' | 'quantity' | 'misread';
  field: CardField;
  /** The line index within the field (0 for title, serving and times). */
  index: number;
  /** Where on the card: the side's index in the input, and the line's index on that side. */
  side: number;
  line: number;
  /** The text flagged, as it stands in the draft. */
  text: string;
  /** For 'misread': what OCR read before the fix. */
  read?: string;
  /** The word's or line's box on the card, when known. */
  box?: CardBox;
}

export interface CardDraftOptions {
  /** The language when the text does not tell (the reader's language); 'en' without one. */
  fallbackLanguage?: RecipeLanguage;
  /** Words read with less confidence (0 to 100) are flagged; 70 by default. */
  lowConfidence?: number;
}

export const DEFAULT_LOW_CONFIDENCE = 70;

/** What one draft's flags are gathered in. */
interface Context {
  flags: CardFlag[];
  sources: CardDraft['sources'];
  /** Card lines whose words without a place in the line's text were flagged already. */
  unplaced: Set<ReadLine>;
  threshold: number;
}

/** Where the flags of one field line go. */
interface Target extends Context {
  field: CardField;
  index: number;
}

function flagAt(target: Target, kind: CardFlag['kind'], line: ReadLine, span: Span): void {
  if (span.text === '') return;
  target.flags.push({
    kind,
    field: target.field,
    index: target.index,
    side: line.side,
    line: line.line,
    text: span.text,
    ...(kind === 'misread' ? { read: span.read } : {}),
    ...(span.box ? { box: { ...span.box } } : {}),
  });
}

/** Flags each word of the reading read with low confidence (or its line, without words). */
function lowConfidenceFlags(target: Target, reading: Reading): void {
  const { line } = reading;
  const first = reading.tokens[0];
  const last = reading.tokens.at(-1);
  if (!first || !last) return;
  if (line.words.length === 0 && line.confidence < target.threshold) {
    const span = spanOf(reading, 0, reading.tokens.length - 1);
    if (span) flagAt(target, 'low-confidence', line, { ...span, box: line.box });
  }
  for (const word of wordsBetween(line, first.start, last.end)) {
    if (word.confidence >= target.threshold) continue;
    const span = spanOfLine(reading, word.start, word.end);
    if (span) flagAt(target, 'low-confidence', line, { ...span, box: word.box ?? line.box });
  }
  if (target.unplaced.has(line)) return;
  target.unplaced.add(line);
  for (const word of line.words) {
    if (word.start >= 0 || word.confidence >= target.threshold) continue;
    const box = word.box ?? line.box;
    flagAt(target, 'low-confidence', line, {
      text: word.text,
      read: word.text,
      start: 0,
      end: 0,
      box,
    });
  }
}

function misreadFlags(target: Target, reading: Reading): void {
  for (const span of fixedSpans(reading)) flagAt(target, 'misread', reading.line, span);
}

/** The card lines of a field line, one entry for each side. */
function sourcesOf(field: CardField, index: number, readings: readonly Reading[]) {
  const bySide = new Map<number, Set<number>>();
  for (const { line } of readings) {
    const lines = bySide.get(line.side) ?? new Set();
    lines.add(line.line);
    bySide.set(line.side, lines);
  }
  return [...bySide.entries()].map(([side, lines]) => ({ field, index, side, lines: [...lines] }));
}

/** Items with text, as the draft's lines, with their sources and flags. */
function fieldLines(
  field: 'ingredients' | 'instructions' | 'tips',
  items: readonly Item[],
  context: Context,
): string[] {
  const texts: string[] = [];
  for (const item of items) {
    const text = itemText(item);
    if (text === '') continue;
    const target: Target = { ...context, field, index: texts.length };
    context.sources.push(...sourcesOf(field, texts.length, item.pieces));
    for (const piece of item.pieces) {
      if (field === 'ingredients') {
        misreadFlags(target, piece);
        for (const span of amountSpans(piece)) flagAt(target, 'quantity', piece.line, span);
      }
      lowConfidenceFlags(target, piece);
    }
    texts.push(text);
  }
  return texts;
}

function servingLine(builder: Builder, draft: CardDraft, context: Context): void {
  const part = builder.serving;
  if (!part) return;
  const target: Target = { ...context, field: 'serving', index: 0 };
  draft.serving = textOf(part.reading).slice(part.start, part.end);
  draft.sources.push(...sourcesOf('serving', 0, [part.reading]));
  misreadFlags(target, part.reading);
  const range = tokensBetween(part.reading, part.start, part.end);
  const amounts = range ? amountSpans(part.reading, range[0], range[1] + 1) : [];
  const value = spanOfText(part.reading, part.start, part.end);
  for (const span of amounts.length > 0 ? amounts : value ? [value] : []) {
    flagAt(target, 'quantity', part.reading.line, span);
  }
  lowConfidenceFlags(target, part.reading);
}

function timesLines(builder: Builder, draft: CardDraft, context: Context): void {
  const target: Target = { ...context, field: 'times', index: 0 };
  const fields = { prep: 'prep_time', cook: 'cook_time', total: 'total_time' } as const;
  for (const part of builder.times) {
    draft.sources.push(...sourcesOf('times', 0, [part.reading]));
    misreadFlags(target, part.reading);
    for (const time of part.times) {
      draft[fields[time.kind]] ??= time.minutes;
      const span = spanOfText(part.reading, time.start, time.end);
      if (span) flagAt(target, 'quantity', part.reading.line, span);
    }
    lowConfidenceFlags(target, part.reading);
  }
}

function titleLine(builder: Builder, draft: CardDraft, context: Context): void {
  const reading = builder.title;
  const title = reading ? textOf(reading).replace(/\s*[:：]$/u, '') : '';
  if (!reading || title === '') return;
  draft.title = title;
  draft.sources.push(...sourcesOf('title', 0, [reading]));
  lowConfidenceFlags({ ...context, field: 'title', index: 0 }, reading);
}

/** The draft a recipe read off the card gives; undefined when it has no ingredient or step. */
export function draftOf(
  builder: Builder,
  fallback: RecipeLanguage,
  threshold: number,
): CardDraft | undefined {
  const draft: CardDraft = {
    title: '',
    ingredients: [],
    instructions: [],
    tips: [],
    serving: '',
    prep_time: null,
    cook_time: null,
    total_time: null,
    language: fallback,
    sources: [],
    flags: [],
  };
  const context: Context = {
    flags: draft.flags,
    sources: draft.sources,
    unplaced: new Set(),
    threshold,
  };
  titleLine(builder, draft, context);
  draft.ingredients = fieldLines('ingredients', builder.ingredients, context);
  draft.instructions = fieldLines('instructions', builder.instructions, context);
  if (draft.ingredients.length + draft.instructions.length === 0) return undefined;
  draft.tips = fieldLines('tips', builder.tips, context);
  servingLine(builder, draft, context);
  timesLines(builder, draft, context);
  const text = [draft.title, ...draft.ingredients, ...draft.instructions, ...draft.tips];
  draft.language = guessLanguage(text.join('\n')) ?? fallback;
  return draft;
}

/**
 * The recipes on a photographed card (front first, then back), as drafts for the cook to check:
 * one draft for each recipe found, in the card's order; a back side without a title of its own
 * continues the front's recipe. A recipe counts when it has an ingredient or a step, so an
 * empty or unreadable card gives [].
 *
 * Any input is read without throwing, in time linear in its size: at most MAX_SIDES sides,
 * MAX_LINES_PER_SIDE lines a side and MAX_LINE_CHARS characters a line are read (the rest is
 * left out); a box that is not four finite numbers counts as unknown.
 */
export function cardDrafts(sides: CardSide[], options: CardDraftOptions = {}): CardDraft[] {
  const fallback = isRecipeLanguage(options.fallbackLanguage) ? options.fallbackLanguage : 'en';
  const threshold = Number.isFinite(options.lowConfidence)
    ? (options.lowConfidence ?? DEFAULT_LOW_CONFIDENCE)
    : DEFAULT_LOW_CONFIDENCE;
  const builders = new CardReader(readSides(sides)).read();
  return builders.flatMap((builder) => draftOf(builder, fallback, threshold) ?? []);
}
