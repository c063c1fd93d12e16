import { below, beside, type ReadLine } from './card-lines.js';
import { endsSentence, sentenceLike } from './card-lines-joined.js';
import { numberingOf } from './card-parts.js';

/*
 * Blocks of lines that space sets apart: on a card without headings, a list of short items set
 * apart by a gap from the sentences below it is the ingredients, and the sentences the method.
 * Headings are not looked for here: on a card with headings, they tell the sections.
 */

/** Most words (without digits) outside brackets of a line that reads as a list item. */
const ITEM_WORDS = 4;
/** Lines of a list at the least. */
const MIN_LIST_LINES = 3;
/** Lines of the method below the gap at the least (to measure their spacing by). */
const MIN_METHOD_LINES = 2;
/** Lines of each block looked at, at most (keeps the reading linear in the card's lines). */
const MAX_BLOCK_LINES = 40;
/** How much larger than the usual space between a block's lines a gap between blocks is. */
const GAP_FACTOR = 1.5;
/** By how many line heights a gap between blocks exceeds the usual space, at the least. */
const NOISE_HEIGHTS = 1 / 3;
/** The share of a block's lines that must read as items (the list) or sentences (the method). */
const MOSTLY = 2 / 3;

/**
 * Whether a line reads as a list item: a short phrase once anything in brackets is left out
 * ("Milk (to soak the bread, 2 cups)", "Olive oil", "2 eggs"), not a sentence or a numbered step.
 */
export function itemLike(text: string): boolean {
  const outside = text
    .replace(/\([^)]*\)?/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  const words = outside.split(' ').filter((word) => /\p{L}/u.test(word) && !/\d/u.test(word));
  return (
    /\p{L}/u.test(text) &&
    words.length <= ITEM_WORDS &&
    !endsSentence(outside) &&
    numberingOf(text) === 0
  );
}

/** Whether a line reads as a step of a method: a sentence or a numbered line. */
function stepLike(text: string): boolean {
  return numberingOf(text) > 0 || sentenceLike(text);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function share(lines: readonly ReadLine[], test: (text: string) => boolean): number {
  return lines.filter((line) => test(line.text)).length / Math.max(1, lines.length);
}

/** The space below each line of a card's lines (see spacesBelow), kept for each card. */
const SPACES = new WeakMap<readonly ReadLine[], number[]>();

/**
 * The vertical space between each line and the next, when the next sits below it on the same
 * side (one column, boxes known); NaN when it does not.
 */
function spacesBelow(lines: readonly ReadLine[]): number[] {
  let spaces = SPACES.get(lines);
  if (spaces) return spaces;
  spaces = lines.map((line, at) => {
    const next = lines[at + 1];
    if (!next || next.side !== line.side || line.height <= 0 || next.height <= 0) return NaN;
    if (beside(line, next) || !below(line, next)) return NaN;
    return next.area.y0 - line.area.y1;
  });
  SPACES.set(lines, spaces);
  return spaces;
}

/** The spaces below the lines from `start` on, up to the first line with none below it. */
function spacesFrom(lines: readonly ReadLine[], start: number): number[] {
  const all = spacesBelow(lines);
  const spaces: number[] = [];
  for (let at = start; spaces.length < 2 * MAX_BLOCK_LINES; at++) {
    const space = all[at];
    if (space === undefined || Number.isNaN(space)) break;
    spaces.push(space);
  }
  return spaces;
}

/**
 * Whether `gap` is clearly larger than the spaces within a block: larger than each, than most by
 * half and by more than a third of a line height (more than letters that reach below the line or
 * brackets make a space between boxes vary).
 */
function clearlyLarger(gap: number, within: readonly number[], height: number): boolean {
  if (!within.every((space) => space < gap)) return false;
  const usual = median(within);
  return gap >= GAP_FACTOR * usual && gap - usual > NOISE_HEIGHTS * height;
}

/**
 * Where the method starts when the lines from `start` on are a list set apart by space. The
 * first block of lines ends at the first gap clearly larger than the spaces between the lines
 * above it and between those of the block below it (which ends at the next space as large); one
 * of the blocks has two lines at least, to measure the spacing within it by. The first block
 * must have at least MIN_LIST_LINES lines, mostly list items, and the block below at least
 * MIN_METHOD_LINES, mostly steps. -1 for any other lines.
 */
export function listBeforeGap(lines: readonly ReadLine[], start: number): number {
  const spaces = spacesFrom(lines, start);
  const height = lines[start]?.typicalHeight ?? 0;
  let largest = -Infinity;
  for (let cut = 0; cut < Math.min(spaces.length, MAX_BLOCK_LINES); cut++) {
    const gap = spaces[cut] ?? 0;
    const above = largest < gap && clearlyLarger(gap, spaces.slice(0, cut), height);
    largest = Math.max(largest, gap);
    if (!above) continue;
    let end = cut + 1;
    while (end < spaces.length && end - cut <= MAX_BLOCK_LINES && (spaces[end] ?? 0) < gap) {
      end += 1;
    }
    const within = spaces.slice(cut + 1, end);
    if (cut + within.length === 0 || !clearlyLarger(gap, within, height)) continue;
    const list = lines.slice(start, start + cut + 1);
    const method = lines.slice(start + cut + 1, start + end + 1);
    const listed = list.length >= MIN_LIST_LINES && share(list, itemLike) >= MOSTLY;
    const steps = method.length >= MIN_METHOD_LINES && share(method, stepLike) >= MOSTLY;
    return listed && steps ? start + cut + 1 : -1;
  }
  return -1;
}
