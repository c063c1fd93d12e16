import { isRecipeLanguage } from '../languages/recipe-languages.js';
import type { CardReaderAnswer, ReaderLine } from '../schemas/card-reader.js';
import { fixIngredient } from './card-amounts.js';
import { newBuilder, type Builder } from './card-builder.js';
import {
  DEFAULT_LOW_CONFIDENCE,
  draftOf,
  type CardDraft,
  type CardDraftOptions,
} from './card-draft.js';
import { item, type Item } from './card-lines-joined.js';
import { cleanText, type ReadLine } from './card-lines.js';
import { bulletOf, numberingOf } from './card-parts.js';
import { dropStart, readingOf, textOf, type Reading } from './card-reading.js';
import { servingIn, timesIn } from './card-section-items.js';
import type { CardBox, CardSide } from './card-text.js';

/*
 * The server reader's answer (docs/decisions/051) as the same drafts the device's reader gives:
 * the model has already told the recipes and their parts apart, so its lines are not grouped
 * again, but every ingredient line goes through the same amount checks, every amount is flagged,
 * a line the model was unsure of is flagged whole, and each line keeps its place on the photo.
 */

/** A photo's size in pixels, as the cook's device shows it. */
export interface PhotoSize {
  width: number;
  height: number;
}

/** The photos as the review shows them, with the answer's lines placed on them, and the drafts. */
export interface ReaderReading {
  sides: CardSide[];
  drafts: CardDraft[];
}

/** The model gives boxes in thousandths of the photo's width and height. */
const BOX_SCALE = 1000;
const SURE = 100;
const UNSURE = 0;

const NO_BOX: CardBox = { x0: 0, y0: 0, x1: 0, y1: 0 };

function sizeOf(size: PhotoSize | undefined): PhotoSize {
  const fine = (value: number | undefined) =>
    value !== undefined && Number.isFinite(value) && value > 0;
  return size && fine(size.width) && fine(size.height)
    ? { width: size.width, height: size.height }
    : { width: BOX_SCALE, height: BOX_SCALE };
}

function boxOn(line: ReaderLine, size: PhotoSize): CardBox | undefined {
  if (!line.box) return undefined;
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = line.box;
  const across = size.width / BOX_SCALE;
  const down = size.height / BOX_SCALE;
  if (x0 === x1 || y0 === y1) return undefined;
  return {
    x0: Math.min(x0, x1) * across,
    y0: Math.min(y0, y1) * down,
    x1: Math.max(x0, x1) * across,
    y1: Math.max(y0, y1) * down,
  };
}

/** Places the answer's lines on the photos, each a line of its photo's side in the answer's order. */
class Placer {
  readonly sides: CardSide[];

  constructor(photos: readonly PhotoSize[]) {
    const sizes = photos.length > 0 ? photos.map(sizeOf) : [sizeOf(undefined)];
    this.sides = sizes.map((size) => ({ ...size, lines: [] }));
  }

  /** The line as a reading; undefined when it holds no text. */
  reading(line: ReaderLine | null): Reading | undefined {
    if (!line) return undefined;
    const text = cleanText(line.text);
    if (text === '') return undefined;
    const sideIndex = line.photo < this.sides.length ? line.photo : 0;
    const side = this.sides[sideIndex] ?? this.sides[0];
    if (!side) return undefined;
    const box = boxOn(line, side);
    const confidence = line.unsure ? UNSURE : SURE;
    side.lines.push({ text, confidence, box: box ?? NO_BOX, words: [] });
    const area = box ?? NO_BOX;
    const read: ReadLine = {
      side: sideIndex,
      line: side.lines.length - 1,
      text,
      confidence,
      box,
      area,
      height: area.y1 - area.y0,
      words: [],
      placed: [],
      typicalHeight: 0,
      columnRight: 0,
    };
    return readingOf(read);
  }
}

/** A step or tip without its numbering or list mark. */
function textItem(reading: Reading): Item {
  const text = textOf(reading);
  const numbering = numberingOf(text);
  const body = dropStart(reading, numbering || bulletOf(text));
  return { ...item(body), numbered: numbering > 0 };
}

function builderOf(recipe: CardReaderAnswer['recipes'][number], placer: Placer): Builder {
  const builder = newBuilder();
  builder.title = placer.reading(recipe.title);
  const serving = placer.reading(recipe.serving);
  if (serving) {
    builder.serving = servingIn(serving) ?? {
      reading: serving,
      start: 0,
      end: textOf(serving).length,
    };
  }
  const unplacedTimes: Reading[] = [];
  for (const line of recipe.times) {
    const reading = placer.reading(line);
    if (!reading) continue;
    const times = timesIn(reading);
    if (times) builder.times.push(times.part);
    else unplacedTimes.push(reading);
  }
  for (const line of recipe.ingredients) {
    const reading = placer.reading(line);
    if (!reading) continue;
    const body = dropStart(reading, bulletOf(textOf(reading)));
    fixIngredient(body);
    builder.ingredients.push(item(body));
  }
  for (const line of recipe.steps) {
    const reading = placer.reading(line);
    if (reading) builder.instructions.push(textItem(reading));
  }
  // A times line without a time the reader knows stays in the draft, as a tip.
  for (const reading of unplacedTimes) builder.tips.push(textItem(reading));
  for (const line of recipe.tips) {
    const reading = placer.reading(line);
    if (reading) builder.tips.push(textItem(reading));
  }
  return builder;
}

/**
 * The drafts of a checked answer, in its order (a recipe without an ingredient or a step gives
 * none), and the photos' sides with its lines on them for the review. `photos` are the sizes of
 * the photos the cook sent, front first.
 */
export function readerReading(
  answer: CardReaderAnswer,
  photos: readonly PhotoSize[],
  options: CardDraftOptions = {},
): ReaderReading {
  const fallback = isRecipeLanguage(options.fallbackLanguage) ? options.fallbackLanguage : 'en';
  const threshold = Number.isFinite(options.lowConfidence)
    ? (options.lowConfidence ?? DEFAULT_LOW_CONFIDENCE)
    : DEFAULT_LOW_CONFIDENCE;
  const placer = new Placer(photos);
  const drafts = answer.recipes.flatMap(
    (recipe) => draftOf(builderOf(recipe, placer), fallback, threshold) ?? [],
  );
  return { sides: placer.sides, drafts };
}

/** The drafts of a checked answer (readerReading without the sides). */
export function readerDrafts(
  answer: CardReaderAnswer,
  photos: readonly PhotoSize[],
  options: CardDraftOptions = {},
): CardDraft[] {
  return readerReading(answer, photos, options).drafts;
}
