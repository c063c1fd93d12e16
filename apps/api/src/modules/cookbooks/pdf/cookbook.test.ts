import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookModel } from './book-model.js';
import { missingGlyphs } from './fonts.js';
import { categoryLabel } from './front.js';
import { bookOf, demoRecipes } from './testing/demo-book.js';
import {
  lines,
  pageCount,
  pageText,
  pageTexts,
  renderToFile,
  tempDir,
  tool,
} from './testing/poppler.js';

/*
 * The 40 demo recipes as an A4 book ordered by category, read back with poppler and qpdf the
 * way a reader's viewer and a print shop would.
 */

let dir: string;
let book: BookModel;
let file: string;
let pages: string[];
let progress: [number, string][];
let reported: { pages: number; bytes: number };

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The contents' entries: each line's text and the page number at its end. */
async function contentsEntries(lastPage: number): Promise<Map<string, number>> {
  const { out } = await tool('pdftotext', [
    '-layout',
    '-enc',
    'UTF-8',
    '-f',
    '3',
    '-l',
    String(lastPage),
    file,
    '-',
  ]);
  const entries = new Map<string, number>();
  for (const line of lines(out)) {
    const match = /^(.*?)\s{2,}(\d+)$/.exec(line);
    if (match) entries.set(squash(match[1] ?? ''), Number(match[2]));
  }
  return entries;
}

let opener = 0;
/** The first chapter opener's page: the contents end on the page before. */
const firstOpener = () =>
  (opener ||= pages.findIndex((text) => /^\d+ recipes?$/.test(lines(text)[1] ?? '')) + 1);

let starts: Map<string, number> | undefined;
/**
 * The page (1-based) each recipe starts on: a page after the contents that begins with a recipe's
 * title (its opening page has no running head) while the page before was not that recipe's. A
 * recipe's later right-hand pages begin with its title too, as their running head.
 */
function recipeStarts(): Map<string, number> {
  if (starts) return starts;
  const titles = [...book.recipes.map((r) => r.title)].sort((a, b) => b.length - a.length);
  starts = new Map();
  let current: string | undefined;
  pages.forEach((text, i) => {
    if (i + 1 < firstOpener()) return;
    const squashed = squash(lines(text).join(' '));
    const title = titles.find((t) => squashed.startsWith(t));
    if (title === undefined) {
      // The book's title heads a left-hand page of the same recipe; anything else ends it.
      if (lines(text)[0] !== book.title) current = undefined;
      return;
    }
    if (title !== current && !starts?.has(title)) starts?.set(title, i + 1);
    current = title;
  });
  return starts;
}

/** The pages a recipe starts on: one, or none when it is not in the book. */
const startsOf = (title: string) => {
  const page = recipeStarts().get(title);
  return page === undefined ? [] : [page];
};

