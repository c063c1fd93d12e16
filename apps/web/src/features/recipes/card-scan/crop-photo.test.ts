import { describe, expect, it } from 'vitest';
import { cropRect, isWhole, MIN_CROP, moveEdge, WHOLE_PHOTO } from './crop-photo';

describe('moveEdge', () => {
  it('when an edge is moved within the photo, then it goes there and the others stay', () => {
    expect(moveEdge(WHOLE_PHOTO, 'left', 12)).toEqual({
      left: 12,
      top: 0,
      right: 100,
      bottom: 100,
    });
    expect(moveEdge(WHOLE_PHOTO, 'bottom', 80)).toEqual({
      left: 0,
      top: 0,
      right: 100,
      bottom: 80,
    });
  });

  it('when an edge is moved past the opposite one, then it stops the smallest crop away from it', () => {
    const narrow = moveEdge(WHOLE_PHOTO, 'right', 40);
    expect(moveEdge(narrow, 'left', 90).left).toBe(40 - MIN_CROP);
    expect(moveEdge(moveEdge(WHOLE_PHOTO, 'top', 50), 'bottom', 0).bottom).toBe(50 + MIN_CROP);
  });

  it('when a value is off the photo or not a number, then the edge stays on the photo', () => {
    expect(moveEdge(WHOLE_PHOTO, 'left', -20).left).toBe(0);
    expect(moveEdge(WHOLE_PHOTO, 'right', 400).right).toBe(100);
    expect(moveEdge(WHOLE_PHOTO, 'top', Number.NaN).top).toBe(0);
  });
});

describe('cropRect', () => {
  it('when the edges are in percent, then the rectangle is in whole pixels of the photo', () => {
    expect(cropRect({ left: 10, top: 20, right: 60, bottom: 90 }, 1000, 500)).toEqual({
      x: 100,
      y: 100,
      width: 500,
      height: 350,
    });
  });

  it('when the photo is whole, then isWhole says so and the rectangle is the photo', () => {
    expect(isWhole(WHOLE_PHOTO)).toBe(true);
    expect(isWhole(moveEdge(WHOLE_PHOTO, 'top', 1))).toBe(false);
    expect(cropRect(WHOLE_PHOTO, 640, 480)).toEqual({ x: 0, y: 0, width: 640, height: 480 });
  });
});
