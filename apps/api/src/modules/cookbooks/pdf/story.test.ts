import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookModel } from './book-model.js';
import { bookOf } from './testing/demo-book.js';
import { ingredientLine, plainRecipe } from './testing/recipes.js';
import { bookmarks, type ReadBookmark } from './testing/links.js';
import {
  lines,
  pageText,
  pageTexts,
  renderToFile,
  setTexts,
  tempDir,
  tool,
} from './testing/poppler.js';
import { COLORS, themeFor } from './theme.js';

/*
 * The family story on a left-hand page of its own, facing the recipe's opening page: roman type
 * on a narrow measure, the kitchen it came from, a blank page where the story would fall on the
 * right, and the contents and bookmarks pointing at the story's page.
 */

const item = (ingredient: string) => ingredientLine('2', ingredient);

/** A cake-like recipe with its facts and three ingredients: `fields` over it. */
const recipe = (fields: Parameters<typeof plainRecipe>[0]) =>
  plainRecipe({
    description: 'A cake for a Sunday afternoon.',
    serving: '8',
    prepMinutes: 20,
    cookMinutes: 45,
    totalMinutes: 65,
    ingredients: ['apples', 'eggs', 'lemons'].map(item),
    instructions: ['Mix everything, pour it into a tin and bake until golden.'],
    ...fields,
  });

const STORY = [
  'Grandma Rose baked this cake every Sunday in the little kitchen on Maple Street, while the radio played and the windows fogged over with the steam from the kettle.',
  'Nobody was allowed to open the oven door before the whole house smelled of apples, and when she finally cut it the first slice always went to whoever had set the table.',
  'We still argue about how thin the apples should be sliced, and about whether the lemon belongs in the batter or only on top.',
];

const cake = recipe({
  id: 'cake',
  title: 'Sunday Apple Cake',
  story: STORY.join('\n\n'),
  fromKitchenOf: 'Grandma Rose',
});
const soup = recipe({
  id: 'soup',
  title: 'Plain Tomato Soup',
  fromKitchenOf: 'Uncle Tom',
});
const pie = recipe({
  id: 'pie',
  title: 'Lemon Meringue Pie',
  story: [
    'Aunt May brought this pie to every summer picnic we can remember, wrapped in a tea towel and balanced on her knees for the whole drive to the lake.',
    'The meringue was always a little tall, a little brown at the tips, and it never once slid off in the heat, however far we had to carry it from the car.',
    'She would not say where the recipe came from, only that it was older than she was.',
  ].join('\n\n'),
});
const SHORT_STORY = 'Grandpa made this every summer on the porch, with lemons from the tree.';
const lemonade = recipe({
  id: 'lemonade',
  title: 'Porch Lemonade',
  story: SHORT_STORY,
  fromKitchenOf: 'Grandpa Joe',
});
const sentence =
  'Every autumn the whole family drove out to the orchard, filled the car with apples and argued all the way home about who would peel them. ';
const tart = recipe({
  id: 'tart',
  title: 'Orchard Apple Tart',
  story: sentence.repeat(40).trim(),
  fromKitchenOf: 'The Rose Family',
});

let dir: string;
let book: BookModel;
let file: string;
let pages: string[];

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
/** The 1-based pages whose first line is `text`. */
const pagesStarting = (text: string) =>
  pages.flatMap((t, i) => (lines(t)[0] === text ? [i + 1] : []));
const page = (n: number) => lines(pages[n - 1] ?? '');

