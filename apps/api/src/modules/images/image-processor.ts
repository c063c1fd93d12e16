import { randomUUID } from 'node:crypto';
import sharp, { type SharpOptions } from 'sharp';
import { IMAGE_LIMITS } from '@family-recipes/shared';
import { AppError } from '../../http/errors.js';
import type { Storage } from '../storage/storage.js';

/**
 * libvips's operation cache off: every upload is a new photo, converted once, so the cache (50 MB
 * by default) only kept pixels resident: a site that took 300 recipes with photos settled 16 MB
 * lower without it (docs/performance.md, "Memory as a family uses it").
 */
sharp.cache(false);

export const IMAGE_MESSAGES = {
  unsupported: 'Please upload a JPEG, PNG, WebP or AVIF image.',
  tooManyPixels: `The image is too large. The limit is ${IMAGE_LIMITS.maxPixels / 1_000_000} megapixels.`,
  markup: 'The image contains web page code (HTML or script). Please upload the photo itself.',
} as const;

interface StoredImageVariant {
  /** The nominal width in the key; smaller when the upload was narrower (never enlarged). */
  width: number;
  key: string;
  url: string;
  /** Actual pixel size of the stored file. */
  pixelWidth: number;
  pixelHeight: number;
}

export interface StoredImage {
  /** URL of the largest variant: the recipe's thumbnail_image. */
  url: string;
  keys: string[];
  /** Pixel size of the largest variant, so pages can reserve its space. */
  width: number;
  height: number;
  /** Smallest first. */
  variants: StoredImageVariant[];
}

type AcceptedFormat = 'jpeg' | 'png' | 'webp' | 'heif';

/** libwebp cannot encode a side longer than this; a tall panorama is scaled to fit instead. */
export const WEBP_MAX_SIDE = 16_383;
const WEBP_QUALITY = 78;
const LARGEST_WIDTH = Math.max(...IMAGE_LIMITS.widths);

/** ISO-BMFF brands of HEIF still images (HEIC) and AVIF. */
const HEIF_BRANDS = new Set([
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'hevm',
  'hevs',
  'mif1',
  'mif2',
  'msf1',
  'avif',
  'avis',
]);

/**
 * The container format from the first bytes. This runs before sharp sees the upload so that only
 * the four accepted decoders are ever reached: libvips would otherwise happily parse SVG (an XML
 * parser and external references), GIF, TIFF, PDF-like and other formats we never meant to accept.
 */
