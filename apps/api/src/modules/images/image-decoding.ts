import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { IMAGE_LIMITS } from '@family-recipes/shared';
import { AppError } from '../../http/errors.js';

/** Why an image is refused. */
export const IMAGE_MESSAGES = {
  unsupported: 'Please upload a JPEG, PNG, WebP or AVIF image.',
  tooManyPixels: `The image is too large. The limit is ${IMAGE_LIMITS.maxPixels / 1_000_000} megapixels.`,
  markup: 'The image contains web page code (HTML or script). Please upload the photo itself.',
} as const;

/** The containers whose decoders an upload may reach. */
type AcceptedFormat = 'jpeg' | 'png' | 'webp' | 'heif';

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

/** How every image is decoded: within the pixel limit, and refused on any decoder warning. */
export const DECODE_OPTIONS: SharpOptions = {
  // Checked by libvips from the header, before any pixel is decoded.
  limitInputPixels: IMAGE_LIMITS.maxPixels,
  // Truncated or corrupt files only raise warnings in libjpeg/libpng; treat them as unreadable
  // rather than storing a half-grey picture.
  failOn: 'warning',
};

/** A decoder's failure as the answer to the upload: 413 past the pixel limit, else 415. */
function decodeError(err: unknown): AppError {
  const message = err instanceof Error ? err.message : '';
  if (/pixel limit/i.test(message)) return new AppError(413, IMAGE_MESSAGES.tooManyPixels);
  return new AppError(415, IMAGE_MESSAGES.unsupported);
}

/** What a decoding gives, or its failure as the answer to the upload (413 or 415). */
export function decoded<T>(decoding: Promise<T>): Promise<T> {
  return decoding.catch((err: unknown) => {
    throw decodeError(err);
  });
}

/**
 * An upload's header as the decoder reads it, once its first bytes name an accepted format, the
 * header agrees, and it carries no markup: 415 otherwise, 413 above the pixel limit.
 */
export async function checkedHeader(input: Buffer): Promise<Metadata> {
  const format = sniffImageFormat(input);
  if (!format) throw new AppError(415, IMAGE_MESSAGES.unsupported);
  if (carriesMarkup(input)) throw new AppError(415, IMAGE_MESSAGES.markup);
  const metadata = await decoded(sharp(input, DECODE_OPTIONS).metadata());
  if (metadata.format !== format) throw new AppError(415, IMAGE_MESSAGES.unsupported);
  return metadata;
}

/**
 * Decoding a 50-megapixel photo can take a few hundred megabytes, so the process decodes at most
 * this many uploads at once; the others wait their turn instead of adding to the peak.
 */
const MAX_CONCURRENT_DECODES = 2;
let activeDecodes = 0;
const waitingDecodes: (() => void)[] = [];

/** Runs `work` once one of the MAX_CONCURRENT_DECODES slots is free. */
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

/**
 * A photo as one JPEG (the print original, a card for the server reader): upright by its EXIF
 * orientation, at most `maxSide` on its longest side (never enlarged), transparent parts on white,
 * no metadata (sharp writes EXIF, XMP or ICC only when asked: GPS positions stay behind). The
 * input must have passed checkedHeader.
 */
export function uprightJpeg(
  input: Buffer,
  { maxSide, quality }: { maxSide: number; quality: number },
): Promise<Buffer> {
  return decoded(
    sharp(input, DECODE_OPTIONS)
      .autoOrient()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality })
      .toBuffer(),
  );
}
