import { otsuThreshold } from './card-mask';
import type { GreyImage } from './prepare-photo';

/*
 * Typeset fractions (½, ¼, ¾, ⅓) on a card. tesseract's models read such a glyph as "%", "Y5",
 * "Va" or "1,": its numerator and denominator are digits half the line's height on either side of
 * a slash. Here the glyph is taken apart on the page's pixels (its ink's connected parts: a
 * slash, a small part above it on the left, one below it on the right, and a whole number before
 * it), and its digits are set out at full height, side by side, to be read again as digits.
 */

export interface PixelBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A word that may be a misread fraction: "%", "1%", "%2", "¥a", "Y5", "Va", "1,", "(Va". */
const SUSPECT = /^\(?(?:\d{0,2}(?:[^\p{L}\d\s()]\w?|[YyVv][\da-z]?)|\d,)\)?[,;]?$/u;
/** A number as it is written, which is read well: "2", "1.5", "1/2", "(250)". */
const CLEAN = /^\(?\d+(?:[.,/]\d+)?\)?$/u;
/** The fractions recipes use: anything else read is a misreading, and the word stays as it was. */
const FRACTIONS: ReadonlySet<string> = new Set([
  '1/2',
  '1/3',
  '2/3',
  '1/4',
  '3/4',
  '1/8',
  '3/8',
  '5/8',
  '7/8',
]);
/** The height each part is set out at for reading, and the space around and between them. */
export const PART_HEIGHT = 36;
const PART_GAP = 24;
const MARGIN = 20;

/** Whether a recognised word may be a typeset fraction that was misread. */
export function maybeFraction(text: string, confidence: number): boolean {
  if (text.length > 5 || CLEAN.test(text)) return false;
  return SUSPECT.test(text) || (confidence < 50 && /\d/u.test(text));
}

interface Component extends PixelBox {
  /** Offsets of its pixels in the crop. */
  pixels: number[];
}

/** The ink's 8-connected parts in a crop `width` wide, the specks dropped. */
function components(ink: Uint8Array, width: number, minimum: number): Component[] {
  const seen = new Uint8Array(ink.length);
  const found: Component[] = [];
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start] || seen[start]) continue;
    const pixels: number[] = [start];
    seen[start] = 1;
    const box = { x0: width, y0: Infinity, x1: -1, y1: -1 };
    for (let i = 0; i < pixels.length; i++) {
      const at = pixels[i] ?? 0;
      const x = at % width;
      const y = (at - x) / width;
      box.x0 = Math.min(box.x0, x);
      box.x1 = Math.max(box.x1, x);
      box.y0 = Math.min(box.y0, y);
      box.y1 = Math.max(box.y1, y);
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const next = at + dy * width + dx;
          if (nx < 0 || nx >= width || next < 0 || next >= ink.length) continue;
          if (ink[next] && !seen[next]) {
            seen[next] = 1;
            pixels.push(next);
          }
        }
      }
    }
    if (pixels.length >= minimum) found.push({ ...box, pixels });
  }
  return found;
}

/** The mean column of the part's pixels in its top or bottom quarter. */
function meanColumn(part: Component, width: number, top: boolean): number {
  const height = part.y1 - part.y0 + 1;
  const limit = top ? part.y0 + height / 4 : part.y1 - height / 4;
  let sum = 0;
  let count = 0;
  for (const at of part.pixels) {
    const y = Math.floor(at / width);
    if (top ? y > limit : y < limit) continue;
    sum += at % width;
    count += 1;
  }
  return count === 0 ? 0 : sum / count;
}

/** Whether a part is a slash: tall, thin for its box, leaning right as it rises. */
function isSlash(part: Component, width: number, height: number): boolean {
  const h = part.y1 - part.y0 + 1;
  const w = part.x1 - part.x0 + 1;
  if (h < 0.55 * height || w < 0.2 * h || part.pixels.length > 0.5 * w * h) return false;
  return meanColumn(part, width, true) - meanColumn(part, width, false) > 0.25 * w;
}

const centreX = (part: PixelBox) => (part.x0 + part.x1) / 2;
const centreY = (part: PixelBox) => (part.y0 + part.y1) / 2;

/** The parts' ink as a picture of their own, black on white, PART_HEIGHT pixels tall. */
function partImage(parts: Component[], width: number): GreyImage {
  const x0 = Math.min(...parts.map((part) => part.x0));
  const y0 = Math.min(...parts.map((part) => part.y0));
  const x1 = Math.max(...parts.map((part) => part.x1));
  const y1 = Math.max(...parts.map((part) => part.y1));
  const w = x1 - x0 + 1;
  const h = y1 - y0 + 1;
  const ink = new Uint8Array(w * h);
  for (const part of parts) {
    for (const at of part.pixels) ink[(Math.floor(at / width) - y0) * w + ((at % width) - x0)] = 1;
  }
  const scale = PART_HEIGHT / h;
  const outWidth = Math.max(1, Math.round(w * scale));
  const pixels = new Uint8Array(outWidth * PART_HEIGHT).fill(255);
  for (let y = 0; y < PART_HEIGHT; y++) {
    const sy = Math.min(h - 1, Math.floor(y / scale));
    for (let x = 0; x < outWidth; x++) {
      if (ink[sy * w + Math.min(w - 1, Math.floor(x / scale))]) pixels[y * outWidth + x] = 0;
    }
  }
  return { width: outWidth, height: PART_HEIGHT, pixels };
}

