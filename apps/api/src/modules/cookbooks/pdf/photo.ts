import sharp from 'sharp';
import type { Pager } from './pager.js';
import { cropOf, MIN_PPI } from './frames.js';
import { COLORS, POINTS_PER_INCH } from './theme.js';

/*
 * Photos at print resolution, in fixed frames (frames.ts): each photo is cropped to its frame's
 * shape around what draws the eye (libvips's attention strategy) and printed to fill it, never
 * below MIN_PPI and never from more pixels than the original has. A photo whose crop is too small
 * for its frame at MIN_PPI prints at MIN_PPI centred on a paper-coloured mat filling the frame.
 * The WebP original is read only when its page is made, converted to JPEG (which the PDF carries as
 * is) and let go once written.
 */

/** What a photo is resized to when the original has more: a margin above MIN_PPI. */
const TARGET_PPI = 240;
const JPEG_QUALITY = 82;

let printing = 0;
let cacheLimits: { memory: number; files: number; items: number } | undefined;

/**
 * Runs `work` with libvips's operation cache off, as it is no use to photos each converted once
 * and kept 70 MB more resident over a 300-recipe book (decision 036). The site's other image work
 * gets its cache back when the last book in print is done.
 */
export async function withoutImageCache<T>(work: () => Promise<T>): Promise<T> {
  if (printing++ === 0) {
    const { memory, files, items } = sharp.cache();
    cacheLimits = { memory: memory.max ?? 50, files: files.max, items: items.max };
    sharp.cache(false);
  }
  try {
    return await work();
  } finally {
    if (--printing === 0 && cacheLimits) sharp.cache(cacheLimits);
  }
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Size {
  width: number;
  height: number;
}

/** The printed size of the `crop` (pixels) in `frame`: the frame, or smaller at MIN_PPI. */
function printedSize(crop: Size, frame: Size): Size {
  const scale = Math.min(frame.width / crop.width, POINTS_PER_INCH / MIN_PPI);
  return { width: crop.width * scale, height: crop.height * scale };
}

/** Reads a photo; a loader that fails or gives nothing gives undefined. */
export async function readPhoto(
  load: (() => Promise<Buffer | undefined>) | undefined,
): Promise<Buffer | undefined> {
  try {
    return load ? await load() : undefined;
  } catch {
    return undefined;
  }
}

/** A photo's pixel size upright (its EXIF orientation applied), or undefined if unreadable. */
export async function uprightSize(bytes: Buffer): Promise<Size | undefined> {
  try {
    const meta = await sharp(bytes).metadata();
    const turned = (meta.orientation ?? 1) >= 5;
    const width = turned ? meta.height : meta.width;
    const height = turned ? meta.width : meta.height;
    return width && height ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}

interface Prepared {
  jpeg: Buffer;
  printed: Size;
}

async function toJpeg(bytes: Buffer, frame: Size): Promise<Prepared | undefined> {
  const pixels = await uprightSize(bytes);
  if (!pixels) return undefined;
  const aspect = frame.width / frame.height;
  const crop = cropOf(pixels, aspect);
  const printed = printedSize(crop, frame);
  const width = Math.min(crop.width, Math.ceil((printed.width / POINTS_PER_INCH) * TARGET_PPI));
  const height = Math.max(1, Math.round((width * crop.height) / crop.width));
  const jpeg = await sharp(bytes)
    .rotate()
    .resize({ width, height, fit: 'cover', position: sharp.strategy.attention })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
  return { jpeg, printed };
}

/**
 * Prints a photo cropped to fill `frame` (on a mat when it has too few pixels for it), or the
 * placeholder when it can't be had. On the layout pass (`decode` false) nothing is read.
 */
export async function placePhoto(
  pager: Pager,
  load: (() => Promise<Buffer | undefined>) | undefined,
  frame: Box,
  options: { decode: boolean },
): Promise<void> {
  if (!options.decode) return;
  const bytes = await readPhoto(load);
  await placeBytes(pager, bytes, frame);
}

/** Prints photo `bytes` cropped to fill `frame`, as placePhoto does. */
export async function placeBytes(pager: Pager, bytes: Buffer | undefined, frame: Box) {
  let prepared: Prepared | undefined;
  try {
    if (bytes) prepared = await toJpeg(bytes, frame);
  } catch {
    prepared = undefined;
  }
  if (!prepared) {
    placeholder(pager, frame);
    return;
  }
  const { printed, jpeg } = prepared;
  const { doc } = pager;
  if (printed.width < frame.width - 0.01) {
    doc.save().rect(frame.x, frame.y, frame.width, frame.height).fillColor(COLORS.paper).fill();
    doc.restore();
  }
  doc.image(
    jpeg,
    frame.x + (frame.width - printed.width) / 2,
    frame.y + (frame.height - printed.height) / 2,
    { width: printed.width, height: printed.height },
  );
}

function placeholder(pager: Pager, box: Box): void {
  const { doc, ts, theme } = pager;
  doc.save();
  doc.rect(box.x, box.y, box.width, box.height).fillColor(COLORS.paper).fill();
  doc
    .rect(box.x + 6, box.y + 6, box.width - 12, box.height - 12)
    .dash(4, { space: 4 })
    .lineWidth(0.8)
    .strokeColor(COLORS.rule)
    .stroke()
    .undash();
  doc.restore();
  const text = pager.words('photoMissing');
  const [line] = ts.lines([{ text, face: 'italic' }], theme.body, box.width);
  if (!line) return;
  const x = box.x + (box.width - line.width) / 2;
  ts.draw(line, x, box.y + box.height / 2 + theme.body / 3, theme.body, COLORS.soft);
}
