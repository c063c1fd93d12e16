import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_LIMITS } from '@family-recipes/shared';
import type { Logger } from '../../http/logger.js';
import { writeAtomically, type Storage } from '../storage/storage.js';
import { storedImageSource } from './image-processor.js';

/** The size link previews (Open Graph, Twitter cards) show best: 1.91:1. */
export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/jpeg' } as const;
const JPEG_QUALITY = 82;

/**
 * Link previews need a JPEG or PNG (several chat apps show no WebP), while recipes store WebP
 * variants only. This makes a 1200x630 JPEG from the largest variant on first request, cropped
 * around the most interesting part of the photo, and keeps it in a folder as a cache: stored
 * images never change (a new photo gets a new id), so a cached file is valid for ever, and the
 * folder can be emptied at any time.
 */
export class ShareImages {
  private readonly inFlight = new Map<string, Promise<Buffer | undefined>>();

  constructor(
    private readonly storage: Storage,
    private readonly cacheDir: string,
    private readonly logger: Logger,
  ) {}

  /**
   * The stored image's id, which changes whenever the photo does; undefined for a URL this
   * storage did not make (no share image can be made from it).
   */
  versionOf(thumbnailUrl: string): string | undefined {
    return storedImageSource(this.storage, thumbnailUrl)?.id;
  }

  /** The JPEG for a thumbnail URL; undefined when it is not ours or its file is gone. */
  async jpeg(thumbnailUrl: string): Promise<Buffer | undefined> {
    const source = storedImageSource(this.storage, thumbnailUrl);
    if (!source) return undefined;
    // Crawlers often ask for the same preview several times at once: one rendering serves all.
    let pending = this.inFlight.get(source.id);
    if (!pending) {
      pending = this.cachedOrRendered(source).finally(() => this.inFlight.delete(source.id));
      this.inFlight.set(source.id, pending);
    }
    return pending;
  }

  private async cachedOrRendered(source: { id: string; key: string }) {
    const file = path.join(this.cacheDir, `${source.id}.jpg`);
    const cached = await readFile(file).catch(() => undefined);
    if (cached) return cached;
    const original = await this.storage.get(source.key);
    if (!original) return undefined;
    const jpeg = await renderShareImage(original);
    await this.keep(file, jpeg).catch((err: unknown) => {
      // Serving the image matters more than caching it: a read-only disk only costs time.
      this.logger.warn({ err }, 'Could not cache a share image');
    });
    return jpeg;
  }

  private async keep(file: string, jpeg: Buffer): Promise<void> {
    await writeAtomically(file, (temporary) => writeFile(temporary, jpeg));
  }
}

/**
 * A 1200x630 baseline JPEG of `image` (the kind every preview crawler decodes), transparent parts
 * on white, no metadata.
 */
export function renderShareImage(image: Buffer): Promise<Buffer> {
  return sharp(image, { limitInputPixels: IMAGE_LIMITS.maxPixels, failOn: 'warning' })
    .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, {
      fit: 'cover',
      position: sharp.strategy.attention,
    })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
}