/** Pictures side by side, bottoms aligned, with space around and between them. */
export function sideBySide(parts: GreyImage[]): GreyImage {
  const height = Math.max(...parts.map((part) => part.height)) + 2 * MARGIN;
  const width =
    parts.reduce((sum, part) => sum + part.width, 0) + PART_GAP * (parts.length - 1) + 2 * MARGIN;
  const pixels = new Uint8Array(width * height).fill(255);
  let left = MARGIN;
  for (const part of parts) {
    const top = height - MARGIN - part.height;
    for (let y = 0; y < part.height; y++) {
      pixels.set(
        part.pixels.subarray(y * part.width, (y + 1) * part.width),
        (top + y) * width + left,
      );
    }
    left += part.width + PART_GAP;
  }
  return { width, height, pixels };
}

export interface FractionParts {
  /** The whole number before the fraction ("1" of "1½"), when there is one. */
  whole: GreyImage | undefined;
  numerator: GreyImage;
  denominator: GreyImage;
}

/**
 * The parts of a typeset fraction in the word at `box` of `image`, each PART_HEIGHT pixels tall;
 * undefined when the word's ink is no slash with a small part above it on its left and one below
 * it on its right. `opens` says the word began with a bracket, whose part is then left out.
 */
export function fractionParts(
  image: GreyImage,
  box: PixelBox,
  opens = false,
): FractionParts | undefined {
  const height = box.y1 - box.y0;
  if (height < 8) return undefined;
  const x0 = Math.max(0, Math.floor(box.x0 - 0.1 * height));
  const x1 = Math.min(image.width - 1, Math.ceil(box.x1 + 0.1 * height));
  const y0 = Math.max(0, Math.floor(box.y0 - 0.1 * height));
  const y1 = Math.min(image.height - 1, Math.ceil(box.y1 + 0.1 * height));
  const width = x1 - x0 + 1;
  const crop = new Uint8Array(width * (y1 - y0 + 1));
  for (let y = y0; y <= y1; y++) {
    crop.set(
      image.pixels.subarray(y * image.width + x0, y * image.width + x1 + 1),
      (y - y0) * width,
    );
  }
  const threshold = otsuThreshold(crop);
  const ink = crop.map((value) => (value <= threshold ? 1 : 0));
  const parts = components(ink, width, Math.max(4, Math.round((height * height) / 400)));
  const slashes = parts.filter((part) => isSlash(part, width, height));
  const slash = slashes.sort((a, b) => b.y1 - b.y0 - (a.y1 - a.y0))[0];
  if (!slash) return undefined;
  const reach = slash.y1 - slash.y0 + 1;
  // A fraction's digits are well under the slash's height; a whole number's about its height.
  const tall = 0.78 * reach;
  const rest = parts
    .filter((part) => part !== slash)
    .sort((a, b) => a.x0 - b.x0)
    .slice(opens ? 1 : 0);
  const small = rest.filter((part) => part.y1 - part.y0 + 1 < tall);
  const numerator = small.filter(
    (part) =>
      centreX(part) < centreX(slash) &&
      centreY(part) < centreY(slash) &&
      part.x0 > slash.x0 - reach,
  );
  const denominator = small.filter(
    (part) =>
      centreX(part) > centreX(slash) &&
      centreY(part) > centreY(slash) &&
      part.x1 < slash.x1 + reach,
  );
  const whole = rest.filter(
    (part) => part.y1 - part.y0 + 1 >= tall && part.x1 <= slash.x0 + 0.2 * reach,
  );
  if (numerator.length === 0 || denominator.length === 0) return undefined;
  return {
    whole: whole.length > 0 ? partImage(whole, width) : undefined,
    numerator: partImage(numerator, width),
    denominator: partImage(denominator, width),
  };
}

/**
 * The word's text from the digits read of its parts set side by side: "1/2", or "1 1/2" with a
 * whole number; undefined when they are no fraction a recipe uses. A bracket the word began or
 * ended with is kept.
 */
export function fractionText(
  read: string,
  hasWhole: boolean,
  original: string,
): string | undefined {
  const digits = read.replace(/\D/gu, '');
  if (digits.length !== (hasWhole ? 3 : 2) && !(hasWhole && digits.length === 4)) return undefined;
  const fraction = `${digits.at(-2) ?? ''}/${digits.at(-1) ?? ''}`;
  if (!FRACTIONS.has(fraction)) return undefined;
  const whole = hasWhole ? `${digits.slice(0, -2)} ` : '';
  const opens = original.startsWith('(') ? '(' : '';
  const closes = /\)[,;]?$/u.test(original) ? ')' : '';
  return `${opens}${whole}${fraction}${closes}`;
}

/**
 * A word's box, which tesseract gives on the page it straightened by `radians` about its centre,
 * on the page as it was given: the box of the same size around the word's centre turned back.
 */
export function unrotated(
  box: PixelBox,
  radians: number,
  page: { width: number; height: number },
): PixelBox {
  const cx = page.width / 2;
  const cy = page.height / 2;
  const mx = (box.x0 + box.x1) / 2 - cx;
  const my = (box.y0 + box.y1) / 2 - cy;
  const x = cx + mx * Math.cos(-radians) - my * Math.sin(-radians);
  const y = cy + mx * Math.sin(-radians) + my * Math.cos(-radians);
  const halfWidth = (box.x1 - box.x0) / 2;
  const halfHeight = (box.y1 - box.y0) / 2;
  return {
    x0: Math.round(x - halfWidth),
    y0: Math.round(y - halfHeight),
    x1: Math.round(x + halfWidth),
    y1: Math.round(y + halfHeight),
  };
}
