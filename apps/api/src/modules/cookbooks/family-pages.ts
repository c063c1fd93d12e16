import type { CookbookFields } from '@family-recipes/shared';
import { removeStoredImage } from '../images/image-processor.js';
import type { Storage } from '../storage/storage.js';
import type { StoredFamilyPage } from './cookbooks.schema.js';

/*
 * A book's family pages as stored: the cook sends their words and places; each page's photo is
 * uploaded on its own and kept with the page (by its id) across later edits of the book.
 */

/** The pages the cook sent, each keeping the photo it had before. */
export function keptPhotos(
  pages: CookbookFields['familyPages'],
  before: readonly StoredFamilyPage[],
): StoredFamilyPage[] {
  const images = new Map(before.map((page) => [page.id, page.image]));
  return pages.map((page) => ({ ...page, image: images.get(page.id) ?? null }));
}

/** Deletes the photos of the pages of `before` that `after` no longer holds with that photo. */
export async function removeDroppedPhotos(
  storage: Storage,
  before: readonly StoredFamilyPage[],
  after: readonly StoredFamilyPage[] = [],
): Promise<void> {
  const kept = new Set(after.map((page) => page.image));
  for (const page of before) {
    if (page.image && !kept.has(page.image)) await removeStoredImage(storage, page.image);
  }
}
