// parse-ingredient's reading of a line in the site's terms (decision 041): its quantity, its unit
// as the site's dictionary key, and its description reduced to the food by the rules `food`
// follows (lower case; no size, preparation, notes, alternatives or "of"). The library is given
// every option that suits these lines (sizes are not units), so that the comparison is with the
// library at its best rather than its defaults.
import { parseIngredient } from 'parse-ingredient';

/** The library's unit ids that differ from the site's keys; the rest ('cup', 'clove', ...) match. */
const UNIT_KEYS = new Map([
  ['teaspoon', 'tsp'],
  ['tablespoon', 'tbsp'],
  ['fluid ounce', 'fl-oz'],
  ['ounce', 'oz'],
  ['pound', 'lb'],
  ['milliliter', 'ml'],
  ['deciliter', 'dl'],
  ['liter', 'l'],
  ['milligram', 'mg'],
  ['gram', 'g'],
  ['kilogram', 'kg'],
  ['pack', 'package'],
]);

const SIZES = ['small', 'medium', 'large', 'medium-sized', 'big'];

/** Words that say how a food is prepared or kept, which `food` leaves to the note. */
const PREPARATION = new Set([
  ...SIZES,
  'chopped',
  'minced',
  'diced',
  'sliced',
  'grated',
  'shredded',
  'melted',
  'softened',
  'beaten',
  'peeled',
  'crushed',
  'cleaned',
  'cooked',
  'uncooked',
  'stewed',
  'thawed',
  'drained',
  'frozen',
  'fresh',
  'raw',
  'cold',
  'hot',
  'warm',
  'chilled',
  'finely',
  'roughly',
  'thinly',
  'optional',
]);

/** "[garam masala](/garam-masala)" is "garam masala". */
const LINK = /\[([^\]]*)\]\([^)]*\)/g;
/** Remarks that end a food's words: "grain of choice", "pork butt with fat". */
const REMARK = /\s(?:of (?:some kind|choice|your choice)|with)\b.*$/;

const OPTIONS = { ignoreUOMs: SIZES };

/**
 * The food in a description: its words before any note (a comma, a parenthesis, a colon, an
 * alternative with an amount of its own), lower case, without a leading "of" and without
 * preparation words. Alternatives without an amount are one food ("jam or marmalade").
 */
function foodOf(/** @type {string} */ description) {
  const head = description
    .replace(LINK, '$1')
    .toLowerCase()
    .replace(/\([^)]*\)?/g, ' ')
    .split(/,|;|:|\s*(?:\bor\b|\/)\s*(?=[\d~½¼¾⅓⅔⅛])|\bfor\b|\bper\b|\.(?:\s|$)|\*/)[0];
  const words = (head ?? '').split(/\s+/).filter((word) => word !== '');
  while (words[0] === 'of') words.shift();
  return words
    .filter((word) => !PREPARATION.has(word))
    .join(' ')
    .replace(REMARK, '');
}

/** The library's own reading, as the timing runs it. */
export function libraryParse(/** @type {string} */ text) {
  return parseIngredient(text, OPTIONS);
}

/**
 * One line as parse-ingredient reads it, in the fields the benchmark scores.
 * @returns {{ quantity: number | null, unit: string | null, food: string }}
 */
export function libraryReading(/** @type {string} */ text) {
  const [first] = libraryParse(text);
  if (!first) return { quantity: null, unit: null, food: '' };
  const id = first.unitOfMeasureID;
  return {
    quantity: first.quantity,
    unit: id === null ? null : (UNIT_KEYS.get(id) ?? id),
    food: foodOf(first.description),
  };
}
