import { textDirection, type Category } from '@family-recipes/shared';
import type { Pager } from './pager.js';
import { coverBleedSize, COVER_BLEED, coverPhotoSharp, framesOf } from './frames.js';
import { placeBytes, readPhoto, uprightSize } from './photo.js';
import type { PassContext } from './recipe.js';
import type { Line } from './text.js';
import { COLORS } from './theme.js';
import { type BookWords, categoryName, ENGLISH_WORDS } from './words.js';

/*
 * The front of the book: the cover (page 1), the dedication on a right-hand page of its own
 * (page 3, the back of the cover and its own back left blank), the contents on the next
 * right-hand page, and the chapter openers. Page numbers in the contents come from the layout pass;
 * the contents' own length never depends on them (the number column has a fixed width).
 */

/** A category's name as its chapter is called, in the book's language (English unless given). */
export const categoryLabel = (category: Category, words: BookWords = ENGLISH_WORDS) =>
  categoryName(words, category);

/**
 * One line of the contents: a chapter or a recipe, with the page it starts on once known and the
 * named destination on that page the line links to (printing pass only).
 */
export interface ContentsEntry {
  text: string;
  chapter: boolean;
  /** A family page: set in italic. */
  family?: boolean;
  /** An entry at the top level that holds no others (a family page between chapters). */
  top?: boolean;
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
  // Only the printing pass reads the photo; the cover is one page whichever way it is set.
  const bytes = ctx.decode ? await readPhoto(book.cover) : undefined;
  const pixels = bytes ? await uprightSize(bytes) : undefined;
  if (pixels && coverPhotoSharp(book.pageSize, pixels)) {
    // Edge to edge, past the trim by the print edition's bleed at the top, foot and fore-edge
    // (the left edge is the spine's fold); the title on a paper band.
    const bleed = coverBleedSize(book.pageSize);
    const box = { x: 0, y: -COVER_BLEED, ...bleed };
    await placeBytes(pager, bytes, box);
    const band = { y: theme.height * 0.62, height: theme.height * 0.26 };
    doc.save().fillOpacity(0.9).rect(0, band.y, box.width, band.height);
    doc.fillColor(COLORS.paper).fill().restore();
    pager.y = band.y + theme.display * 0.8;
  } else {
    // Too few pixels to fill the page at 200 ppi: the photo in the recipes' column frame, the
    // title below it, both centred on the text block.
    const frame = framesOf(book.pageSize).column;
    const box = { x: pager.left + (pager.width - frame.width) / 2, y: theme.top, ...frame };
    if (book.cover && ctx.decode) await placeBytes(pager, bytes, box);
    pager.y = box.y + box.height + theme.display * 1.5;
  }
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

/**
 * The dedication on a right-hand (odd) page of its own, its back blank, so that the contents
 * starts on a right-hand page too; without one, a blank page (the back of the cover).
 */
export function dedication(ctx: PassContext): void {
  const { pager, book } = ctx;
  const blank = () => pager.newPage({ numbered: false, head: false });
  if (!book.dedication.trim()) {
    blank();
    return;
  }
  if (pager.pages % 2 === 1) blank();
  blank();
  pager.y = pager.theme.height * 0.3;
  for (const text of book.dedication.split(/\n+/).filter((p) => p.trim())) {
    pager.paragraph([{ text: text.trim(), face: 'italic' }], {
      size: pager.theme.heading,
      color: COLORS.text,
      align: 'center',
    });
    pager.gap(pager.theme.body * 0.5);
  }
  blank();
}

function bigHeading(pager: Pager, text: string): void {
  pager.paragraph([{ text, face: 'bold' }], { size: pager.theme.title, color: COLORS.accent });
  pager.gap(pager.theme.body);
}

export function contents(pager: Pager, entries: ContentsEntry[]): void {
  pager.section = pager.words('contents');
  pager.newPage({ numbered: true, head: true });
  bigHeading(pager, pager.words('contents'));
  for (const entry of entries) contentsEntry(pager, entry);
}

function contentsEntry(pager: Pager, entry: ContentsEntry): void {
  const size = pager.theme.body;
  const lh = pager.lineHeight(size);
  const indent = entry.chapter || entry.top ? 0 : size;
  const face = entry.chapter ? 'bold' : entry.family ? 'italic' : 'regular';
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
  // A right-to-left book's contents mirror: entries from the right edge, numbers on the left.
  const rtl = textDirection(pager.language) === 'rtl';
  lines.forEach((line, i) => {
    const baseline = pager.y + lh * 0.5 + size * 0.35;
    const x = rtl ? pager.left + pager.width - indent - line.width : pager.left + indent;
    pager.ts.draw(line, x, baseline, size, color);
    if (i === lines.length - 1) pageNumber(pager, line, indent, baseline, entry, rtl);
    pager.y += lh;
  });
}

function pageNumber(
  pager: Pager,
  line: Line,
  indent: number,
  baseline: number,
  entry: ContentsEntry,
  rtl: boolean,
): void {
  if (entry.page === undefined) return;
  const size = pager.theme.body;
  const text = pager.number(entry.page);
  const [number] = pager.ts.lines([{ text, face: 'regular' }], size, 100);
  if (!number) return;
  const right = pager.left + pager.width;
  pager.ts.draw(number, rtl ? pager.left : right - number.width, baseline, size, COLORS.text);
  // Dotted leaders drawn as a line, not text, so the contents read cleanly when copied.
  const from = rtl ? pager.left + number.width + 6 : pager.left + indent + line.width + 6;
  const to = rtl ? right - indent - line.width - 6 : right - number.width - 6;
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

/** A chapter's opening page: its name (a category's, or one the family gave) and its size. */
export function chapterOpener(pager: Pager, title: string, count: number): number {
  const { theme } = pager;
  pager.section = title;
  pager.newPage({ numbered: true, head: false });
  pager.y = theme.height * 0.34;
  pager.paragraph([{ text: title, face: 'bold' }], {
    size: theme.display,
    color: COLORS.accent,
    align: 'center',
  });
  pager.y += theme.body;
  pager.rule(0.2);
  pager.y += theme.body;
  pager.paragraph([{ text: pager.words('recipeCount', { count }), face: 'italic' }], {
    size: theme.heading,
    color: COLORS.soft,
    align: 'center',
  });
  return pager.pages;
}
