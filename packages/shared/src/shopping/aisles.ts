import type { Aisle } from '../schemas/kitchen.js';
import { ingredientKey } from './ingredient-key.js';
import { singularize } from './words.js';

/*
 * What each aisle sells: singular words and phrases of merge keys, comma separated. The phrase with the most
 * words wins ("chicken stock" is pantry, "chicken" meat and fish; "peanut butter" is pantry,
 * "butter" dairy); between phrases of the same length the later one wins, because the last word
 * of an English name says what the thing is ("chicken masala" is a spice, "tomato sauce" a jar).
 * Bread crumbs are shelved with flour and oats, so they are pantry. Water is left in "other":
 * nobody fetches tap water from an aisle.
 */
const AISLE_WORDS: Readonly<Record<Exclude<Aisle, 'other'>, readonly string[]>> = {
  produce: [
    'tomato, onion, shallot, scallion, spring onion, garlic, leek, carrot, celery, potato',
    'sweet potato, beetroot, beet, turnip, parsnip, zucchini, courgette, eggplant, aubergine',
    'cucumber, squash, pumpkin, bell pepper, hot pepper, chili pepper, chilli pepper, jalapeno',
    'sweet pepper, mushroom, spinach, chicory, ribwort, lettuce, cabbage, kale, broccoli',
    'cauliflower, asparagus, green bean, pea, corn, avocado, herb, parsley, dill, chive',
    'cilantro, coriander leaf, basil, mint, ginger, lemon, lime, orange, grapefruit, banana',
    'apple, pear, peach, apricot, plum, cherry, grape, mango, pineapple, melon, fig, kiwi',
    'kiwifruit, passionfruit, fruit, berry, strawberry, raspberry, blueberry, blackberry',
    'cranberry, rhubarb, salad',
  ],
  dairy: [
    'milk, whole milk, buttermilk, butter, clarified butter, ghee, cream, sour cream',
    'heavy cream, whipped cream, sweet cream, creme fraiche, cheese, cream cheese, mozzarella',
    'pecorino, pecorino romano, parmesan, cheddar, feta, ricotta, mascarpone, quark, yoghurt',
    'yogurt, egg, egg white, egg yolk, yolk',
  ],
  bakery: [
    'bread, white bread, loaf, toast, english muffin, muffin, bun, roll, baguette, croissant',
    'tortilla, pita, bagel, brioche, sourdough, pastry',
  ],
  'meat and fish': [
    'meat, stew meat, chicken, beef, pork, veal, lamb, mince, bacon, canadian bacon, ham',
    'pancetta, prosciutto, chorizo, sausage, salami, turkey, duck, cutlet, steak, fish, salmon',
    'tuna, cod, shrimp, prawn, anchovy, mussel, clam',
  ],
  pantry: [
    'flour, cornflour, cornstarch, semolina, sugar, salt, pepper, peppercorn, white pepper',
    'cayenne pepper, szechuan pepper, red pepper, powdered sweet pepper, spice, cumin, paprika',
    'nutmeg, cinnamon, anise, star anise, bay leaf, loorber leaf, clove, allspice, caraway',
    'seed, mustard, turmeric, coriander, fenugreek, lovage, rosemary, thyme, oregano',
    "dill weed, chili powder, chilli powder, powder, masala, harissa, za'atar, vanilla",
    'baking powder, baking soda, yeast, xanthan gum, gelatin, oat, nut, almond, pecan, walnut',
    'hazelnut, peanut, cashew, hemp heart, flax, raisin, coconut, tahini, honey, syrup',
    'maple syrup, jam, marmalade, sweetener, chocolate, cocoa, sauce, hot sauce, tomato sauce',
    'paste, tomato paste, peanut butter, ketchup, mayonnaise, vinegar, oil, olive oil, lard',
    'stock, broth, bouillon, chicken stock, chicken broth, coconut milk, wine, vermouth',
    'bourbon, brandy, cognac, limoncello, rum, alcohol, tea, coffee, rice, pasta, spaghetti',
    'penne, mostaccioli, macaroni, noodle, couscous, lentil, chickpea, garbanzo, bean, canned',
    'tinned, crumb, bread crumb, breadcrumb, protein powder, baking paper, molasses, cracker',
    'cereal, granola',
  ],
  frozen: ['frozen, ice cream, ice, sorbet'],
};

interface AisleRule {
  words: readonly string[];
  aisle: Aisle;
}

const RULES: readonly AisleRule[] = (
  Object.entries(AISLE_WORDS) as [Exclude<Aisle, 'other'>, readonly string[]][]
).flatMap(([aisle, lines]) =>
  lines.flatMap((line) => line.split(', ').map((phrase) => ({ words: phrase.split(' '), aisle }))),
);

function endOf(tokens: readonly string[], phrase: readonly string[]): number {
  for (let end = tokens.length; end >= phrase.length; end -= 1) {
    if (phrase.every((word, offset) => tokens[end - phrase.length + offset] === word)) return end;
  }
  return -1;
}

/**
 * The aisle a shopper finds an ingredient in, from the words of its merge key. Frozen food is
 * frozen whatever it is ("frozen peas"); otherwise see AISLE_WORDS; "other" when nothing matches.
 */
export function aisleOf(name: string): Aisle {
  const tokens = ingredientKey(name).split(' ').map(singularize);
  if (tokens.includes('frozen')) return 'frozen';
  let best: { aisle: Aisle; length: number; end: number } = { aisle: 'other', length: 0, end: -1 };
  for (const rule of RULES) {
    const end = endOf(tokens, rule.words);
    if (end < 0) continue;
    const length = rule.words.length;
    if (length > best.length || (length === best.length && end > best.end)) {
      best = { aisle: rule.aisle, length, end };
    }
  }
  return best.aisle;
}
