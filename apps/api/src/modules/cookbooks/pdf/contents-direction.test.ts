import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from '../../storage/storage.js';
import { buildBookModel } from '../book-builder.js';
import type { BookModel } from './book-model.js';
import { bookRow, plainRecipe } from './testing/recipes.js';
import { pageTexts, renderToFile, tempDir, tool } from './testing/poppler.js';
import { bookWords } from './words.js';

/*
 * The contents page of a book in English and of one in Arabic, read back with each word's box:
 * an English book's entries start at the left and their page numbers stand at the right; an
 * Arabic book's mirror, entries at the right and numbers at the left.
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
    expect(titles).toHaveLength(3);
    for (const title of titles) expect(title.right).toBeLessThan(width / 2);
    expect(numbers.length).toBeGreaterThanOrEqual(3);
  });

  it('in an Arabic book, mirrors: the recipes at the right, their page numbers at the left', async () => {
    const { width, words } = await contentsWords('ar');
    const titles = words.filter((w) => w.text === 'Dish');
    const numbers = words.filter((w) => /^\d+$/.test(w.text) && w.right < width * 0.4);
    expect(titles).toHaveLength(3);
    for (const title of titles) expect(title.left).toBeGreaterThan(width / 2);
    // The recipes' page numbers, and the chapter's and the index's, stand at the left; none at
    // the right (the page's own number is at the foot's centre).
    expect(numbers.length).toBeGreaterThanOrEqual(3);
    expect(words.filter((w) => /^\d+$/.test(w.text) && w.left > width * 0.6)).toHaveLength(0);
  });
});
