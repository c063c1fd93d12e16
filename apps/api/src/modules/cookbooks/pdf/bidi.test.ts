import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayOrder, paragraphDirection } from './bidi.js';

const run = (text: string, font = 'f') => ({ text, font });
const texts = (runs: { text: string }[]) => runs.map((r) => r.text);

describe('paragraphDirection', () => {
  it('is the direction of the first strong letter, digits and punctuation aside', () => {
    expect(paragraphDirection('3 כוסות קמח')).toBe('rtl');
    expect(paragraphDirection('(2) حمص')).toBe('rtl');
    expect(paragraphDirection('Cook the שקשוקה')).toBe('ltr');
    expect(paragraphDirection('12, 15')).toBe('ltr');
  });
});

describe('displayOrder', () => {
  it('when a line is all left to right, then it keeps its runs as they are', () => {
    const runs = [run('Bake for '), run('45', 'bold'), run(' minutes.')];
    expect(displayOrder(runs, 'ltr')).toBe(runs);
  });

  it('when a Hebrew step holds a number, then the number stays whole between its words, read from the right', () => {
    // Reading order: "bake 45 minutes"; printed left to right: "minutes 45 bake", each word's
    // letters left for fontkit to reverse.
    // The spaces beside the number take the paragraph's direction and stay with the words.
    expect(texts(displayOrder([run('אופים 45 דקות')], 'rtl'))).toEqual([' דקות', '45', 'אופים ']);
  });

  it('when a bold amount starts a right-to-left ingredient, then it prints at the right', () => {
    const order = displayOrder([run('3', 'bold'), run(' כוסות קמח')], 'rtl');
    expect(order.map((r) => r.font)).toEqual(['f', 'bold']);
    expect(texts(order)).toEqual([' כוסות קמח', '3']);
  });

  it('when brackets stand in right-to-left text, then they are mirrored', () => {
    // Swapped in reading order; fontkit then reverses the run, so "(" prints at the word's right.
    expect(texts(displayOrder([run('חומוס (ביתי)')], 'rtl'))).toEqual(['חומוס )ביתי(']);
  });

  it('when an English word stands in a Hebrew line, then it keeps its letters in order', () => {
    expect(texts(displayOrder([run('שקשוקה with feta')], 'rtl'))).toEqual(['with feta', 'שקשוקה ']);
  });

  it('keeps every character of any line, split into runs of one font each', () => {
    const alphabet = fc.constantFrom(...'אבגדה حمص abc 123 ().,'.split(''));
    const line = fc.array(
      fc.record({
        text: fc.string({ unit: alphabet, minLength: 1, maxLength: 6 }),
        font: fc.constantFrom('a', 'b'),
      }),
      { maxLength: 6 },
    );
    fc.assert(
      fc.property(line, fc.constantFrom('ltr' as const, 'rtl' as const), (runs, direction) => {
        const input = runs.map((r) => ({ ...r }));
        const out = displayOrder(input, direction);
        const count = (items: { text: string; font: string }[]) => {
          const tally = new Map<string, number>();
          for (const item of items) {
            for (const char of item.text) {
              // Mirrored brackets count as the same character.
              const key = `${item.font}:${char.replace(')', '(')}`;
              tally.set(key, (tally.get(key) ?? 0) + 1);
            }
          }
          return [...tally.entries()].sort();
        };
        expect(count(out)).toEqual(count(runs));
        expect(out.every((r) => r.text.length > 0)).toBe(true);
      }),
    );
  });
});
