import { foodOf } from '../ingredients/foods.js';
import { UNITS } from '../units/units.js';
import { foldText, freeUnitOf, singularize } from './words.js';

/**
 * Words that say how an ingredient is prepared or how big it is. Two recipes asking for "2 large
 * eggs, beaten" and "3 eggs" want the same eggs from the shop, so these never split a line.
 */
const PREPARATION_WORDS: ReadonlySet<string> = new Set([
  'chopped',
  'diced',
  'minced',
  'sliced',
  'grated',
  'shredded',
  'cubed',
  'crushed',
  'pressed',
  'mashed',
  'beaten',
  'peeled',
  'halved',
  'quartered',
  'trimmed',
  'rinsed',
  'washed',
  'drained',
  'soaked',
  'sifted',
  'packed',
  'pureed',
  'cooked',
  'boiled',
  'boiling',
  'softened',
  'melted',
  'fresh',
  'freshly',
  'ripe',
  'whole',
  'large',
  'small',
  'medium',
  'medium-sized',
  'big',
  'finely',
  'roughly',
  'coarsely',
  'thinly',
  'warm',
  'lukewarm',
  'cold',
  'heaping',
  'level',
  'optional',
  'untreated',
  'whisked',
  'lightly',
  'thawed',
  'defrosted',
  'chilled',
  'deseeded',
  'pitted',
  'crumbled',
  'divided',
  'scant',
  'heaped',
  'room-temperature',
]);

/** Preparation written in more than one word ("at room temperature"), taken out before the words. */
const PREPARATION_PHRASES: readonly RegExp[] = [/\b(?:at\s+)?room[\s-]+temperature\b/giu];

/** "Whole wheat" is a kind of flour, not whole wheat flour: joined so "whole" is not dropped. */
const WHOLE_GRAIN = /\b(whole)[\s-]+(wheat|grain|meal)\b/giu;

/** "Crushed red pepper" is the flakes, not a crushed red pepper: kept apart from the vegetable. */
const PEPPER_FLAKES = /\bcrushed\s+red\s+pepper(?:\s+flakes)?\b/giu;

/**
 * Names of one thing a shop sells under another name: their lines merge, and the line is written
 * with the shorter name.
 */
const SAME_THING: ReadonlyMap<string, { key: string; name: string }> = new Map(
  Object.entries({
    'wheat flour': { key: 'flour', name: 'Flour' },
    'white flour': { key: 'flour', name: 'Flour' },
    'plain flour': { key: 'flour', name: 'Flour' },
    'plain white flour': { key: 'flour', name: 'Flour' },
    'plain wheat flour': { key: 'flour', name: 'Flour' },
    'all-purpose flour': { key: 'flour', name: 'Flour' },
    'all purpose flour': { key: 'flour', name: 'Flour' },
    'all-purpose white flour': { key: 'flour', name: 'Flour' },
    'ap flour': { key: 'flour', name: 'Flour' },
    'granulated sugar': { key: 'sugar', name: 'Sugar' },
    'white sugar': { key: 'sugar', name: 'Sugar' },
    // Butter a recipe bakes with is sold as butter; salted butter stays apart.
    'unsalted butter': { key: 'butter', name: 'Butter' },
    'sweet butter': { key: 'butter', name: 'Butter' },
    'extra-virgin olive oil': { key: 'olive oil', name: 'Olive oil' },
    'extra virgin olive oil': { key: 'olive oil', name: 'Olive oil' },
  }),
);

/** Words that only introduce an amount or an alternative at the start of a name. */
const LEADING_FILLER: ReadonlySet<string> = new Set([
  'a',
  'an',
  'some',
  'the',
  'of',
  'or',
  'and',
  'little',
  'bit',
  'few',
  'more',
  'less',
  'about',
  'for',
  'plus',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
]);

const TRAILING_FILLER: ReadonlySet<string> = new Set(['of', 'or', 'and', 'to', 'the', 'a', 'for']);

/** Where the name of what to buy ends and a remark begins ("onion, finely chopped"). */
const REMARK_STARTS: readonly RegExp[] = [
  /,/,
  /;/,
  /\s\+/,
  /\s[-–]\s/,
  /\.\s+(?=[A-Z])/,
  /\sto taste\b/i,
  /\sfor\s/i,
  /\swith\s/i,
];

const HAS_LETTER = /\p{L}/u;

function withoutAsides(name: string): string {
  let text = name;
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(/\([^()]*\)|\[[^[\]]*\]/g, ' ');
  }
  // An aside the author never closed runs to the end of the line.
  return text.replace(/[([].*$/, ' ').replace(/[)\]]/g, ' ');
}

function beforeRemark(text: string): string {
  let end = text.length;
  for (const pattern of REMARK_STARTS) {
    const found = pattern.exec(text);
    if (found && found.index < end && HAS_LETTER.test(text.slice(0, found.index))) {
      end = found.index;
    }
  }
  return text.slice(0, end);
}

