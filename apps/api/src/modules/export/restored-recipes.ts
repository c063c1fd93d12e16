import {
  EXPORT_EXTENSION_KEY,
  type ExportedRecipe,
  type ExportImage,
  IMAGE_LIMITS,
} from '@family-recipes/shared';
import { AppError } from '../../http/errors.js';
import { keepBackedUpVariants } from '../images/backed-up-image.js';
import {
  removeStoredImage,
  type StoredImage,
  storeRecipeImage,
} from '../images/image-processor.js';
import type { Storage } from '../storage/storage.js';
import { toRecipeRow } from './export.mapper.js';
import type { NewRecipeRow } from './export.repository.js';

/**
 * The recipes of a restore. A photo that comes with every stored size is kept byte for byte when
 * each file is one this site could have written (keepBackedUpVariants); otherwise its largest size
 * is put through the upload pipeline again (the file is checked like any upload). A photo the
 * pipeline refuses (not an image it accepts, or over its limits) is
 * left out and its recipe restored without it, as a backup without that photo would be: the
 * report names it. Any other failure (the storage) fails the restore.
 */
export class RestoredRecipes {
  /** The URLs of the photos stored so far, removed again if the restore fails. */
  private readonly stored: string[] = [];
  /** The recipes whose photo was left out, by why. */
  readonly skippedPhotos = new Map<string, string[]>();

  constructor(
    private readonly storage: Storage,
    /** The account ids a restored recipe may keep as its owner (the backup's accounts). */
    private readonly claimable: ReadonlySet<string>,
  ) {}

  /** The row of a restored recipe, its photos stored. */
  async row(recipe: ExportedRecipe): Promise<NewRecipeRow> {
    const site = recipe[EXPORT_EXTENSION_KEY];
    const photo = await this.photo(site.id, site.image);
    const card = await this.photo(site.id, site.card_image);
    return toRecipeRow(recipe, photo ?? recipe.image ?? '', card ?? null, this.claimable);
  }

  /** Removes every photo stored so far; never rejects. */
  async removeStored(): Promise<void> {
    await Promise.all(
      this.stored.map((url) => removeStoredImage(this.storage, url).catch(() => [])),
    );
  }

  private async photo(
    recipeId: string,
    image: ExportImage | null | undefined,
  ): Promise<string | undefined> {
    if (!image?.data) return undefined;
    try {
      const stored = await this.storedPhoto(image.data, image.sizes, image.original);
      this.stored.push(stored.url);
      return stored.url;
    } catch (err) {
      if (!(err instanceof AppError) || (err.status !== 413 && err.status !== 415)) throw err;
      const ids = this.skippedPhotos.get(err.message) ?? [];
      ids.push(recipeId);
      this.skippedPhotos.set(err.message, ids);
      return undefined;
    }
  }

  /** The photo kept as the backup holds it, or made again from its largest size. */
  private async storedPhoto(
    data: string,
    sizes: ExportImage['sizes'],
    original: ExportImage['original'],
  ): Promise<StoredImage> {
    const largest = Buffer.from(data, 'base64');
    if (sizes) {
      const files = [
        ...sizes.map((size) => ({ width: size.width, body: Buffer.from(size.data, 'base64') })),
        { width: Math.max(...IMAGE_LIMITS.widths), body: largest },
      ];
      try {
        const kept = original ? Buffer.from(original, 'base64') : undefined;
        return await keepBackedUpVariants(this.storage, files, kept);
      } catch (err) {
        if (!(err instanceof AppError) || err.status !== 415) throw err;
      }
    }
    return storeRecipeImage(this.storage, largest);
  }
}
