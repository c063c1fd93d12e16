import { describe, expect, it } from 'vitest';
import { cardDrafts, type CardDraft, type CardFlag } from './card-draft.js';
import type { CardLine, CardSide, CardWord } from './card-text.js';

/** A line as a test writes it: its text, and where and how OCR read it. */
interface Row {
  text: string;
  /** Letter height in pixels (20 unless said). */
  height?: number;
  /** Left edge (40 unless said). */
  x?: number;
  /** Sits on the same band as the row before (another column), not below it. */
  beside?: boolean;
  /** Words read with low confidence (40). */
  low?: string[];
}

const LINE_GAP = 10;

/**
 * Lays rows out on a card from the top, one below the other (or beside the one before), each
 * word boxed in turn; "   " (three spaces) in a row's text leaves a wide gap between its words,
 * as between two columns that OCR read as one line.
 */
function side(...rows: (string | Row)[]): CardSide {
  let top = 20;
  let lastTop = top;
  let lastRight = 0;
  const lines = rows.map((entry): CardLine => {
    const row = typeof entry === 'string' ? { text: entry } : entry;
    const height = row.height ?? 20;
    const y0 = row.beside ? lastTop : top;
    let x = row.beside ? Math.max(row.x ?? 0, lastRight + 10 * height) : (row.x ?? 40);
    const x0 = x;
    const words: CardWord[] = [];
    for (const group of row.text.split('   ')) {
      for (const word of group.trim().split(' ').filter(Boolean)) {
        const box = { x0: x, y0, x1: x + word.length * height * 0.5, y1: y0 + height };
        words.push({ text: word, confidence: row.low?.includes(word) ? 40 : 95, box });
        x = box.x1 + height * 0.3;
      }
      x += height * 6;
    }
    const x1 = words.at(-1)?.box.x1 ?? x0;
    lastTop = y0;
    lastRight = x1;
    if (!row.beside) top = y0 + height + LINE_GAP;
    return {
      text: words.map((word) => word.text).join(' '),
      confidence: 90,
      box: { x0, y0, x1, y1: y0 + height },
      words,
    };
  });
  return { width: 1000, height: top + 20, lines };
}

function only(sides: CardSide[], options?: Parameters<typeof cardDrafts>[1]): CardDraft {
  const drafts = cardDrafts(sides, options);
  expect(drafts).toHaveLength(1);
  return drafts[0] as CardDraft;
}

function flagsOf(draft: CardDraft, kind: CardFlag['kind']) {
  return draft.flags
    .filter((flag) => flag.kind === kind)
    .map(({ field, index, text, read }) => ({ field, index, text, ...(read ? { read } : {}) }));
}

const TITLE = { text: "Grandma Rose's Apple Pie", height: 36 };

