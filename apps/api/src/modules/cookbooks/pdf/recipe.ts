import type { BookModel, BookRecipe } from './book-model.js';
import { type FrameKind, framesOf, recipeFrame } from './frames.js';
import { type Arrangement, arrange, type RecipeLayout } from './layout.js';
import type { Pager } from './pager.js';
import { placePhoto } from './photo.js';
import { BULLET_INDENT, heading, ingredients, printed } from './sections.js';
import { hasStory, printShortStory, printStory, storyPageFor } from './story.js';
import { COLORS } from './theme.js';
import { joinUnits, servingPhrase } from './typeset.js';
import type { BookWords } from './words.js';

/*
 * One recipe: its family story on a left-hand page of its own (story.ts) when it is more than a
 * few lines, then a new page (no running head on it: the title is there), the photo first in its
 * fixed frame (frames.ts), then the title, the facts, a short story, ingredients (sections.ts),
 * numbered steps and tips. Amounts and steps print fractions as the font's vulgar fractions and
 * hold each number to its unit. Where it sits (a spread, the small frame, a page ending higher)
 * is chosen by trying each arrangement on scratch pages (layout.ts); its later pages open with
 * "Title, continued".
 */

export interface PassContext {
  pager: Pager;
  book: BookModel;
  /** False on the layout pass, which reads no photos. */
  decode: boolean;
  /** Filled with each recipe's pages as laid out, when given. */
  log?: RecipeLayout[] | undefined;
}

/** Line height over size of a title set over two lines or more. */
const DISPLAY_LEADING = 1.1;

const plainParagraphs = (text: string) =>
  text
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean);

/** "Prep 1 h 30 min": a time in hours and minutes, each number held to its unit. */
function minutes(words: BookWords, label: TimeLabel, value: number): string | undefined {
  if (!value) return undefined;
  const hours = Math.floor(value / 60);
  const m = value % 60;
  const time = hours
    ? m
      ? words('hoursMinutes', { hours, minutes: m })
      : words('hours', { hours })
    : words('minutes', { minutes: m });
  return words(label, { time: time.replace(/(\d) (?=\S)/gu, '$1\u00a0') });
}

type TimeLabel = 'prep' | 'cook' | 'total';

function facts(words: BookWords, recipe: BookRecipe): string {
  return [
    servingPhrase(recipe.serving, words) || undefined,
    minutes(words, 'prep', recipe.prepMinutes),
    minutes(words, 'cook', recipe.cookMinutes),
    minutes(words, 'total', recipe.totalMinutes),
  ]
    .filter(Boolean)
    .map((fact) => joinUnits(fact ?? ''))
    .join('  ·  ');
}

/** The photo in its fixed frame, centred on the column; nothing for `frame` undefined. */
async function photo(ctx: PassContext, recipe: BookRecipe, frame: FrameKind | undefined) {
  const { pager } = ctx;
  if (!frame) return;
  const size = framesOf(ctx.book.pageSize)[frame];
  const box = { x: pager.left + (pager.width - size.width) / 2, y: pager.y, ...size };
  await placePhoto(pager, recipe.photo, box, { decode: ctx.decode });
  pager.y += size.height + pager.theme.body;
}

function steps(pager: Pager, recipe: BookRecipe): void {
  if (!recipe.instructions.length) return;
  const size = pager.theme.body;
  const indent = (pager.ts.lines([{ text: '00.', face: 'bold' }], size, 100)[0]?.width ?? 0) + 8;
  const first = [{ text: printed(recipe.instructions[0] ?? ''), face: 'regular' as const }];
  heading(pager, pager.words('method'), pager.ts.lines(first, size, pager.width - indent).length);
  pager.part = 'method';
  recipe.instructions.forEach((step, i) => {
    if (i > 0) pager.gap(size * 0.45);
    pager.paragraph(
      [{ text: printed(step), face: 'regular' }],
      { size, indent },
      {
        text: `${i + 1}.`,
        face: 'bold',
      },
    );
  });
}

function tips(pager: Pager, recipe: BookRecipe): void {
  if (!recipe.tips.length) return;
  const size = pager.theme.body;
  const first = [{ text: printed(recipe.tips[0] ?? ''), face: 'regular' as const }];
  const lines = pager.ts.lines(first, size, pager.width - BULLET_INDENT).length;
  heading(pager, pager.words(recipe.tips.length === 1 ? 'tip' : 'tips'), lines);
  pager.part = 'tips';
  for (const tip of recipe.tips) {
    pager.paragraph(
      [{ text: printed(tip), face: 'regular' }],
      { size, indent: BULLET_INDENT },
      {
        text: '•',
        face: 'bold',
      },
    );
  }
}

