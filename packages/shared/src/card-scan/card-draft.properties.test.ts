import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText } from '../test-support/arbitraries.js';
import { cardDrafts, type CardDraft } from './card-draft.js';
import { MAX_LINE_CHARS, MAX_LINES_PER_SIDE, MAX_SIDES } from './card-lines.js';
import type { CardBox, CardLine, CardSide } from './card-text.js';

/** Words and phrases that steer the reader into each of its paths. */
const CARD_WORDS = [
  'Ingredients',
  'Zutaten:',
  'Method',
  'Notes:',
  'Serves',
  'Für 4 Personen',
  'Prep: l5 min',
  'Total: 1 h 30 min',
  'Bake 45 minutes',
  'Recipe for:',
  'From the kitchen of',
  '1.',
  '2)',
  'Step 3',
  '12',
  '114',
  'cup',
  'tbs p',
  'c up',
  'Y2',
  '%',
  'l',
  '1O0',
  'g',
  'flour',
  'eggs',
  'Mix',
  'until smooth.',
  'المكونات',
  'طريقة التحضير',
  '材料',
  'שמן',
  '\u202e',
  '\u0000',
  '\n',
  '\t',
];

const cardText = fc.oneof(
  anyText,
  fc
    .array(fc.oneof(fc.constantFrom(...CARD_WORDS), anyText), { maxLength: 8 })
    .map((parts) => parts.join(' ')),
);

/** Any number a photo's reader might hand over, NaN and infinities included. */
const anyNumber = fc.oneof(
  fc.integer({ min: -50, max: 2000 }),
  fc.double(),
  fc.constantFrom(NaN, Infinity, -Infinity, -0),
);

const anyBox: fc.Arbitrary<CardBox> = fc.oneof(
  fc.record({ x0: anyNumber, y0: anyNumber, x1: anyNumber, y1: anyNumber }),
  fc
    .tuple(
      fc.nat(900),
      fc.nat(1300),
      fc.integer({ min: 1, max: 300 }),
      fc.integer({ min: 5, max: 60 }),
    )
    .map(([x0, y0, width, height]) => ({ x0, y0, x1: x0 + width, y1: y0 + height })),
  fc.constant(null as unknown as CardBox),
);

const anyLine: fc.Arbitrary<CardLine> = fc
  .record({
    text: cardText,
    confidence: anyNumber,
    box: anyBox,
    words: fc.array(fc.record({ text: cardText, confidence: anyNumber, box: anyBox }), {
      maxLength: 6,
    }),
    ownWords: fc.boolean(),
    wordConfidence: anyNumber,
  })
  .map(({ ownWords, wordConfidence, ...line }) =>
    // Words taken from the line's own text, as OCR gives them, as often as random ones.
    ownWords
      ? {
          ...line,
          words: line.text
            .split(' ')
            .map((text, at) => ({ text, confidence: wordConfidence + at, box: line.box })),
        }
      : line,
  );

const anySide: fc.Arbitrary<CardSide> = fc.record({
  width: anyNumber,
  height: anyNumber,
  lines: fc.array(anyLine, { maxLength: 25 }),
});

const anySides = fc.array(anySide, { maxLength: 3 });

/** How many lines each field of the draft has. */
function fieldLength(draft: CardDraft, field: CardDraft['sources'][number]['field']): number {
  switch (field) {
    case 'title':
      return draft.title === '' ? 0 : 1;
    case 'serving':
      return draft.serving === '' ? 0 : 1;
    case 'times':
      return [draft.prep_time, draft.cook_time, draft.total_time].some((time) => time !== null)
        ? 1
        : 0;
    default:
      return draft[field].length;
  }
}

function isFiniteBox(box: CardBox): boolean {
  return [box.x0, box.y0, box.x1, box.y1].every(Number.isFinite);
}

/** What is wrong with the drafts: a flag or source pointing at no field line or card line. */
function problemsOf(drafts: CardDraft[], sides: CardSide[]): string[] {
  const problems: string[] = [];
  const cardLine = (side: number, line: number) => sides[side]?.lines[line] !== undefined;
  for (const [at, draft] of drafts.entries()) {
    if (draft.ingredients.length + draft.instructions.length === 0) problems.push(`${at}: empty`);
    for (const source of draft.sources) {
      if (source.index >= fieldLength(draft, source.field) || source.lines.length === 0) {
        problems.push(`${at}: source ${JSON.stringify(source)} has no field line`);
      }
      if (!source.lines.every((line) => cardLine(source.side, line))) {
        problems.push(`${at}: source ${JSON.stringify(source)} has no card line`);
      }
    }
    for (const flag of draft.flags) {
      if (flag.index >= fieldLength(draft, flag.field) || !cardLine(flag.side, flag.line)) {
        problems.push(`${at}: flag ${JSON.stringify(flag)} points nowhere`);
      }
      if (flag.text === '' || (flag.box && !isFiniteBox(flag.box))) {
        problems.push(`${at}: flag ${JSON.stringify(flag)} has no text or a broken box`);
      }
    }
    for (const time of [draft.prep_time, draft.cook_time, draft.total_time]) {
      if (time !== null && !(Number.isInteger(time) && time > 0))
        problems.push(`${at}: time ${time}`);
    }
  }
  return problems;
}

