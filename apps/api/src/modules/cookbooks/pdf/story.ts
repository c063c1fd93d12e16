import type { BookRecipe } from './book-model.js';
import type { PageKind, Pager } from './pager.js';
import type { Line, Span } from './text.js';
import { COLORS } from './theme.js';
import { joinUnits } from './typeset.js';

/*
 * The family story on a page of its own: a left-hand (even) page facing the recipe's opening
 * page, with the recipe's title as a small heading, the story in roman type on a measure of
 * about 65 characters centred on the page, then whose kitchen it came from. A story longer than
 * its page runs on; the recipe then opens on the next right-hand page. A short story (at most
 * SHORT_STORY_LINES lines) would leave that page nearly empty: it is set the same way under the
 * recipe's header instead.
 */

/** The story's type sizes: the first, or the second on a page too narrow for its measure. */
const STORY_SIZES = [11, 10.5] as const;
/** The characters a line of the story holds on average. */
const MEASURE_CHARS = 65;
/** Averages tried in turn, nearest `MEASURE_CHARS` first, for a story whose lines vary. */
const MEASURE_TRIES = [MEASURE_CHARS, 67, 63, 69, 61, 71, 59];
/** The fewest and most characters a full line of the story holds. */
const LINE_CHARS = [55, 75] as const;
/** Fewest lines of a paragraph left alone at the foot or the top of a page. */
const MIN_LINES = 2;
/** Line height over size of a heading set over two lines or more. */
const HEADING_LEADING = 1.2;
/** The kind of the recipe's pages: numbered, with running heads but on opening pages. */
const RECIPE_PAGES: PageKind = { numbered: true, head: true };

/** The most lines a story set under the recipe's header takes; a longer one gets its own page. */
const SHORT_STORY_LINES = 6;

export const hasStory = (recipe: BookRecipe): boolean => recipe.story.trim() !== '';

const paragraphsOf = (text: string) =>
  text
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean);

/** Adds a blank page (numbered, no running head) when the next page is not on `side`. */
function turnTo(pager: Pager, side: 'left' | 'right'): void {
  const nextIsLeft = (pager.pages + 1) % 2 === 0;
  if (nextIsLeft !== (side === 'left')) pager.newPage(RECIPE_PAGES, { head: false });
}

/** The characters of a line as printed. */
const charsOf = (line: Line) => [...line.runs.map((r) => r.text).join('')].length;

/** The story's type and column: its size and the column's width. */
interface Measure {
  size: number;
  width: number;
}

/**
 * The story's type and column: about `MEASURE_CHARS` of its own characters a line, narrowed or
 * widened a little when that sets every line but the last of each paragraph within
 * `LINE_CHARS`; never wider than the text block, where the type is set a size smaller when the
 * block is narrower than `MEASURE_CHARS`.
 */
function measureOf(pager: Pager, paragraphs: string[]): Measure {
  const [least, most] = LINE_CHARS;
  const setting = (size: number) => {
    const [all] = pager.ts.lines([{ text: paragraphs.join(' '), face: 'regular' }], size, Infinity);
    return all && charsOf(all) ? all.width / charsOf(all) : 0;
  };
  const roomy = setting(STORY_SIZES[0]) * MEASURE_CHARS <= pager.width;
  const size = roomy ? STORY_SIZES[0] : STORY_SIZES[1];
  const perChar = setting(size);
  if (!perChar) return { size, width: pager.width };
  const fits = (width: number) =>
    paragraphs.every((p) => {
      const lines = pager.ts.lines([{ text: joinUnits(p), face: 'regular' }], size, width);
      return lines.slice(0, -1).every((l) => charsOf(l) >= least && charsOf(l) <= most);
    });
  const widths = MEASURE_TRIES.map((chars) => Math.min(pager.width, perChar * chars));
  return { size, width: widths.find(fits) ?? (widths[0] as number) };
}

/** The column's left edge on this page: centred on the page, kept inside the text block. */
function columnX(pager: Pager, measure: number): number {
  const centred = (pager.theme.width - measure) / 2;
  return Math.min(Math.max(centred, pager.left), pager.left + pager.width - measure);
}

interface Setting {
  size: number;
  color: string;
  leading?: number;
}

/**
 * Places a paragraph's lines in the column, page by page, never leaving one line alone at the
 * foot or the top of a page; a paragraph of three lines or fewer moves whole.
 */
