import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookModel } from './book-model.js';
import { bookOf } from './testing/demo-book.js';
import { ingredientLine, plainRecipe } from './testing/recipes.js';
import { lines, pageTexts, renderToFile, tempDir, tool } from './testing/poppler.js';

/*
 * The recipe pages as a book designer reads them: no running head over a recipe's own title,
 * the font's vulgar fractions, the serving line's wording, short lists in one column, long ones
 * in two, and a title over two lines broken evenly.
 */

const NBSP = '\u00a0';

const item = ingredientLine;
const recipe = plainRecipe;

const puffs = recipe({
  id: 'puffs',
  title: 'Cream Puffs',
  serving: '30 puffs',
  prepMinutes: 20,
  ingredients: [
    item(`1${NBSP}1/2${NBSP}cups`, 'plain flour'),
    item('4', 'eggs'),
    item(`1/2${NBSP}cup`, 'butter'),
  ],
  // Enough steps to run the recipe onto a second page, each a little longer than the one before
  // so that the lines end at many places, between a number and its unit among them if they could.
  instructions: Array.from(
    { length: 30 },
    (_, i) =>
      `Step ${i + 1}: add 1/2 cup of the cream, ${'o'.repeat(i + 1)}, whisk it for 25 minutes, then bake at 400 °F for 12 minutes and let the puffs rest.`,
  ),
});

const beef = recipe({
  id: 'beef',
  title: "Grandma's Slow Cooked Sunday Beef",
  serving: '6',
  ingredients: [
    'beef',
    'onions',
    'carrots',
    'celery',
    'garlic',
    'thyme',
    'stock',
    'wine',
    'butter',
  ].map((food, i) => item(`${i + 1}${NBSP}cups`, food)),
  instructions: ['Brown the beef, add the rest and cook slowly for 3 hours.'],
});

/** Enough long names to fill several lines of the back cover. */
const FAMILY = [
  'Maria Anna Gonzalez de la Vega',
  'Rosa Martinelli',
  'Great-Aunt Edith Wolstenholme',
  'Jean-Baptiste Okonkwo-Lefebvre',
  'Grandma Rose',
  'Uncle Bartholomew Featherstonehaugh',
  'Kim Soo-ah',
  'Anneliese von Hohenberg-Schwarz',
  'Papa Giuseppe Esposito',
  'Margaret Elizabeth Fitzgerald',
];

let dir: string;
let book: BookModel;
let file: string;
let pages: string[];

/** The 1-based page whose first line of text is `text`. */
const pageStarting = (text: string) => pages.findIndex((t) => lines(t)[0] === text) + 1;

/** Words of one page with their left edge, as pdftotext -bbox reads them. */
async function wordsOn(page: number): Promise<{ text: string; x: number; y: number }[]> {
  const args = ['-bbox', '-enc', 'UTF-8', '-f', String(page), '-l', String(page), file, '-'];
  const { out } = await tool('pdftotext', args);
  return [...out.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]*)<\/word>/g)].map(
    (m) => ({ text: m[3] ?? '', x: Number(m[1]), y: Number(m[2]) }),
  );
}

/** How many columns the bullets of `page` stand in. */
async function bulletColumns(page: number): Promise<number> {
  const bullets = (await wordsOn(page)).filter((w) => w.text === '•');
  expect(bullets.length).toBeGreaterThan(0);
  return new Set(bullets.map((w) => Math.round(w.x))).size;
}

beforeAll(async () => {
  dir = await tempDir();
  book = { ...bookOf([puffs, beef], { order: 'hand', photos: false }), contributors: FAMILY };
  file = (await renderToFile(book, dir, 'typography')).file;
  pages = await pageTexts(file);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('a recipe’s pages', () => {
  it('when a recipe opens a page, then that page has no running head but the next one does', () => {
    const start = pageStarting('Cream Puffs');
    expect(start).toBeGreaterThan(0);
    const opening = lines(pages[start - 1] ?? '');
    expect(opening.filter((l) => l === 'Cream Puffs')).toHaveLength(1);
    expect(opening).not.toContain(book.title);
    expect(opening.at(-1)).toBe(String(start));
    const next = lines(pages[start] ?? '');
    expect(next[0]).toBe(start % 2 === 0 ? 'Cream Puffs' : book.title);
    expect(next.at(-1)).toBe(String(start + 1));
    const beefStart = pageStarting("Grandma's Slow Cooked");
    expect(beefStart).toBeGreaterThan(start + 1);
    expect(lines(pages[beefStart - 1] ?? '')).not.toContain(book.title);
  });

  it('when amounts and steps hold fractions, then they print as the font’s vulgar fractions held to their units', () => {
    const text = pages.join('\n');
    expect(text).toMatch(/1½[\s\u00a0]cups plain flour/);
    expect(text).toMatch(/½[\s\u00a0]cup butter/);
    expect(text).toMatch(/add ½[\s\u00a0]cup of the cream/);
    expect(text).not.toContain('1/2');
  });

  it('when a number comes before its unit, then no line ever ends between the two', () => {
    const start = pageStarting('Cream Puffs');
    const printed = pages.slice(start - 1, start + 1).flatMap(lines);
    expect(printed.join('\n').match(/Step \d+:/g)).toHaveLength(30);
    for (const line of printed) {
      expect(line).not.toMatch(/\S\s+\d+$/);
      expect(line).not.toMatch(/^(?:minutes|°F|cups?)\b/);
    }
  });

  it('when the serving is a count of things or of people, then it says Makes or Serves', () => {
    const text = pages.join('\n');
    expect(text).toContain('Makes 30 puffs');
    expect(text).not.toContain('Serves 30');
    expect(text).toContain('Serves 6');
  });

  it('when a list has three ingredients, then it is one column; when it has nine, two', async () => {
    expect(await bulletColumns(pageStarting('Cream Puffs'))).toBe(1);
    expect(await bulletColumns(pageStarting("Grandma's Slow Cooked"))).toBe(2);
  });

  it('when a title takes two lines, then they are balanced and set closer than body lines', async () => {
    const start = pageStarting("Grandma's Slow Cooked");
    expect(lines(pages[start - 1] ?? '').slice(0, 2)).toEqual([
      "Grandma's Slow Cooked",
      'Sunday Beef',
    ]);
    const words = await wordsOn(start);
    const top = (word: string) => words.find((w) => w.text === word)?.y ?? Number.NaN;
    const size = 26;
    expect(top('Sunday') - top('Slow')).toBeCloseTo(size * 1.1, 0);
  });
});

describe('the back cover', () => {
  it('when many people are thanked, then each name stays whole on one line', () => {
    const back = lines(pages.at(-1) ?? '').map((line) => line.replace(/\s+/g, ' '));
    const lineOf = (name: string) => back.findIndex((line) => line.includes(name));
    // The names run over several lines, and none is split between two.
    expect(new Set(FAMILY.map(lineOf)).size).toBeGreaterThan(2);
    for (const name of FAMILY) expect(lineOf(name), name).toBeGreaterThanOrEqual(0);
  });
});
