import { describe, expect, it } from 'vitest';
import {
  cardReaderAnswerSchema,
  type CardReaderAnswer,
  type ReaderLine,
} from '../schemas/card-reader.js';
import { readerDrafts, readerReading } from './card-reader-draft.js';

const line = (text: string, more: Partial<ReaderLine> = {}): ReaderLine => ({
  text,
  unsure: false,
  photo: 0,
  box: null,
  ...more,
});

type Recipe = CardReaderAnswer['recipes'][number];

const recipe = (parts: Partial<Recipe>): Recipe => ({
  title: null,
  serving: null,
  times: [],
  ingredients: [],
  steps: [],
  tips: [],
  ...parts,
});

const photo = { width: 2000, height: 1000 };

describe('readerReading', () => {
  it('when the answer gives a recipe, then its parts fill the draft as written, numbering dropped', () => {
    const [draft] = readerDrafts(
      {
        recipes: [
          recipe({
            title: line('Grandma’s Scones'),
            serving: line('Makes 12 scones'),
            times: [line('Prep 15 min'), line('Bake 12 minutes')],
            ingredients: [line('2 cups flour'), line('• 1/2 tsp salt')],
            steps: [line('1. Rub the butter into the flour.'), line('2. Bake until golden.')],
            tips: [line('Best warm with jam.')],
          }),
        ],
      },
      [photo],
    );
    expect(draft).toMatchObject({
      title: 'Grandma’s Scones',
      serving: '12 scones',
      prep_time: 15,
      cook_time: 12,
      ingredients: ['2 cups flour', '1/2 tsp salt'],
      instructions: ['Rub the butter into the flour.', 'Bake until golden.'],
      tips: ['Best warm with jam.'],
      language: 'en',
    });
  });

  it('when an amount is misread as the device reader misreads it, then it is fixed and flagged with what was read', () => {
    const [draft] = readerDrafts(
      { recipes: [recipe({ ingredients: [line('12 cup milk'), line('114 cups sugar')] })] },
      [photo],
    );
    expect(draft?.ingredients).toEqual(['1/2 cup milk', '1 1/4 cups sugar']);
    const misread = draft?.flags.filter((flag) => flag.kind === 'misread') ?? [];
    expect(misread.map((flag) => [flag.text, flag.read])).toEqual([
      ['1/2 cup', '12 cup'],
      ['1 1/4 cups', '114 cups'],
    ]);
    const amounts = draft?.flags.filter((flag) => flag.kind === 'quantity') ?? [];
    expect(amounts.map((flag) => flag.text)).toEqual(['1/2 cup', '1 1/4 cups']);
  });

  it('when the model was unsure of a line, then the whole line is flagged; a sure one is not', () => {
    const [draft] = readerDrafts(
      {
        recipes: [
          recipe({
            steps: [line('Stir the pot'), line('Add a dash of ??? spice', { unsure: true })],
          }),
        ],
      },
      [photo],
    );
    const unsure = draft?.flags.filter((flag) => flag.kind === 'low-confidence') ?? [];
    expect(unsure).toHaveLength(1);
    expect(unsure[0]).toMatchObject({ field: 'instructions', index: 1 });
  });

  it('when lines have boxes, then each flag and line is placed on its photo in pixels', () => {
    const reading = readerReading(
      {
        recipes: [
          recipe({
            ingredients: [
              line('2 eggs', { box: [100, 200, 300, 250] }),
              line('1 cup milk', { photo: 1, box: [500, 500, 900, 550] }),
            ],
          }),
        ],
      },
      [photo, { width: 1000, height: 1000 }],
    );
    const [draft] = reading.drafts;
    expect(draft?.flags.map((flag) => [flag.side, flag.box])).toEqual([
      [0, { x0: 200, y0: 200, x1: 600, y1: 250 }],
      [1, { x0: 500, y0: 500, x1: 900, y1: 550 }],
    ]);
    expect(reading.sides.map((side) => side.lines.map((l) => l.text))).toEqual([
      ['2 eggs'],
      ['1 cup milk'],
    ]);
    expect(draft?.sources).toContainEqual({ field: 'ingredients', index: 1, side: 1, lines: [0] });
  });

  it('when a photo index names no photo sent, then its line goes on the first photo', () => {
    const reading = readerReading(
      { recipes: [recipe({ steps: [line('Mix well and bake.', { photo: 1 })] })] },
      [photo],
    );
    expect(reading.sides).toHaveLength(1);
    expect(reading.drafts[0]?.sources[0]).toMatchObject({ side: 0, lines: [0] });
  });

  it('when the answer holds several recipes, then each with an ingredient or a step is a draft; one with a title only is none', () => {
    const drafts = readerDrafts(
      {
        recipes: [
          recipe({ title: line('Pancakes'), ingredients: [line('1 egg')] }),
          recipe({ title: line('A lone heading') }),
          recipe({
            title: line('Waffeln'),
            ingredients: [line('250 g Mehl')],
            steps: [line('Alles verrühren und backen.')],
          }),
        ],
      },
      [photo],
    );
    expect(drafts.map((draft) => draft.title)).toEqual(['Pancakes', 'Waffeln']);
  });

  it('when a times line gives no time the reader knows, then it is kept as a tip, not lost', () => {
    const [draft] = readerDrafts(
      { recipes: [recipe({ times: [line('Overnight in the fridge')], steps: [line('Chill.')] })] },
      [photo],
    );
    expect(draft?.tips).toEqual(['Overnight in the fridge']);
  });

  it('when every line of the largest answer the schema allows is read, then the drafts stay within it', () => {
    const many = (count: number, text: string) => Array.from({ length: count }, () => line(text));
    const answer = cardReaderAnswerSchema.parse({
      recipes: Array.from({ length: 6 }, () =>
        recipe({
          title: line('T'.repeat(500)),
          ingredients: many(100, `1 cup ${'x'.repeat(490)}`),
          steps: many(60, 'Stir. '.repeat(80)),
          tips: many(30, 'tip'),
        }),
      ),
    });
    const drafts = readerDrafts(answer, []);
    expect(drafts).toHaveLength(6);
    for (const draft of drafts) {
      expect(draft.ingredients).toHaveLength(100);
      expect(Math.max(...draft.ingredients.map((text) => text.length))).toBeLessThanOrEqual(500);
    }
  });
});
