import { describe, expect, it } from 'vitest';
import { parseIngredientLine } from '../ingredients/parse.js';
import type { ListUnitSystem } from '../schemas/kitchen.js';
import { itemFromIngredient } from './items.js';
import type { ListLine } from './merge.js';
import { addLine, listLineOf, recipeLineAt, shownLine } from '../test-support/shopping-list.js';

/*
 * Ingredient lines of demo recipes (the demo content's recipes.json), copied as written: Swedish
 * Pancakes, Kropsua, Danish Pancake, Naan Bread and Quarkbällchen, each for 4.
 */
const RECIPES: Readonly<Record<string, readonly string[]>> = {
  'Swedish Pancakes': [
    '3 Eggs, beaten',
    '1 tsp Salt',
    '1 tbsp Sugar',
    '1 cup Flour',
    '1 - 2/3 cups Milk',
    '6-8 tbsp Butter',
  ],
  Kropsua: [
    '1 Cup (stick) unsalted butter',
    '2 Large eggs',
    '2 Tablespoons sugar',
    '1/2 Teaspoon salt',
    '2 Cups whole milk',
    '1 Cup all-purpose flour',
  ],
  'Danish Pancake': [
    '375g wheat flour',
    'a little bit of salt (1/3 of a teaspoon)',
    '1 ½ tablespoon sugar',
    '9 dl milk',
    '4 eggs',
  ],
  'Naan Bread': [
    'All-purpose flour 3 cups',
    'Sugar 2 tbsp',
    'Warm Milk 1 cup',
    'Butter melted 2 tbsp',
    'Salt - 1 1/2 teaspoons',
  ],
  Quarkbaellchen: ['2 eggs', '6 or 7 tbsp of sugar', '400g flour (500g if using yoghurt)'],
};

/** Every demo recipe added to one list at `factor`, the way the API adds them. */
function listAt(factor: number, system: ListUnitSystem): string[] {
  const lines: (ListLine & { ingredient: string })[] = [];
  for (const line of Object.values(RECIPES).flat()) {
    const item = itemFromIngredient(parseIngredientLine(line), factor);
    addLine(lines, { ...listLineOf(item, system), ingredient: item.ingredient }, system);
  }
  return lines.map((line) => shownLine(line.quantity, line.units, line.ingredient));
}

type AtFactors = readonly [string, string, string];

