import { describe, expect, it } from 'vitest';
import { ingredientKey, shoppingName } from './ingredient-key.js';
import { recipeServings } from './servings.js';
import { singularize } from './words.js';

describe('ingredientKey', () => {
  it.each<[string, string]>([
    ['Large Eggs', 'egg'],
    ['eggs', 'egg'],
    ['Eggs, beaten', 'egg'],
    ['onion, finely chopped', 'onion'],
    ['large onion, chopped', 'onion'],
    ['Red Onions', 'red onion'],
    ['tomatoes', 'tomato'],
    ['plum tomatoes, chopped', 'plum tomato'],
    ['diced tomatoes', 'tomato'],
    ['potatoes', 'potato'],
    ['Strawberries (two standard packs works best)', 'strawberry'],
    ['berries', 'berry'],
    ['bay leaves (optional)', 'bay leaf'],
    ['Crushed fenugreek leaves 1/4 tbsp', 'fenugreek leaf'],
    ['molasses', 'molasses'],
    ['asparagus', 'asparagus'],
    ['hummus', 'hummus'],
    ['couscous', 'couscous'],
    ['Swiss', 'swiss'],
    ['Crème fraîche', 'creme fraiche'],
    ['Jalapeños', 'jalapeno'],
    ['unsalted butter, melted', 'butter'],
    ['salted butter', 'salted butter'],
    ['extra-virgin olive oil', 'olive oil'],
    ['olive oil', 'olive oil'],
    ['red pepper flakes', 'red pepper flake'],
    ['crushed red pepper', 'red pepper flake'],
    ['red pepper, diced', 'red pepper'],
    ['softened butter', 'butter'],
    ['ripe bananas', 'banana'],
    ['2 Cups whole milk', 'milk'],
    ['Fresh parsley (optional for serving)', 'parsley'],
    ['Grated Pecorino Romano', 'pecorino romano'],
    ['a pinch of salt', 'salt'],
    ['Pinch of Salt', 'salt'],
    ['a little bit of salt (1/3 of a teaspoon)', 'salt'],
    ['6 or 7 tbsp of sugar', 'sugar'],
    ['Salt - 1 1/2 teaspoons', 'salt'],
    ['All-purpose flour 3 cups', 'flour'],
    ['One can of garbanzo beans (chickpeas)', 'garbanzo bean'],
    ['1 (or 2) clove(s) of garlic, roughly chopped (fresh or frozen)', 'garlic'],
    ['garlic cloves, minced', 'garlic'],
    ['sunflower oil for frying', 'sunflower oil'],
    ['fresh dill to taste (optional)', 'dill'],
    ['chicken broth + 2 cups water', 'chicken broth'],
    ['white cannelini beans with their juice (optional)', 'white cannelini bean'],
    ['Black Ceylon Tea (Preferably, a dark one from Dar es Salaam,', 'black ceylon tea'],
    ["25 g brewer's yeast", "brewer's yeast"],
    ['  Brown   SUGAR ', 'brown sugar'],
    ['cloves', 'clove'],
    ['Dough:', 'dough'],
  ])('when the name is %j, then the key is %j', (name, key) => {
    expect(ingredientKey(name)).toBe(key);
  });

  it.each(['(optional)', 'chopped', '2', 'large, chopped', '...'])(
    'when nothing but a remark or amount is left of %j, then the key is the folded name, never empty',
    (name) => {
      const key = ingredientKey(name);
      expect(key).not.toBe('');
      expect(key).toBe(name.toLowerCase());
    },
  );

  it('when two names differ only in case, accents and spaces, then their keys are equal', () => {
    expect(ingredientKey('Crème  Fraîche')).toBe(ingredientKey('creme fraiche'));
  });
});

describe('ingredientKey and shoppingName: what merges and what the line says', () => {
  it.each<[string, string, string]>([
    ['Flour', 'flour', 'Flour'],
    ['flour', 'flour', 'Flour'],
    ['wheat flour', 'flour', 'Flour'],
    ['All-purpose flour', 'flour', 'Flour'],
    ['all purpose flour, sifted', 'flour', 'Flour'],
    ['plain flour', 'flour', 'Flour'],
    ['Plain white flour', 'flour', 'Flour'],
    ['whole wheat flour', 'whole-wheat flour', 'Whole-wheat flour'],
    ['whole rye flour', 'rye flour', 'Rye flour'],
    ['Coconut Flour', 'coconut flour', 'Coconut Flour'],
    ['granulated sugar', 'sugar', 'Sugar'],
    ['caster sugar', 'caster sugar', 'Caster sugar'],
    ['brown sugar, packed', 'brown sugar', 'Brown sugar'],
    ['Eggs, beaten', 'egg', 'Eggs'],
    ['Large eggs, lightly whisked', 'egg', 'Eggs'],
    ['eggs at room temperature', 'egg', 'Eggs'],
    ['egg, room-temperature', 'egg', 'Egg'],
    ['butter, softened', 'butter', 'Butter'],
    ['softened butter', 'butter', 'Butter'],
    ['melted butter', 'butter', 'Butter'],
    ['Butter melted', 'butter', 'Butter'],
    ['butter, room temperature', 'butter', 'Butter'],
    ['unsalted butter, cut into pieces', 'butter', 'Butter'],
    ['Crushed red pepper', 'red pepper flake', 'Red pepper flakes'],
    ['onions, diced', 'onion', 'Onions'],
    ['finely chopped onion', 'onion', 'Onion'],
    ['roughly chopped parsley', 'parsley', 'Parsley'],
    ['garlic, minced', 'garlic', 'Garlic'],
    ['sliced mushrooms', 'mushroom', 'Mushrooms'],
    ['grated Parmesan', 'parmesan', 'Parmesan'],
    ['sifted icing sugar', 'icing sugar', 'Icing sugar'],
    ['frozen peas, thawed', 'frozen pea', 'Frozen peas'],
    ['sugar, divided', 'sugar', 'Sugar'],
    ['salt to taste', 'salt', 'Salt'],
    ['Pinch of Salt', 'salt', 'Salt'],
    ['Crème fraîche', 'creme fraiche', 'Crème fraîche'],
    ['Dough:', 'dough', 'Dough'],
    ['(optional)', '(optional)', '(optional)'],
  ])('when the name is %j, then the key is %j and the line says %j', (name, key, shown) => {
    expect(ingredientKey(name)).toBe(key);
    expect(shoppingName(name)).toBe(shown);
  });
});

describe('singularize', () => {
  it.each<[string, string]>([
    ['eggs', 'egg'],
    ['peaches', 'peach'],
    ['radishes', 'radish'],
    ['boxes', 'box'],
    ['glasses', 'glass'],
    ['cookies', 'cookie'],
    ['loaves', 'loaf'],
    ['olives', 'olive'],
    ['grass', 'grass'],
    ['citrus', 'citrus'],
    ['egg', 'egg'],
  ])('when the word is %j, then its singular is %j', (word, singular) => {
    expect(singularize(word)).toBe(singular);
  });
});

describe('recipeServings', () => {
  it.each<[string, number | null]>([
    ['Serves 4', 4],
    ['4', 4],
    ['6-8', 6],
    ['4–6 people', 4],
    ['16? (It depends)', 16],
    ['20 (40 pieces)', 20],
    ['8 bowls', 8],
    ['serves two', 2],
    ['Serves 4 (or two hungry teenagers)', 4],
    ['', null],
    ['a crowd', null],
    ['0', null],
  ])('when the serving text is %j, then it feeds %j', (serving, expected) => {
    expect(recipeServings(serving)).toBe(expected);
  });
});
