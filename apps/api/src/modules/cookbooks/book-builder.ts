import {
  CATEGORIES,
  formatAmount,
  type Category,
  type CookbookOrder,
} from '@family-recipes/shared';
import sharp from 'sharp';
import type { CookbookRow } from '../../db/schema.js';
import { storedImageSource } from '../images/image-processor.js';
import type { Storage } from '../storage/storage.js';
import type { BookModel, BookRecipe } from './pdf/book-model.js';
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
 * The recipes in print order: as the cook put them (`hand`), by title, or a chapter per category
 * in the site's order of categories, by title within each.
 */
export function inPrintOrder<R extends BookRecipeRow>(
  order: CookbookOrder,
  ids: readonly string[],
  rows: readonly R[],
): R[] {
  const position = new Map(ids.map((id, index) => [id, index]));
  const sorted = [...rows];
  if (order === 'hand') {
    sorted.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  } else if (order === 'title') {
    sorted.sort(byTitle);
  } else {
    sorted.sort((a, b) => chapterOf(a.category) - chapterOf(b.category) || byTitle(a, b));
  }
  return sorted;
}

/**
 * A few words of a recipe for the index: its first ingredients' names, each without what follows
 * a comma or sits in brackets ("butter, softened (room temperature)" is "butter"), in lower case,
 * each once. The amounts are kept apart in the recipe already.
 */
export function mainIngredients(ingredients: readonly { ingredient: string }[]): string[] {
  const words: string[] = [];
  for (const { ingredient } of ingredients) {
    const name = (ingredient.split(',')[0] ?? '')
      .replace(/\([^)]*\)/g, ' ')
      .replace(/^[\d\s./½¼¾⅓⅔-]+/, '')
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase();
    if (name !== '' && !words.includes(name)) words.push(name);
    if (words.length === MAIN_INGREDIENTS) break;
  }
  return words;
}

/**
 * Reads a photo from the site's storage when the renderer asks for it: undefined for one the site
 * did not store (an address elsewhere), a rejection when its file is gone (the renderer then
 * prints a placeholder).
 */
function storedPhoto(storage: Storage, url: string | null): BookRecipe['photo'] {
  const source = url ? storedImageSource(storage, url) : undefined;
  if (!source) return undefined;
  return async () => {
    const bytes = await storage.get(source.key);
    if (!bytes) throw new Error(`The photo ${source.key} is missing from storage`);
    return bytes;
  };
}

function bookRecipe(row: PrintedRecipeRow, storage: Storage, photos: boolean): BookRecipe {
  const photo = photos ? storedPhoto(storage, row.thumbnailImage) : undefined;
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
    ingredients: row.ingredients.map((line) => ({
      amount: [line.quantity === null ? '' : formatAmount(line.quantity), line.units]
        .filter((part) => part.trim() !== '')
        .join(' '),
      ingredient: line.ingredient,
    })),
    instructions: row.instructions,
    tips: row.tips,
    mainIngredients: mainIngredients(row.ingredients),
    ...(photo ? { photo } : {}),
  };
}

/**
 * The book as the renderer takes it, from its saved settings and its recipes in print order. The
 * cover is the uploaded photo, else the chosen recipe's; contributors are the recipes' cooks, each
 * once, in the order they first appear.
 */
export function buildBookModel(
  book: CookbookRow,
  rows: readonly PrintedRecipeRow[],
  storage: Storage,
  madeOn: Date,
): BookModel {
  const coverRecipe = rows.find((row) => row.id === book.coverRecipeId);
  const cover = storedPhoto(storage, book.coverImage ?? coverRecipe?.thumbnailImage ?? null);
  return {
    title: book.title,
    subtitle: book.subtitle,
    dedication: book.dedication,
    pageSize: book.pageSize,
    order: book.orderBy,
    photos: book.photos,
    ...(cover ? { cover } : {}),
    recipes: rows.map((row) => bookRecipe(row, storage, book.photos)),
    contributors: [...new Set(rows.map((row) => row.userName.trim()).filter((n) => n !== ''))],
    madeOn,
  };
}

/**
 * The book with each photo's pixel size, read from its file's header one photo at a time: the
 * layout then gives a small photo a frame no larger than it prints sharp in, and both passes of
 * the renderer (the first reads no photo) agree. A photo that cannot be read keeps no size; the
 * renderer prints its placeholder.
 */
export async function withPhotoSizes(book: BookModel): Promise<BookModel> {
  const recipes: BookRecipe[] = [];
  for (const recipe of book.recipes) {
    const size = recipe.photo ? await photoSize(recipe.photo) : undefined;
    recipes.push(size ? { ...recipe, photoSize: size } : recipe);
  }
  return { ...book, recipes };
}

async function photoSize(
  photo: NonNullable<BookRecipe['photo']>,
): Promise<BookRecipe['photoSize']> {
  try {
    const bytes = await photo();
    if (!bytes) return undefined;
    const { width, height } = await sharp(bytes).metadata();
    return width && height ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}
