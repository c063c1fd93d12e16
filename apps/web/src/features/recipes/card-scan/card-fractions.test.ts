import { describe, expect, it } from 'vitest';
import {
  PART_HEIGHT,
  fractionParts,
  fractionText,
  maybeFraction,
  sideBySide,
  unrotated,
} from './card-fractions';
import type { GreyImage } from './prepare-photo';

/** A white page `width` by `height` with black rectangles and a slash drawn on it. */
function page(width: number, height: number, blocks: Block[], slash?: Stroke): GreyImage {
  const pixels = new Uint8Array(width * height).fill(235);
  for (const [x0, y0, x1, y1] of blocks) {
    for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) pixels[y * width + x] = 20;
  }
  if (slash) {
    const [[ax, ay], [bx, by]] = [slash.from, slash.to];
    const steps = Math.max(Math.abs(bx - ax), Math.abs(by - ay)) * 2;
    for (let i = 0; i <= steps; i++) {
      const x = Math.round(ax + ((bx - ax) * i) / steps);
      const y = Math.round(ay + ((by - ay) * i) / steps);
      for (let dx = -1; dx <= 1; dx++) pixels[y * width + x + dx] = 20;
    }
  }
  return { width, height, pixels };
}

type Block = [number, number, number, number];
interface Stroke {
  from: [number, number];
  to: [number, number];
}

/** A ½ as a typeface sets it: a small 1 up left, a slash, a small 2 down right, 30 px tall. */
const HALF_BLOCKS: Block[] = [
  [52, 12, 55, 28],
  [72, 30, 82, 41],
];
const HALF_SLASH: Stroke = { from: [58, 41], to: [76, 12] };

describe('maybeFraction', () => {
  it('when a word is what a typeset fraction is misread as, then it may be one', () => {
    for (const text of ['%', '1%', '%2', '¥a', 'Y5', 'Y2', 'Va', '1,', '(Va', '(%)']) {
      expect(maybeFraction(text, 90), text).toBe(true);
    }
  });

  it('when a word is a clean number or a word, then it is not looked at again', () => {
    for (const text of ['2', '1/2', '250', '1.5', '(250)', 'Vanilla', 'cups', 'Yeast', 'salt']) {
      expect(maybeFraction(text, 30), text).toBe(false);
    }
  });
});

describe('fractionParts', () => {
  it('when a word is a slash with a small part above left and below right, then those are its digits', () => {
    const image = page(120, 60, HALF_BLOCKS, HALF_SLASH);
    const parts = fractionParts(image, { x0: 50, y0: 12, x1: 84, y1: 42 });
    expect(parts?.whole).toBeUndefined();
    expect(parts?.numerator.height).toBe(PART_HEIGHT);
    expect(parts?.denominator.height).toBe(PART_HEIGHT);
    // The numerator is the tall thin 1, the denominator the squarer 2.
    expect(parts?.numerator.width).toBeLessThan(parts?.denominator.width ?? 0);
  });

  it('when a full-height digit stands before the fraction, then it is the whole number', () => {
    const image = page(120, 60, [[30, 11, 38, 42], ...HALF_BLOCKS], HALF_SLASH);
    const parts = fractionParts(image, { x0: 28, y0: 11, x1: 84, y1: 42 });
    expect(parts?.whole?.height).toBe(PART_HEIGHT);
    expect(parts?.numerator).toBeDefined();
  });

  it('when a word is an upright digit, or a slash alone, then it is no fraction', () => {
    expect(
      fractionParts(page(120, 60, [[40, 10, 46, 42]]), { x0: 38, y0: 10, x1: 48, y1: 42 }),
    ).toBeUndefined();
    expect(
      fractionParts(page(120, 60, [], HALF_SLASH), { x0: 50, y0: 12, x1: 84, y1: 42 }),
    ).toBeUndefined();
    expect(fractionParts(page(120, 60, []), { x0: 50, y0: 12, x1: 84, y1: 42 })).toBeUndefined();
  });

  it('when the slash leans left (a backslash), then it is no fraction', () => {
    const image = page(120, 60, HALF_BLOCKS, { from: [59, 12], to: [67, 41] });
    expect(fractionParts(image, { x0: 50, y0: 12, x1: 84, y1: 42 })).toBeUndefined();
  });

  it('when the box reaches past the page, then only the page is looked at', () => {
    const image = page(40, 30, []);
    expect(fractionParts(image, { x0: -20, y0: -5, x1: 60, y1: 40 })).toBeUndefined();
  });
});

describe('fractionText', () => {
  it('when the digits read make a fraction recipes use, then the word becomes it', () => {
    expect(fractionText('1 2\n', false, 'Y5')).toBe('1/2');
    expect(fractionText('3 4', false, '%')).toBe('3/4');
    expect(fractionText('1 1 2', true, '1%')).toBe('1 1/2');
    expect(fractionText('14', false, '(Va')).toBe('(1/4');
    expect(fractionText('13', false, '(%)')).toBe('(1/3)');
  });

  it('when they do not, then the word stays as it was', () => {
    expect(fractionText('00', false, '%')).toBeUndefined();
    expect(fractionText('21', false, '%')).toBeUndefined();
    expect(fractionText('12', true, '1%')).toBeUndefined();
    expect(fractionText('1', false, 'Y5')).toBeUndefined();
    expect(fractionText('', false, 'Va')).toBeUndefined();
  });
});

describe('sideBySide', () => {
  it('sets the parts out bottom-aligned with space around them, their ink kept', () => {
    const a = { width: 2, height: 3, pixels: new Uint8Array(6) };
    const b = { width: 3, height: 2, pixels: new Uint8Array(6) };
    const out = sideBySide([a, b]);
    expect(out.height).toBe(3 + 40);
    expect(out.width).toBe(2 + 3 + 24 + 40);
    expect(out.pixels[0]).toBe(255);
    expect(out.pixels[(out.height - 21) * out.width + 20]).toBe(0);
    expect(out.pixels[20 * out.width + 20 + 2 + 24]).toBe(255);
    expect(out.pixels[(out.height - 21) * out.width + 20 + 2 + 24]).toBe(0);
  });
});

describe('unrotated', () => {
  it('when the page was not turned, then the box is the same', () => {
    const box = { x0: 10, y0: 20, x1: 50, y1: 40 };
    expect(unrotated(box, 0, { width: 200, height: 100 })).toEqual(box);
  });

  it('when the page was turned, then the box goes back around the centre by that angle', () => {
    const radians = 0.05;
    const centre = { x: 100, y: 50 };
    // A word at (180, 50) on the page as given is at this point on the page turned by radians.
    const turned = {
      x: centre.x + 80 * Math.cos(radians),
      y: centre.y + 80 * Math.sin(radians),
    };
    const box = { x0: turned.x - 10, y0: turned.y - 5, x1: turned.x + 10, y1: turned.y + 5 };
    const back = unrotated(box, radians, { width: 200, height: 100 });
    expect((back.x0 + back.x1) / 2).toBeCloseTo(180, 0);
    expect((back.y0 + back.y1) / 2).toBeCloseTo(50, 0);
    expect(back.x1 - back.x0).toBe(20);
  });
});
