import { UNIT_ENTRIES, type UnitEntry } from './unit-entries.js';

/* Looks words up in the dictionary of units (unit-entries.ts). */

/**
 * A spelling as the dictionary compares it: lower case, no accents, dots, spaces or hyphens
 * between letters ("table-spoonful" is a tablespoonful).
 */
function folded(written: string): string {
  if (/^[a-z]{2,}$/.test(written)) return written;
  const plain = written.replace(/[.\s]|(?<=\p{L})-(?=\p{L})/gu, '').replace(/\((e?s)\)$/u, '$1');
  // The single letters are told apart by case; every other spelling is not.
  if (plain === 't' || plain === 'T') return plain;
  return plain.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The spellings folded, built on the first lookup rather than when the module loads: a page that
 * loads this module among a hundred others need not fold nine languages' units before it is
 * taken over (docs/performance.md).
 */
let bySpelling: ReadonlyMap<string, UnitEntry> | undefined;
let firstOfLonger: ReadonlySet<string> | undefined;

function spellings(): ReadonlyMap<string, UnitEntry> {
  bySpelling ??= new Map(
    UNIT_ENTRIES.flatMap((entry) =>
      entry.spellings.map((spelling) => [folded(spelling), entry] as const),
    ),
  );
  return bySpelling;
}

/** The most words a spelling takes ("cuillère à soupe", "c. à s."). */
export const MAX_UNIT_WORDS = 3;

/** First words of the spellings of more than one word ("c." of "c. à s.", "fl" of "fl oz"). */
function firstWordsOfLonger(): ReadonlySet<string> {
  firstOfLonger ??= new Set(
    UNIT_ENTRIES.flatMap((entry) => entry.spellings)
      .map((spelling) => spelling.split(' '))
      .filter((words) => words.length > 1)
      .map((words) => folded(words[0] ?? '')),
  );
  return firstOfLonger;
}

/** Whether a word can begin a spelling of more than one word, so that longer ones are tried. */
export function startsLongerSpelling(word: string): boolean {
  return firstWordsOfLonger().has(folded(word));
}

/** The key of a unit word ("Tbsp" → "tbsp", "cloves" → "clove", "EL" → "tbsp"); null for others. */
export function unitKeyOf(word: string): string | null {
  return entryOf(word)?.key ?? null;
}

/** Words recur from line to line; remembering a few thousand spares folding them again. */
const MAX_REMEMBERED = 4096;
const looked = new Map<string, UnitEntry | null>();

function entryOf(word: string): UnitEntry | undefined {
  let entry = looked.get(word);
  if (entry === undefined) {
    if (looked.size >= MAX_REMEMBERED) looked.clear();
    entry = spellings().get(folded(word)) ?? null;
    looked.set(word, entry);
  }
  return entry ?? undefined;
}

/** Whether the letters after a number ("g" in "400g") are a unit written glued to it. */
export function isGluedUnit(letters: string): boolean {
  return entryOf(letters)?.glued === true;
}

/** Whether the unit of `key` can follow its food ("garlic cloves"). */
export function followsFood(key: string): boolean {
  return UNIT_ENTRIES.some((entry) => entry.key === key && entry.afterFood === true);
}

/** Every spelling of every unit, as written, with whether it can be glued to a number. */
export const UNIT_SPELLINGS: readonly { key: string; spelling: string; glued: boolean }[] =
  UNIT_ENTRIES.flatMap((entry) =>
    entry.spellings.map((spelling) => ({
      key: entry.key,
      spelling,
      glued: entry.glued === true && !/[\s.]/u.test(spelling),
    })),
  );