export function sniffImageFormat(input: Uint8Array): AcceptedFormat | undefined {
  const ascii = (start: number, end: number) =>
    Buffer.from(input.buffer, input.byteOffset, input.byteLength).toString('latin1', start, end);
  if (input.length >= 3 && input[0] === 0xff && input[1] === 0xd8 && input[2] === 0xff) {
    return 'jpeg';
  }
  if (input.length >= 8 && ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (input.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (input.length >= 16 && ascii(4, 8) === 'ftyp') {
    // The ftyp box: size, 'ftyp', major brand, minor version, then compatible brands.
    const boxEnd = Math.min(
      input.length,
      Buffer.from(input.buffer, input.byteOffset, input.byteLength).readUInt32BE(0),
      // No real ftyp box lists more than a few dozen brands.
      256,
    );
    const brands = [ascii(8, 12)];
    for (let offset = 16; offset + 4 <= boxEnd; offset += 4) brands.push(ascii(offset, offset + 4));
    if (brands.some((brand) => HEIF_BRANDS.has(brand))) return 'heif';
  }
  return undefined;
}

/**
 * Tags that make a file a web page as well as an image (a polyglot). Each is six or more particular
 * bytes in a row, which compressed photo data holds by chance about once in 10^5 full 15 MB files;
 * camera metadata (EXIF, XMP, ICC) uses none of them.
 */
const MARKUP = /<(?:script[\s>]|html[\s>]|iframe[\s>]|!doctype\s+html|\?php\s)/i;

/**
 * True when the upload carries HTML or script. The stored variants are re-encoded pixels and could
 * never carry it on, but a file that is both an image and a page is an attack, not a photo: it is
 * refused outright rather than cleaned (docs/security.md).
 */
export function carriesMarkup(input: Uint8Array): boolean {
  return MARKUP.test(
    Buffer.from(input.buffer, input.byteOffset, input.byteLength).toString('latin1'),
  );
}

export const DECODE_OPTIONS: SharpOptions = {
  // Checked by libvips from the header, before any pixel is decoded.
  limitInputPixels: IMAGE_LIMITS.maxPixels,
  // Truncated or corrupt files only raise warnings in libjpeg/libpng; treat them as unreadable
  // rather than storing a half-grey picture.
  failOn: 'warning',
};

export function decodeError(err: unknown): AppError {
  const message = err instanceof Error ? err.message : '';
  if (/pixel limit/i.test(message)) return new AppError(413, IMAGE_MESSAGES.tooManyPixels);
  return new AppError(415, IMAGE_MESSAGES.unsupported);
}

/**
 * Decoding a 50-megapixel photo can take a few hundred megabytes, so the process decodes at most
 * this many uploads at once; the others wait their turn instead of adding to the peak.
 */
const MAX_CONCURRENT_DECODES = 2;
let activeDecodes = 0;
const waitingDecodes: (() => void)[] = [];

export async function withDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (activeDecodes < MAX_CONCURRENT_DECODES) activeDecodes += 1;
  else await new Promise<void>((resolve) => waitingDecodes.push(resolve));
  try {
    return await work();
  } finally {
    // The slot passes straight to the next waiter, so the count only drops when nobody waits.
    const next = waitingDecodes.shift();
    if (next) next();
    else activeDecodes -= 1;
  }
}

export interface EncodedVariant {
  width: number;
  body: Buffer;
  pixelWidth: number;
  pixelHeight: number;
}

/**
 * Decodes once: the upload is turned upright and shrunk to the largest variant (JPEG and WebP
 * decoders shrink while decoding, which is much faster than decoding full size), kept as raw
 * pixels, and every variant is encoded from that small intermediate. Nothing from the input's
 * metadata is carried over: sharp writes EXIF, XMP, IPTC or ICC only when asked, and it converts
 * colours to sRGB first, so dropping the ICC profile does not shift them.
 */
async function encodeVariants(input: Buffer): Promise<EncodedVariant[]> {
  const format = sniffImageFormat(input);
  if (!format) throw new AppError(415, IMAGE_MESSAGES.unsupported);
  if (carriesMarkup(input)) throw new AppError(415, IMAGE_MESSAGES.markup);

  const metadata = await sharp(input, DECODE_OPTIONS)
    .metadata()
    .catch((err: unknown) => {
      throw decodeError(err);
    });
  if (metadata.format !== format) throw new AppError(415, IMAGE_MESSAGES.unsupported);

  const upright = await sharp(input, DECODE_OPTIONS)
    .autoOrient()
    .resize({
      width: LARGEST_WIDTH,
      height: WEBP_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((err: unknown) => {
      throw decodeError(err);
    });

  const raw = {
    width: upright.info.width,
    height: upright.info.height,
    channels: upright.info.channels,
  };
  return Promise.all(
    IMAGE_LIMITS.widths.map(async (width) => {
      const { data, info } = await sharp(upright.data, { raw })
        .resize({ width, height: WEBP_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      return { width, body: data, pixelWidth: info.width, pixelHeight: info.height };
    }),
  );
}

/**
 * Checks an upload (a real JPEG, PNG, WebP or AVIF of at most IMAGE_LIMITS.maxPixels; a HEIC
 * photo passes the first bytes' check, but the image library cannot decode it, so it is refused
 * too: the accepted list is ACCEPTED_IMAGE_TYPES in packages/shared), turns it upright by its
 * EXIF orientation, drops every metadata field (phone photos carry GPS positions) and stores WebP
 * variants named `recipes/<uuid>-<width>.webp` (docs/decisions/006-images.md).
 *
 * Throws AppError 415 for anything that is not an accepted, decodable image and 413 above the
 * pixel limit, in both cases before anything is written. When a write fails, whatever was written
 * is removed again and the storage error is rethrown.
 */
export async function storeRecipeImage(storage: Storage, input: Buffer): Promise<StoredImage> {
  return writeVariants(storage, await withDecodeSlot(() => encodeVariants(input)));
}

/**
 * Stores one photo's variants (smallest first, one for each of IMAGE_LIMITS.widths) under a new
 * id. When a write fails, whatever was written is removed again and the storage error is rethrown.
 */
export async function writeVariants(
  storage: Storage,
  encoded: EncodedVariant[],
): Promise<StoredImage> {
  const id = randomUUID();
  // Every width gets its file even when the upload is narrower (then two files look alike), so
  // any variant's URL can be derived from the thumbnail's (see variantUrls).
  const variants = encoded.map((variant) => {
    const key = variantKey(id, variant.width);
    return { ...variant, key, url: storage.url(key) };
  });
  const keys = variants.map((variant) => variant.key);

  const writes = await Promise.allSettled(
    variants.map((variant) => storage.put(variant.key, variant.body, 'image/webp')),
  );
  // Waiting for every write to settle before cleaning up means no write can land after the
  // removal and leave an orphan behind.
  const failed = writes.find(
    (write): write is PromiseRejectedResult => write.status === 'rejected',
  );
  if (failed) {
    // The write error is the one worth reporting; a failed clean-up must not hide it.
    await storage.remove(keys).catch(() => undefined);
    throw failed.reason;
  }

  const largest = variants[variants.length - 1];
  if (!largest) throw new Error('IMAGE_LIMITS.widths is empty');
  return {
    url: largest.url,
    keys,
    width: largest.pixelWidth,
    height: largest.pixelHeight,
    variants: variants.map(({ width, key, url, pixelWidth, pixelHeight }) => ({
      width,
      key,
      url,
      pixelWidth,
      pixelHeight,
    })),
  };
}

/**
 * Runs an image through the same checks and decoding as an upload and answers its largest WebP
 * variant without storing anything: an imported recipe's photo travels in the draft until the cook
 * submits it (docs/decisions/018).
 */
export async function normalizeRecipeImage(input: Buffer): Promise<Buffer> {
  const encoded = await withDecodeSlot(() => encodeVariants(input));
  const largest = encoded[encoded.length - 1];
  if (!largest) throw new Error('IMAGE_LIMITS.widths is empty');
  return largest.body;
}

function variantKey(id: string, width: number): string {
  return `recipes/${id}-${width}.webp`;
}

const STORED_IMAGE =
  /(recipes\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(\d+)\.webp$/;

function parseStoredUrl(url: string): { stem: string; width: number } | undefined {
  const match = STORED_IMAGE.exec(url);
  const stem = match?.[1];
  const width = Number(match?.[2]);
  if (!stem || !IMAGE_LIMITS.widths.some((w) => w === width)) return undefined;
  return { stem, width };
}

/**
 * The URLs of every variant of a stored thumbnail, smallest first (for `srcset`); empty when the
 * URL is not one storeRecipeImage produced, such as an external image URL from imported data.
 */
export function variantUrls(url: string): { width: number; url: string }[] {
  const parsed = parseStoredUrl(url);
  if (!parsed) return [];
  const suffix = `-${parsed.width}.webp`;
  const base = url.slice(0, url.length - suffix.length);
  return IMAGE_LIMITS.widths.map((width) => ({ width, url: `${base}-${width}.webp` }));
}

/**
 * The storage keys behind a thumbnail URL; empty unless this storage made exactly that URL, so an
 * external or foreign URL can never lead to deleting an object that is not a recipe image of ours.
 */
export function storedImageKeys(storage: Storage, url: string): string[] {
  const parsed = parseStoredUrl(url);
  if (!parsed) return [];
  if (storage.url(`${parsed.stem}-${parsed.width}.webp`) !== url) return [];
  return IMAGE_LIMITS.widths.map((width) => `${parsed.stem}-${width}.webp`);
}

/**
 * The stored image behind a thumbnail URL, for renditions made from it (the share image): its id
 * and the key of its largest variant. Undefined unless this storage made exactly that URL.
 */
export function storedImageSource(
  storage: Storage,
  url: string,
): { id: string; key: string } | undefined {
  const parsed = parseStoredUrl(url);
  if (!parsed || storage.url(`${parsed.stem}-${parsed.width}.webp`) !== url) return undefined;
  const id = parsed.stem.slice('recipes/'.length);
  return { id, key: variantKey(id, LARGEST_WIDTH) };
}

/**
 * Deletes every variant of a stored thumbnail: after a failed database write that followed the
 * upload, or when an edit replaces the image. Returns the keys it removed (none for a URL this
 * storage did not produce).
 */
export async function removeStoredImage(storage: Storage, url: string): Promise<string[]> {
  const keys = storedImageKeys(storage, url);
  if (keys.length > 0) await storage.remove(keys);
  return keys;
}
