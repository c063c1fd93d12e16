import { findUnit } from '../units/units.js';
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
]);

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

/** A measure on its own or glued to its number ("cups", "1tbsp", "1/2lb"). */
function isMeasureWord(word: string): boolean {
  const unit = /^[\d.,/½¼¾⅓⅔⅛~-]*(\p{L}+)$/u.exec(word)?.[1];
  if (unit === undefined) return false;
  const found = findUnit(unit);
  // Of the one-letter measures only grams and litres: "c" and "t" are more often initials.
  return found !== undefined && found.rest === '' && (unit.length > 1 || /^[gl]$/.test(unit));
}

function words(text: string): string[] {
  return text
    .replace(/[^\p{L}\p{N}'\- ]/gu, ' ')
    .split(' ')
    .map((word) => word.replace(/^['-]+|['-]+$/g, ''))
    .filter((word) => HAS_LETTER.test(word) && !PREPARATION_WORDS.has(word));
}

function trimFiller(tokens: string[]): string[] {
  const kept = [...tokens];
  while (kept.length > 1) {
    const first = kept[0] ?? '';
    if (LEADING_FILLER.has(first) || freeUnitOf(first) !== undefined) kept.shift();
    else break;
  }
  while (kept.length > 1 && TRAILING_FILLER.has(kept.at(-1) ?? '')) kept.pop();
  return kept;
}

interface KeyParts {
  key: string;
  /**
   * A free unit that ended the name ("garlic cloves" → "cloves"), as written, so "4 garlic
   * cloves" can count cloves like "3 cloves garlic" does.
   */
  trailingUnit: string | undefined;
}

export function keyParts(name: string): KeyParts {
  const folded = foldText(beforeRemark(withoutAsides(name)));
  const all = words(folded);
  const named = all.filter((word) => !isMeasureWord(word));
  let tokens = trimFiller(named.length > 0 ? named : all);
  let trailingUnit: string | undefined;
  const last = tokens.at(-1);
  if (tokens.length > 1 && last !== undefined && freeUnitOf(last) !== undefined) {
    trailingUnit = last;
    tokens = trimFiller(tokens.slice(0, -1));
  }
  const end = tokens.at(-1);
  if (end !== undefined) tokens[tokens.length - 1] = singularize(end);
  const key = tokens.join(' ');
  return { key: key === '' ? foldText(name) : key, trailingUnit };
}

/**
 * The merge key of an ingredient: what a shopper buys, so lines of different recipes add up.
 * Lower case and accents folded, asides and remarks dropped ("onion, finely chopped" → "onion"),
 * preparation and size words dropped, the last word singular ("Large Eggs" → "egg"). Never
 * empty for a name with any text: the folded name is the last resort.
 */
export function ingredientKey(name: string): string {
  return keyParts(name).key;
}
