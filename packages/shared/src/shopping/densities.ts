import { UNITS } from '../units/units.js';

/*
 * Grams in one US cup (236.6 ml) of the dry goods a metric kitchen weighs rather than measures by
 * volume. Typical kitchen values, as printed in baking weight charts and on packets (spooned and
 * levelled flour, granulated sugar, firmly packed brown sugar, sifted icing sugar, block butter,
 * raw long-grain rice, rolled oats, unsweetened cocoa, fine table salt); a cup of the same thing
 * varies by a tenth from one cook to the next, so these are for a shopping list, not for baking.
 * Honey is runny but weighed: it is sold by weight in jars, and a cup of it is about 340 g.
 * Liquids (milk, water, oil, stock, cream) are not here: a shop sells them by volume, so they stay
 * millilitres and litres.
 */
const GRAMS_PER_CUP: ReadonlyMap<string, number> = new Map(
  Object.entries({
    flour: 125,
    'whole-wheat flour': 120,
    'coconut flour': 112,
    'almond flour': 96,
    cornflour: 128,
    cornstarch: 128,
    sugar: 200,
    'caster sugar': 200,
    'brown sugar': 213,
    'icing sugar': 120,
    'powdered sugar': 120,
    "confectioners' sugar": 120,
    'confectioners sugar': 120,
    butter: 227,
    'peanut butter': 258,
    rice: 190,
    oat: 90,
    'rolled oat': 90,
    'oat flake': 90,
    cocoa: 85,
    'cocoa powder': 85,
    salt: 288,
    honey: 340,
  }),
);

/**
 * Grams in a millilitre of the ingredient with this merge key, or undefined when it is not a dry
 * good of the table (a liquid, or something unknown). The longest table entry the key ends with
 * counts ("unsalted butter" is butter, "light brown sugar" brown sugar, "rye flour" flour).
 */
export function densityOf(key: string): number | undefined {
  const words = key.split(' ');
  for (let first = 0; first < words.length; first += 1) {
    const grams = GRAMS_PER_CUP.get(words.slice(first).join(' '));
    if (grams !== undefined) return grams / UNITS.cup.base;
  }
  return undefined;
}
