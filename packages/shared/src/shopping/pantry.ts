import { ingredientKey } from './ingredient-key.js';

/** What a household has always at hand until it edits its pantry. */
export const DEFAULT_STAPLES: readonly string[] = ['Salt', 'Pepper', 'Oil', 'Water'];

/**
 * Words that only say which kind of a staple a recipe asks for ("sea salt", "black pepper",
 * "olive oil"): a household that keeps salt has it. A colour or a vegetable is not among them, so
 * "red pepper" (the vegetable) is never taken for pepper.
 */
const KIND_WORDS: ReadonlySet<string> = new Set([
  'sea',
  'kosher',
  'table',
  'fine',
  'coarse',
  'flaky',
  'rock',
  'iodized',
  'iodised',
  'black',
  'white',
  'ground',
  'cracked',
  'peppercorn',
  'olive',
  'extra',
  'virgin',
  'extra-virgin',
  'light',
  'mild',
  'vegetable',
  'sunflower',
  'rapeseed',
  'canola',
  'cooking',
  'neutral',
  'frying',
  'tap',
  'filtered',
  'hot',
  'iced',
  'ice',
]);

/** A staple's key: the one a shopping line of it gets ("Sea salts" and "sea salt" are one). */
export function stapleKey(name: string): string {
  return ingredientKey(name);
}

function isOneStaple(key: string, staples: ReadonlySet<string>): boolean {
  if (staples.has(key)) return true;
  const words = key.split(' ');
  for (let start = 1; start < words.length; start += 1) {
    if (!staples.has(words.slice(start).join(' '))) continue;
    if (words.slice(0, start).every((word) => KIND_WORDS.has(word))) return true;
  }
  return false;
}

/**
 * True when a shopping line's key (`ingredientKey`) is one of the household's staples: the same
 * key, the staple with words that only name its kind before it ("sea salt" for salt), or staples
 * only ("salt and pepper", "salt & pepper").
 */
export function isStaple(key: string, staples: ReadonlySet<string>): boolean {
  if (staples.size === 0 || key === '') return false;
  if (isOneStaple(key, staples)) return true;
  const parts = key.split(/\s+(?:and|or)\s+/);
  if (parts.length > 1) return parts.every((part) => isOneStaple(part, staples));
  // "Salt & pepper": the sign is gone from the key, the words are left side by side.
  const words = key.split(' ');
  return words.length > 1 && words.every((word) => staples.has(word));
}
