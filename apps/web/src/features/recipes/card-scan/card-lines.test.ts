import { describe, expect, it } from 'vitest';
import { cardSideOf, lineHeight, type RecognisedPage } from './card-lines';

const word = (text: string, x0: number, y0: number, width = text.length * 10) => ({
  text,
  confidence: 90,
  bbox: { x0, y0, x1: x0 + width, y1: y0 + 20 },
});

const line = (words: ReturnType<typeof word>[]) => ({
  text: `${words.map((w) => w.text).join(' ')}\n`,
  confidence: 90,
  bbox: {
    x0: Math.min(...words.map((w) => w.bbox.x0)),
    y0: Math.min(...words.map((w) => w.bbox.y0)),
    x1: Math.max(...words.map((w) => w.bbox.x1)),
    y1: Math.max(...words.map((w) => w.bbox.y1)),
  },
  words,
});

const page = (lines: ReturnType<typeof line>[]): RecognisedPage => ({
  blocks: [{ paragraphs: [{ lines }] }],
});

describe('cardSideOf', () => {
  it('when a line has words, then it keeps them in the photo’s pixels', () => {
    const side = cardSideOf(
      page([line([word('2', 10, 10), word('eggs', 30, 10)])]),
      { width: 500, height: 300 },
      2,
    );
    expect(side).toMatchObject({ width: 500, height: 300 });
    expect(side.lines).toHaveLength(1);
    expect(side.lines[0]).toMatchObject({ text: '2 eggs', box: { x0: 5, y0: 5, x1: 35, y1: 15 } });
  });

  it('when the rows of a two-column list are read as one line each, then the left column comes before the right', () => {
    const side = cardSideOf(
      page([
        line([word('2', 10, 10), word('eggs', 30, 10), word('1', 300, 10), word('cup', 320, 10)]),
        line([word('salt', 10, 40), word('milk', 300, 40)]),
        line([word('Beat', 10, 70), word('the', 60, 70), word('eggs.', 100, 70)]),
      ]),
      { width: 500, height: 300 },
      1,
    );
    expect(side.lines.map((l) => l.text)).toEqual([
      '2 eggs',
      'salt',
      '1 cup',
      'milk',
      'Beat the eggs.',
    ]);
  });

  it('when a line has no words, then it is left out', () => {
    expect(cardSideOf(page([line([word(' ', 0, 0)])]), { width: 1, height: 1 }, 1).lines).toEqual(
      [],
    );
  });
});

describe('lineHeight', () => {
  it('when there are lines, then it is the middle of their heights', () => {
    expect(lineHeight(page([line([word('a', 0, 0)]), line([word('b', 0, 30)])]))).toBe(20);
  });

  it('when the edge of a card is read as tall lines of specks, then only lines of words count', () => {
    const speck = { ...line([word('|', 0, 0)]), bbox: { x0: 0, y0: 0, x1: 4, y1: 90 } };
    const words = [line([word('flour', 10, 0)]), line([word('sugar', 10, 30)])];
    expect(lineHeight(page([speck, { ...speck, text: 'i;\n' }, ...words]))).toBe(20);
    expect(lineHeight(page([speck, speck]))).toBe(90);
  });

  it('when there are none, then it is NaN', () => {
    expect(lineHeight({ blocks: null })).toBeNaN();
  });
});
