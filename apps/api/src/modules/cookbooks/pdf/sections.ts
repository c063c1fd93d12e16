import type { BookIngredient, BookRecipe } from './book-model.js';
import { type Face, hasGlyph } from './fonts.js';
import { Pager } from './pager.js';
import type { Line, Span } from './text.js';
import { COLORS } from './theme.js';
import { joinUnits, vulgarFractions } from './typeset.js';

/*
 * A recipe's sections: the heading each has, and the ingredients (two columns for a long list
 * whose items each fit on one line of a column).
 */

const COLUMN_GAP = 18;
/** The fewest ingredients set in two columns: a short list reads better down one. */
const MIN_COLUMN_ITEMS = 8;

/** Text as printed in `face`: vulgar fractions where the font has them, numbers held to units. */
export const printed = (text: string, face: Face = 'regular') =>
  joinUnits(vulgarFractions(text, (char) => hasGlyph(char, face)));

/** A section heading, kept on its page with the lines of `next` that can't be parted from it. */
export function heading(pager: Pager, text: string, lines: number): void {
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

export const BULLET_INDENT = 14;

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

export function ingredients(pager: Pager, recipe: BookRecipe): void {
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
  heading(pager, pager.words('ingredients'), first);
  pager.part = 'ingredients';
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
    const mirrored = lines[0]?.rtl === true;
    chunk.forEach((line, i) => {
      // A list that starts right to left fills its right-hand column first; a right-to-left line
      // has its bullet at its right.
      const first = i < rows !== mirrored;
      const x = pager.left + (first ? 0 : column + COLUMN_GAP);
      const baseline = pager.y + (i % rows) * lh + lh * 0.5 + size * 0.35;
      const mark = { ...bullet(pager, size), rtl: line.rtl };
      const markX = line.rtl ? x + column - BULLET_INDENT : x;
      pager.ts.draw(mark, markX, baseline, size, COLORS.accent, BULLET_INDENT);
      pager.ts.draw(
        line,
        line.rtl ? x : x + BULLET_INDENT,
        baseline,
        size,
        COLORS.text,
        column - BULLET_INDENT,
      );
    });
    pager.y += rows * lh;
    rest = rest.slice(rows * 2);
    if (rest.length) pager.newPage();
  }
}

function bullet(pager: Pager, size: number): Line {
  return pager.ts.lines([{ text: '•', face: 'bold' }], size, BULLET_INDENT)[0] as Line;
}
