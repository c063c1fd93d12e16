import {
  CATEGORIES,
  formatAmount,
  isHeadingLine,
  understood,
  type Category,
  type CookbookOrder,
  type IngredientLine,
} from '@family-recipes/shared';
import type { CookbookRow, StoredFamilyPage } from './cookbooks.schema.js';
import { storedPhoto } from './book-photos.js';
import type { Storage } from '../storage/storage.js';
import type { BookFamilyPage, BookIngredient, BookModel, BookRecipe } from './pdf/book-model.js';
import { creditsOf } from './pdf/credits.js';
import { type BookWords, bookWords, ENGLISH_WORDS } from './pdf/words.js';
import type { BookRecipeRow, PrintedRecipeRow } from './book-recipes.repository.js';

/** How many ingredients of each recipe its index lists. */
const MAIN_INGREDIENTS = 3;

const byTitle = (a: BookRecipeRow, b: BookRecipeRow) =>
  a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id);

const chapterOf = (category: string) => {
  const index = CATEGORIES.indexOf(category as Category);
  return index === -1 ? CATEGORIES.length : index;
};

/**
 * The recipes in print order: as the cook put them (`hand`; `chapters`, whose recipeIds list the
 * chapters' recipes in turn), by title, or a chapter per category in the site's order of
 * categories, by title within each.
 */
export function inPrintOrder<R extends BookRecipeRow>(
  order: CookbookOrder,
  ids: readonly string[],
  rows: readonly R[],
): R[] {
  const position = new Map(ids.map((id, index) => [id, index]));
  const sorted = [...rows];
  if (order === 'hand' || order === 'chapters') {
    sorted.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  } else if (order === 'title') {
    sorted.sort(byTitle);
  } else {
    sorted.sort((a, b) => chapterOf(a.category) - chapterOf(b.category) || byTitle(a, b));
  }
  return sorted;
}

/** Keeps an amount and its unit on one line: "10 minutes" never breaks between the two. */
const NO_BREAK = '\u00a0';
const unbroken = (text: string) => text.trim().replace(/\s+/g, NO_BREAK);

/** "1/4 tsp", "1 1/2–2 cups", "about 800 g": friendly fractions, the unit as the cook wrote it. */
function printedAmount(line: IngredientLine, words: BookWords): string {
  if (line.quantity === null) return '';
  const number = line.range
    ? `${formatAmount(line.range.low)}–${formatAmount(line.range.high)}`
    : formatAmount(line.quantity);
  const amount = [number, line.units].join(' ');
  return unbroken(line.approximate ? words('about', { amount }) : amount);
}

/** One ingredient line as the recipe page sets it, from its model. */
export function bookIngredient(
  line: IngredientLine,
  words: BookWords = ENGLISH_WORDS,
): BookIngredient {
  if (isHeadingLine(line)) {
    return {
      amount: '',
      alternate: '',
      ingredient: (line.ingredient.trim() || line.text.trim()).replace(/\s*:$/, ''),
      heading: true,
    };
  }
  return {
    amount: printedAmount(line, words),
    alternate: unbroken(line.alternate),
    ingredient: line.ingredient.trim(),
    heading: false,
  };
}

/**
 * Foods a kitchen always has, which would list most of the book's pages in the index: salt,
 * pepper, water, oils, raising agents.
 */
const PANTRY = new Set([
  'salt',
  'salt and pepper',
  'pepper',
  'black pepper',
  'white pepper',
  'ground pepper',
  'ground black pepper',
  'peppercorns',
  'black peppercorns',
  'water',
  'warm water',
  'cold water',
  'hot water',
  'boiling water',
  'lukewarm water',
  'ice',
  'ice cubes',
  'cooking spray',
  'baking powder',
  'baking soda',
  'bicarbonate of soda',
]);
const PANTRY_PATTERN = /^(?:[\p{L}-]+ )?salt$|(?:^| )oil$/u;
/** Units of so little that what they measure seasons a dish rather than makes it. */
const PINCH_UNITS = new Set([
  'tsp',
  'teaspoon',
  'teaspoons',
  'pinch',
  'pinches',
  'dash',
  'dashes',
  'drop',
  'drops',
  'smidgen',
]);

/** Whether a line names a food the index could list: not a heading, extra or pantry staple. */
function isIndexable(line: IngredientLine): boolean {
  const food = line.food.trim();
  if (food === '' || /[()[\]]/.test(food) || line.optional || isHeadingLine(line)) return false;
  return !PANTRY.has(food) && !PANTRY_PATTERN.test(food);
}