describe('a card read into a recipe draft', () => {
  it('when an English card has headings, then each section fills its field', () => {
    const draft = only([
      side(
        TITLE,
        'Serves 8',
        'Ingredients:',
        '2 cups flour',
        '1 tsp salt',
        'Salt and pepper to taste.',
        'Directions',
        'Mix the flour and salt.',
        'Bake until golden.',
        'Notes',
        'Freezes well.',
      ),
    ]);
    expect(draft).toMatchObject({
      title: "Grandma Rose's Apple Pie",
      ingredients: ['2 cups flour', '1 tsp salt', 'Salt and pepper to taste.'],
      instructions: ['Mix the flour and salt.', 'Bake until golden.'],
      tips: ['Freezes well.'],
      serving: '8',
      language: 'en',
    });
    expect(draft.sources).toContainEqual({ field: 'title', index: 0, side: 0, lines: [0] });
    expect(draft.sources).toContainEqual({ field: 'ingredients', index: 2, side: 0, lines: [5] });
    expect(draft.sources).toContainEqual({ field: 'tips', index: 0, side: 0, lines: [10] });
  });

  it('when a German card has "Zutaten" and "Zubereitung", then it is read like an English one', () => {
    const draft = only([
      side(
        { text: 'Omas Apfelkuchen', height: 36 },
        'Für 4 Personen',
        'Zubereitung: 20 Min.',
        'ZUTATEN',
        '2 EL Zucker',
        '250 g Mehl',
        '3 Eier',
        'Zubereitung',
        'Alle Zutaten gut verrühren.',
        'Im Ofen backen.',
        'Tipps:',
        'Mit Sahne servieren.',
      ),
    ]);
    expect(draft).toMatchObject({
      title: 'Omas Apfelkuchen',
      ingredients: ['2 EL Zucker', '250 g Mehl', '3 Eier'],
      instructions: ['Alle Zutaten gut verrühren.', 'Im Ofen backen.'],
      tips: ['Mit Sahne servieren.'],
      serving: '4',
      prep_time: 20,
      language: 'de',
    });
  });

  it.each([
    ['fr', 'Ingrédients', 'Préparation', 'Astuces'],
    ['es', 'Ingredientes', 'Preparación', 'Consejos'],
    ['it', 'Ingredienti', 'Procedimento', 'Note'],
    ['pt', 'Ingredientes', 'Modo de preparo', 'Dicas'],
    ['nl', 'Ingrediënten', 'Bereiding', 'Tips'],
    ['zh', '材料', '做法', '小贴士'],
    ['ar', 'المكونات:', 'طريقة التحضير', 'ملاحظات'],
  ])(
    'when a card has %s headings, then they start the sections',
    (_, ingredients, method, tips) => {
      const draft = only([
        side('Tarte', ingredients, '200 g farine', method, 'Mélanger.', tips, 'Bon appétit'),
      ]);
      expect(draft.ingredients).toEqual(['200 g farine']);
      expect(draft.instructions).toEqual(['Mélanger.']);
      expect(draft.tips).toEqual(['Bon appétit']);
    },
  );

  it('when a card has no headings, then lines with amounts come first and sentences are steps', () => {
    const draft = only([
      side(
        { text: 'Apple Crisp', height: 30 },
        '4 apples, sliced',
        '1 cup oats',
        'butter',
        'Pinch of salt',
        'Mix everything together.',
        'Bake at 350 for 30 minutes.',
      ),
    ]);
    expect(draft).toMatchObject({
      title: 'Apple Crisp',
      ingredients: ['4 apples, sliced', '1 cup oats', 'butter', 'Pinch of salt'],
      instructions: ['Mix everything together.', 'Bake at 350 for 30 minutes.'],
    });
  });

  it('when servings and times share one line between marks, then each is read and the ingredients follow', () => {
    for (const [facts, first] of [
      ['Für 2 Personen - Vorbereitung 5 Min. - Kochzeit 10 Min.', '2 Eier'],
      ['Serves 2 · Prep 5 min · Cook 10 min', '2 eggs'],
      ['Serves 2 + Prep 5 min - Cook 10 min', '2 eggs'],
    ] as const) {
      const draft = only([
        side(
          { text: 'Egg Drop Soup', height: 30 },
          facts,
          first,
          '500 ml broth',
          '1. Beat the eggs in a bowl.',
          '2. Bring the broth to the boil.',
        ),
      ]);
      expect(draft, facts).toMatchObject({
        title: 'Egg Drop Soup',
        serving: '2',
        prep_time: 5,
        cook_time: 10,
        ingredients: [first, '500 ml broth'],
        instructions: ['Beat the eggs in a bowl.', 'Bring the broth to the boil.'],
      });
    }
    // A line with a mark that is not all facts stays what it is.
    expect(
      only([side({ text: 'Soup', height: 30 }, '2 eggs - beaten', 'Stir.')]).ingredients,
    ).toEqual(['2 eggs - beaten']);
  });

  it('when an ingredient leaves a bracket open or ends on "and", then the lower-case line below continues it', () => {
    const draft = only([
      side(
        { text: 'Bolognese', height: 30 },
        'Ingredients',
        '2 garlic cloves (optional,',
        'but not traditional)',
        '350 grams veal mince (if you',
        'cant find veal replace with',
        'pork)',
        'Whipped cream, fresh fruit and',
        'strawberries',
        '1 tsp salt',
        'pepper',
        'Method',
        'Cook it all.',
      ),
    ]);
    expect(draft.ingredients).toEqual([
      '2 garlic cloves (optional, but not traditional)',
      '350 grams veal mince (if you cant find veal replace with pork)',
      'Whipped cream, fresh fruit and strawberries',
      '1 tsp salt',
      'pepper',
    ]);
  });

  it('when a card without headings opens on a long ingredient and lists foods without amounts, then they are ingredients', () => {
    const draft = only([
      side(
        { text: 'Hearty Oatmeal', height: 30 },
        'Serves 4 - Prep 5 min - Cook 10 min',
        '1/2 cup Large Flake Oats (no partially cooked quick-oats',
        'allowed!)',
        'Almonds',
        'Pecans',
        '1 Tbsp Roasted Flax Seed',
        '1. Chop the nuts.',
        '2. Cook it all with the oats.',
      ),
    ]);
    expect(draft).toMatchObject({
      serving: '4',
      ingredients: [
        '1/2 cup Large Flake Oats (no partially cooked quick-oats allowed!)',
        'Almonds',
        'Pecans',
        '1 Tbsp Roasted Flax Seed',
      ],
      instructions: ['Chop the nuts.', 'Cook it all with the oats.'],
    });
  });

  it('when the first line under an Ingredients heading reads like a sentence, then it is still an ingredient', () => {
    const draft = only([
      side(
        { text: 'Tea with Milk', height: 30 },
        'Ingredients',
        'Black tea (preferably a dark one, from a good shop, if you can.',
        'Milk',
        'Directions',
        'Boil the water and steep the tea.',
      ),
    ]);
    expect(draft.ingredients).toEqual([
      'Black tea (preferably a dark one, from a good shop, if you can.',
      'Milk',
    ]);
    expect(draft.instructions).toEqual(['Boil the water and steep the tea.']);
  });

  it('when a card opens with a "From the kitchen of" label, then the title is the line after it', () => {
    const draft = only([
      side('From the kitchen of Mary Jones', { text: 'Banana Bread', height: 30 }, '3 bananas'),
    ]);
    expect(draft.title).toBe('Banana Bread');
  });

  it('when the title follows "Recipe for:", then the title is the text after the label', () => {
    const draft = only([side('Recipe for: Banana Bread', '3 bananas', 'Mash and bake.')]);
    expect(draft.title).toBe('Banana Bread');
    expect(draft.sources).toContainEqual({ field: 'title', index: 0, side: 0, lines: [0] });
  });

  it('when a smaller line comes before a large one, then the large one is the title', () => {
    const draft = only([side('Dessert', { text: 'Lemon Bars', height: 40 }, '2 lemons')]);
    expect(draft.title).toBe('Lemon Bars');
    expect(draft.tips).toEqual(['Dessert']);
  });
});

