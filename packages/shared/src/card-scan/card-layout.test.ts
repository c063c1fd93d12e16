import { describe, expect, it } from 'vitest';
import { itemLike } from './card-blocks.js';
import { cardDrafts, type CardDraft } from './card-draft.js';
import type { CardLine, CardSide, CardWord } from './card-text.js';

/** A line as a test places it on the card. */
interface Row {
  text: string;
  /** Letter height in pixels (20 unless said). */
  height?: number;
  /** Left edge (40 unless said). */
  x?: number;
  /** Top edge; unless said, `space` below the line before. */
  y?: number;
  /** Space in pixels between the line before and this one (10 unless said). */
  space?: number;
}

/**
 * Lays rows out on a card from the top, each word boxed in turn: a letter is half the line's
 * height wide, and a space between words 0.3 of it.
 */
function card(...rows: (string | Row)[]): CardSide {
  let bottom = 10;
  const lines = rows.map((entry): CardLine => {
    const row = typeof entry === 'string' ? { text: entry } : entry;
    const height = row.height ?? 20;
    const y0 = row.y ?? bottom + (row.space ?? 10);
    let x = row.x ?? 40;
    const words: CardWord[] = row.text.split(' ').map((word) => {
      const box = { x0: x, y0, x1: x + word.length * height * 0.5, y1: y0 + height };
      x = box.x1 + height * 0.3;
      return { text: word, confidence: 95, box };
    });
    const first = words[0]?.box.x0 ?? x;
    const last = words.at(-1)?.box.x1 ?? x;
    bottom = y0 + height;
    return {
      text: row.text,
      confidence: 90,
      box: { x0: first, y0, x1: last, y1: y0 + height },
      words,
    };
  });
  return { width: 1000, height: bottom + 20, lines };
}

function only(side: CardSide): CardDraft {
  const drafts = cardDrafts([side]);
  expect(drafts).toHaveLength(1);
  return drafts[0] as CardDraft;
}

describe('a list set apart by a gap on a card without headings', () => {
  const list = [
    'Milk (to soak the bread, 2 cups for 16 slices)',
    'Eggs (to coat the bread)',
    'Cinnamon',
    'Sugar',
    'Olive oil',
  ];
  const method = [
    'Warm the milk with the cinnamon and some sugar.',
    'Cool down the milk.',
    'Soak the bread in the milk, then coat it in the eggs.',
    'Fry the bread in the olive oil.',
  ];
  const gapped = (listSpace: number, gap: number) =>
    card(
      { text: 'Torrijas', height: 36 },
      ...list.map((text) => ({ text, space: listSpace })),
      { text: method[0] ?? '', space: gap },
      ...method.slice(1),
    );

  it('when short items without amounts stand above a clear gap, then they are the ingredients', () => {
    const draft = only(gapped(6, 22));
    expect(draft).toMatchObject({ title: 'Torrijas', ingredients: list, instructions: method });
  });

  it('when the gap is no larger than the space between the steps, then the list is not set apart', () => {
    const draft = only(gapped(6, 10));
    expect(draft.ingredients).toEqual([]);
  });

  it('when a title of the text size stands apart above the list, then it stays the title', () => {
    const draft = only(
      card(
        'Pavlova',
        { text: '2 egg whites', space: 20 },
        '1 cup caster sugar',
        '1 tsp white vinegar',
        'Whipped cream',
        { text: 'Beat the egg whites and sugar until stiff.', space: 30 },
        'Fold in the vinegar.',
        'Bake for an hour.',
      ),
    );
    expect(draft).toMatchObject({
      title: 'Pavlova',
      ingredients: ['2 egg whites', '1 cup caster sugar', '1 tsp white vinegar', 'Whipped cream'],
      instructions: [
        'Beat the egg whites and sugar until stiff.',
        'Fold in the vinegar.',
        'Bake for an hour.',
      ],
    });
  });

  it.each([
    ['Milk (to soak the bread, 2 cups for 16 slices)', true],
    ['Grated lemon rind (optional)', true],
    ['1 Tbsp Roasted Flax Seed', true],
    ['Sweetener (sugar, syrup) (optional, but', true],
    ['Cool down the milk.', false],
    ['Stale bread). Must be from a loaf, not a tin loaf.', false],
    ['Warm the milk with the cinnamon and some sugar', false],
    ['1. Mix', false],
  ])('when a line reads "%s", then whether it reads as a list item is %s', (text, expected) => {
    expect(itemLike(text)).toBe(expected);
  });
});

describe('an ingredient under a heading with a long note in brackets', () => {
  it('when its words outside the brackets name a food, then it is an ingredient, not a step', () => {
    const draft = only(
      card(
        { text: 'Cacio e Pepe', height: 30 },
        'Ingredients',
        'Spaghetti',
        'Grated Pecorino Romano',
        'Peppercorns (you can also use ground pepper but it will change the flavour)',
        'Instructions',
        'Cook the spaghetti.',
      ),
    );
    expect(draft.ingredients).toEqual([
      'Spaghetti',
      'Grated Pecorino Romano',
      'Peppercorns (you can also use ground pepper but it will change the flavour)',
    ]);
    expect(draft.instructions).toEqual(['Cook the spaghetti.']);
  });
});