/** A measure on its own or glued to its number ("cups", "1tbsp", "1/2lb"), named by its id. */
function isMeasureWord(word: string): boolean {
  const unit = /^[\d.,/½¼¾⅓⅔⅛~-]*(\p{L}+)$/u.exec(word)?.[1];
  if (unit === undefined) return false;
  const id = Object.hasOwn(UNITS, unit) ? unit : singularize(unit);
  // Of the one-letter measures only grams and litres: "c" and "t" are more often initials.
  return Object.hasOwn(UNITS, id) && (unit.length > 1 || /^[gl]$/.test(unit));
}

/** A word of a name as written ("Eggs") and folded for comparing ("eggs"). */
interface Word {
  written: string;
  folded: string;
}

function words(text: string): Word[] {
  return text
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}'\- ]/gu, ' ')
    .split(/\s+/)
    .map((word) => {
      const written = word.replace(/^['-]+|['-]+$/g, '');
      return { written, folded: foldText(written) };
    })
    .filter(({ folded }) => HAS_LETTER.test(folded) && !PREPARATION_WORDS.has(folded));
}

function trimFiller(tokens: readonly Word[]): Word[] {
  const kept = [...tokens];
  while (kept.length > 1) {
    const first = kept[0]?.folded ?? '';
    if (LEADING_FILLER.has(first) || freeUnitOf(first) !== undefined) kept.shift();
    else break;
  }
  while (kept.length > 1 && TRAILING_FILLER.has(kept.at(-1)?.folded ?? '')) kept.pop();
  return kept;
}

interface KeyParts {
  key: string;
  /**
   * A free unit that ended the name ("garlic cloves" → "cloves"), as written, so "4 garlic
   * cloves" can count cloves like "3 cloves garlic" does.
   */
  trailingUnit: string | undefined;
  /** The name as a shopper writes it: "Eggs" for "large eggs, beaten", "Flour" for "plain flour". */
  name: string;
  /** The same name with the trailing unit still in it ("Garlic cloves"), for a line without an amount. */
  nameWithUnit: string;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function writtenName(tokens: readonly Word[]): string {
  return capitalised(tokens.map((word) => word.written).join(' '));
}

export function keyParts(name: string): KeyParts {
  let text = beforeRemark(withoutAsides(name));
  for (const phrase of PREPARATION_PHRASES) text = text.replace(phrase, ' ');
  text = text.replace(WHOLE_GRAIN, '$1-$2').replace(PEPPER_FLAKES, 'red pepper flakes');
  const all = words(text);
  const named = all.filter((word) => !isMeasureWord(word.folded));
  const whole = trimFiller(named.length > 0 ? named : all);
  let tokens = whole;
  let trailingUnit: string | undefined;
  const last = tokens.at(-1)?.folded;
  if (tokens.length > 1 && last !== undefined && freeUnitOf(last) !== undefined) {
    trailingUnit = last;
    tokens = trimFiller(tokens.slice(0, -1));
  }
  const folded = tokens.map((word) => word.folded);
  const asWritten = folded.join(' ');
  const end = folded.at(-1);
  if (end !== undefined) folded[folded.length - 1] = singularize(end);
  const key = folded.join(' ');
  // A food of the dictionary, written in any site language, is one key ("Zucker" → "sugar").
  const food = key === '' ? undefined : (foodOf(asWritten) ?? foodOf(key));
  if (food !== undefined && food !== key) {
    return { key: food, trailingUnit, name: writtenName(tokens), nameWithUnit: writtenName(whole) };
  }
  if (key === '') {
    const written = name.replace(/\s+/g, ' ').trim();
    return { key: foldText(name), trailingUnit, name: written, nameWithUnit: written };
  }
  const same = SAME_THING.get(key);
  if (same !== undefined) {
    return { key: same.key, trailingUnit, name: same.name, nameWithUnit: writtenName(whole) };
  }
  return { key, trailingUnit, name: writtenName(tokens), nameWithUnit: writtenName(whole) };
}

/**
 * The merge key of an ingredient: what a shopper buys, so lines of different recipes add up.
 * Lower case and accents folded, asides and remarks dropped ("onion, finely chopped" → "onion"),
 * preparation and size words dropped, the last word singular ("Large Eggs" → "egg"), and names of
 * the same thing made one ("plain flour" → "flour"); a food of the dictionary, written in any site
 * language, is named by its key ("Zucker", "sucre" → "sugar"; ingredients/foods.ts). Never empty
 * for a name with any text: the folded name is the last resort.
 */
export function ingredientKey(name: string): string {
  return keyParts(name).key;
}

/**
 * The name a shopping line shows: what the key keeps, as the cook wrote it, with a capital
 * letter ("Eggs, beaten" → "Eggs", "wheat flour" → "Flour", "Fresh parsley (optional)" →
 * "Parsley").
 */
export function shoppingName(name: string): string {
  return keyParts(name).name;
}
