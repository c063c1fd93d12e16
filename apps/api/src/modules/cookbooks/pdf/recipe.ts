import type { BookIngredient, BookModel, BookRecipe } from './book-model.js';
import { type Face, hasGlyph } from './fonts.js';
import { Pager } from './pager.js';
import { placePhoto, printedSize } from './photo.js';
import { hasStory, printShortStory, printStory, storyPageFor } from './story.js';
import type { Line, Span } from './text.js';
import { COLORS } from './theme.js';
import { joinUnits, servingPhrase, vulgarFractions } from './typeset.js';

/*
 * One recipe: its family story on a left-hand page of its own (story.ts) when it is more than a
 * few lines, then a new page (no running head on it: the title is there), the photo first, then
 * the title, the facts, a short story, ingredients (two columns for a long list whose items each fit on one line of a column),
 * numbered steps and tips. Amounts and steps print fractions as the font's vulgar fractions and
 * hold each number to its unit.
 */

export interface PassContext {
  pager: Pager;
  book: BookModel;
  /** False on the layout pass, which reads no photos. */
  decode: boolean;
}

const COLUMN_GAP = 18;
/** The fewest ingredients set in two columns: a short list reads better down one. */
const MIN_COLUMN_ITEMS = 8;
/** Line height over size of a title set over two lines or more. */
const DISPLAY_LEADING = 1.1;

/** Text as printed in `face`: vulgar fractions where the font has them, numbers held to units. */
const printed = (text: string, face: Face = 'regular') =>
  joinUnits(vulgarFractions(text, (char) => hasGlyph(char, face)));

const plainParagraphs = (text: string) =>
  text
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean);

function minutes(label: string, value: number): string | undefined {
  if (!value) return undefined;
  const h = Math.floor(value / 60);
  const m = value % 60;
  const time = h ? `${h} h${m ? ` ${m} min` : ''}` : `${m} min`;
  return `${label} ${time}`;
}

function facts(recipe: BookRecipe): string {
  return [
    servingPhrase(recipe.serving) || undefined,
    minutes('Prep', recipe.prepMinutes),
    minutes('Cook', recipe.cookMinutes),
    minutes('Total', recipe.totalMinutes),
  ]
    .filter(Boolean)
    .map((fact) => joinUnits(fact ?? ''))
    .join('  ·  ');
}

async function photo(ctx: PassContext, recipe: BookRecipe): Promise<void> {
  const { pager } = ctx;
  if (!ctx.book.photos || !recipe.photo) return;
  const room = {
    width: pager.width,
    height: Math.min(pager.width * 0.72, (pager.bottom - pager.top) * 0.46),
  };
  // The frame comes from the stored pixel size, so both passes lay the page out alike without
  // reading the photo; without a known size the photo gets the whole frame.
  const frame = recipe.photoSize ? printedSize(recipe.photoSize, room) : room;
  const box = { x: pager.left + (pager.width - frame.width) / 2, y: pager.y, ...frame };
  await placePhoto(pager, recipe.photo, box, { decode: ctx.decode });
  pager.y += frame.height + pager.theme.body;
}

/** A section heading, kept on its page with the lines of `next` that can't be parted from it. */
function heading(pager: Pager, text: string, lines: number): void {
  const { theme } = pager;
  pager.gap(theme.body * 0.9);
  pager.paragraph([{ text, face: 'bold' }], {
    size: theme.heading,
    color: COLORS.accent,
    keepWithNext: pager.lineHeight(theme.body) * Pager.firstLines(lines),
  });
  pager.gap(theme.body * 0.2);
}

/** The bold amount and its unit, a lighter alternate in brackets, then the food as written. */
function ingredientSpans(item: BookIngredient): Span[] {
  const spans: Span[] = [];
  if (item.amount) spans.push({ text: printed(item.amount, 'bold'), face: 'bold' });
  if (item.alternate) {
    const text = ` (${printed(item.alternate)})`;
    spans.push({ text, face: 'regular', color: COLORS.soft });
  }
  spans.push({ text: `${spans.length ? ' ' : ''}${printed(item.ingredient)}`, face: 'regular' });
  return spans;
}

const BULLET_INDENT = 14;

/** A part of the list ("Dough"), kept with the first line under it. */
function partHeading(pager: Pager, text: string, next: BookIngredient | undefined): void {
  const size = pager.theme.body;
  const under = next
    ? pager.ts.lines(ingredientSpans(next), size, pager.width - BULLET_INDENT).length
    : 0;
  pager.gap(size * 0.35);
  pager.paragraph([{ text, face: 'italic' }], {
    size,
    color: COLORS.accent,
    keepWithNext: pager.lineHeight(size) * Pager.firstLines(under),
  });
}

function ingredients(pager: Pager, recipe: BookRecipe): void {
  const list = recipe.ingredients;
  if (!list.length) return;
  const size = pager.theme.body;
  const column = (pager.width - COLUMN_GAP) / 2;
  const items = list.map(ingredientSpans);
  const asColumns = items.map((spans) => pager.ts.lines(spans, size, column - BULLET_INDENT));
  // A list in parts reads down one column, each part under its heading.
  const columns =
    list.length >= MIN_COLUMN_ITEMS &&
    !list.some((item) => item.heading) &&
    asColumns.every((l) => l.length === 1);
  // In two columns the rows part like a paragraph's lines.
  const first = columns
    ? Math.ceil(items.length / 2)
    : pager.ts.lines(items[0] ?? [], size, pager.width - BULLET_INDENT).length;
  heading(pager, 'Ingredients', first);
  if (columns) {
    twoColumns(
      pager,
      asColumns.map((lines) => lines[0] as Line),
      column,
    );
    return;
  }
  list.forEach((item, i) => {
    if (item.heading) partHeading(pager, item.ingredient, list[i + 1]);
    else {
      const spans = items[i] ?? [];
      pager.paragraph(spans, { size, indent: BULLET_INDENT }, { text: '•', face: 'bold' });
    }
  });
}

