import { finished } from 'node:stream/promises';
import PDFDocument from 'pdfkit';
import {
  DEFAULT_STAPLES,
  isStaple,
  singularize,
  stapleKey,
  textDirection,
  type SiteLanguage,
} from '@family-recipes/shared';
import { backCover, type IndexEntry, index } from './back.js';
import type { BookModel, BookRecipe } from './book-model.js';
import { printCard } from './card-page.js';
import { chapterOpener, type ContentsEntry, contents, cover, dedication } from './front.js';
import { printFamilyPage } from './family.js';
import { partsOf } from './parts.js';
import { addBookmarks, bookmarksOf } from './outline.js';
import { Pager } from './pager.js';
import { padToSheets, printPages, trimInset, withBleed } from './print.js';
import type { RecipeLayout } from './layout.js';
import { type PassContext, printRecipe } from './recipe.js';
import { themeFor } from './theme.js';
import { bookWords } from './words.js';

/*
 * One pass over the book. The layout pass writes to nowhere and reads no photos; it finds the
 * page each recipe, chapter and the index start on. The printing pass prints those numbers in
 * the contents and must land every start on the same page (checked by the caller).
 */

export interface Plan {
  recipes: number[];
  chapters: number[];
  /** The page each family page starts on, in print order. */
  family: number[];
  index: number;
}

/** The contents' lines; once the pages are known, each names its page and links to it. */
function contentsEntries(book: BookModel, plan?: Plan): ContentsEntry[] {
  const dest = (name: string) => (plan ? name : undefined);
  const counts = { recipe: 0, chapter: 0, family: 0 };
  const entries = partsOf(book).map((part): ContentsEntry => {
    if (part.kind === 'chapter') {
      const c = counts.chapter++;
      return {
        text: part.chapter.title,
        chapter: true,
        page: plan?.chapters[c],
        dest: dest(`chapter-${c}`),
      };
    }
    if (part.kind === 'family') {
      const f = counts.family++;
      return {
        text: part.page.title,
        chapter: false,
        family: true,
        top: part.top,
        page: plan?.family[f],
        dest: dest(`family-${f}`),
      };
    }
    const r = counts.recipe++;
    return {
      text: part.recipe.title,
      chapter: false,
      page: plan?.recipes[r],
      dest: dest(`recipe-${r}`),
    };
  });
  entries.push({
    text: bookWords(book.language)('index'),
    chapter: true,
    page: plan?.index,
    dest: dest('index'),
  });
  return entries;
}

// Names that start with a letter sort after the rest, which the index lists under "#".
const startsWithLetter = (name: string) => /^\p{L}/u.test(name.trim());
/** The index's order, as the book's language sorts ("Äpfel" beside "Apfel" in German). */
const byName = (language: SiteLanguage) => (a: IndexEntry, b: IndexEntry) =>
  Number(startsWithLetter(a.name)) - Number(startsWithLetter(b.name)) ||
  a.name.localeCompare(b.name, language, { sensitivity: 'base' });

/** One index entry for a food however many it was written for: its last word in the singular. */
function indexKey(name: string): string {
  const words = name.toLocaleLowerCase('en').split(/\s+/);
  return [...words.slice(0, -1), singularize(words.at(-1) ?? '')].join(' ');
}

/** The staples the shopping list leaves out (salt, pepper, oil, water, of any kind). */
const INDEX_STAPLES: ReadonlySet<string> = new Set(DEFAULT_STAPLES.map(stapleKey));

/**
 * The index's two lists, recipes and main ingredients, each with the pages they start on. A food
 * is listed once however it was written ("Egg", "eggs"), and staples ("olive oil", "sea salt")
 * are not listed.
 */
export function indexEntries(
  book: { recipes: readonly Pick<BookRecipe, 'title' | 'mainIngredients'>[] },
  starts: readonly number[],
  language: SiteLanguage = 'en',
): [IndexEntry[], IndexEntry[]] {
  const recipes = book.recipes.map((r, i) => ({ name: r.title.trim(), pages: [starts[i] ?? 0] }));
  const ingredients = new Map<string, IndexEntry>();
  book.recipes.forEach((recipe, i) => {
    for (const raw of recipe.mainIngredients) {
      const name = raw.trim();
      if (!name || isStaple(stapleKey(name), INDEX_STAPLES)) continue;
      const key = indexKey(name);
      const written = name.charAt(0).toLocaleUpperCase('en') + name.slice(1);
      const entry = ingredients.get(key) ?? { name: written, pages: [] };
      // "Carrot" in one recipe and "Carrots" in another are one entry, named in the plural.
      if (written.length > entry.name.length) entry.name = written;
      const page = starts[i] ?? 0;
      if (!entry.pages.includes(page)) entry.pages.push(page);
      ingredients.set(key, entry);
    }
  });
  for (const entry of ingredients.values()) entry.pages.sort((a, b) => a - b);
  const order = byName(language);
  return [recipes.sort(order), [...ingredients.values()].sort(order)];
}