/** Checks that every flag and source of every draft points at a field line and a card line. */
function expectPointsHome(drafts: CardDraft[], sides: CardSide[]): void {
  expect(problemsOf(drafts, sides)).toEqual([]);
}

/**
 * How long a test of many or heavy cards may take before it counts as hung: each takes a few
 * seconds while the other packages' tests share the machine (speed is measured by
 * scripts/bench/card-drafts.js, not here).
 */
const HEAVY_MS = 30_000;

/**
 * A heavy card: `count` long lines on each of two sides, each full of amounts, misreadings and
 * words, half of them read with low confidence (the lines share their words, to spare memory).
 */
function heavyCard(count: number, chars = MAX_LINE_CHARS): CardSide[] {
  const phrase = '12 cup l/2 tbs p 1O0 g flour Mix until smooth and ';
  const text = phrase.repeat(Math.ceil(chars / phrase.length)).slice(0, chars);
  const words = text.split(' ').map((word, index) => ({
    text: word,
    confidence: index % 2 === 0 ? 40 : 90,
    box: { x0: index * 30, y0: 0, x1: index * 30 + 25, y1: 18 },
  }));
  const line = (at: number): CardLine => ({
    text: at % 7 === 0 ? 'Ingredients' : text,
    confidence: 50,
    box: { x0: 10, y0: at * 20, x1: 900, y1: at * 20 + 18 },
    words,
  });
  const side = {
    width: 1000,
    height: 1000,
    lines: Array.from({ length: count }, (_, at) => line(at)),
  };
  return [side, side];
}

describe('a card read by an attacker', () => {
  it(
    'when a card holds any text, boxes and confidences, then reading it never throws and every flag and source points at a field line and a card line',
    { timeout: HEAVY_MS },
    () => {
      fc.assert(
        fc.property(
          anySides,
          fc.option(fc.double(), { nil: undefined }),
          (sides, lowConfidence) => {
            const drafts = cardDrafts(sides, { lowConfidence });
            expectPointsHome(drafts, sides);
          },
        ),
        { numRuns: 300 },
      );
    },
  );

  it(
    'when the same card is read twice, then the drafts are the same',
    { timeout: HEAVY_MS },
    () => {
      fc.assert(
        fc.property(anySides, (sides) => {
          expect(cardDrafts(structuredClone(sides))).toEqual(cardDrafts(sides));
        }),
        { numRuns: 100 },
      );
    },
  );

  it(
    'when the card holds recipe-like lines laid out in order, then the flags still point home',
    { timeout: HEAVY_MS },
    () => {
      const laidOut = fc.array(fc.constantFrom(...CARD_WORDS), { minLength: 1, maxLength: 4 });
      fc.assert(
        fc.property(fc.array(laidOut, { maxLength: 40 }), (rows) => {
          const lines = rows.map((words, at): CardLine => {
            const text = words.join(' ');
            return {
              text,
              confidence: 80,
              box: { x0: 20, y0: at * 30, x1: 20 + text.length * 10, y1: at * 30 + 20 },
              words: words.map((word, index) => ({
                text: word,
                confidence: index * 30,
                box: { x0: 20 + index * 60, y0: at * 30, x1: 70 + index * 60, y1: at * 30 + 20 },
              })),
            };
          });
          const sides = [{ width: 1000, height: 1400, lines }];
          expectPointsHome(cardDrafts(sides), sides);
        }),
        { numRuns: 300 },
      );
    },
  );

  it(
    'when a side has more lines or a line more characters than the reader reads, then the rest is left out',
    { timeout: HEAVY_MS },
    () => {
      const sides = heavyCard(MAX_LINES_PER_SIDE * 3, MAX_LINE_CHARS * 40);
      const drafts = cardDrafts(sides);
      expectPointsHome(drafts, sides);
      const lines = drafts.flatMap((draft) => [
        ...draft.flags.map((flag) => flag.line),
        ...draft.sources.flatMap((source) => source.lines),
      ]);
      expect(Math.max(...lines)).toBeLessThan(MAX_LINES_PER_SIDE);
      for (const draft of drafts) {
        for (const line of [...draft.ingredients, ...draft.instructions, ...draft.tips]) {
          expect(line.length).toBeLessThanOrEqual(MAX_LINE_CHARS * MAX_LINES_PER_SIDE);
        }
      }
    },
  );

  it('when more photos than the reader reads are given, then the extra sides are left out', () => {
    const [front] = heavyCard(8);
    const sides = Array.from({ length: MAX_SIDES + 5 }, () => front as CardSide);
    const drafts = cardDrafts(sides);
    expectPointsHome(drafts, sides);
    const read = drafts.flatMap((draft) => [
      ...draft.flags.map((flag) => flag.side),
      ...draft.sources.map((source) => source.side),
    ]);
    expect(Math.max(...read)).toBe(MAX_SIDES - 1);
  });
});