describe('an ingredient that runs on from a full line', () => {
  /** Two columns of ingredients, side by side, under a heading. */
  function twoColumns(left: string[], right: string[]): CardSide {
    const rows: Row[] = [{ text: 'Pancake', height: 30 }, { text: 'Ingredients' }];
    const top = 100;
    rows.push(...left.map((text, at) => ({ text, y: top + 30 * at })));
    rows.push(...right.map((text, at) => ({ text, x: 500, y: top + 30 * at })));
    const below = top + 30 * Math.max(left.length, right.length);
    rows.push({ text: 'Method', y: below }, { text: 'Mix it all and bake.', y: below + 30 });
    return card(...rows);
  }

  it('when a lower-case word comes under the widest line of a column, then it ends that line', () => {
    const draft = only(
      twoColumns(
        ['1 cup (stick) unsalted', 'butter', '2 large eggs', '2 tbsp caster sugar'],
        ['2 cups whole milk', '1 cup flour', '1/4 tsp nutmeg', 'Maple syrup'],
      ),
    );
    expect(draft.ingredients).toEqual([
      '1 cup (stick) unsalted butter',
      '2 large eggs',
      '2 tbsp caster sugar',
      '2 cups whole milk',
      '1 cup flour',
      '1/4 tsp nutmeg',
      'Maple syrup',
    ]);
  });

  it('when the word below would have fit on the line above, then it is an ingredient of its own', () => {
    const draft = only(
      twoColumns(
        ['1 onion', '2 carrots', '2 celery sticks', '200 g pancetta', '300 g beef mince'],
        ['140 g concentrated tomato', 'paste', '1 can peeled tomatoes', '690 g tomatoes', 'water'],
      ),
    );
    expect(draft.ingredients).toEqual([
      '1 onion',
      '2 carrots',
      '2 celery sticks',
      '200 g pancetta',
      '300 g beef mince',
      '140 g concentrated tomato paste',
      '1 can peeled tomatoes',
      '690 g tomatoes',
      'water',
    ]);
  });

  it('when a full line leaves a bracket open, then the line below goes on with it, capital and all', () => {
    const draft = only(
      card(
        { text: 'Tea with Milk', height: 30 },
        'Ingredients',
        'Black tea (a dark one, from a good tea shop;',
        'I buy mine in Dar es Salaam)',
        'Milk',
        'Directions',
        'Boil the water, then steep the tea in it.',
      ),
    );
    expect(draft.ingredients).toEqual([
      'Black tea (a dark one, from a good tea shop; I buy mine in Dar es Salaam)',
      'Milk',
    ]);
  });
});

describe('a numbered step whose point was read as a comma', () => {
  it('when "4," follows steps 1 to 3, then it is step 4 without its number', () => {
    const draft = only(
      card(
        { text: 'Croque-monsieur', height: 30 },
        'Ingredients',
        '6 slices of bread',
        'Method',
        '1. Melt the butter.',
        '2. Stir in the flour.',
        '3. Pour in the milk.',
        '4, Turn on the oven.',
        '5. Bake the bread.',
      ),
    );
    expect(draft.instructions).toEqual([
      'Melt the butter.',
      'Stir in the flour.',
      'Pour in the milk.',
      'Turn on the oven.',
      'Bake the bread.',
    ]);
  });

  it('when the number before the comma is not the next one, then the line keeps it', () => {
    const draft = only(
      card('Toast', '2 eggs', 'Method', '1. Beat the eggs.', {
        text: '3, Dip the bread.',
        space: 20,
      }),
    );
    expect(draft.instructions).toEqual(['Beat the eggs.', '3, Dip the bread.']);
  });
});

describe('a numbered line before the body', () => {
  it('when a serving line lost its label ("10 - Prep 25 min"), then it is no step and the list after it is the ingredients', () => {
    const draft = only(
      card(
        { text: 'Borscht', height: 32 },
        '10 - Prep 25 min - Cook 40 min',
        '3 red beetroots',
        '2 carrots',
        '1 onion',
        '1. Peel and grate the beetroots.',
        '2. Simmer everything for 40 minutes.',
      ),
    );
    expect(draft.ingredients).toEqual(['3 red beetroots', '2 carrots', '1 onion']);
    expect(draft.instructions).toEqual([
      'Peel and grate the beetroots.',
      'Simmer everything for 40 minutes.',
    ]);
  });

  it('when the first numbered line is step 1, then it starts the method', () => {
    const draft = only(card({ text: 'Toast', height: 32 }, '1. Toast the bread.', '2. Butter it.'));
    expect(draft.instructions).toEqual(['Toast the bread.', 'Butter it.']);
  });
});
