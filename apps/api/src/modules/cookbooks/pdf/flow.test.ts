import { rm } from 'node:fs/promises';
import { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKBOOK_PAGE_SIZES } from '@family-recipes/shared';
import type { BookRecipe } from './book-model.js';
import { renderCookbook } from './index.js';
import { Pager } from './pager.js';
import { bookOf, demoRecipes } from './testing/demo-book.js';
import { lines, pageTexts, renderToFile, tempDir, tool } from './testing/poppler.js';
import type { Line } from './text.js';
import { themeFor } from './theme.js';

/*
 * How text flows over pages: a long recipe, paragraphs kept from leaving one line alone,
 * photos that can't be had, the three page sizes, books without photos or chapters.
 */

let dir: string;
let demo: BookRecipe[];

beforeAll(async () => {
  dir = await tempDir();
  demo = await demoRecipes();
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
/** A page's lines without its page number. */
const numberless = (text: string) => lines(text).filter((line) => !/^\d+$/.test(line));
/** A page's text without its running head (every page but an opening one has one) and number. */
const body = (text: string) => numberless(text).slice(1);

function longRecipe(base: BookRecipe): BookRecipe {
  const sentence =
    'Grandma Rose wrote this down in 1962 on the back of a seed packet, and we kept it. ';
  return {
    ...base,
    id: 'long',
    title: 'Grandma Rose’s Long Sunday Stew',
    story: sentence
      .repeat(Math.ceil(4000 / sentence.length))
      .slice(0, 4000)
      .trim(),
    ingredients: Array.from({ length: 40 }, (_, i) => ({
      amount: `${i + 1}\u00a0g`,
      alternate: '',
      ingredient: `ingredient number ${i + 1}`,
      heading: false,
    })),
    instructions: Array.from(
      { length: 12 },
      (_, i) => `Step ${i + 1}: stir slowly, taste, and let it rest a little before the next step.`,
    ),
    tips: ['Better the next day.'],
  };
}

describe('a recipe with a 4,000-character story and 40 ingredients', () => {
  let pages: string[];
  let recipePages: string[];
  let recipe: BookRecipe;

  beforeAll(async () => {
    recipe = longRecipe(demo[0] as BookRecipe);
    const book = bookOf([recipe, demo[1] as BookRecipe], { pageSize: 'A5', order: 'hand' });
    const { file } = await renderToFile(book, dir, 'long');
    pages = await pageTexts(file);
    // An opening page has no running head: it begins with the recipe's title.
    const opens = (title: string) => (t: string) =>
      squash(numberless(t).join(' ')).startsWith(title);
    const start = pages.findIndex(opens(recipe.title));
    const next = pages.findIndex(opens(demo[1]?.title ?? '?'));
    expect(start).toBeGreaterThan(0);
    // The pages as lines of text: the opening one whole, the rest without their running head.
    recipePages = pages
      .slice(start, next)
      .map((t, i) => (i === 0 ? numberless(t) : body(t)).join('\n'));
  });

  it('flows over several pages, every word of the story in order', () => {
    expect(recipePages.length).toBeGreaterThanOrEqual(4);
    const text = squash(recipePages.join(' '));
    expect(text).toContain(recipe.story);
    expect(text.indexOf(recipe.story)).toBeLessThan(text.indexOf('Ingredients'));
  });

  it('prints all 40 ingredients once each, then the numbered steps and the tip', () => {
    const text = squash(recipePages.join(' '));
    for (const item of recipe.ingredients) {
      const found = text.match(
        new RegExp(`(?<!\\d)${squash(item.amount)} ${item.ingredient}(?!\\d)`, 'g'),
      )?.length;
      expect(found, item.ingredient).toBe(1);
    }
    const steps = recipe.instructions.map((s) => text.indexOf(s));
    expect(steps.every((at) => at > text.indexOf('Method'))).toBe(true);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(text.indexOf('Better the next day.')).toBeGreaterThan(steps.at(-1) ?? 0);
  });

  it('never leaves a heading at the foot of a page without two lines under it', () => {
    for (const page of recipePages) {
      const text = lines(page);
      for (const heading of ['Ingredients', 'Method', 'Tip']) {
        const at = text.indexOf(heading);
        // The tip is one line: all there is to keep with its heading.
        const least = heading === 'Tip' ? 1 : 2;
        if (at >= 0) expect(text.length - at - 1, heading).toBeGreaterThanOrEqual(least);
      }
    }
  });
});

describe('paragraphs at the foot of a page', () => {
  const theme = themeFor('A5');
  const lineOf: Line = {
    runs: [{ font: 'literata-latin-400-normal', text: 'word', width: 20 }],
    width: 20,
  };
  const many = (n: number) => Array.from({ length: n }, () => lineOf);

  function pagerWithRoom(linesOfRoom: number): Pager {
    const doc = new PDFDocument({ size: [theme.width, theme.height], autoFirstPage: false });
    const pager = new Pager(doc, theme, 'Book');
    pager.newPage();
    pager.y = pager.bottom - pager.lineHeight(theme.body) * (linesOfRoom + 0.5);
    return pager;
  }

  const after = (pager: Pager) => ({
    pages: pager.pages,
    lines: Math.round((pager.y - pager.top) / pager.lineHeight(theme.body)),
  });

  it('moves a paragraph whole when only its first line would fit (no orphan)', () => {
    const pager = pagerWithRoom(1);
    expect(pager.placeLines(many(5), { size: theme.body })).toBe(2);
    expect(after(pager)).toEqual({ pages: 2, lines: 5 });
  });

  it('splits a long paragraph leaving two lines or more on each page (no widow)', () => {
    const three = pagerWithRoom(3);
    three.placeLines(many(5), { size: theme.body });
    expect(after(three)).toEqual({ pages: 2, lines: 2 });
    const four = pagerWithRoom(4);
    four.placeLines(many(5), { size: theme.body });
    expect(after(four)).toEqual({ pages: 2, lines: 2 });
  });

  it('moves a three-line paragraph whole rather than split it', () => {
    const pager = pagerWithRoom(2);
    pager.placeLines(many(3), { size: theme.body });
    expect(after(pager)).toEqual({ pages: 2, lines: 3 });
  });

  it('keeps a heading with what must follow it', () => {
    const pager = pagerWithRoom(2);
    const keep = pager.lineHeight(theme.body) * 2;
    pager.placeLines(many(1), { size: theme.body, keepWithNext: keep });
    expect(after(pager)).toEqual({ pages: 2, lines: 1 });
    const roomy = pagerWithRoom(3);
    roomy.placeLines(many(1), { size: theme.body, keepWithNext: keep });
    expect(roomy.pages).toBe(1);
  });
});

describe('photos that cannot be had', () => {
  it('print a placeholder and the book still completes', async () => {
    const [a, b, c] = demo as [BookRecipe, BookRecipe, BookRecipe];
    const recipes: BookRecipe[] = [
      { ...a, photo: () => Promise.reject(new Error('storage is down')) },
      { ...b, photo: () => Promise.resolve(undefined) },
      { ...c, photo: () => Promise.resolve(Buffer.from('not a photo at all')) },
    ];
    const { file, result } = await renderToFile(bookOf(recipes, { order: 'hand' }), dir, 'broken');
    const pages = await pageTexts(file);
    expect(result.pages).toBe(pages.length);
    for (const recipe of recipes) {
      const start = pages.find((t) =>
        squash(numberless(t).join(' ')).startsWith('Photo not available ' + recipe.title),
      );
      expect(start, recipe.title).toContain('Photo not available');
    }
    expect((await tool('qpdf', ['--check', file])).code).toBe(0);
  });
});

describe('the PDF tools', () => {
  it('fail naming the Debian package when one is missing', async () => {
    await expect(tool('pdf-tool-that-is-not-there', [])).rejects.toThrow(
      /pdf-tool-that-is-not-there is not installed: install Debian's/,
    );
  });
});

describe('a stream that fails', () => {
  it('rejects the render with its error', async () => {
    const out = new Writable({
      write(_chunk, _encoding, callback) {
        callback(new Error('The disk is full'));
      },
    });
    await expect(renderCookbook(bookOf(demo.slice(0, 3)), out)).rejects.toThrow('The disk is full');
  });
});

describe('page sizes and options', () => {
  const expected = { A4: [595.28, 841.89], Letter: [612, 792], A5: [419.53, 595.28] };

  it.each(COOKBOOK_PAGE_SIZES)('prints every page of a %s book at that size', async (size) => {
    const book = bookOf(demo.slice(0, 3), { pageSize: size, photos: false });
    const { file, result } = await renderToFile(book, dir, `size-${size}`);
    const { out } = await tool('pdfinfo', ['-f', '1', '-l', String(result.pages), file]);
    const sizes = [...out.matchAll(/Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/g)];
    expect(sizes).toHaveLength(result.pages);
    for (const [, w, h] of sizes) expect([Number(w), Number(h)]).toEqual(expected[size]);
  });

  it('prints no recipe photos when photos are off', async () => {
    const book = { ...bookOf(demo.slice(0, 4), { photos: false }), cover: undefined };
    const { file } = await renderToFile(book, dir, 'no-photos');
    const images = lines((await tool('pdfimages', ['-list', file])).out).slice(2);
    expect(images).toEqual([]);
    expect((await pageTexts(file)).join(' ')).not.toContain('Photo not available');
  });

  it('has no chapter openers when ordered by title', async () => {
    const recipes = [...demo.slice(0, 5)].sort((x, y) => x.title.localeCompare(y.title));
    const book = bookOf(recipes, { order: 'title', photos: false });
    const { file } = await renderToFile(book, dir, 'by-title');
    const pages = await pageTexts(file);
    expect(pages.some((t) => lines(t).some((l) => /^\d+ recipes?$/.test(l)))).toBe(false);
    // Cover, its back, dedication, its back, one contents page, five recipes, index, back cover.
    expect(pages.filter((t) => lines(t)[1] === 'Index')).toHaveLength(1);
    expect(lines(pages[4] ?? '')).not.toContain('Breakfast');
    expect(lines(pages[4] ?? '')).toContain('Hearty Breakfast Oatmeal');
  });
});
