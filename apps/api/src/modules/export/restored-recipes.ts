import { EXPORT_EXTENSION_KEY, type ExportedRecipe } from '@family-recipes/shared';
import { AppError } from '../../http/errors.js';
import { removeStoredImage, storeRecipeImage } from '../images/image-processor.js';
import type { Storage } from '../storage/storage.js';
import { toRecipeRow } from './export.mapper.js';
import type { NewRecipeRow } from './export.repository.js';

/**
 * The recipes of a restore, each photo put through the upload pipeline again (the file is checked
 * like any upload). A photo the pipeline refuses (not an image it accepts, or over its limits) is
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
    const photo = await this.photo(site.id, site.image?.data);
    const card = await this.photo(site.id, site.card_image?.data);
    return toRecipeRow(recipe, photo ?? recipe.image ?? '', card ?? null, this.claimable);
  }

  /** Removes every photo stored so far; never rejects. */
  async removeStored(): Promise<void> {
    await Promise.all(
      this.stored.map((url) => removeStoredImage(this.storage, url).catch(() => [])),
    );
  }

  private async photo(recipeId: string, data: string | undefined): Promise<string | undefined> {
    if (!data) return undefined;
    try {
      const image = await storeRecipeImage(this.storage, Buffer.from(data, 'base64'));
      this.stored.push(image.url);
      return image.url;
    } catch (err) {
      if (!(err instanceof AppError) || (err.status !== 413 && err.status !== 415)) throw err;
      const ids = this.skippedPhotos.get(err.message) ?? [];
      ids.push(recipeId);
      this.skippedPhotos.set(err.message, ids);
      return undefined;
    }
  }
}