describe('demo recipe lines at 1x, 1.5x and 2x', () => {
  it.each<[string, AtFactors, AtFactors]>([
    ['3 Eggs, beaten', ['3 Eggs', '4.5 Eggs', '6 Eggs'], ['3 Eggs', '4.5 Eggs', '6 Eggs']],
    [
      '1 tsp Salt',
      ['1 tsp Salt', '1.5 tsp Salt', '2 tsp Salt'],
      ['1 tsp Salt', '1.5 tsp Salt', '2 tsp Salt'],
    ],
    [
      '1 tbsp Sugar',
      ['1 tbsp Sugar', '1.5 tbsp Sugar', '2 tbsp Sugar'],
      ['1 tbsp Sugar', '1.5 tbsp Sugar', '2 tbsp Sugar'],
    ],
    [
      '1 cup Flour',
      ['125 g Flour', '188 g Flour', '250 g Flour'],
      ['1 cup Flour', '1.5 cup Flour', '2 cup Flour'],
    ],
    [
      '1 - 2/3 cups Milk',
      ['394 ml Milk', '591 ml Milk', '789 ml Milk'],
      ['1.67 cup Milk', '2.5 cup Milk', '3.33 cup Milk'],
    ],
    [
      '6-8 tbsp Butter',
      ['6-8 tbsp Butter', '9-12 tbsp Butter', '12-16 tbsp Butter'],
      ['6-8 tbsp Butter', '9-12 tbsp Butter', '12-16 tbsp Butter'],
    ],
    [
      '1 Cup (stick) unsalted butter',
      ['227 g Butter', '341 g Butter', '454 g Butter'],
      ['1 cup Butter', '1.5 cup Butter', '2 cup Butter'],
    ],
    [
      '2 Tablespoons sugar',
      ['2 tbsp Sugar', '3 tbsp Sugar', '50 g Sugar'],
      ['2 tbsp Sugar', '3 tbsp Sugar', '0.25 cup Sugar'],
    ],
    [
      '1/2 Teaspoon salt',
      ['0.5 tsp Salt', '0.75 tsp Salt', '1 tsp Salt'],
      ['0.5 tsp Salt', '0.75 tsp Salt', '1 tsp Salt'],
    ],
    [
      '1 Cup all-purpose flour',
      ['125 g Flour', '188 g Flour', '250 g Flour'],
      ['1 cup Flour', '1.5 cup Flour', '2 cup Flour'],
    ],
    [
      '375g wheat flour',
      ['375 g Flour', '563 g Flour', '750 g Flour'],
      ['13.2 oz Flour', '1.24 lb Flour', '1.65 lb Flour'],
    ],
    [
      'a little bit of salt (1/3 of a teaspoon)',
      ['Salt', 'Salt', 'Salt'],
      ['Salt', 'Salt', 'Salt'],
    ],
    [
      '9 dl milk',
      ['900 ml Milk', '1.35 l Milk', '1.8 l Milk'],
      ['3.8 cup Milk', '5.71 cup Milk', '7.61 cup Milk'],
    ],
    [
      'All-purpose flour 3 cups',
      ['375 g Flour', '563 g Flour', '750 g Flour'],
      ['3 cup Flour', '4.5 cup Flour', '6 cup Flour'],
    ],
    [
      'Butter melted 2 tbsp',
      ['2 tbsp Butter', '3 tbsp Butter', '56.8 g Butter'],
      ['2 tbsp Butter', '3 tbsp Butter', '0.25 cup Butter'],
    ],
    [
      'Salt - 1 1/2 teaspoons',
      ['1.5 tsp Salt', '2.25 tsp Salt', '1 tbsp Salt'],
      ['1.5 tsp Salt', '2.25 tsp Salt', '1 tbsp Salt'],
    ],
    [
      '6 or 7 tbsp of sugar',
      ['6-7 tbsp Sugar', '9 to 10 1/2 tbsp Sugar', '12-14 tbsp Sugar'],
      ['6-7 tbsp Sugar', '9 to 10 1/2 tbsp Sugar', '12-14 tbsp Sugar'],
    ],
    [
      '400g flour (500g if using yoghurt)',
      ['400 g Flour', '600 g Flour', '800 g Flour'],
      ['14.1 oz Flour', '1.32 lb Flour', '1.76 lb Flour'],
    ],
    [
      '1/2 cup Large Flake Oats (no partially cooked quick-oats allowed!)',
      ['45 g Flake Oats', '67.5 g Flake Oats', '90 g Flake Oats'],
      ['0.5 cup Flake Oats', '0.75 cup Flake Oats', '1 cup Flake Oats'],
    ],
    [
      '1 tbsp honey',
      ['1 tbsp Honey', '1.5 tbsp Honey', '2 tbsp Honey'],
      ['1 tbsp Honey', '1.5 tbsp Honey', '2 tbsp Honey'],
    ],
    [
      '2 TB butter, cut into pieces',
      ['2 tbsp Butter', '3 tbsp Butter', '56.8 g Butter'],
      ['2 tbsp Butter', '3 tbsp Butter', '0.25 cup Butter'],
    ],
    [
      '1 1/2 cups caster sugar',
      ['300 g Caster sugar', '450 g Caster sugar', '600 g Caster sugar'],
      ['1.5 cup Caster sugar', '2.25 cup Caster sugar', '3 cup Caster sugar'],
    ],
  ])(
    'when the recipe says %j, then a metric list reads %j and a US list %j',
    (line, metric, us) => {
      expect([1, 1.5, 2].map((factor) => recipeLineAt(line, factor, 'metric'))).toEqual(metric);
      expect([1, 1.5, 2].map((factor) => recipeLineAt(line, factor, 'us'))).toEqual(us);
    },
  );
});

describe('five demo recipes on one list', () => {
  it.each<[number, ListUnitSystem, string[]]>([
    [
      1,
      'metric',
      [
        '11 Eggs',
        '1 tbsp Salt',
        '155-170 g Sugar',
        '1.4 kg Flour',
        '2.01 l Milk',
        '340-370 g Butter',
        'Salt',
      ],
    ],
    [
      1.5,
      'metric',
      [
        '16.5 Eggs',
        '1.5 tbsp Salt',
        '235-255 g Sugar',
        '2.1 kg Flour',
        '3.01 l Milk',
        '515-555 g Butter',
        'Salt',
      ],
    ],
    [
      2,
      'metric',
      [
        '22 Eggs',
        '2 tbsp Salt',
        '315-340 g Sugar',
        '2.8 kg Flour',
        '4.01 l Milk',
        '680-735 g Butter',
        'Salt',
      ],
    ],
    [
      1,
      'us',
      [
        '11 Eggs',
        '1 tbsp Salt',
        '3/4-7/8 cup Sugar',
        '11.2 cup Flour',
        '8.47 cup Milk',
        '24-26 tbsp Butter',
        'Salt',
      ],
    ],
    [
      1.5,
      'us',
      [
        '16.5 Eggs',
        '1.5 tbsp Salt',
        '1 1/8 to 1 1/4 cups Sugar',
        '16.8 cup Flour',
        '12.7 cup Milk',
        '36-39 tbsp Butter',
        'Salt',
      ],
    ],
    [
      2,
      'us',
      [
        '22 Eggs',
        '2 tbsp Salt',
        '1 5/8 to 1 2/3 cups Sugar',
        '22.4 cup Flour',
        '16.9 cup Milk',
        '48-52 tbsp Butter',
        'Salt',
      ],
    ],
  ])('when they are added at %dx to a %s list, then it reads %j', (factor, system, expected) => {
    expect(listAt(factor, system)).toEqual(expected);
  });
});