describe('steps', () => {
  it('when numbered steps are broken over lines, then each step is joined and unnumbered', () => {
    const draft = only([
      side(
        'Cake',
        '2 eggs',
        'Method',
        '1. Cream the butter and sugar',
        { text: 'until light. Add the eggs', x: 70 },
        { text: 'one at a time.', x: 70 },
        '2) Fold in the flour and',
        'pour into a tin.',
        'Step 3: Bake.',
        'Leave to cool.',
      ),
    ]);
    expect(draft.instructions).toEqual([
      'Cream the butter and sugar until light. Add the eggs one at a time.',
      'Fold in the flour and pour into a tin.',
      // Among numbered steps, a line without a number set close under one goes on with it.
      'Bake. Leave to cool.',
    ]);
    expect(draft.sources).toContainEqual({
      field: 'instructions',
      index: 0,
      side: 0,
      lines: [3, 4, 5],
    });
  });

  it('when a line starts with a capital after a finished sentence, then it is a step of its own', () => {
    const draft = only([side('Soup', '1 onion', 'Method', 'Chop the onion', 'Fry it gently.')]);
    expect(draft.instructions).toEqual(['Chop the onion', 'Fry it gently.']);
  });

  it('when a line sits further left than the step began, then it does not continue it', () => {
    const draft = only([
      side('Soup', '1 onion', 'Method', { text: 'Chop the onion and', x: 120 }, 'then fry it.'),
    ]);
    expect(draft.instructions).toEqual(['Chop the onion and', 'then fry it.']);
  });
});

