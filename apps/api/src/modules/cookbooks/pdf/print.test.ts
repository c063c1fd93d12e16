import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookModel } from './book-model.js';
import { renderCookbook } from './index.js';
import { BLEED, PAPER_MM_PER_LEAF, printCover } from './print.js';
import { pageBoxes, pageSize } from './testing/boxes.js';
import { bookOf, demoRecipes } from './testing/demo-book.js';
import { inside, namedDestinations, pageLinks, pageWords } from './testing/links.js';
import { lines, pageCount, pageTexts, tempDir, tool } from './testing/poppler.js';
import { themeFor } from './theme.js';

/*
 * The print shop's edition read back with poppler and qpdf: the interior's pages with bleed and
 * trim boxes, its links, and the cover sheet's size and spine.
 */

const MM = 72 / 25.4;
const CLOSE = 0.01;

let dir: string;
let book: BookModel;
let interior: string;
let cover: string;

beforeAll(async () => {
  dir = await tempDir();
  book = bookOf((await demoRecipes()).slice(0, 8));
  interior = path.join(dir, 'interior.pdf');
  cover = path.join(dir, 'cover.pdf');
  await renderCookbook(book, createWriteStream(interior), undefined, {
    cover: createWriteStream(cover),
  });
}, 120_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const expectBox = (box: number[], expected: number[]) => {
  expect(box.length).toBe(expected.length);
  expected.forEach((value, i) => expect(box[i]).toBeCloseTo(value, 1));
};

describe('the print edition’s interior', () => {
  it('when the print edition is made, then every page is the trim with 3 mm of bleed each way, its TrimBox inset by the bleed and its BleedBox the whole page', async () => {
    const { width, height } = themeFor(book.pageSize);
    const boxes = await pageBoxes(interior);
    expect(boxes.length).toBe(await pageCount(interior));
    expect(BLEED).toBeCloseTo(3 * MM, 6);
    for (const page of boxes) {
      expectBox(page.media, [0, 0, width + 6 * MM, height + 6 * MM]);
      expectBox(page.trim, [3 * MM, 3 * MM, width + 3 * MM, height + 3 * MM]);
      expect(page.bleed).toEqual(page.media);
    }
    expect((await tool('qpdf', ['--check', interior])).code).toBe(0);
  });

  it('when the print edition is made, then the covers are left out and blank pages pad it to a multiple of 4', async () => {
    const texts = await pageTexts(interior);
    expect(texts.length % 4).toBe(0);
    // Page 1 is the dedication, not the cover with its subtitle.
    expect(texts[0]).toContain('For Grandma Rose');
    expect(texts[0]).not.toContain(book.subtitle);
    const madeOn = texts.findIndex((text) => text.includes('Made on'));
    expect(madeOn).toBe(-1);
    const lastWithText = texts.findLastIndex((text) => lines(text).length > 0);
    expect(texts.length - 1 - lastWithText).toBeLessThan(4);
  });

  it('when a contents entry of the print edition is clicked, then its link covers the entry and opens the page it names, at the trim’s top', async () => {
    // The dedication (page 1) and its blank back come first.
    const contentsPage = 3;
    const [links, words, dests] = await Promise.all([
      pageLinks(interior, contentsPage),
      pageWords(interior, contentsPage),
      namedDestinations(interior),
    ]);
    expect(links.length).toBeGreaterThan(book.recipes.length);
    for (const link of links) {
      const covered = words.filter((word) => inside(link, word));
      const number = covered.reduce((right, word) => (word.x > right.x ? word : right));
      expect(dests.get(link.dest), link.dest).toBe(Number(number.text));
    }
    const { out } = await tool('pdfinfo', ['-dests', interior]);
    const tops = [...out.matchAll(/\[ XYZ null\s+([\d.]+)/g)].map((m) => Number(m[1]));
    const { height } = themeFor(book.pageSize);
    expect(tops.length).toBe(dests.size);
    for (const top of tops) expect(Math.abs(top - (height + 3 * MM))).toBeLessThan(1);
  });
});

describe('the print edition’s cover', () => {
  it('when the cover is made, then it is one page two trims wide plus the spine for the interior’s pages and the bleed, with its TrimBox inset by the bleed', async () => {
    const pages = await pageCount(interior);
    const { width, height } = themeFor(book.pageSize);
    const spine = (pages / 2) * PAPER_MM_PER_LEAF * MM;
    const [boxes] = await pageBoxes(cover);
    if (!boxes) throw new Error('The cover has no page');
    expect(await pageCount(cover)).toBe(1);
    const [sheetWidth, sheetHeight] = [2 * width + spine + 6 * MM, height + 6 * MM];
    expectBox(boxes.media, [0, 0, sheetWidth, sheetHeight]);
    expectBox(boxes.trim, [3 * MM, 3 * MM, sheetWidth - 3 * MM, sheetHeight - 3 * MM]);
    expect((await tool('qpdf', ['--check', cover])).code).toBe(0);
    const text = (await pageTexts(cover)).join('');
    expect(text).toContain(book.subtitle);
    expect(text).toContain('With recipes from the kitchens of');
  });

  it('when the spine is 6 mm wide or more, then the title runs along it; when narrower, it does not', async () => {
    const titles = async (pages: number) => {
      const file = path.join(dir, `cover-${pages}.pdf`);
      await printCover(book, pages, createWriteStream(file), { decode: false });
      const [width] = await pageSize(file);
      const { width: trim } = themeFor(book.pageSize);
      expect(Math.abs(width - (2 * trim + (pages / 2) * 0.1 * MM + 6 * MM))).toBeLessThan(CLOSE);
      return lines((await pageTexts(file)).join('')).filter((line) => line === book.title).length;
    };
    // 116 pages make a spine of 5.8 mm, 120 pages one of 6 mm; the covers each set it once.
    expect(await titles(116)).toBe(2);
    expect(await titles(120)).toBe(3);
  });
  it('when the book is in a right-to-left language, then the front cover is the left half of the sheet, as such a book binds on the right', async () => {
    const frontSide = async (language: 'en' | 'ar') => {
      const file = path.join(dir, `cover-${language}.pdf`);
      await printCover({ ...book, language }, 120, createWriteStream(file), { decode: false });
      const [width] = await pageSize(file);
      const subtitle = (await pageWords(file, 1)).filter((w) => w.text === 'generations');
      expect(subtitle).toHaveLength(1);
      return subtitle.every((w) => w.x < width / 2) ? 'left' : 'right';
    };
    expect(await frontSide('en')).toBe('right');
    expect(await frontSide('ar')).toBe('left');
  });
});