beforeAll(async () => {
  dir = await tempDir();
  book = bookOf(await demoRecipes(), { pageSize: 'A4' });
  progress = [];
  const made = await renderToFile(book, dir, 'demo', (share, stage) =>
    progress.push([share, stage]),
  );
  file = made.file;
  reported = made.result;
  pages = await pageTexts(file);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the demo book', () => {
  it('reports its true page count and size, and its progress up to the end', async () => {
    expect(reported.pages).toBe(await pageCount(file));
    expect(reported.pages).toBe(pages.length);
    expect(reported.pages % 2).toBe(0);
    expect(reported.bytes).toBe((await stat(file)).size);
    const shares = progress.map(([share]) => share);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
    expect(progress.at(-1)).toEqual([1, 'Done']);
  });

  it('passes qpdf --check and embeds every font, subset, with its unicode map', async () => {
    const check = await tool('qpdf', ['--check', file]);
    expect(check.code).toBe(0);
    expect(check.out).toContain('No syntax or stream encoding errors');
    const fonts = lines((await tool('pdffonts', [file])).out).slice(2);
    expect(fonts.length).toBeGreaterThan(3);
    for (const font of fonts) expect(font).toMatch(/\s+yes\s+yes\s+yes\s+\d+\s+\d+$/);
    expect(fonts.some((f) => f.includes('Literata-Regular'))).toBe(true);
    expect(fonts.some((f) => f.includes('NotoSerifSC'))).toBe(true);
    // qpdf reads the whole book (over 100 pages of photos): 6 s alone, over 30 s on a busy machine.
  }, 120_000);

  it('prints in the contents the page each chapter, recipe and the index start on', async () => {
    const entries = await contentsEntries(firstOpener() - 1);
    const chapters = new Set(book.recipes.map((r) => r.category)).size;
    expect(entries.size).toBe(book.recipes.length + chapters + 1);
    for (const recipe of book.recipes) {
      expect(entries.get(recipe.title), recipe.title).toBeDefined();
      expect(startsOf(recipe.title), recipe.title).toEqual([entries.get(recipe.title)]);
    }
    for (const category of new Set(book.recipes.map((r) => r.category))) {
      const page = entries.get(categoryLabel(category)) ?? 0;
      expect(lines(pages[page - 1] ?? '')[0], category).toBe(categoryLabel(category));
    }
    const index = entries.get('Index') ?? 0;
    expect(lines(pages[index - 1] ?? '')[1]).toBe('Index');
  });

  it('prints page numbers at the foot, and running heads at the top but on opening pages', () => {
    const back = pages.length;
    const openings = new Set(recipeStarts().values());
    // Numbers start with the contents, after the cover and the dedication with their backs.
    const first = pages.findIndex((text) => lines(text).includes('Contents')) + 1;
    expect(first).toBe(5);
    for (let page = first; page < back - 1; page++) {
      const text = lines(pages[page - 1] ?? '');
      expect(text.at(-1), `page ${page}`).toBe(String(page));
      // A blank page that opens a recipe's spread on a left-hand page: its number alone.
      if (text.length === 1) continue;
      const opener = text.length <= 4 && / recipes?$/.test(text.at(-2) ?? '');
      if (opener) continue;
      if (openings.has(page)) {
        // A recipe's opening page: its own title first, no running head above it.
        expect(text[0], `page ${page}`).not.toBe(book.title);
        continue;
      }
      if (page % 2 === 0) expect(text[0], `page ${page}`).toBe(book.title);
      else expect(text[0], `page ${page}`).not.toBe(book.title);
    }
    // A recipe's later right-hand pages carry its title as their running head.
    const ordered = [...recipeStarts().entries()].sort((a, b) => a[1] - b[1]);
    let continued = 0;
    ordered.forEach(([title, start], i) => {
      const end = ordered[i + 1]?.[1] ?? back;
      for (let page = start + 1; page < end; page++) {
        const text = lines(pages[page - 1] ?? '');
        // A chapter opener, the index or a blank page ends the recipe.
        const opener = text.length <= 4 && / recipes?$/.test(text.at(-2) ?? '');
        if (opener || text.length <= 1 || text.slice(0, 2).includes('Index')) break;
        if (page % 2 === 1) {
          expect(text[0], `${title}, page ${page}`).toBe(title);
          continued += 1;
        }
      }
    });
    expect(continued).toBeGreaterThan(0);
  });

  it('keeps CJK and accented titles as searchable text', async () => {
    const [buns = 0] = startsOf('Red Bean Buns (豆沙包)');
    expect(buns).toBeGreaterThan(3);
    expect(await pageText(file, buns)).toContain('Red Bean Buns (豆沙包)');
    const [quark = 0] = startsOf('Quarkbällchen – Fried curd balls');
    expect(await pageText(file, quark)).toContain('Quarkbällchen – Fried curd balls');
  });

  it('prints each photo at 200 dpi or more, never with more pixels than the original', async () => {
    const { out } = await tool('pdfimages', ['-list', file]);
    const images = lines(out)
      .slice(2)
      .map((l) => l.split(/\s+/));
    // The cover, then one photo per recipe, in print order.
    expect(images).toHaveLength(book.recipes.length + 1);
    images.forEach((row, i) => {
      const [width, xppi, yppi] = [Number(row[3]), Number(row[12]), Number(row[13])];
      expect(xppi, `image ${i}`).toBeGreaterThanOrEqual(199);
      expect(yppi, `image ${i}`).toBeGreaterThanOrEqual(199);
      const original = book.recipes[i - 1]?.photoSize?.width;
      if (original) expect(width, `image ${i}`).toBeLessThanOrEqual(original);
    });
  });

  it('indexes recipes and main ingredients with the pages they start on', () => {
    const index = pages.findIndex((t) => lines(t)[1] === 'Index');
    const text = squash(pages.slice(index, -2).join(' '));
    for (const recipe of book.recipes) {
      expect(text, recipe.title).toContain(`${recipe.title}, ${startsOf(recipe.title)[0]}`);
    }
    // The main ingredient most recipes share lists each of their pages.
    const uses = new Map<string, number[]>();
    for (const recipe of book.recipes) {
      for (const name of recipe.mainIngredients) {
        uses.set(name, [...(uses.get(name) ?? []), startsOf(recipe.title)[0] ?? 0]);
      }
    }
    const [name = '', used = []] = [...uses].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
    expect(used.length).toBeGreaterThan(2);
    const listed = `${name.charAt(0).toUpperCase()}${name.slice(1)}, ${used.sort((a, b) => a - b).join(', ')}`;
    expect(text).toContain(listed);
  });

  it('ends with a back cover naming the cooks and the date', () => {
    const back = squash(pages.at(-1) ?? '');
    for (const cook of book.contributors) expect(back).toContain(cook);
    expect(back).toContain('Made on 27 November 2026');
  });

  it('renders every page to an image, with ink on all but a blank one before the back cover', async () => {
    await tool('pdftoppm', ['-r', '20', '-png', file, path.join(dir, 'page')]);
    const inked: boolean[] = [];
    for (let page = 1; page <= pages.length; page++) {
      // pdftoppm pads the page numbers of its files to the last page's digits.
      const digits = String(pages.length).length;
      const png = path.join(dir, `page-${String(page).padStart(digits, '0')}.png`);
      const { channels } = await sharp(png).stats();
      inked.push(channels.some((c) => c.min < 200));
    }
    // The pages that may have none: the backs of the cover and of the dedication, and the one
    // that puts the back cover on a left-hand page when the index ends on a left-hand page.
    const blank = pages.flatMap((text, i) => (lines(text).length ? [] : [i + 1]));
    expect(blank.slice(0, 2)).toEqual([2, 4]);
    expect(blank.every((page) => [2, 4, pages.length - 1].includes(page))).toBe(true);
    expect(inked.flatMap((ink, i) => (ink ? [] : [i + 1]))).toEqual(blank);
    expect(inked.filter(Boolean).length).toBeGreaterThan(pages.length - 4);
  });
});

describe('the fonts', () => {
  it('have a glyph for every character of the demo recipes, in every face', () => {
    const text = book.recipes
      .flatMap((r) => [
        r.title,
        r.description,
        r.story,
        r.fromKitchenOf,
        r.serving,
        ...r.ingredients.flatMap((i) => [i.amount, i.alternate, i.ingredient]),
        ...r.instructions,
        ...r.tips,
      ])
      .join(' ');
    expect(text).toContain('豆沙包');
    for (const face of ['regular', 'bold', 'italic'] as const) {
      expect(missingGlyphs(text, face), face).toEqual([]);
    }
    // Hangul, Hebrew, Arabic, Thai, Devanagari and emoji have their fonts; a script no font has
    // is named (Ethiopic).
    expect(missingGlyphs('김치 שלום حمص ต้มยำ दाल 🍲', 'regular')).toEqual([]);
    expect(missingGlyphs('ሰላም', 'bold')).toEqual(['ሰ', 'ላ', 'ም']);
  });
});