describe('ingredients in two columns', () => {
  it('when ingredient lines sit side by side, then each is an ingredient line of its own', () => {
    const draft = only([
      side(
        'Scones',
        'Ingredients',
        '2 cups flour',
        { text: '1 tsp salt', beside: true },
        'butter',
        { text: 'milk', beside: true },
        'Method',
        'Mix and bake.',
      ),
    ]);
    expect(draft.ingredients).toEqual(['2 cups flour', '1 tsp salt', 'butter', 'milk']);
  });

  it('when OCR read both columns as one line, then the wide gap splits it', () => {
    const draft = only([
      side('Scones', 'Ingredients', '2 cups flour   1 tsp salt', 'Method', 'Mix and bake.'),
    ]);
    expect(draft.ingredients).toEqual(['2 cups flour', '1 tsp salt']);
    expect(draft.sources.filter((source) => source.field === 'ingredients')).toEqual([
      { field: 'ingredients', index: 0, side: 0, lines: [2] },
      { field: 'ingredients', index: 1, side: 0, lines: [2] },
    ]);
  });

  it('when an ingredient runs on to an indented lower-case line, then the two are one line', () => {
    const draft = only([
      side('Chili', 'Ingredients', '1 can (14 oz) diced', { text: 'tomatoes, drained', x: 80 }),
    ]);
    expect(draft.ingredients).toEqual(['1 can (14 oz) diced tomatoes, drained']);
  });
});

describe('serving and times', () => {
  it.each([
    ['Serves 4', '4'],
    ['Serves 4-6 people', '4-6'],
    ['Makes 12 cookies', '12 cookies'],
    ['Yield: 2 loaves', '2 loaves'],
    ['Für 4 Personen', '4'],
    ['Pour 6 personnes', '6'],
    ['(8 servings)', '8'],
    ['Portionen: 4', '4'],
  ])('when the card says "%s", then the serving is "%s"', (line, serving) => {
    const draft = only([side('Cake', line, '2 eggs', 'Mix.')]);
    expect(draft.serving).toBe(serving);
    expect(draft.ingredients).toEqual(['2 eggs']);
    expect(draft.flags).toContainEqual(
      expect.objectContaining({ kind: 'quantity', field: 'serving', line: 1 }),
    );
  });

  it('when the card gives no serving or times, then they stay empty', () => {
    const draft = only([side('Cake', '2 eggs', 'Mix.')]);
    expect(draft).toMatchObject({
      serving: '',
      prep_time: null,
      cook_time: null,
      total_time: null,
    });
  });

  it.each([
    ['Prep: 15 min', { prep_time: 15 }],
    ['Prep Time: 1 hour', { prep_time: 60 }],
    ['Cook time 1 hr', { cook_time: 60 }],
    ['Cooking: 2 hrs', { cook_time: 120 }],
    ['Total: 1 h 30 min', { total_time: 90 }],
    ['Total time: 1 1/2 hours', { total_time: 90 }],
    ['Zubereitung: 20 Min.', { prep_time: 20 }],
    ['Backzeit: 1 Std.', { cook_time: 60 }],
    ['Gesamtzeit 45 Minuten', { total_time: 45 }],
    ['Prep 10 min | Cook 25-30 minutes', { prep_time: 10, cook_time: 30 }],
    ['Préparation : 15 min', { prep_time: 15 }],
  ])('when the card says "%s", then the times are %o', (line, times) => {
    const draft = only([side('Cake', line, '2 eggs', 'Mix.')]);
    expect(draft).toMatchObject(times);
    expect(draft.instructions).toEqual(['Mix.']);
    expect(draft.sources).toContainEqual({ field: 'times', index: 0, side: 0, lines: [1] });
  });

  it('when a step line is only "Bake 45 minutes", then it is a step and the cook time', () => {
    const draft = only([side('Cake', '2 eggs', 'Mix well.', 'Bake 45 minutes')]);
    expect(draft.cook_time).toBe(45);
    expect(draft.instructions).toEqual(['Mix well.', 'Bake 45 minutes']);
  });

  it('when "Cook 20 min" stands above the ingredients, then it is only the cook time', () => {
    const draft = only([side('Pancakes', 'Cook 20 min', '2 eggs', '1 cup milk', 'Whisk and fry.')]);
    expect(draft).toMatchObject({
      cook_time: 20,
      ingredients: ['2 eggs', '1 cup milk'],
      instructions: ['Whisk and fry.'],
    });
  });

  it('when a step mentions a time among other words, then it sets no time', () => {
    const draft = only([side('Cake', '2 eggs', 'Bake at 350 for 45 minutes.')]);
    expect(draft.cook_time).toBeNull();
  });
});