/** Pauses while more than this much PDF waits to be taken by a slow reader (an upload). */
const HIGH_WATER = 8 * 2 ** 20;

async function drained(doc: PDFKit.PDFDocument): Promise<void> {
  const readable = doc as unknown as NodeJS.ReadableStream & { readableLength: number };
  if (readable.readableLength <= HIGH_WATER) return;
  await new Promise<void>((resolve) => {
    const check = () => {
      if (readable.readableLength > HIGH_WATER / 2) return;
      readable.off('data', check);
      resolve();
    };
    readable.on('data', check);
  });
}

/** The book's document: its pages the trim size, with the bleed round them for `print`. */
export function newDocument(book: BookModel, print: boolean): PDFKit.PDFDocument {
  const theme = themeFor(book.pageSize);
  const doc = new PDFDocument({
    size: print
      ? withBleed(theme.width, theme.height, book.cropMarks)
      : [theme.width, theme.height],
    margin: 0,
    autoFirstPage: false,
    lang: book.language,
    displayTitle: true,
    info: { Title: book.title, Subject: book.subtitle, Creator: 'Family Recipes' },
  });
  if (print) printPages(doc, theme, book.cropMarks);
  if (textDirection(book.language) === 'rtl') readRightToLeft(doc);
  return doc;
}

/**
 * Tells PDF readers the book binds on the right, so that they show its spreads with the first
 * page of each on the right (the ViewerPreferences' Direction, ISO 32000-1 section 12.2).
 */
function readRightToLeft(doc: PDFKit.PDFDocument): void {
  // The document's `displayTitle` made the dictionary; pdfkit writes a string as a name: /R2L.
  type Dictionary = { data: Record<string, unknown> };
  const root = doc as unknown as { _root: { data: { ViewerPreferences: Dictionary } } };
  root._root.data.ViewerPreferences.data.Direction = 'R2L';
}

/** A recipe's place: the pages before it, the page it starts on (its story's) and its last. */
export interface RecipeSpan {
  after: number;
  start: number;
  end: number;
}

export interface PassResult {
  plan: Plan;
  pages: number;
  bytes: number;
  /** Each recipe's pages, in print order. */
  spans: RecipeSpan[];
}

/** What a pass is given besides the book; `print` for the print shop's interior. */
export interface PassOptions {
  plan?: Plan;
  decode: boolean;
  step: (done: number) => void;
  maxPages?: number;
  print?: boolean;
  /** Filled with each recipe's pages as laid out (layout-stats.ts). */
  log?: RecipeLayout[];
}

/**
 * Lays out (or prints) the whole book into `out`; `step` hears each recipe done. A book that would
 * run to more than `maxPages` stops at the page past it (TooManyPages). The print shop's interior
 * leaves the covers out (they are a sheet of their own) and ends with blank pages to a whole
 * number of 4-page sheets.
 */
export async function bookPass(
  book: BookModel,
  out: NodeJS.WritableStream,
  options: PassOptions,
): Promise<PassResult> {
  const print = options.print === true;
  const doc = newDocument(book, print);
  let bytes = 0;
  doc.on('data', (chunk: Buffer) => (bytes += chunk.length));
  const done = finished(out);
  // A stream that fails (a full disk, a closed upload) stops the book at the next recipe.
  let broken: Error | undefined;
  done.catch((error: unknown) => {
    broken = error instanceof Error ? error : new Error('The PDF’s stream failed.');
  });
  doc.pipe(out);
  const pager = new Pager(
    doc,
    themeFor(book.pageSize),
    book.title,
    options.maxPages,
    undefined,
    book.language,
  );
  const ctx: PassContext = { pager, book, decode: options.decode, log: options.log };
  if (!print) await cover(ctx);
  dedication(ctx);
  const entries = contentsEntries(book, options.plan);
  // Only the printing pass knows the pages its bookmarks and the contents' links open.
  if (options.plan) {
    const marks = bookmarksOf(entries, pager.pages + 1, pager.words);
    addBookmarks(doc, marks, pager.pages, print ? trimInset(book.cropMarks) : 0);
  }
  contents(pager, entries);
  const plan: Plan = { recipes: [], chapters: [], family: [], index: 0 };
  const spans: RecipeSpan[] = [];
  for (const part of partsOf(book)) {
    if (part.kind === 'chapter') {
      plan.chapters.push(chapterOpener(pager, part.chapter.title, part.chapter.recipes.length));
    } else if (part.kind === 'family') {
      plan.family.push(await printFamilyPage(ctx, part.page));
    } else {
      const after = pager.pages;
      const start = await printRecipe(ctx, part.recipe);
      plan.recipes.push(start);
      spans.push({ after, start, end: pager.pages });
      await printCard(ctx, part.recipe);
      options.step(plan.recipes.length);
    }
    await drained(doc);
    if (broken) throw broken;
  }
  plan.index = index(pager, ...indexEntries(book, plan.recipes, book.language));
  if (!print) backCover(pager, book);
  const pages = print ? padToSheets(doc, pager.pages) : pager.pages;
  doc.end();
  await done;
  return { plan, pages, bytes, spans };
}