/** Whose kitchen the recipe came from, under its header when it has no story page to say so. */
function kitchen(pager: Pager, recipe: BookRecipe): void {
  if (!recipe.fromKitchenOf || hasStory(recipe)) return;
  const text = pager.words('fromKitchenOf', { name: recipe.fromKitchenOf });
  pager.paragraph([{ text, face: 'italic' }], {
    size: pager.theme.body,
    color: COLORS.soft,
  });
}

function header(pager: Pager, recipe: BookRecipe): void {
  const { theme } = pager;
  const title = pager.ts.balancedLines(
    [{ text: recipe.title, face: 'bold' }],
    theme.title,
    pager.width,
  );
  pager.placeLines(title, {
    size: theme.title,
    color: COLORS.accent,
    keepWithNext: pager.lineHeight(theme.body) * 2,
    ...(title.length > 1 ? { leading: DISPLAY_LEADING } : {}),
  });
  pager.gap(theme.body * 0.2);
  const line = facts(pager.words, recipe);
  if (line)
    pager.paragraph([{ text: line, face: 'regular' }], { size: theme.body, color: COLORS.soft });
  for (const text of plainParagraphs(recipe.description)) {
    pager.gap(theme.body * 0.4);
    pager.paragraph([{ text: joinUnits(text), face: 'regular' }], { size: theme.body });
  }
  pager.gap(theme.body * 0.4);
}

/** The kind of the recipe's pages: numbered, with running heads but on opening pages. */
const RECIPE_PAGES = { numbered: true, head: true };

/**
 * The recipe from its opening page on `ctx.pager`, set as `arrangement` says (a blank page first
 * for a spread that would open on a right-hand page); returns the opening page.
 */
async function recipePages(
  ctx: PassContext,
  recipe: BookRecipe,
  arrangement: Arrangement,
  storyPage: boolean,
): Promise<number> {
  const { pager } = ctx;
  if (arrangement.spread && pager.pages % 2 === 0) pager.newPage(RECIPE_PAGES, { head: false });
  pager.newPage(RECIPE_PAGES, { head: false });
  const opening = pager.pages;
  if (arrangement.short) pager.shorten(arrangement.short.page, arrangement.short.bottom);
  pager.continued = pager.words('continued', { title: recipe.title });
  pager.part = 'header';
  await photo(ctx, recipe, arrangement.frame);
  header(pager, recipe);
  if (hasStory(recipe) && !storyPage) printShortStory(pager, recipe);
  else kitchen(pager, recipe);
  ingredients(pager, recipe);
  steps(pager, recipe);
  tips(pager, recipe);
  pager.continued = undefined;
  return opening;
}

/** Arrangements chosen by the layout pass, by book and recipe, with the page before them. */
const chosen = new WeakMap<
  BookModel,
  Map<BookRecipe, { after: number; arrangement: Arrangement }>
>();

/** The recipe's arrangement: the cheapest of those tried on scratch pages (layout.ts). */
async function arrangementFor(
  ctx: PassContext,
  recipe: BookRecipe,
  storyPage: boolean,
): Promise<Arrangement> {
  const { pager, book } = ctx;
  const known_ =
    chosen.get(book) ?? new Map<BookRecipe, { after: number; arrangement: Arrangement }>();
  chosen.set(book, known_);
  const known = known_.get(recipe);
  if (known?.after === pager.pages) return known.arrangement;
  const natural =
    book.photos && recipe.photo ? recipeFrame(book.pageSize, recipe.photoSize).kind : undefined;
  const frames = framesOf(book.pageSize);
  const arrangement = await arrange(
    pager,
    { natural, spreadable: !storyPage },
    async (scratch, tried) => {
      await recipePages({ pager: scratch, book, decode: false }, recipe, tried, storyPage);
    },
    frames.column.height - frames.small.height,
  );
  known_.set(recipe, { after: pager.pages, arrangement });
  return arrangement;
}

/**
 * Prints a recipe from a new page, a recipe with a long story from its story's left-hand page
 * with the recipe opening on the right-hand page after it; returns the page it starts on.
 */
export async function printRecipe(ctx: PassContext, recipe: BookRecipe): Promise<number> {
  const { pager } = ctx;
  pager.section = recipe.title;
  const from = pager.records.length;
  const before = pager.pages;
  pager.part = 'story';
  const ownPage = storyPageFor(pager, recipe);
  const story = ownPage ? printStory(pager, recipe) : undefined;
  const arrangement = await arrangementFor(ctx, recipe, ownPage);
  const opening = await recipePages(ctx, recipe, arrangement, ownPage);
  const pages = pager.records.slice(from).filter((p) => p.page > before);
  pages.push({ page: pager.pages, used: pager.y - pager.top, part: '' });
  ctx.log?.push({ opening, pages, frame: arrangement.frame });
  pager.part = '';
  return story ?? opening;
}