const bySpoonful = (line: IngredientLine) =>
  PINCH_UNITS.has(line.unit ?? line.units.trim().toLowerCase());

/** The foods of the first lines that `pick` takes, each once, at most MAIN_INGREDIENTS. */
function firstFoods(lines: readonly IngredientLine[], pick: (line: IngredientLine) => boolean) {
  const foods: string[] = [];
  for (const line of lines) {
    const food = line.food.trim();
    if (!pick(line) || foods.includes(food)) continue;
    foods.push(food);
    if (foods.length === MAIN_INGREDIENTS) break;
  }
  return foods;
}

/**
 * The foods a recipe is indexed under, as the model keys them ("garlic", "potatoes"): those of
 * its first lines that are not pantry staples, headings or optional extras, nor seasonings
 * measured in teaspoons or pinches. A recipe of only those (a tea made with "2 teaspoons of Assam
 * tea") is indexed under its spoonfuls, so that every recipe can be found by what it is made of.
 */
export function mainIngredients(lines: readonly IngredientLine[]): string[] {
  const main = firstFoods(lines, (line) => isIndexable(line) && !bySpoonful(line));
  return main.length ? main : firstFoods(lines, isIndexable);
}

function bookRecipe(
  row: PrintedRecipeRow,
  storage: Storage,
  photos: boolean,
  withCard: boolean,
  words: BookWords,
): BookRecipe {
  const photo = photos ? storedPhoto(storage, row.thumbnailImage, false) : undefined;
  const card = withCard ? storedPhoto(storage, row.cardImage) : undefined;
  const lines = row.ingredients.map(understood);
  return {
    id: row.id,
    title: row.title,
    category: row.category as Category,
    description: row.description,
    story: row.story,
    fromKitchenOf: row.fromKitchenOf,
    cookName: row.userName,
    serving: row.serving,
    prepMinutes: row.prepTime,
    cookMinutes: row.cookTime,
    totalMinutes: row.totalTime,
    ingredients: lines.map((line) => bookIngredient(line, words)),
    instructions: row.instructions,
    tips: row.tips,
    mainIngredients: mainIngredients(lines),
    ...(photo ? { photo } : {}),
    ...(card ? { card } : {}),
  };
}

/** The family's chapters as the renderer takes them: each with the recipes of it still printed. */
function chaptersOf(book: CookbookRow, rows: readonly PrintedRecipeRow[]): BookModel['chapters'] {
  const printed = new Set(rows.map((row) => row.id));
  return book.chapters.map((chapter) => ({
    title: chapter.title,
    count: chapter.recipeIds.filter((id) => printed.has(id)).length,
  }));
}

function familyPage(page: StoredFamilyPage, storage: Storage, recipes: number): BookFamilyPage {
  const photo = storedPhoto(storage, page.image);
  return {
    title: page.title,
    caption: page.caption,
    story: page.story,
    after: Math.min(page.after, recipes),
    ...(photo ? { photo } : {}),
  };
}

/**
 * The book as the renderer takes it, from its saved settings and its recipes in print order. The
 * cover is the uploaded photo, else the chosen recipe's; contributors are the people the recipes
 * came from (pdf/credits.ts).
 */
export function buildBookModel(
  book: CookbookRow,
  rows: readonly PrintedRecipeRow[],
  storage: Storage,
  madeOn: Date,
): BookModel {
  const coverRecipe = rows.find((row) => row.id === book.coverRecipeId);
  const cover = storedPhoto(storage, book.coverImage ?? coverRecipe?.thumbnailImage ?? null);
  const cards = new Set(book.cardRecipeIds);
  const words = bookWords(book.language);
  const recipes = rows.map((row) =>
    bookRecipe(row, storage, book.photos, cards.has(row.id), words),
  );
  return {
    title: book.title,
    language: book.language,
    subtitle: book.subtitle,
    dedication: book.dedication,
    pageSize: book.pageSize,
    order: book.orderBy,
    photos: book.photos,
    ...(cover ? { cover } : {}),
    recipes,
    ...(book.orderBy === 'chapters' ? { chapters: chaptersOf(book, rows) } : {}),
    familyPages: book.familyPages.map((page) => familyPage(page, storage, rows.length)),
    contributors: creditsOf(recipes),
    madeOn,
  };
}
