import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookModel, BookRecipe } from './book-model.js';
import { categoryLabel } from './front.js';
import { bookOf, demoRecipes } from './testing/demo-book.js';
import {
  bookmarks,
  catalog,
  inside,
  namedDestinations,
  pageLinks,
  pageWords,
  type ReadBookmark,
} from './testing/links.js';
import { lines, pageTexts, renderToFile, tempDir, tool } from './testing/poppler.js';

/*
 * The book's bookmarks (the PDF outline) and its clickable contents, read back with qpdf and
 * poppler: a short book in two chapters, and one ordered by hand without chapters.
 */

/** The cover, its blank back, the dedication and its blank back come first. */
const CONTENTS_PAGE = 5;

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

/** The contents page's entries as printed: each line's text and the page number at its end. */
async function printedContents(file: string): Promise<Map<string, number>> {
  const page = String(CONTENTS_PAGE);
  const args = ['-layout', '-enc', 'UTF-8', '-f', page, '-l', page, file, '-'];
  const entries = new Map<string, number>();
  for (const line of lines((await tool('pdftotext', args)).out)) {
    const match = /^(.*?)\s{2,}(\d+)$/.exec(line);
    if (match) entries.set(squash(match[1] ?? ''), Number(match[2]));
  }
  return entries;
}

const shape = (marks: ReadBookmark[]): unknown[] =>
  marks.map((m) => (m.kids.length ? { [m.title]: shape(m.kids) } : m.title));
const flat = (marks: ReadBookmark[]): ReadBookmark[] => marks.flatMap((m) => [m, ...flat(m.kids)]);

/** A rendered book with what its reader sees: pages, contents, bookmarks and named places. */
interface Read {
  book: BookModel;
  file: string;
  pages: string[];
  contents: Map<string, number>;
  marks: ReadBookmark[];
  dests: Map<string, number>;
}

async function read(book: BookModel, name: string): Promise<Read> {
  const { file } = await renderToFile(book, dir, name);
  const [pages, contents, marks, dests] = await Promise.all([
    pageTexts(file),
    printedContents(file),
    bookmarks(file),
    namedDestinations(file),
  ]);
  return { book, file, pages, contents, marks, dests };
}

/**
 * The first page (from 1), from the contents on, whose text begins with `title`, after the
 * running head if the page has one: where that chapter, recipe, Contents or Index starts.
 */
function startOf(r: Read, title: string): number {
  const begins = (text: string[]) => `${squash(text.join(' '))} `.startsWith(`${title} `);
  const at = r.pages.findIndex((page, i) => {
    const text = lines(page);
    return i + 1 >= CONTENTS_PAGE && (begins(text) || begins(text.slice(1)));
  });
  return at + 1;
}

function checkBookmarkPages(r: Read): void {
  const all = flat(r.marks);
  expect(all.length).toBe(r.contents.size + 1);
  for (const mark of all) {
    const page = mark.title === 'Contents' ? CONTENTS_PAGE : r.contents.get(mark.title);
    expect(mark.page, mark.title).toBe(page);
    expect(mark.view, mark.title).toBe('/Fit');
    expect(mark.page, mark.title).toBe(startOf(r, mark.title));
  }
}

/** Each link on the contents page: the entry it covers (title and printed number) and its page. */
async function contentsLinks(r: Read) {
  const [links, words] = await Promise.all([
    pageLinks(r.file, CONTENTS_PAGE),
    pageWords(r.file, CONTENTS_PAGE),
  ]);
  return links.map((link) => {
    const covered = words.filter((word) => inside(link, word));
    const number = covered.reduce<(typeof covered)[number] | undefined>(
      (right, word) => (!right || word.x > right.x ? word : right),
      undefined,
    );
    const title = covered
      .filter((word) => word !== number)
      .sort((a, b) => b.y - a.y || a.x - b.x)
      .map((word) => word.text)
      .join(' ');
    return { title, printed: Number(number?.text), goesTo: r.dests.get(link.dest) };
  });
}

async function checkContentsLinks(r: Read): Promise<void> {
  const links = await contentsLinks(r);
  expect(links.length).toBe(r.contents.size);
  expect(new Set(links.map((l) => l.title))).toEqual(new Set(r.contents.keys()));
  for (const link of links) {
    expect(link.printed, link.title).toBe(r.contents.get(link.title));
    expect(link.goesTo, link.title).toBe(link.printed);
    expect(link.goesTo, link.title).toBe(startOf(r, link.title));
  }
}

describe('a book ordered by category, in two chapters', () => {
  let r: Read;

  beforeAll(async () => {
    const [first, second] = [...new Set(demo.map((recipe) => recipe.category))];
    const recipes = [
      ...demo.filter((recipe) => recipe.category === first).slice(0, 2),
      ...demo.filter((recipe) => recipe.category === second).slice(0, 3),
    ];
    r = await read(bookOf(recipes, { pageSize: 'A5', order: 'category' }), 'chapters');
  });

  it('when it is opened, then its bookmarks are Contents, each chapter with its recipes under it, and Index', () => {
    const chapters = [...new Set(r.book.recipes.map((recipe) => recipe.category))];
    expect(chapters).toHaveLength(2);
    expect(shape(r.marks)).toEqual([
      'Contents',
      ...chapters.map((category) => ({
        [categoryLabel(category)]: r.book.recipes
          .filter((recipe) => recipe.category === category)
          .map((recipe) => recipe.title),
      })),
      'Index',
    ]);
    // Chapters are open, so their recipes show without a click.
    expect(r.marks.filter((m) => m.kids.length).every((m) => m.open)).toBe(true);
  });

  it('when a bookmark is followed, then it opens the page the contents prints for it', () => {
    checkBookmarkPages(r);
  });

  it('when a contents entry is clicked, then its one link goes to the page the entry prints', async () => {
    await checkContentsLinks(r);
  });

  it('when a viewer opens it, then it shows the bookmarks, and qpdf --check finds no error', async () => {
    expect((await catalog(r.file))['/PageMode']).toBe('/UseOutlines');
    const check = await tool('qpdf', ['--check', r.file]);
    expect(check.code).toBe(0);
    expect(check.out).toContain('No syntax or stream encoding errors');
  });
});

describe('a book ordered by hand, without chapters', () => {
  let r: Read;

  beforeAll(async () => {
    const recipes = [demo[7], demo[2], demo[12]].filter((recipe) => recipe !== undefined);
    r = await read(bookOf(recipes, { pageSize: 'A5', order: 'hand' }), 'flat');
  });

  it('when it is opened, then its bookmarks are Contents, each recipe in print order, and Index, all at the top level', () => {
    expect(shape(r.marks)).toEqual([
      'Contents',
      ...r.book.recipes.map((recipe) => recipe.title),
      'Index',
    ]);
  });

  it('when a bookmark or a contents entry is followed, then it opens the page the contents prints for it', async () => {
    checkBookmarkPages(r);
    await checkContentsLinks(r);
    expect((await tool('qpdf', ['--check', r.file])).code).toBe(0);
  });
});