/** Ingredients down the first column then the second, page by page; never one row alone. */
function twoColumns(pager: Pager, lines: Line[], column: number): void {
  const size = pager.theme.body;
  const lh = pager.lineHeight(size);
  let rest = lines;
  while (rest.length) {
    const needed = Math.ceil(rest.length / 2);
    let rows = Math.floor((pager.room + 0.01) / lh);
    if (rows < needed) rows = Math.min(rows, needed - 2);
    if (rows < Math.min(2, needed) && !pager.atTop) {
      pager.newPage();
      continue;
    }
    rows = Math.max(1, Math.min(rows, needed));
    const chunk = rest.slice(0, rows * 2);
    chunk.forEach((line, i) => {
      const x = pager.left + (i < rows ? 0 : column + COLUMN_GAP);
      const baseline = pager.y + (i % rows) * lh + lh * 0.5 + size * 0.35;
      pager.ts.draw(bullet(pager, size), x, baseline, size, COLORS.accent);
      pager.ts.draw(line, x + BULLET_INDENT, baseline, size, COLORS.text);
    });
    pager.y += rows * lh;
    rest = rest.slice(rows * 2);
    if (rest.length) pager.newPage();
  }
}

function bullet(pager: Pager, size: number): Line {
  return pager.ts.lines([{ text: '•', face: 'bold' }], size, BULLET_INDENT)[0] as Line;
}

function steps(pager: Pager, recipe: BookRecipe): void {
  if (!recipe.instructions.length) return;
  const size = pager.theme.body;
  const indent = (pager.ts.lines([{ text: '00.', face: 'bold' }], size, 100)[0]?.width ?? 0) + 8;
  const first = [{ text: printed(recipe.instructions[0] ?? ''), face: 'regular' as const }];
  heading(pager, 'Method', pager.ts.lines(first, size, pager.width - indent).length);
  recipe.instructions.forEach((step, i) => {
    if (i > 0) pager.gap(size * 0.45);
    pager.paragraph(
      [{ text: printed(step), face: 'regular' }],
      { size, indent },
      {
        text: `${i + 1}.`,
        face: 'bold',
      },
    );
  });
}

function tips(pager: Pager, recipe: BookRecipe): void {
  if (!recipe.tips.length) return;
  const size = pager.theme.body;
  const first = [{ text: printed(recipe.tips[0] ?? ''), face: 'regular' as const }];
  const lines = pager.ts.lines(first, size, pager.width - BULLET_INDENT).length;
  heading(pager, recipe.tips.length === 1 ? 'Tip' : 'Tips', lines);
  for (const tip of recipe.tips) {
    pager.paragraph(
      [{ text: printed(tip), face: 'regular' }],
      { size, indent: BULLET_INDENT },
      {
        text: '•',
        face: 'bold',
      },
    );
  }
}

/** Whose kitchen the recipe came from, under its header when it has no story page to say so. */
function kitchen(pager: Pager, recipe: BookRecipe): void {
  if (!recipe.fromKitchenOf || hasStory(recipe)) return;
  pager.paragraph([{ text: `From the kitchen of ${recipe.fromKitchenOf}`, face: 'italic' }], {
    size: pager.theme.body,
    color: COLORS.soft,
  });
}

function header(pager: Pager, recipe: BookRecipe): void {
  const { theme } = pager;
  const title = pager.ts.balancedLines(
    [{ text: recipe.title, face: 'bold' }],
    theme.title,
    pager.width,
  );
  pager.placeLines(title, {
    size: theme.title,
    color: COLORS.accent,
    keepWithNext: pager.lineHeight(theme.body) * 2,
    ...(title.length > 1 ? { leading: DISPLAY_LEADING } : {}),
  });
  pager.gap(theme.body * 0.2);
  const line = facts(recipe);
  if (line)
    pager.paragraph([{ text: line, face: 'regular' }], { size: theme.body, color: COLORS.soft });
  for (const text of plainParagraphs(recipe.description)) {
    pager.gap(theme.body * 0.4);
    pager.paragraph([{ text: joinUnits(text), face: 'regular' }], { size: theme.body });
  }
  pager.gap(theme.body * 0.4);
}

/**
 * Prints a recipe from a new page, a recipe with a long story from its story's left-hand page
 * with the recipe opening on the right-hand page after it; returns the page it starts on.
 */
export async function printRecipe(ctx: PassContext, recipe: BookRecipe): Promise<number> {
  const { pager } = ctx;
  pager.section = recipe.title;
  const ownPage = storyPageFor(pager, recipe);
  const story = ownPage ? printStory(pager, recipe) : undefined;
  pager.newPage({ numbered: true, head: true }, { head: false });
  const start = story ?? pager.pages;
  await photo(ctx, recipe);
  header(pager, recipe);
  if (hasStory(recipe) && !ownPage) printShortStory(pager, recipe);
  else kitchen(pager, recipe);
  ingredients(pager, recipe);
  steps(pager, recipe);
  tips(pager, recipe);
  return start;
}