describe('misreadings', () => {
  it.each([
    ['12 cup sugar', '1/2 cup sugar', '1/2 cup', '12 cup'],
    ['12 teaspoon vanilla', '1/2 teaspoon vanilla', '1/2 teaspoon', '12 teaspoon'],
    ['12 tbsp butter', '1/2 tbsp butter', '1/2 tbsp', '12 tbsp'],
    ['12 stick butter', '1/2 stick butter', '1/2 stick', '12 stick'],
    ['Y2 cup milk', '1/2 cup milk', '1/2', 'Y2'],
    ['V2 tsp salt', '1/2 tsp salt', '1/2', 'V2'],
    ['l/2 cup oil', '1/2 cup oil', '1/2', 'l/2'],
    ['I/2 cup oil', '1/2 cup oil', '1/2', 'I/2'],
    ['% cup milk', '1/2 cup milk', '1/2 cup', '% cup'],
    ['%2 cup milk', '1/2 cup milk', '1/2 cup', '%2 cup'],
    ['1 %2 cups caster sugar', '1 1/2 cups caster sugar', '1/2 cups', '%2 cups'],
    ['1% EL Zucker', '1 1/2 EL Zucker', '1 1/2 EL', '1% EL'],
    ['1 Y2 cups milk', '1 1/2 cups milk', '1/2', 'Y2'],
    ['1 12 cups milk', '1 1/2 cups milk', '1/2 cups', '12 cups'],
    ['l 1/2 cups milk', '1 1/2 cups milk', '1', 'l'],
    ['114 cup flour', '1 1/4 cup flour', '1 1/4 cup', '114 cup'],
    ['112 cups flour', '1 1/2 cups flour', '1 1/2 cups', '112 cups'],
    ['134 cup sugar', '1 3/4 cup sugar', '1 3/4 cup', '134 cup'],
    ['212 cups water', '2 1/2 cups water', '2 1/2 cups', '212 cups'],
    ['2 tbs p butter', '2 tbsp butter', 'tbsp', 'tbs p'],
    ['1 tb sp oil', '1 tbsp oil', 'tbsp', 'tb sp'],
    ['1 t sp salt', '1 tsp salt', 'tsp', 't sp'],
    ['1 c up milk', '1 cup milk', 'cup', 'c up'],
    ['1O0 g flour', '100 g flour', '100', '1O0'],
    ['l cup sugar', '1 cup sugar', '1', 'l'],
    ['I cup sugar', '1 cup sugar', '1', 'I'],
    ['1Egg', '1 Egg', '1 Egg', '1Egg'],
    ['1 Tbsp Coconut 0il', '1 Tbsp Coconut Oil', 'Oil', '0il'],
  ])(
    'when OCR read "%s", then the line is "%s" and the fix is flagged',
    (line, fixed, text, read) => {
      const draft = only([side('Cake', 'Ingredients', line, 'Method', 'Mix.')]);
      expect(draft.ingredients).toEqual([fixed]);
      expect(flagsOf(draft, 'misread')).toEqual([{ field: 'ingredients', index: 0, text, read }]);
      expect(draft.flags).toContainEqual(
        expect.objectContaining({ kind: 'misread', side: 0, line: 2, box: expect.any(Object) }),
      );
    },
  );

  it.each([
    '12 eggs',
    '250 g flour',
    '12 cookies, crushed',
    '1 l milk',
    '10oz chocolate',
    '2 cups flour',
    '2% milk',
    '1Tbsp peppercorns',
    '2 eggs, 0 sugar',
    '1 cup milk (3.25% fat)',
  ])(
    'when the card says "%s", then the line stays as written and no misreading is flagged',
    (line) => {
      const draft = only([side('Cake', 'Ingredients', line, 'Method', 'Mix.')]);
      expect(draft.ingredients).toEqual([line]);
      expect(flagsOf(draft, 'misread')).toEqual([]);
    },
  );

  it('when a serving says "Makes 12 cookies", then it is not read as a half', () => {
    const draft = only([side('Cookies', 'Makes 12 cookies', '2 cups flour', 'Mix.')]);
    expect(draft.serving).toBe('12 cookies');
    expect(flagsOf(draft, 'misread')).toEqual([]);
  });

  it('when a time or serving has a letter for a digit, then it is fixed and flagged', () => {
    const draft = only([side('Cake', 'Prep: l5 min', 'Serves 1O', '2 eggs', 'Mix.')]);
    expect(draft.prep_time).toBe(15);
    expect(draft.serving).toBe('10');
    expect(flagsOf(draft, 'misread')).toEqual([
      { field: 'serving', index: 0, text: '10', read: '1O' },
      { field: 'times', index: 0, text: '15', read: 'l5' },
    ]);
  });
});

