import { rm } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeRecipeImage } from '../../images/image-processor.js';
import { LocalStorage } from '../../storage/storage.js';
import { buildBookModel } from '../book-builder.js';
import type { BookModel, BookRecipe } from './book-model.js';
import { bookRow, ingredientLine, plainRecipe } from './testing/recipes.js';
import { lines, pageTexts, renderToFile, tempDir, tool } from './testing/poppler.js';

/*
 * One A4 book read back for three things: the cover printed from the original kept for print
 * (not the 1280 px size pages are sent), a Korean title in an embedded font, and the index of
 * main ingredients a size below the body text, in two columns, each food once, staples left out.
 */

const KIMCHI_STEW = '김치찌개';

/** Fifteen foods a recipe each, three of them, so that the index runs over two columns. */
const FOODS = [
  'apples', 'beetroot', 'cabbage', 'dates', 'endive', 'figs', 'garlic', 'hazelnuts', 'kale',
  'leeks', 'mangoes', 'nutmeg', 'oats', 'parsnips', 'quinces', 'radishes', 'spinach', 'turnips',
  'udon', 'vanilla', 'walnuts', 'yams', 'zucchini', 'almonds', 'barley', 'celery', 'dill',
  'fennel', 'gooseberries', 'honey', 'lentils', 'mushrooms', 'noodles', 'okra', 'pears', 'rice',
  'sage', 'tofu', 'watercress', 'yogurt', 'anchovies', 'basil', 'chives', 'duck', 'eel',
]; // prettier-ignore

function recipes(): BookRecipe[] {
  const plain = Array.from({ length: 15 }, (_, i) =>
    plainRecipe({
      id: `r${i}`,
      title: `Dish ${String.fromCharCode(65 + i)}`,
      instructions: ['Cook everything together gently until done, then serve it warm.'],
      mainIngredients: FOODS.slice(i * 3, i * 3 + 3),
    }),
  );
  return [
    plainRecipe({
      id: 'kimchi',
      title: KIMCHI_STEW,
      ingredients: [ingredientLine('2 cups', '김치'), ingredientLine('2', 'eggs')],
      instructions: ['Simmer the kimchi with the pork for 20 minutes.'],
      mainIngredients: ['kimchi', 'Egg', 'sea salt'],
    }),
    plainRecipe({
      id: 'omelette',
      title: 'Omelette',
      instructions: ['Beat the eggs and cook them in the butter.'],
      mainIngredients: ['eggs', 'olive oil', 'black pepper'],
    }),
    ...plain,
  ];
}

let dir: string;
let file: string;
let pages: string[];

/** Words of one page with their box, as pdftotext -bbox reads them. */
async function wordsOn(page: number) {
  const args = ['-bbox', '-enc', 'UTF-8', '-f', String(page), '-l', String(page), file, '-'];
  const { out } = await tool('pdftotext', args);
  const word =
    /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g;
  return [...out.matchAll(word)].map((m) => ({
    text: m[4] ?? '',
    x: Number(m[1]),
    height: Number(m[3]) - Number(m[2]),
  }));
}

beforeAll(async () => {
  dir = await tempDir();
  const storage = new LocalStorage(dir);
  // A 4000 x 3000 phone photo, as uploaded for the cover.
  const photo = await sharp({
    create: { width: 4000, height: 3000, channels: 3, background: '#a05a2c' },
  })
    .jpeg()
    .toBuffer();
  const stored = await storeRecipeImage(storage, photo);
  const row = bookRow({ coverImage: stored.url });
  const built = buildBookModel(row, [], storage, new Date('2026-11-27T12:00:00Z'));
  const book: BookModel = { ...built, recipes: recipes(), contributors: ['Rose'] };
  file = (await renderToFile(book, dir, 'cover-scripts-index')).file;
  pages = await pageTexts(file);
}, 120_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the cover', () => {
  it('when the cover photo was uploaded at 4000 x 3000, then it prints from the original, over 1280 px wide and at 200 ppi or more', async () => {
    const listed = lines((await tool('pdfimages', ['-list', '-f', '1', '-l', '1', file])).out);
    const images = listed.slice(2).map((line) => line.split(/\s+/));
    expect(images).toHaveLength(1);
    const [image] = images;
    // page num type width height color comp bpc enc interp object ID x-ppi y-ppi size ratio
    expect(Number(image?.[3])).toBeGreaterThan(1280);
    expect(Number(image?.[12])).toBeGreaterThanOrEqual(200);
    expect(Number(image?.[13])).toBeGreaterThanOrEqual(200);
  });
});

describe('Hangul', () => {
  it('when a title is in Hangul, then an embedded Korean font with a Unicode map prints it and the text reads back', async () => {
    const fonts = lines((await tool('pdffonts', [file])).out).slice(2);
    const korean = fonts.filter((font) => font.includes('NotoSerifKR'));
    expect(korean.length).toBeGreaterThan(0);
    for (const font of korean) expect(font).toMatch(/\s+yes\s+yes\s+yes\s+\d+\s+\d+$/);
    const text = pages.join('\n');
    expect(text).toContain(KIMCHI_STEW);
    expect(text).toContain('김치');
  });
});

describe('the index of main ingredients', () => {
  it('when recipes name eggs as "Egg" and "eggs" beside staples, then the index lists Eggs once and no staple, smaller than the body, in two columns', async () => {
    const first = pages.findIndex((page) => lines(page).includes('Main ingredients')) + 1;
    expect(first).toBeGreaterThan(0);
    const indexText = pages.slice(first - 1, -1).join('\n');
    const entries = lines(indexText);
    expect(entries.filter((line) => /^Eggs?\b/.test(line))).toHaveLength(1);
    expect(indexText).toMatch(/^Eggs, \d+, \d+$/m);
    for (const staple of ['salt', 'oil', 'pepper']) {
      expect(indexText.toLowerCase()).not.toContain(staple);
    }

    const body = (await wordsOn(pages.findIndex((p) => p.includes('Beat the eggs')) + 1)).find(
      (w) => w.text === 'Beat',
    );
    const words = await wordsOn(first);
    const entry = words.find((w) => w.text === 'Apples,');
    expect(body?.height).toBeGreaterThan(0);
    expect(entry?.height).toBeLessThan((body?.height ?? 0) * 0.95);

    // Entries start at two left edges, half a page apart.
    const edges = new Set(words.filter((w) => w.text.endsWith(',')).map((w) => Math.round(w.x)));
    const [left, right] = [Math.min(...edges), Math.max(...edges)];
    expect(right - left).toBeGreaterThan(150);
  });
});
