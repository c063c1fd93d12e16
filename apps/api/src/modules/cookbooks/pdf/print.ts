import { finished } from 'node:stream/promises';
import PDFDocument from 'pdfkit';
import { drawBackCover } from './back.js';
import type { BookModel } from './book-model.js';
import { drawCover } from './front.js';
import { Pager } from './pager.js';
import { COLORS, POINTS_PER_INCH, type Theme, themeFor } from './theme.js';

/*
 * The print shop's edition: every page of the interior is the trim size with a bleed on each
 * side, its content drawn inside the trim as the screen edition draws it; the covers are one
 * sheet of their own (back cover, spine, front cover) with the same bleed.
 */

const MM = POINTS_PER_INCH / 25.4;

/** Points in `mm` millimetres. */
const mm = (millimetres: number) => millimetres * MM;

/** What a print shop trims off each side: 3 mm, in points. */
export const BLEED = mm(3);

/** The caliper of one leaf (two pages) of 90 gsm uncoated paper, the usual 0.1 mm, in mm. */
export const PAPER_MM_PER_LEAF = 0.1;

/** The spine is wide enough to carry the book's title from this width, in points. */
const SPINE_TITLE_FROM = mm(6);

/** The spine's width, in points, of a book whose interior has `pages` pages. */
const spineWidth = (pages: number) => mm((pages / 2) * PAPER_MM_PER_LEAF);

/** A page's size with the bleed all round, for the trim `width` by `height`. */
export const withBleed = (width: number, height: number): [number, number] => [
  width + 2 * BLEED,
  height + 2 * BLEED,
];

/** The page's boxes: the trim inset by the bleed, the bleed box the whole page. */
function setBoxes(doc: PDFKit.PDFDocument, width: number, height: number): void {
  const data = doc.page.dictionary.data as Record<string, unknown>;
  data.TrimBox = [BLEED, BLEED, width - BLEED, height - BLEED];
  data.BleedBox = [0, 0, width, height];
}

/**
 * Makes every page `doc` adds a print page: its boxes set, and its drawing moved inside the trim
 * so that what is drawn at (0, 0) lands at the trim's top left corner.
 */
export function printPages(doc: PDFKit.PDFDocument, theme: Theme): void {
  const [width, height] = withBleed(theme.width, theme.height);
  doc.on('pageAdded', () => {
    setBoxes(doc, width, height);
    doc.translate(BLEED, BLEED);
  });
}

/** Adds blank pages after the `pages` there are, to a whole number of 4-page sheets folded. */
export function padToSheets(doc: PDFKit.PDFDocument, pages: number): number {
  let count = pages;
  while (count % 4 !== 0) {
    doc.addPage();
    count += 1;
  }
  return count;
}

/** The title along the spine, read from top to bottom, centred on it and shrunk to fit. */
function spineTitle(pager: Pager, book: BookModel, x: number, spine: number): void {
  const { doc, theme } = pager;
  const size = Math.min(theme.heading, spine * 0.55);
  const length = theme.height - theme.top - theme.bottom;
  const [line] = pager.ts.lines([{ text: book.title, face: 'bold' }], size, length);
  if (!line) return;
  doc.save();
  doc.translate(x + spine / 2, BLEED + theme.height / 2).rotate(90);
  pager.ts.draw(line, -line.width / 2, size * 0.35, size, COLORS.accent);
  doc.restore();
}

/**
 * Writes the print edition's cover to `out` and ends it: one page, the back cover on its left
 * half, the spine for an interior of `pages` pages in the middle (with the title along it when it
 * is wide enough), the front cover on its right half, all drawn as the screen edition's covers.
 * The paper's colour fills the whole sheet, its bleed included.
 */
export async function printCover(
  book: BookModel,
  pages: number,
  out: NodeJS.WritableStream,
  options: { decode: boolean },
): Promise<{ width: number; height: number }> {
  const theme = themeFor(book.pageSize);
  const spine = spineWidth(pages);
  const [width, height] = withBleed(2 * theme.width + spine, theme.height);
  const doc = new PDFDocument({
    size: [width, height],
    margin: 0,
    autoFirstPage: false,
    lang: 'en',
    displayTitle: true,
    info: { Title: `${book.title} (cover)`, Creator: 'Family Recipes' },
  });
  const done = finished(out);
  doc.pipe(out);
  doc.addPage();
  setBoxes(doc, width, height);
  doc.rect(0, 0, width, height).fillColor(COLORS.paper).fill();
  const pager = new Pager(doc, theme, book.title);
  // The back cover is an even page, the front one page 1: each keeps its wider margin on the spine.
  pager.pages = 2;
  doc.save().translate(BLEED, BLEED);
  drawBackCover(pager, book);
  doc.restore();
  if (spine >= SPINE_TITLE_FROM) spineTitle(pager, book, BLEED + theme.width, spine);
  pager.pages = 1;
  doc.save().translate(BLEED + theme.width + spine, BLEED);
  await drawCover({ pager, book, decode: options.decode });
  doc.restore();
  doc.end();
  await done;
  return { width, height };
}