function place(
  pager: Pager,
  lines: Line[],
  measure: number,
  setting: Setting,
  at: (pager: Pager, measure: number) => number = columnX,
): void {
  const lh = pager.lineHeight(setting.size, setting.leading);
  let rest = lines;
  while (rest.length) {
    let fit = Math.floor((pager.room + 0.01) / lh);
    if (fit < rest.length) {
      fit = Math.min(fit, rest.length - MIN_LINES);
      if (fit < MIN_LINES && !pager.atTop) {
        pager.newPage();
        continue;
      }
      fit = Math.max(fit, 1);
    }
    const x = at(pager, measure);
    for (const line of rest.slice(0, fit)) {
      const baseline = pager.y + lh * 0.5 + setting.size * 0.35;
      pager.ts.draw(line, x, baseline, setting.size, setting.color, measure);
      pager.y += lh;
    }
    rest = rest.slice(fit);
    if (rest.length) pager.newPage();
  }
}

/**
 * Prints the recipe's story from the next left-hand page (after a blank right-hand one when
 * needed) and leaves the pager where the recipe's opening right-hand page comes next; returns
 * the story's first page, where the recipe starts.
 */
export function printStory(pager: Pager, recipe: BookRecipe): number {
  const { theme } = pager;
  turnTo(pager, 'left');
  pager.newPage(RECIPE_PAGES, { head: false });
  const start = pager.pages;
  const paragraphs = paragraphsOf(recipe.story);
  const { size, width } = measureOf(pager, paragraphs);
  const title = pager.ts.balancedLines(
    [{ text: recipe.title, face: 'bold' }],
    theme.heading,
    width,
  );
  place(pager, title, width, {
    size: theme.heading,
    color: COLORS.accent,
    ...(title.length > 1 ? { leading: HEADING_LEADING } : {}),
  });
  pager.gap(size * 0.9);
  paragraphs.forEach((text, i) => {
    if (i > 0) pager.gap(size * 0.6);
    const spans: Span[] = [{ text: joinUnits(text), face: 'regular' }];
    place(pager, pager.ts.lines(spans, size, width), width, { size, color: COLORS.text });
  });
  const kitchen = recipe.fromKitchenOf.trim();
  if (kitchen) {
    pager.gap(size * 0.9);
    const spans: Span[] = [
      { text: pager.words('fromKitchenOf', { name: kitchen }), face: 'italic' },
    ];
    place(pager, pager.ts.lines(spans, size, width), width, { size, color: COLORS.soft });
  }
  turnTo(pager, 'right');
  return start;
}

/** The story's paragraphs set in its column, as lines. */
function storyLines(pager: Pager, paragraphs: string[], { size, width }: Measure): Line[][] {
  return paragraphs.map((text) =>
    pager.ts.lines([{ text: joinUnits(text), face: 'regular' }], size, width),
  );
}

/** Whether the recipe's story takes a page of its own: it has one, longer than a short one. */
export function storyPageFor(pager: Pager, recipe: BookRecipe): boolean {
  if (!hasStory(recipe)) return false;
  const paragraphs = paragraphsOf(recipe.story);
  const count = storyLines(pager, paragraphs, measureOf(pager, paragraphs)).flat().length;
  return count > SHORT_STORY_LINES;
}

/** How far a short story stands in from the text block, a rule in its margin. */
const SHORT_STORY_INDENT = 12;

/**
 * A short story under the recipe's header, set apart from the description by a rule in its left
 * margin: the same roman type and measure as a story page, then whose kitchen it came from. It
 * stays whole on one page.
 */
export function printShortStory(pager: Pager, recipe: BookRecipe): void {
  const paragraphs = paragraphsOf(recipe.story);
  const measure = measureOf(pager, paragraphs);
  const { size } = measure;
  const width = Math.min(measure.width, pager.width - SHORT_STORY_INDENT);
  const lines = storyLines(pager, paragraphs, { size, width });
  const kitchen = recipe.fromKitchenOf.trim();
  const kitchenLines = kitchen
    ? pager.ts.lines(
        [{ text: pager.words('fromKitchenOf', { name: kitchen }), face: 'italic' }],
        size,
        width,
      )
    : [];
  const lh = pager.lineHeight(size);
  const gaps = (lines.length - 1) * size * 0.5 + (kitchen ? size * 0.5 : 0);
  const height = (lines.flat().length + kitchenLines.length) * lh + gaps;
  pager.gap(size * 0.3);
  pager.need(height);
  const top = pager.y;
  const indented = (p: Pager) => p.left + SHORT_STORY_INDENT;
  lines.forEach((paragraph, i) => {
    if (i > 0) pager.gap(size * 0.5);
    place(pager, paragraph, width, { size, color: COLORS.text }, indented);
  });
  if (kitchen) {
    pager.gap(size * 0.5);
    place(pager, kitchenLines, width, { size, color: COLORS.soft }, indented);
  }
  const x = pager.left + 1;
  pager.doc
    .moveTo(x, top + size * 0.3)
    .lineTo(x, pager.y - size * 0.2)
    .lineWidth(1.5)
    .strokeColor(COLORS.rule)
    .stroke();
  pager.gap(size * 0.6);
}
