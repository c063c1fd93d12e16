import { wordSet } from '../ingredients/phrases.js';

/*
 * Word rules the shopping list shares between its merge keys, its aisles and its free units:
 * folding text to plain lower-case words and plural nouns to their singular.
 */

/** Lower case, accents folded ("crème" → "creme"), whitespace collapsed. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Nouns that end like plurals but are not, and which stay as they are. */
const NOT_PLURAL: ReadonlySet<string> = new Set([
  'molasses',
  'asparagus',
  'hummus',
  'couscous',
  'swiss',
  'citrus',
  'octopus',
  'haggis',
  'brussels',
  'series',
  'species',
  'jus',
  'anise',
  'quinoa',
  'grits',
  'greens',
  'schnapps',
  'lemongrass',
  'bass',
  'cress',
  'watercress',
]);

const IRREGULAR: Readonly<Record<string, string>> = {
  leaves: 'leaf',
  loaves: 'loaf',
  halves: 'half',
  shelves: 'shelf',
  knives: 'knife',
  cookies: 'cookie',
  brownies: 'brownie',
  veggies: 'veggie',
  smoothies: 'smoothie',
  pies: 'pie',
  ties: 'tie',
  calories: 'calorie',
  mice: 'mouse',
  geese: 'goose',
  teeth: 'tooth',
};

/** The singular of one lower-case word: eggs → egg, tomatoes → tomato, berries → berry. */
export function singularize(word: string): string {
  if (word.length < 3 || NOT_PLURAL.has(word)) return word;
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('oes')) return word.slice(0, -2);
  if (/(?:ch|sh|x|z|ss)es$/.test(word)) return word.slice(0, -2);
  if (/(?:ss|us|is|'s)$/.test(word)) return word;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/**
 * Words a cook counts things in that are not measures: "3 cloves garlic", "1 can tomatoes",
 * "a pinch of salt". They add up only with themselves (singular and plural are the same unit).
 */
const FREE_UNITS = wordSet(`
  clove can tin jar bottle box packet pack package sachet envelope carton bag pinch dash splash
  drop bunch handful slice sprig stick stalk rib head piece sheet knob glass cube fillet serving
`);

/**
 * The free unit a word names, folded to its singular ("Cloves" → "clove", "clove(s)" → "clove"),
 * or undefined.
 */
export function freeUnitOf(word: string): string | undefined {
  const singular = singularize(
    foldText(word)
      .replace(/[.,;:]+$/, '')
      .replace(/\(s\)$/, ''),
  );
  return FREE_UNITS.has(singular) ? singular : undefined;
}

/** Containers that say an ingredient comes from the pantry shelf ("1 can tomatoes"). */
export const SHELF_CONTAINERS = wordSet('can tin jar bottle box packet package sachet carton');
