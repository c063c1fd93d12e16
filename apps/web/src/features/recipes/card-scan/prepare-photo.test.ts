import { describe, expect, it } from 'vitest';
import { cardMask } from './card-mask';
import { evenOut, greyOf, toPgm } from './prepare-photo';

describe('greyOf', () => {
  it('when a pixel is a pale colour, then it is paler than its luma; black stays black', () => {
    const grey = greyOf(new Uint8ClampedArray([143, 179, 218, 255, 0, 0, 0, 255]), 2, 1);
    expect(grey.pixels[0]).toBeGreaterThan(195);
    expect(grey.pixels[1]).toBe(0);
  });
});

describe('evenOut', () => {
  it('when the paper darkens towards one side, then it comes out white and the ink black', () => {
    const width = 64;
    const pixels = new Uint8Array(width * width);
    for (let y = 0; y < width; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const paper = 240 - x * 2;
        pixels[y * width + x] = x % 16 === 3 && y % 8 < 4 ? paper / 4 : paper;
      }
    }
    const out = evenOut({ width, height: width, pixels }, 16).pixels;
    expect(out[10 * width + 60]).toBeGreaterThan(200);
    expect(out[10 * width + 5]).toBeGreaterThan(200);
    expect(out[0 * width + 51]).toBeLessThan(60);
  });
});

describe('cardMask', () => {
  it('when a bright card lies on a dark table, then only the card’s inside is kept', () => {
    const width = 40;
    const pixels = new Uint8Array(width * width).fill(60);
    for (let y = 8; y < 32; y += 1) for (let x = 8; x < 32; x += 1) pixels[y * width + x] = 230;
    const mask = cardMask({ width, height: width, pixels }, 20, 20);
    expect(mask[0]).toBe(0);
    expect(mask[10 * 20 + 10]).toBe(1);
  });

  it('when a shadow darkens part of the card by degrees, then that part is still card', () => {
    // A table at 150; a card at 230 whose lower left a shadow takes down to 172, over 20 pixels.
    const width = 80;
    const pixels = new Uint8Array(width * width).fill(150);
    const ramp = (value: number) => Math.min(1, Math.max(0, value / 20));
    for (let y = 8; y < 72; y += 1) {
      for (let x = 8; x < 72; x += 1) {
        pixels[y * width + x] = Math.round(230 - 58 * ramp(y - 35) * ramp(45 - x));
      }
    }
    const mask = cardMask({ width, height: width, pixels }, 40, 40);
    expect(mask[32 * 40 + 8]).toBe(1);
    expect(mask[10 * 40 + 20]).toBe(1);
    expect(mask[0]).toBe(0);
    expect(mask[38 * 40 + 20]).toBe(0);
    expect(mask[20 * 40 + 38]).toBe(0);
  });

  it('when the photo is all card, then all of it is kept', () => {
    const pixels = new Uint8Array(400).fill(230);
    expect([...cardMask({ width: 20, height: 20, pixels }, 10, 10)].every((v) => v === 1)).toBe(
      true,
    );
  });
});

describe('toPgm', () => {
  it('when written, then it has the P5 header and the pixels', () => {
    const file = toPgm({ width: 2, height: 1, pixels: new Uint8Array([0, 255]) });
    expect(new TextDecoder().decode(file.slice(0, 11))).toBe('P5\n2 1\n255\n');
    expect([...file.slice(11)]).toEqual([0, 255]);
  });
});
