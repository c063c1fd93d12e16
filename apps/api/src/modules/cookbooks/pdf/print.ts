import { finished } from 'node:stream/promises';
import PDFDocument from 'pdfkit';
import { drawBackCover } from './back.js';
import type { BookModel } from './book-model.js';
import { drawCover } from './front.js';
import { Pager } from './pager.js';
import { COLORS, POINTS_PER_INCH, type Theme, themeFor } from './theme.js';
import { bookWords } from './words.js';

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

/** With crop marks, the room outside the bleed that carries them: 9 mm each side, in points. */
const SLUG = mm(9);

/** Crop marks stand off the trim by the bleed and a little more, and run this long. */
const MARK_FROM = mm(3.5);
const MARK_LENGTH = mm(5);
/** Marks are hairlines in every ink (registration), so that every plate carries them. */
const MARK_WIDTH = 0.25;
const REGISTRATION: [number, number, number, number] = [100, 100, 100, 100];

/** From the sheet's edge to the trim: the bleed, and the slug when crop marks are printed. */
export const trimInset = (marks = false) => BLEED + (marks ? SLUG : 0);

/** A page's size with the bleed (and the marks' slug) all round, for the trim `width` by `height`. */
export const withBleed = (width: number, height: number, marks = false): [number, number] => [
  width + 2 * trimInset(marks),
  height + 2 * trimInset(marks),
];

/** The page's boxes: the trim inset by the bleed (and slug), the bleed box the bleed's edge. */
function setBoxes(doc: PDFKit.PDFDocument, width: number, height: number, marks: boolean): void {
  const data = doc.page.dictionary.data as Record<string, unknown>;
  const trim = trimInset(marks);
  const bleed = marks ? SLUG : 0;
  data.TrimBox = [trim, trim, width - trim, height - trim];
  data.BleedBox = [bleed, bleed, width - bleed, height - bleed];
}

/**
 * Crop marks in the slug of a sheet `width` by `height`: two at each corner of the trim, on the
 * lines the shop cuts along, and a pair at each fold (`folds`: x positions, the spine's edges).
 */
function cropMarks(
  doc: PDFKit.PDFDocument,
  width: number,
  height: number,
  folds: number[] = [],
): void {
  const trim = trimInset(true);
  const [left, right, top, bottom] = [trim, width - trim, trim, height - trim];
  doc.save().lineWidth(MARK_WIDTH).strokeColor(REGISTRATION);
  const line = (x1: number, y1: number, x2: number, y2: number) =>
    doc.moveTo(x1, y1).lineTo(x2, y2);
  for (const x of [left, right, ...folds]) {
    line(x, top - MARK_FROM, x, top - MARK_FROM - MARK_LENGTH);
    line(x, bottom + MARK_FROM, x, bottom + MARK_FROM + MARK_LENGTH);
  }
  for (const y of [top, bottom]) {
    line(left - MARK_FROM, y, left - MARK_FROM - MARK_LENGTH, y);
    line(right + MARK_FROM, y, right + MARK_FROM + MARK_LENGTH, y);
  }
  doc.stroke().restore();
}

/**
 * Makes every page `doc` adds a print page: its boxes set, its crop marks drawn when asked for,
 * and its drawing moved inside the trim so that what is drawn at (0, 0) lands at the trim's top
 * left corner.
 */
export function printPages(doc: PDFKit.PDFDocument, theme: Theme, marks = false): void {
  const [width, height] = withBleed(theme.width, theme.height, marks);
  doc.on('pageAdded', () => {
    setBoxes(doc, width, height, marks);
    if (marks) cropMarks(doc, width, height);
    doc.translate(trimInset(marks), trimInset(marks));
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
function spineTitle(pager: Pager, book: BookModel, x: number, spine: number, inset: number): void {
  const { doc, theme } = pager;
  const size = Math.min(theme.heading, spine * 0.55);
  const length = theme.height - theme.top - theme.bottom;
  const [line] = pager.ts.lines([{ text: book.title, face: 'bold' }], size, length);
  if (!line) return;
  doc.save();
  doc.translate(x + spine / 2, inset + theme.height / 2).rotate(90);
  pager.ts.draw(line, -line.width / 2, size * 0.35, size, COLORS.accent);
  doc.restore();
}

/**
 * Writes the print edition's cover to `out` and ends it: one page, the back cover on its left
 * half, the spine for an interior of `pages` pages in the middle (with the title along it when it
 * is wide enough), the front cover on its right half, all drawn as the screen edition's covers; a
 * book in a right-to-left language binds on the right, so its front cover is the left half.
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
  const marks = book.cropMarks === true;
  const inset = trimInset(marks);
  const [width, height] = withBleed(2 * theme.width + spine, theme.height, marks);
  const doc = new PDFDocument({
    size: [width, height],
    margin: 0,
    autoFirstPage: false,
    lang: book.language,
    displayTitle: true,
    info: {
      Title: bookWords(book.language)('coverTitle', { title: book.title }),
      Creator: 'Family Recipes',
    },
  });
  const done = finished(out);
  doc.pipe(out);
  doc.addPage();
  setBoxes(doc, width, height, marks);
  // The paper's colour to the bleed's edge; the slug stays white for the marks.
  const bleedEdge = marks ? SLUG : 0;
  doc
    .rect(bleedEdge, bleedEdge, width - 2 * bleedEdge, height - 2 * bleedEdge)
    .fillColor(COLORS.paper)
    .fill();
  if (marks) cropMarks(doc, width, height, [inset + theme.width, inset + theme.width + spine]);
  doc
    .save()
    .rect(bleedEdge, bleedEdge, width - 2 * bleedEdge, height - 2 * bleedEdge)
    .clip();
  const pager = new Pager(doc, theme, book.title, Infinity, undefined, book.language);
  // The back cover is an even page, the front one page 1: each keeps its wider margin on the spine.
  const [back, front] = pager.rightToLeft
    ? [inset + theme.width + spine, inset]
    : [inset, inset + theme.width + spine];
  pager.pages = 2;
  doc.save().translate(back, inset);
  drawBackCover(pager, book);
  doc.restore();
  if (spine >= SPINE_TITLE_FROM) spineTitle(pager, book, inset + theme.width, spine, inset);
  pager.pages = 1;
  doc.save().translate(front, inset);
  await drawCover({ pager, book, decode: options.decode });
  doc.restore();
  doc.restore();
  doc.end();
  await done;
  return { width, height };
}
