import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from '../../storage/storage.js';
import { buildBookModel } from '../book-builder.js';
import type { BookModel } from './book-model.js';
import { bookRow, plainRecipe } from './testing/recipes.js';
import { pageTexts, renderToFile, tempDir, tool } from './testing/poppler.js';
import { bookWords } from './words.js';
import { readFile } from 'node:fs/promises';
import { themeFor } from './theme.js';

/*
 * The contents page of a book in English and of one in Arabic, read back with each word's box:
 * an English book's entries start at the left and their page numbers stand at the right; an
 * Arabic book's mirror, entries at the right and numbers at the left. An Arabic book binds on the
 * right: its running heads and margins mirror too, and it tells PDF readers so.
 */

let dir: string;
const files: Record<'en' | 'ar', string> = { en: '', ar: '' };

async function render(language: 'en' | 'ar'): Promise<string> {
  const storage = new LocalStorage(dir);
  const row = bookRow({ title: language === 'ar' ? 'مطبخ العائلة' : 'Our Table', language });
  const built = buildBookModel(row, [], storage, new Date('2026-11-27T12:00:00Z'));
  const recipes = ['Dish A', 'Dish B', 'Dish C'].map((title, i) =>
    plainRecipe({ id: `r${i}`, title, instructions: ['Cook it gently, then serve it warm.'] }),
  );
  // A recipe long enough to run over several pages, each with its running head.
  const method = Array.from({ length: 60 }, (_, i) => `Step ${i + 1}: stir the pot, then wait.`);
  recipes.push(plainRecipe({ id: 'long', title: 'Dish D', instructions: method }));
  const book: BookModel = { ...built, recipes, contributors: ['Rose'] };
  return (await renderToFile(book, dir, `contents-${language}`)).file;
}

/** The contents page's width and words with their left and right edges. */
async function contentsWords(language: 'en' | 'ar') {
  const file = files[language];
  const heading = bookWords(language)('contents');
  const page = (await pageTexts(file)).findIndex((text) => text.includes(heading)) + 1;
  expect(page, `${language}: a page headed ${heading}`).toBeGreaterThan(0);
  const args = ['-bbox', '-enc', 'UTF-8', '-f', String(page), '-l', String(page), file, '-'];
  const { out } = await tool('pdftotext', args);
  const width = Number(/<page width="([\d.]+)"/.exec(out)?.[1]);
  const word = /<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g;
  const words = [...out.matchAll(word)].map((m) => ({
    text: m[3] ?? '',
    left: Number(m[1]),
    right: Number(m[2]),
  }));
  return { width, words };
}

/** Each page's words within the top margin (its running head), with their edges. */
async function runningHeads(language: 'en' | 'ar') {
  const { out } = await tool('pdftotext', ['-bbox', '-enc', 'UTF-8', files[language], '-']);
  const top = themeFor('A4').top;
  const word = /<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="([\d.]+)">/g;
  return out
    .split('<page ')
    .slice(1)
    .map((page, i) => ({
      page: i + 1,
      width: Number(/width="([\d.]+)"/.exec(page)?.[1]),
      words: [...page.matchAll(word)]
        .filter((m) => Number(m[3]) < top)
        .map((m) => ({ left: Number(m[1]), right: Number(m[2]) })),
    }))
    .filter((page) => page.words.length > 0);
}

beforeAll(async () => {
  dir = await tempDir();
  files.en = await render('en');
  files.ar = await render('ar');
}, 120_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the contents page', () => {
  it('in an English book, lists the recipes from the left with their page numbers at the right', async () => {
    const { width, words } = await contentsWords('en');
    const titles = words.filter((w) => w.text === 'Dish');
    const numbers = words.filter((w) => /^\d+$/.test(w.text) && w.left > width * 0.6);
    expect(titles).toHaveLength(4);
    for (const title of titles) expect(title.right).toBeLessThan(width / 2);
    expect(numbers.length).toBeGreaterThanOrEqual(3);
  });

  it('in an Arabic book, mirrors: the recipes at the right, their page numbers at the left', async () => {
    const { width, words } = await contentsWords('ar');
    const titles = words.filter((w) => w.text === 'Dish');
    const numbers = words.filter((w) => /^\d+$/.test(w.text) && w.right < width * 0.4);
    expect(titles).toHaveLength(4);
    for (const title of titles) expect(title.left).toBeGreaterThan(width / 2);
    // The recipes' page numbers, and the chapter's and the index's, stand at the left; none at
    // the right (the page's own number is at the foot's centre).
    expect(numbers.length).toBeGreaterThanOrEqual(3);
    expect(words.filter((w) => /^\d+$/.test(w.text) && w.left > width * 0.6)).toHaveLength(0);
  });
});

describe('the binding side', () => {
  it('in an English book, sets running heads on the outer edge: the left of even pages, the right of odd ones', async () => {
    const heads = await runningHeads('en');
    expect(heads.some((h) => h.page % 2 === 0)).toBe(true);
    expect(heads.some((h) => h.page % 2 === 1)).toBe(true);
    for (const { page, width, words } of heads) {
      const side = page % 2 === 0 ? 'left' : 'right';
      for (const w of words) {
        expect(side === 'left' ? w.right < width / 2 : w.left > width / 2, `page ${page}`).toBe(
          true,
        );
      }
    }
  });

  it('in an Arabic book, mirrors them: the right of even pages, the left of odd ones', async () => {
    const heads = await runningHeads('ar');
    expect(heads.some((h) => h.page % 2 === 0)).toBe(true);
    expect(heads.some((h) => h.page % 2 === 1)).toBe(true);
    for (const { page, width, words } of heads) {
      const side = page % 2 === 0 ? 'right' : 'left';
      for (const w of words) {
        expect(side === 'left' ? w.right < width / 2 : w.left > width / 2, `page ${page}`).toBe(
          true,
        );
      }
    }
  });

  it('tells PDF readers that only the Arabic book reads from right to left', async () => {
    const direction = /\/Direction\s*\/R2L/;
    expect((await readFile(files.ar)).toString('latin1')).toMatch(direction);
    expect((await readFile(files.en)).toString('latin1')).not.toMatch(direction);
  });
});
