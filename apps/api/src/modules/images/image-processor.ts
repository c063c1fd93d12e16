import sharp from 'sharp';
import { IMAGE_LIMITS, PRINT_ORIGINAL_MAX_SIDE } from '@family-recipes/shared';
import type { Storage } from '../storage/storage.js';
import {
  checkedHeader,
  DECODE_OPTIONS,
  decoded,
  uprightJpeg,
  withDecodeSlot,
} from './image-decoding.js';
import {
  LARGEST_WIDTH,
  writeVariants,
  type EncodedVariant,
  type StoredImage,
} from './stored-images.js';

export { IMAGE_MESSAGES } from './image-decoding.js';
export {
  removeStoredImage,
  storedImageKeys,
  storedImageSource,
  variantUrls,
  type StoredImage,
} from './stored-images.js';

/**
 * libvips's operation cache off: every upload is a new photo, converted once, so the cache (50 MB
 * by default) only kept pixels resident: a site that took 300 recipes with photos settled 16 MB
 * lower without it (docs/performance.md, "Memory as a family uses it").
 */
sharp.cache(false);

/** libwebp cannot encode a side longer than this; a tall panorama is scaled to fit instead. */
export const WEBP_MAX_SIDE = 16_383;
const WEBP_QUALITY = 78;

/**
 * The print original: at most PRINT_ORIGINAL_MAX_SIDE on its longest side, a baseline JPEG.
 * It is made by a pipeline of its own, which libvips runs in strips without holding the photo's
 * pixels (a 3200 x 2400 WebP from a decoded photo held both and libwebp's own copy: 150 MB more at
 * the peak for two uploads at once, 40 MB before; and 1.3 s more per upload).
 */
const ORIGINAL_MAX_SIDE = PRINT_ORIGINAL_MAX_SIDE;
const ORIGINAL_QUALITY = 88;

/**
 * Decodes once for the variants: the upload is turned upright and shrunk to the largest variant
 * (JPEG and WebP decoders shrink while decoding, which is much faster than decoding full size),
 * kept as raw pixels, and every variant is encoded from that small intermediate. Nothing from the
 * input's metadata is carried over: sharp writes EXIF, XMP, IPTC or ICC only when asked, and it
 * converts colours to sRGB first, so dropping the ICC profile does not shift them.
 */
async function encodeVariants(input: Buffer): Promise<EncodedVariant[]> {
  await checkedHeader(input);

  const upright = await decoded(
    sharp(input, DECODE_OPTIONS)
      .autoOrient()
      .resize({
        width: LARGEST_WIDTH,
        height: WEBP_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );

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
 * The original for print from an upload encodeVariants has checked: upright, at most
 * ORIGINAL_MAX_SIDE on its longest side (never enlarged), transparent parts on white, no metadata.
 */
function encodeOriginal(input: Buffer): Promise<Buffer> {
  return uprightJpeg(input, { maxSide: ORIGINAL_MAX_SIDE, quality: ORIGINAL_QUALITY });
}

/**
 * Checks an upload (a real JPEG, PNG, WebP or AVIF of at most IMAGE_LIMITS.maxPixels; a HEIC
 * photo passes the first bytes' check, but the image library cannot decode it, so it is refused
 * too: the accepted list is ACCEPTED_IMAGE_TYPES in packages/shared), turns it upright by its
 * EXIF orientation, drops every metadata field (phone photos carry GPS positions) and stores WebP
 * variants named `recipes/<uuid>-<width>.webp` (docs/decisions/006-images.md), and beside them
 * the original for print, `recipes/<uuid>-original.jpg`, unless `forPrint` is false (a photo no
 * book prints).
 *
 * Throws AppError 415 for anything that is not an accepted, decodable image and 413 above the
 * pixel limit, in both cases before anything is written. When a write fails, whatever was written
 * is removed again and the storage error is rethrown.
 */
export async function storeRecipeImage(
  storage: Storage,
  input: Buffer,
  options: { forPrint: boolean } = { forPrint: true },
): Promise<StoredImage> {
  const [variants, original] = await withDecodeSlot(async () => {
    // The upload is checked (encodeVariants) before the original's decoder reads it.
    const encoded = await encodeVariants(input);
    return [encoded, options.forPrint ? await encodeOriginal(input) : undefined] as const;
  });
  return writeVariants(storage, variants, original);
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