describe('flags', () => {
  it('when ingredient lines have amounts, then each amount is flagged with its box', () => {
    const draft = only([
      side('Chili', 'Ingredients', '1 can (14 oz) tomatoes', '2 onions', 'salt', 'Method', 'Cook.'),
    ]);
    expect(flagsOf(draft, 'quantity')).toEqual([
      { field: 'ingredients', index: 0, text: '1 can' },
      { field: 'ingredients', index: 0, text: '14 oz' },
      { field: 'ingredients', index: 1, text: '2' },
    ]);
    const first = draft.flags[0];
    expect(first?.box).toEqual({ x0: 40, y0: 80, x1: expect.any(Number), y1: 100 });
  });

  it('when words were read with low confidence, then each is flagged with its own box', () => {
    const sides = [
      side(
        { text: 'Apple Pie', low: ['Pie'] },
        'Ingredients',
        { text: '2 cups flour', low: ['flour'] },
        'Method',
        { text: 'Mix it well.', low: ['Mix'] },
      ),
    ];
    const draft = only(sides);
    expect(flagsOf(draft, 'low-confidence')).toEqual([
      { field: 'title', index: 0, text: 'Pie' },
      { field: 'ingredients', index: 0, text: 'flour' },
      { field: 'instructions', index: 0, text: 'Mix' },
    ]);
    const pie = draft.flags.find((flag) => flag.text === 'Pie');
    expect(pie?.box).toEqual(sides[0]?.lines[0]?.words[1]?.box);
  });

  it('when the threshold is lowered, then words above it are not flagged', () => {
    const draft = only([side({ text: 'Apple Pie', low: ['Pie'] }, '2 eggs', 'Mix.')], {
      lowConfidence: 30,
    });
    expect(flagsOf(draft, 'low-confidence')).toEqual([]);
  });

  it('when a line has no words, then its own low confidence is flagged with its box', () => {
    const card = side('Cake', '2 eggs', 'Mix.');
    const line = card.lines[1] as CardLine;
    card.lines[1] = { ...line, words: [], confidence: 20 };
    const draft = only([card]);
    expect(draft.flags).toContainEqual({
      kind: 'low-confidence',
      field: 'ingredients',
      index: 0,
      side: 0,
      line: 1,
      text: '2 eggs',
      box: line.box,
    });
  });
});

