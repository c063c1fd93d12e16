import sharp from 'sharp';
import type { Pager } from './pager.js';
import { COLORS, POINTS_PER_INCH } from './theme.js';

/*
 * Photos at print resolution: at least MIN_DPI at the printed size, never more pixels than the
 * original has. A photo too small for MIN_DPI across the whole frame prints smaller instead of
 * being upscaled. The WebP original is read only when its page is made, converted to JPEG (which
 * the PDF carries as is) and let go once written.
 */

const MIN_DPI = 200;
/** What a photo is resized to when the original has more: a margin above MIN_DPI. */
const TARGET_DPI = 240;
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

/** The printed size of a photo of `pixels` within `room`: as large as fits, ≥ MIN_DPI. */
export function printedSize(pixels: Size, room: Size): Size {
  const fit = Math.min(room.width / pixels.width, room.height / pixels.height);
  const scale = Math.min(fit, POINTS_PER_INCH / MIN_DPI);
  return { width: pixels.width * scale, height: pixels.height * scale };
}

/** The part of the photo a cover-style frame of `room`'s shape shows, in pixels. */
function coverCrop(pixels: Size, room: Size): Size {
  const aspect = room.width / room.height;
  return pixels.width / pixels.height > aspect
    ? { width: Math.round(pixels.height * aspect), height: pixels.height }
    : { width: pixels.width, height: Math.round(pixels.width / aspect) };
}

async function loadPhoto(load: () => Promise<Buffer | undefined>): Promise<Buffer | undefined> {
  try {
    return await load();
  } catch {
    return undefined;
  }
}

interface Prepared {
  jpeg: Buffer;
  printed: Size;
}

async function toJpeg(webp: Buffer, room: Size, crop: boolean): Promise<Prepared> {
  const image = sharp(webp).rotate();
  const meta = await image.metadata();
  const turned = (meta.orientation ?? 1) >= 5;
  const pixels = {
    width: (turned ? meta.height : meta.width) ?? 1,
    height: (turned ? meta.width : meta.height) ?? 1,
  };
  const shown = crop ? coverCrop(pixels, room) : pixels;
  const printed = printedSize(shown, crop ? { width: room.width, height: room.height } : room);
  const width = Math.min(shown.width, Math.ceil((printed.width / POINTS_PER_INCH) * TARGET_DPI));
  const height = Math.max(1, Math.round((width * shown.height) / shown.width));
  const jpeg = await image
    .resize({ width, height, fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
  return { jpeg, printed };
}

/**
 * Prints a photo centred in `box` (the whole box for covers, which crop to fill it), or the
 * placeholder when it can't be had. On the layout pass (`decode` false) nothing is read.
 */
export async function placePhoto(
  pager: Pager,
  load: (() => Promise<Buffer | undefined>) | undefined,
  box: Box,
  options: { decode: boolean; crop?: boolean },
): Promise<void> {
  if (!options.decode) return;
  const webp = load ? await loadPhoto(load) : undefined;
  let prepared: Prepared | undefined;
  try {
    if (webp) prepared = await toJpeg(webp, box, options.crop ?? false);
  } catch {
    prepared = undefined;
  }
  if (!prepared) {
    placeholder(pager, box);
    return;
  }
  const { printed, jpeg } = prepared;
  pager.doc.image(
    jpeg,
    box.x + (box.width - printed.width) / 2,
    box.y + (box.height - printed.height) / 2,
    {
      width: printed.width,
      height: printed.height,
    },
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
  const [line] = ts.lines([{ text: 'Photo not available', face: 'italic' }], theme.body, box.width);
  if (!line) return;
  const x = box.x + (box.width - line.width) / 2;
  ts.draw(line, x, box.y + box.height / 2 + theme.body / 3, theme.body, COLORS.soft);
}
