import type { Logger } from 'pino';
import { removeStoredImage, storeRecipeImage } from '../images/image-processor.js';
import type { Storage } from '../storage/storage.js';

export interface RecipeImages {
  /** The photo (thumbnail_image). */
  thumbnail?: Buffer | undefined;
  /** The scan or photo of the handwritten card (card_image). */
  card?: Buffer | undefined;
}

/** The URLs of the images a write stored; unset where none was sent. */
export interface StoredRecipeImages {
  thumbnail: string | undefined;
  card: string | undefined;
}

/**
 * A recipe's stored images: written before the recipe row, removed again when the row's write
 * fails or an edit replaces them. A removal that fails is logged, never thrown.
 */
export class RecipeImageFiles {
  constructor(
    private readonly storage: Storage,
    private readonly logger?: Logger,
  ) {}

  /** Stores the images sent; the photo is removed again when the card cannot be stored. */
  async store(
    images: RecipeImages & { thumbnail: Buffer },
  ): Promise<{ thumbnail: string } & StoredRecipeImages>;
  async store(images: RecipeImages): Promise<StoredRecipeImages>;
  async store(images: RecipeImages): Promise<StoredRecipeImages> {
    const thumbnail = images.thumbnail
      ? (await storeRecipeImage(this.storage, images.thumbnail)).url
      : undefined;
    try {
      const card = images.card
        ? (await storeRecipeImage(this.storage, images.card)).url
        : undefined;
      return { thumbnail, card };
    } catch (err) {
      if (thumbnail) await this.discard(thumbnail);
      throw err;
    }
  }

  /** Removes what `store` wrote, once the write it was for has failed. */
  async discardAll(stored: StoredRecipeImages): Promise<void> {
    if (stored.thumbnail) await this.discard(stored.thumbnail);
    if (stored.card) await this.discard(stored.card);
  }

  async discard(url: string): Promise<void> {
    try {
      await removeStoredImage(this.storage, url);
    } catch (err) {
      this.logger?.warn({ err, url }, 'could not remove an image');
    }
  }
}