beforeAll(async () => {
  dir = await tempDir();
  book = bookOf([cake, soup, pie, tart, lemonade], { order: 'hand', photos: false });
  file = (await renderToFile(book, dir, 'story')).file;
  pages = await pageTexts(file);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/**
 * The story's page (the first its title opens) and the recipe's opening page: the first page
 * after it that its title opens with the ingredients on it (a story's later right-hand pages
 * open with the title too, as their running head).
 */
function storyAndRecipe(title: string): [number, number] {
  const [story = 0, ...later] = pagesStarting(title);
  const opening = later.find((n) => page(n).includes('Ingredients')) ?? 0;
  expect(story, title).toBeGreaterThan(0);
  return [story, opening];
}

describe('a recipe with a story', () => {
  it('when a recipe has a story, then the story is on an even page with the title, a page number and no running head, and the recipe opens on the facing odd page without it', () => {
    const [story, opening] = storyAndRecipe(cake.title);
    expect(story % 2).toBe(0);
    expect(opening).toBe(story + 1);
    const text = squash(page(story).join(' '));
    for (const paragraph of STORY) expect(text).toContain(paragraph);
    expect(page(story)).not.toContain(book.title);
    expect(page(story).at(-1)).toBe(String(story));
    expect(page(story)).not.toContain('Ingredients');
    const recipePage = squash(page(opening).join(' '));
    expect(recipePage).toContain('Ingredients');
    expect(recipePage).toContain('Method');
    expect(recipePage).not.toContain(STORY[0]?.slice(0, 30));
    expect(recipePage).not.toContain('From the kitchen of');
  });

  it('when a recipe has a story and a kitchen, then the story page ends with the "From the kitchen of" line in italic', async () => {
    const [story] = storyAndRecipe(cake.title);
    expect(page(story).at(-2)).toBe('From the kitchen of Grandma Rose');
    const set = await setTexts(file, story);
    const kitchen = set.find((s) => s.text.includes('From the kitchen of'));
    expect(kitchen).toMatchObject({ italic: true });
  });

  it('when the story is printed, then it is set in roman type in the text colour', async () => {
    const [story] = storyAndRecipe(cake.title);
    const set = await setTexts(file, story);
    const words = set.filter((s) => /Maple Street|apples|lemon/.test(s.text));
    expect(words.length).toBeGreaterThan(2);
    for (const piece of words) {
      expect(piece, piece.text).toMatchObject({ italic: false, bold: false, color: COLORS.text });
    }
  });

  it('when the story is printed, then its lines hold 55 to 75 characters but the last of each paragraph', async () => {
    const [story] = storyAndRecipe(cake.title);
    const printed = lines(await pageText(file, story));
    const from = printed.indexOf(cake.title) + 1;
    const to = printed.findIndex((l) => l.startsWith('From the kitchen of'));
    const storyLines = printed.slice(from, to);
    let paragraph = 0;
    let sofar = '';
    for (const line of storyLines) {
      sofar = sofar ? `${sofar} ${line}` : line;
      if (sofar === STORY[paragraph]) {
        paragraph += 1;
        sofar = '';
        continue;
      }
      expect(line.length, line).toBeGreaterThanOrEqual(55);
      expect(line.length, line).toBeLessThanOrEqual(75);
    }
    expect(paragraph).toBe(STORY.length);
    expect(storyLines.length).toBeGreaterThan(STORY.length);
  });

  it('when the story is printed, then its column is narrower than the text block and centred on the page', async () => {
    const [story] = storyAndRecipe(cake.title);
    const words = await wordBoxes(story);
    const left = Math.min(...words.map((w) => w.xMin));
    const right = Math.max(...words.map((w) => w.xMax));
    const theme = themeFor(book.pageSize);
    expect(left).toBeGreaterThan(theme.outer + 20);
    expect(right - left).toBeLessThan((theme.width - theme.inner - theme.outer) * 0.85);
    const { width } = await pageSize();
    expect(width).toBeCloseTo(theme.width, 1);
    // The lines are ragged on the right: the column's right edge is at most a word past them.
    expect(left + right).toBeLessThanOrEqual(width + 2);
    expect(left + right).toBeGreaterThan(width - 80);
  });

  it('when a story would fall on a right-hand page, then a blank numbered page without a running head comes first', () => {
    const [story, opening] = storyAndRecipe(pie.title);
    expect(story % 2).toBe(0);
    expect(opening).toBe(story + 1);
    // The recipe before it ends on the page before the blank one.
    expect(page(story - 1)).toEqual([String(story - 1)]);
    expect(pagesStarting(soup.title)).toEqual([story - 2]);
  });

  it('when a story is longer than its page, then it runs on and the recipe opens on the next right-hand page', () => {
    const [story, opening] = storyAndRecipe(tart.title);
    expect(story % 2).toBe(0);
    expect(opening % 2).toBe(1);
    expect(opening).toBeGreaterThan(story + 1);
    const storyText = squash(
      pages
        .slice(story - 1, opening - 1)
        .map((t, i) => lines(t).slice(i === 0 ? 0 : 1, -1))
        .flat()
        .join(' '),
    );
    expect(storyText).toContain(tart.story);
    expect(storyText).toContain('From the kitchen of The Rose Family');
    // Pages after the story's last line and before the recipe's are blank but for their number.
    const lastStoryPage = pages.findIndex((t) => t.includes('From the kitchen of The Rose')) + 1;
    for (let n = lastStoryPage + 1; n < opening; n++) expect(page(n)).toEqual([String(n)]);
    expect(squash(page(opening).join(' '))).toContain('Ingredients');
  });
});

describe('a recipe without a story', () => {
  it('when a recipe has no story, then it opens on the next page, either side, with its kitchen under the facts', () => {
    const [, cakeOpening] = storyAndRecipe(cake.title);
    const [start] = pagesStarting(soup.title);
    expect(start).toBe(cakeOpening + 1);
    expect(start ?? 0).toBeGreaterThan(0);
    const text = page(start ?? 0);
    expect(text).toContain('From the kitchen of Uncle Tom');
    expect(text.indexOf('From the kitchen of Uncle Tom')).toBeLessThan(text.indexOf('Ingredients'));
    expect(pagesStarting(soup.title)).toHaveLength(1);
  });
});

describe('a recipe with a short story', () => {
  it('when the story is a few lines, then it is set in roman under the header on the recipe’s own page, with its kitchen, and no page is left for it', async () => {
    const [start] = pagesStarting(lemonade.title);
    expect(start ?? 0).toBeGreaterThan(0);
    expect(pagesStarting(lemonade.title)).toHaveLength(1);
    const text = page(start ?? 0);
    const joined = squash(text.join(' '));
    expect(joined).toContain(SHORT_STORY);
    expect(joined.indexOf(SHORT_STORY)).toBeLessThan(joined.indexOf('Ingredients'));
    expect(joined).toContain('From the kitchen of Grandpa Joe');
    // The recipe before it (the long tart) is not followed by a blank page for this story.
    expect(page((start ?? 0) - 1)).not.toEqual([String((start ?? 0) - 1)]);
    const set = await setTexts(file, start ?? 0);
    const words = set.filter((s) => s.text.includes('porch'));
    expect(words.length).toBeGreaterThan(0);
    for (const piece of words) expect(piece).toMatchObject({ italic: false, color: COLORS.text });
  });
});

describe('where a recipe with a story starts', () => {
  it('when the contents and bookmarks name a recipe with a story, then they give its story page', async () => {
    const entries = await contentsEntries();
    const marks = flat(await bookmarks(file));
    for (const r of [cake, pie, tart]) {
      const [story] = storyAndRecipe(r.title);
      expect(entries.get(r.title), r.title).toBe(story);
      expect(marks.find((m) => m.title === r.title)?.page, r.title).toBe(story);
    }
    expect(entries.get(soup.title)).toBe(pagesStarting(soup.title)[0]);
  });
});

const flat = (marks: ReadBookmark[]): ReadBookmark[] => marks.flatMap((m) => [m, ...flat(m.kids)]);

/** The contents page's entries as printed: each line's text and the page number at its end. */
async function contentsEntries(): Promise<Map<string, number>> {
  const args = ['-layout', '-enc', 'UTF-8', file, '-'];
  const pages = (await tool('pdftotext', args)).out.split('\f');
  const page = pages.find((text) => lines(text).some((line) => line.trim() === 'Contents')) ?? '';
  const entries = new Map<string, number>();
  for (const line of lines(page)) {
    const match = /^(.*?)\s{2,}(\d+)$/.exec(line);
    if (match) entries.set(squash(match[1] ?? ''), Number(match[2]));
  }
  return entries;
}

/** The words of a page but its page number, with their left and right edges. */
async function wordBoxes(n: number): Promise<{ text: string; xMin: number; xMax: number }[]> {
  const args = ['-bbox', '-enc', 'UTF-8', '-f', String(n), '-l', String(n), file, '-'];
  const { out } = await tool('pdftotext', args);
  const words = [
    ...out.matchAll(/<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)"[^>]*>([^<]*)</g),
  ];
  return words
    .map((m) => ({ text: m[3] ?? '', xMin: Number(m[1]), xMax: Number(m[2]) }))
    .filter((w) => w.text !== String(n));
}

async function pageSize(): Promise<{ width: number }> {
  const { out } = await tool('pdfinfo', [file]);
  return { width: Number(/Page size:\s+([\d.]+)/.exec(out)?.[1]) };
}
