import { CATEGORY_CHIPS, type Category } from '@family-recipes/shared';
import type { Pager } from './pager.js';
import { placePhoto } from './photo.js';
import type { PassContext } from './recipe.js';
import type { Line } from './text.js';
import { COLORS } from './theme.js';

/*
 * The front of the book: the cover (page 1), the dedication on its back (page 2), the contents
 * from page 3, and the chapter openers. Page numbers in the contents come from the layout pass;
 * the contents' own length never depends on them (the number column has a fixed width).
 */

export const categoryLabel = (category: Category) =>
  CATEGORY_CHIPS.find((chip) => chip.category === category)?.label ?? category;

/**
 * One line of the contents: a chapter or a recipe, with the page it starts on once known and the
 * named destination on that page the line links to (printing pass only).
 */
export interface ContentsEntry {
  text: string;
  chapter: boolean;
  page?: number;
  dest?: string;
}

const NUMBER_COLUMN = 44;

export async function cover(ctx: PassContext): Promise<void> {
  ctx.pager.newPage({ numbered: false, head: false });
  await drawCover(ctx);
}

/**
 * The front cover drawn on the current page, from its top left corner at the origin: page 1 of
 * the screen edition, the right half of the print edition's cover.
 */
export async function drawCover(ctx: PassContext): Promise<void> {
  const { pager, book } = ctx;
  const { doc, theme } = pager;
  doc.rect(0, 0, theme.width, theme.height).fillColor(COLORS.paper).fill();
  // The photo shares the text block with the title, so both are centred on the same line.
  const box = { x: pager.left, y: theme.top, width: pager.width, height: theme.height * 0.5 };
  if (book.cover) await placePhoto(pager, book.cover, box, { decode: ctx.decode, crop: true });
  pager.y = box.y + box.height + theme.display;
  pager.paragraph([{ text: book.title, face: 'bold' }], {
    size: theme.display,
    color: COLORS.accent,
    align: 'center',
  });
  pager.y += theme.body * 1.2;
  pager.rule();
  pager.y += theme.body;
  if (book.subtitle) {
    pager.paragraph([{ text: book.subtitle, face: 'italic' }], {
      size: theme.heading,
      color: COLORS.soft,
      align: 'center',
    });
  }
}

export function dedication(ctx: PassContext): void {
  const { pager, book } = ctx;
  pager.newPage({ numbered: false, head: false });
  if (!book.dedication.trim()) return;
  pager.y = pager.theme.height * 0.3;
  for (const text of book.dedication.split(/\n+/).filter((p) => p.trim())) {
    pager.paragraph([{ text: text.trim(), face: 'italic' }], {
      size: pager.theme.heading,
      color: COLORS.text,
      align: 'center',
    });
    pager.gap(pager.theme.body * 0.5);
  }
}

function bigHeading(pager: Pager, text: string): void {
  pager.paragraph([{ text, face: 'bold' }], { size: pager.theme.title, color: COLORS.accent });
  pager.gap(pager.theme.body);
}

export function contents(pager: Pager, entries: ContentsEntry[]): void {
  pager.section = 'Contents';
  pager.newPage({ numbered: true, head: true });
  bigHeading(pager, 'Contents');
  for (const entry of entries) contentsEntry(pager, entry);
}

function contentsEntry(pager: Pager, entry: ContentsEntry): void {
  const size = pager.theme.body;
  const lh = pager.lineHeight(size);
  const indent = entry.chapter ? 0 : size;
  const face = entry.chapter ? 'bold' : 'regular';
  const lines = pager.ts.lines(
    [{ text: entry.text, face }],
    size,
    pager.width - indent - NUMBER_COLUMN,
  );
  if (entry.chapter) pager.gap(size * 0.8);
  // An entry stays whole; a chapter keeps its first recipe with it.
  pager.need(lines.length * lh + (entry.chapter ? lh : 0));
  const color = entry.chapter ? COLORS.accent : COLORS.text;
  // The whole entry, text to page number, is one link to the page it names.
  if (entry.dest) {
    pager.doc.goTo(pager.left, pager.y, pager.width, lines.length * lh, entry.dest);
  }
  lines.forEach((line, i) => {
    const baseline = pager.y + lh * 0.5 + size * 0.35;
    pager.ts.draw(line, pager.left + indent, baseline, size, color);
    if (i === lines.length - 1) pageNumber(pager, line, indent, baseline, entry);
    pager.y += lh;
  });
}

function pageNumber(
  pager: Pager,
  line: Line,
  indent: number,
  baseline: number,
  entry: ContentsEntry,
): void {
  if (entry.page === undefined) return;
  const size = pager.theme.body;
  const [number] = pager.ts.lines([{ text: String(entry.page), face: 'regular' }], size, 100);
  if (!number) return;
  const right = pager.left + pager.width;
  pager.ts.draw(number, right - number.width, baseline, size, COLORS.text);
  // Dotted leaders drawn as a line, not text, so the contents read cleanly when copied.
  const from = pager.left + indent + line.width + 6;
  const to = right - number.width - 6;
  if (to - from < 8) return;
  pager.doc
    .save()
    .moveTo(from, baseline)
    .lineTo(to, baseline)
    .lineWidth(0.9)
    .lineCap('round')
    .dash(0.1, { space: 4 })
    .strokeColor(COLORS.rule)
    .stroke()
    .restore();
}

export function chapterOpener(pager: Pager, category: Category, count: number): number {
  const { theme } = pager;
  pager.section = categoryLabel(category);
  pager.newPage({ numbered: true, head: false });
  pager.y = theme.height * 0.34;
  pager.paragraph([{ text: categoryLabel(category), face: 'bold' }], {
    size: theme.display,
    color: COLORS.accent,
    align: 'center',
  });
  pager.y += theme.body;
  pager.rule(0.2);
  pager.y += theme.body;
  pager.paragraph([{ text: count === 1 ? '1 recipe' : `${count} recipes`, face: 'italic' }], {
    size: theme.heading,
    color: COLORS.soft,
    align: 'center',
  });
  return pager.pages;
}
