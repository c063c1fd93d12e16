/*
 * Text rules of the recipe pages, apart from fonts and pages: fractions set as the font's own
 * vulgar fractions, a number held to its unit by a no-break space, the serving line's wording,
 * and where a title's lines break so that they come out even.
 */

import { type BookWords, ENGLISH_WORDS } from './words.js';

/** The no-break space: a line never breaks at it, and it prints as wide as a space. */
export const NBSP = '\u00a0';

/** Vulgar fractions by the fraction they stand for. */
const VULGAR: Record<string, string> = {
  '1/2': '½',
  '1/3': '⅓',
  '2/3': '⅔',
  '1/4': '¼',
  '3/4': '¾',
  '1/5': '⅕',
  '2/5': '⅖',
  '3/5': '⅗',
  '4/5': '⅘',
  '1/6': '⅙',
  '5/6': '⅚',
  '1/8': '⅛',
  '3/8': '⅜',
  '5/8': '⅝',
  '7/8': '⅞',
};

const VULGAR_CHARS = Object.values(VULGAR).join('');

/**
 * "1/2" alone or after a whole number ("1 1/2", "2 3/4"), never part of a longer run of digits
 * and slashes: a date ("12/25/2024") or "350/180" is no fraction.
 */
const FRACTION = /(?<![\d/.,⁄])(?:(\d+)[ \u00a0])?(\d)\/(\d)(?![\d/⁄])/g;

/**
 * Fractions of a small denominator as vulgar fractions ("1 1/2" → "1½", "1/2" → "½"), each only
 * where `printable` says the font has its glyph; other fractions keep their slash.
 */
export function vulgarFractions(text: string, printable: (char: string) => boolean): string {
  return text.replace(FRACTION, (whole, int: string | undefined, num: string, den: string) => {
    const char = VULGAR[`${num}/${den}`];
    if (!char || !printable(char)) return whole;
    return `${int ?? ''}${char}`;
  });
}

/** Units a number is held to, longest first so that "minutes" is tried before "min". */
const UNITS = [
  'tablespoons?',
  'teaspoons?',
  'millilit(?:er|re)s?',
  'kilograms?',
  'lit(?:er|re)s?',
  'minutes?',
  'seconds?',
  'gallons?',
  'ounces?',
  'pounds?',
  'quarts?',
  'degrees',
  'pinch(?:es)?',
  'dash(?:es)?',
  'inch(?:es)?',
  'grams?',
  'hours?',
  'pints?',
  'cloves?',
  'sticks?',
  'cans?',
  'cups?',
  'days?',
  'tbsps?',
  'tsps?',
  'mins?',
  'secs?',
  'hrs?',
  'lbs?',
  'qts?',
  'kilos?',
  'fl\\.? ?oz',
  'tbs',
  'kg',
  'mg',
  'ml',
  'cl',
  'dl',
  'cm',
  'mm',
  'oz',
  '°[CF]?',
  'g',
  'l',
  'h',
];

/** A number's last digit (or fraction), one space, then a unit that ends its word. */
const NUMBER_UNIT = new RegExp(
  `([\\d${VULGAR_CHARS}])[ \\t](?=(?:${UNITS.join('|')})(?![\\p{L}\\p{N}]))`,
  'giu',
);

/** Joins a number to the unit after it with a no-break space: "10 minutes", "350 °F", "1½ tbsp". */
export function joinUnits(text: string): string {
  return text.replace(NUMBER_UNIT, `$1${NBSP}`);
}

const RANGE = String.raw`(\d+)(?:\s*(?:-|–|—|to)\s*(\d+))?`;
const PEOPLE = String.raw`(?:people|persons?|servings?|portions?|adults|guests)`;
const SERVES = new RegExp(String.raw`^(?:serves:?\s*)?(about\s+)?${RANGE}\s*${PEOPLE}?\.?$`, 'i');
const MAKES = /^(?:makes|yields?):?\s*/i;

/**
 * The serving line: "Serves 6" / "Serves 4–6" for a number of people ("6", "4-6", "6 people",
 * "4 servings"), "Makes 30 puffs" for anything else counted, and words without a number as written.
 */
export function servingPhrase(serving: string, words: BookWords = ENGLISH_WORDS): string {
  const text = serving.trim().replace(/\s+/g, ' ');
  if (!/\d/.test(text)) return text;
  const people = SERVES.exec(text);
  if (people) {
    const [, about = '', low = '', high] = people;
    const count = `${low}${high ? `–${high}` : ''}`;
    return words(about ? 'servesAbout' : 'serves', { people: count });
  }
  return words('makes', { what: text.replace(MAKES, '') });
}

/** A word of a title as the lines are broken: its width and the space set before it. */
export interface Word {
  width: number;
  /** The space before the word when it does not start a line (0 within CJK text). */
  gap: number;
}

interface Setting {
  cost: number;
  starts: number[];
}

const SLACK = 0.01;
/** Past this many words the narrowing search costs more than a title is worth. */
const MAX_NARROWING_WORDS = 40;

/**
 * Where each of `count` lines starts (word indexes, the first 0) so that the lines are as even as
 * possible (least sum of squared widths: their total is fixed) with none wider than `maxWidth`
 * and none wider than the line above it, as a title's lines narrow down; when no setting narrows
 * down, the most even one. Undefined when the words do not go into `count` lines.
 */
export function balancedBreaks(
  words: readonly Word[],
  maxWidth: number,
  count: number,
): number[] | undefined {
  const narrowing =
    words.length <= MAX_NARROWING_WORDS ? evenest(words, maxWidth, count, true) : undefined;
  return (narrowing ?? evenest(words, maxWidth, count, false))?.starts;
}

function evenest(
  words: readonly Word[],
  maxWidth: number,
  count: number,
  narrowing: boolean,
): Setting | undefined {
  const widthOf = (from: number, to: number) =>
    words.slice(from, to).reduce((w, word, i) => w + word.width + (i ? word.gap : 0), 0);
  const memo = new Map<string, Setting | undefined>();
  // The best setting of words `from`.. in `lines` lines, each no wider than `limit`.
  const best = (from: number, lines: number, limit: number): Setting | undefined => {
    const key = `${from} ${lines} ${limit}`;
    if (memo.has(key)) return memo.get(key);
    let found: Setting | undefined;
    const lastEnd = lines === 1 ? words.length : words.length - lines + 1;
    for (let end = lines === 1 ? words.length : from + 1; end <= lastEnd; end++) {
      const width = widthOf(from, end);
      if (width > limit + SLACK) break;
      const rest = lines === 1 ? { cost: 0, starts: [] } : best(end, lines - 1, next(width));
      if (!rest) continue;
      const cost = width * width + rest.cost;
      if (!found || cost < found.cost) found = { cost, starts: [from, ...rest.starts] };
    }
    memo.set(key, found);
    return found;
  };
  const next = (width: number) => (narrowing ? Math.min(width, maxWidth) : maxWidth);
  if (count < 1 || count > words.length) return undefined;
  return best(0, count, maxWidth);
}
