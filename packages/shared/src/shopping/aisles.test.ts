import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseIngredientLine } from '../ingredients/parse.js';
import { AISLES, type Aisle } from '../schemas/kitchen.js';
import { aisleOf } from './aisles.js';
import { ingredientKey } from './ingredient-key.js';
import { itemFromIngredient } from './items.js';

interface DemoFile {
  recipes: { slug: string; ingredient_lines: string[] }[];
}

const demo = JSON.parse(
  readFileSync(new URL('../../../../apps/api/demo/recipes.json', import.meta.url), 'utf8'),
) as DemoFile;
const demoLines = demo.recipes.flatMap((recipe) => recipe.ingredient_lines);
const demoText = demoLines.join('\n').toLowerCase();

describe('aisleOf', () => {
  it.each<[string, Aisle]>([
    ['frozen peas', 'frozen'],
    ['peas', 'produce'],
    ['chicken stock', 'pantry'],
    ['chicken', 'meat and fish'],
    ['butter', 'dairy'],
    ['peanut butter', 'pantry'],
    ['eggs', 'dairy'],
    ['bread crumbs', 'pantry'],
    ['bread', 'bakery'],
    ['vanilla ice cream', 'frozen'],
    ['tap water', 'other'],
    ['', 'other'],
  ])('when the name is %j, then the aisle is %j', (name, aisle) => {
    expect(aisleOf(name)).toBe(aisle);
  });

  // Names exactly as the demo recipes write them.
  it.each<[string, Aisle]>([
    ['small tomatoes', 'produce'],
    ['peeled white onion', 'produce'],
    ['some chives', 'produce'],
    ['powdered sweet pepper', 'pantry'],
    ['Eggs, beaten', 'dairy'],
    ['unsalted butter', 'dairy'],
    ['Large eggs', 'dairy'],
    ['whole milk', 'dairy'],
    ['all-purpose flour', 'pantry'],
    ['Maple syrup', 'pantry'],
    ["baker's yeast", 'pantry'],
    ['red beans Azuki', 'pantry'],
    ['Large Flake Oats', 'pantry'],
    ['Almonds', 'pantry'],
    ['Hemp Hearts', 'pantry'],
    ['Cranberries', 'produce'],
    ['Banana (mashed)', 'produce'],
    ['ON Vanilla Ice Cream Protein Powder', 'pantry'],
    ['egg yolks', 'dairy'],
    ['lemon juice', 'produce'],
    ['Cayenne pepper or hot sauce', 'pantry'],
    ['english muffins or toast', 'bakery'],
    ['Canadian bacon or ham', 'meat and fish'],
    ['Slices of bread', 'bakery'],
    ['star anise', 'pantry'],
    ['bay leaf', 'pantry'],
    ['fennel seeds', 'pantry'],
    ['Italian red wine', 'pantry'],
    ['orange', 'produce'],
    ['Assam Tea', 'pantry'],
    ['Milk/Sweet Cream', 'dairy'],
    ['peels of five onions', 'produce'],
    ['garbanzo beans (chickpeas)', 'pantry'],
    ['tahini', 'pantry'],
    ["za'atar", 'pantry'],
    ['Fresh parsley', 'produce'],
    ["brewer's yeast", 'pantry'],
    ['Dried bread', 'bakery'],
    ['Grated lemon rind', 'produce'],
    ['shortcrust pastry', 'bakery'],
    ['Coconut Flour', 'pantry'],
    ['boiled herbs', 'produce'],
    ['ricotta', 'dairy'],
    ['caster sugar', 'pantry'],
    ['quark', 'dairy'],
    ['chicken broth', 'pantry'],
    ['yukon potatoes', 'produce'],
    ['celery ribs', 'produce'],
    ['red bell pepper', 'produce'],
    ['white cannelini beans', 'pantry'],
    ['beef mince', 'meat and fish'],
    ['concentrated tomato paste', 'pantry'],
    ['beef/vegetable stock', 'pantry'],
    ['Hearty White Bread', 'bakery'],
    ['sourdough', 'bakery'],
    ['chicken or veggie stock', 'pantry'],
    ['heavy cream', 'dairy'],
    ['Spaghetti', 'pantry'],
    ['Grated Pecorino Romano', 'dairy'],
    ['dry brown lentils', 'pantry'],
    ['spicy chorizo', 'meat and fish'],
    ['lamb stew meat', 'meat and fish'],
    ['couscous fine semolina', 'pantry'],
    ['green hot peppers', 'produce'],
    ['Mozzarella Cheese', 'dairy'],
    ['Boneless Chicken', 'meat and fish'],
    ['Chicken Masala', 'pantry'],
    ['coriander leaves / cilantro', 'produce'],
    ['veal cutlets', 'meat and fish'],
    ['bread crumbs', 'pantry'],
    ['Dough:', 'other'],
  ])('when the demo recipes ask for %j, then it is found in %j', (name, aisle) => {
    expect(demoText).toContain(name.toLowerCase());
    expect(aisleOf(name)).toBe(aisle);
  });

  it('when every ingredient of every demo recipe is placed, then each has an aisle and a key, and few are "other"', () => {
    const items = demoLines.map((line) => itemFromIngredient(parseIngredientLine(line), 1));
    expect(items.length).toBeGreaterThan(300);
    for (const item of items) {
      expect(AISLES).toContain(item.aisle);
      expect(AISLES).toContain(aisleOf(item.ingredient));
      expect(item.key).not.toBe('');
      expect(ingredientKey(item.ingredient)).not.toBe('');
    }
    const other = items.filter((item) => item.aisle === 'other').length;
    expect(other / items.length).toBeLessThanOrEqual(0.1);
  });
});