describe('several recipes', () => {
  it('when a second large title follows a complete recipe, then there are two drafts', () => {
    const drafts = cardDrafts([
      side(
        { text: 'Pancakes', height: 36 },
        '2 cups flour',
        '2 eggs',
        'Mix and fry.',
        { text: 'Waffles', height: 36 },
        '1 cup milk',
        'Mix and bake.',
      ),
    ]);
    expect(
      drafts.map(({ title, ingredients, instructions }) => ({ title, ingredients, instructions })),
    ).toEqual([
      {
        title: 'Pancakes',
        ingredients: ['2 cups flour', '2 eggs'],
        instructions: ['Mix and fry.'],
      },
      { title: 'Waffles', ingredients: ['1 cup milk'], instructions: ['Mix and bake.'] },
    ]);
    expect(drafts[1]?.sources).toContainEqual({ field: 'title', index: 0, side: 0, lines: [4] });
  });

  it('when a line followed by an Ingredients heading follows a complete recipe, then it titles a new draft', () => {
    const drafts = cardDrafts([
      side(
        'Pancakes',
        'Ingredients',
        '2 eggs',
        'Method',
        'Mix and fry.',
        'Waffles',
        'Ingredients',
        '1 cup milk',
        'Method',
        'Mix and bake.',
      ),
    ]);
    expect(drafts.map((draft) => draft.title)).toEqual(['Pancakes', 'Waffles']);
    expect(drafts[1]?.instructions).toEqual(['Mix and bake.']);
  });

  it('when the back of a card continues the front, then both sides make one draft', () => {
    const draft = only([
      side(
        { text: 'Stew', height: 36 },
        'Ingredients',
        '1 kg beef',
        '2 carrots',
        'Method',
        'Brown the beef',
      ),
      side('in batches.', 'Add the carrots.', 'Notes', 'Better the next day.'),
    ]);
    expect(draft).toMatchObject({
      title: 'Stew',
      instructions: ['Brown the beef in batches.', 'Add the carrots.'],
      tips: ['Better the next day.'],
    });
    expect(draft.sources.filter((source) => source.field === 'instructions')).toEqual([
      { field: 'instructions', index: 0, side: 0, lines: [5] },
      { field: 'instructions', index: 0, side: 1, lines: [0] },
      { field: 'instructions', index: 1, side: 1, lines: [1] },
    ]);
  });

  it('when the back has a recipe of its own, then it is a second draft', () => {
    const drafts = cardDrafts([
      side({ text: 'Stew', height: 36 }, '1 kg beef', 'Cook slowly.'),
      side({ text: 'Dumplings', height: 36 }, 'Ingredients', '1 cup flour', 'Method', 'Steam.'),
    ]);
    expect(drafts.map((draft) => draft.title)).toEqual(['Stew', 'Dumplings']);
    expect(drafts[1]?.sources).toContainEqual({ field: 'title', index: 0, side: 1, lines: [0] });
  });
});

describe('a card without a recipe', () => {
  it.each<[string, CardSide[]]>([
    ['no sides', []],
    ['a blank side', [{ width: 100, height: 100, lines: [] }]],
    ['marks only', [side('~~~', '|||', '— · —')]],
    ['a few stray words', [side('xqzt wv', 'mmm')]],
  ])('when the card has %s, then there is no draft', (_, sides) => {
    expect(cardDrafts(sides)).toEqual([]);
  });

  it('when nothing says otherwise, then the language falls back to the option, then English', () => {
    const card = [side('Tarte', '2 x', 'Ok.')];
    expect(only(card, { fallbackLanguage: 'nl' }).language).toBe('nl');
    expect(only(card).language).toBe('en');
  });
});
