import sharp from 'sharp';
import { storedImageSource } from '../images/image-processor.js';
import type { Storage } from '../storage/storage.js';
import type { CookbookPageSize } from '@family-recipes/shared';
import type { BookFamilyPage, BookModel, BookRecipe } from './pdf/book-model.js';
import { recipeFrame } from './pdf/frames.js';

type PhotoReader = NonNullable<BookRecipe['photo']>;

/*
 * The book's photos as the renderer reads them: each read from storage when its page is printed,
 * and its pixel size read once beforehand for the layout.
 */

/**
 * Reads a photo from the site's storage when the renderer asks for it: its largest variant, or
 * with `original` its original for print when one was kept (the cover, family pages and cards,
 * which print larger than a column); undefined for one the site did not store (an address
 * elsewhere), a rejection when its file is gone (the renderer then prints a placeholder). A recipe
 * photo's largest variant fills the column frame at 200 ppi when it is landscape (pdf/frames.ts),
 * and reading it rather than the original keeps a book's photos several times faster to convert;
 * a photo whose variant falls short of the column frame (a portrait photo) is read from its
 * original when that fills it (withPhotoSizes).
 */
export function storedPhoto(
  storage: Storage,
  url: string | null,
  original = true,
): BookRecipe['photo'] {
  const source = url ? storedImageSource(storage, url) : undefined;
  if (!source) return undefined;
  const read = async () => {
    const kept = original ? await storage.get(source.originalKey) : undefined;
    const bytes = kept ?? (await storage.get(source.key));
    if (!bytes) throw new Error(`The photo ${source.key} is missing from storage`);
    return bytes;
  };
  sizeKeys.set(read, `${source.key}${original ? ' original' : ''}`);
  if (!original) {
    const larger = storedPhoto(storage, url, true);
    if (larger) originals.set(read, larger);
  }
  return read;
}

/** For a photo read at its served size, the reader of its original for print. */
const originals = new WeakMap<PhotoReader, PhotoReader>();

/** Which stored file a photo reader reads, for the pixel sizes already known. */
const sizeKeys = new WeakMap<PhotoReader, string>();
/**
 * Pixel sizes of stored photos already read: a stored file never changes under its name (a new
 * photo gets a new name), so a book laid out again (a preview, a PDF) reads no photo twice.
 */
const knownSizes = new Map<string, { width: number; height: number }>();
const KNOWN_SIZES_MAX = 5_000;

/**
 * The book with each photo's pixel size, read from its file's header one photo at a time: the
 * layout then gives a small photo a frame no larger than it prints sharp in, and both passes of
 * the renderer (the first reads no photo) agree. A photo that cannot be read keeps no size; the
 * renderer prints its placeholder.
 */
export async function withPhotoSizes(book: BookModel): Promise<BookModel> {
  const recipes: BookRecipe[] = [];
  for (const recipe of book.recipes) {
    const { photo, size } = recipe.photo
      ? await printedPhoto(book.pageSize, recipe.photo)
      : { photo: undefined, size: undefined };
    const cardSize = recipe.card ? await photoSize(recipe.card) : undefined;
    recipes.push({
      ...recipe,
      ...(photo && { photo }),
      ...(size && { photoSize: size }),
      ...(cardSize && { cardSize }),
    });
  }
  const familyPages: BookFamilyPage[] = [];
  for (const page of book.familyPages ?? []) {
    const size = page.photo ? await photoSize(page.photo) : undefined;
    familyPages.push(size ? { ...page, photoSize: size } : page);
  }
  return { ...book, recipes, familyPages };
}

async function photoSize(
  photo: NonNullable<BookRecipe['photo']>,
): Promise<BookRecipe['photoSize']> {
  const key = sizeKeys.get(photo);
  const known = key === undefined ? undefined : knownSizes.get(key);
  if (known) return known;
  try {
    const bytes = await photo();
    if (!bytes) return undefined;
    const { width, height } = await sharp(bytes).metadata();
    if (!width || !height) return undefined;
    if (key !== undefined) {
      if (knownSizes.size >= KNOWN_SIZES_MAX) knownSizes.clear();
      knownSizes.set(key, { width, height });
    }
    return { width, height };
  } catch {
    return undefined;
  }
}

/**
 * The reader a recipe photo prints from, and its size: its served size, or its original for print
 * when only that fills the column frame at 200 ppi.
 */
async function printedPhoto(
  pageSize: CookbookPageSize,
  photo: PhotoReader,
): Promise<{ photo: PhotoReader; size: BookRecipe['photoSize'] }> {
  const size = await photoSize(photo);
  const larger = originals.get(photo);
  if (!size || !larger || recipeFrame(pageSize, size).kind === 'column') return { photo, size };
  const big = await photoSize(larger);
  return big && recipeFrame(pageSize, big).kind === 'column'
    ? { photo: larger, size: big }
    : { photo, size };
}
