import { LATIN_WORDS, languagesOfLetter } from './guess-words.js';
import type { RecipeLanguage } from './recipe-languages.js';

/*
 * The language a recipe is probably written in, from its text: the script first (most scripts
 * belong to one recipe language, or a few told apart by their own letters), then, for Latin text,
 * which language's common and cooking words it uses most. Undefined when the text is too short or
 * no language clearly wins: the cook chooses.
 */

/** Only the start of a long text is read, so a guess costs the same for any text. */
const MAX_CHARS = 4000;
/** Letters of a script, at the least, before the script decides. */
const MIN_SCRIPT_LETTERS = 2;
/** A Latin guess needs this many known words' worth of score, and this lead over the next. */
const MIN_SCORE = 2;
const MIN_LEAD = 1.25;
/** What a letter only some languages write counts, against a whole word's 1. */
const LETTER_WEIGHT = 0.25;

type Script =
  | 'latin'
  | 'arabic'
  | 'hebrew'
  | 'thai'
  | 'devanagari'
  | 'hangul'
  | 'kana'
  | 'han'
  | 'cyrillic'
  | 'greek';

function scriptOf(code: number): Script | undefined {
  if ((code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a)) return 'latin';
  if (
    (code >= 0xc0 && code <= 0x24f && code !== 0xd7 && code !== 0xf7) ||
    inRange(code, 0x1e00, 0x1eff)
  ) {
    return 'latin';
  }
  if (inRange(code, 0x370, 0x3ff) || inRange(code, 0x1f00, 0x1fff)) return 'greek';
  if (inRange(code, 0x400, 0x52f)) return 'cyrillic';
  if (inRange(code, 0x591, 0x5f4) || inRange(code, 0xfb1d, 0xfb4f)) return 'hebrew';
  if (inRange(code, 0x600, 0x6ff) || inRange(code, 0x750, 0x77f)) return 'arabic';
  if (inRange(code, 0xfb50, 0xfdff) || inRange(code, 0xfe70, 0xfeff)) return 'arabic';
  if (inRange(code, 0x900, 0x97f)) return 'devanagari';
  if (inRange(code, 0xe00, 0xe7f)) return 'thai';
  if (inRange(code, 0x1100, 0x11ff) || inRange(code, 0x3130, 0x318f)) return 'hangul';
  if (inRange(code, 0xac00, 0xd7af)) return 'hangul';
  if (inRange(code, 0x3040, 0x30ff) || inRange(code, 0x31f0, 0x31ff)) return 'kana';
  if (inRange(code, 0x4e00, 0x9fff) || inRange(code, 0x3400, 0x4dbf)) return 'han';
  return undefined;
}

function inRange(code: number, from: number, to: number): boolean {
  return code >= from && code <= to;
}

/** How often each of a few characters occurs in `text`. */
function countOf(text: string, characters: string): number {
  let n = 0;
  for (const ch of text) if (characters.includes(ch)) n++;
  return n;
}

/** Urdu's own letters, Persian's (which Urdu shares), and Arabic's that neither writes. */
const URDU_LETTERS = 'ٹڈڑںے';
const PERSIAN_LETTERS = 'پچژگ';
const PERSIAN_FORMS = 'یک';
const ARABIC_ONLY_LETTERS = 'ةيكى';

function arabicScript(text: string): RecipeLanguage {
  if (countOf(text, URDU_LETTERS) > 0) return 'ur';
  const persian = countOf(text, PERSIAN_LETTERS);
  if (persian > 0 && persian + countOf(text, PERSIAN_FORMS) > countOf(text, ARABIC_ONLY_LETTERS)) {
    return 'fa';
  }
  return 'ar';
}

/** Yiddish's double letters (װ ױ ײ, ײַ) and pointed alef and pe (אַ אָ פֿ), composed or not. */
const YIDDISH = /[\u05f0-\u05f2\ufb1f\ufb2e\ufb2f\ufb4e]|\u05d0[\u05b7\u05b8]|\u05e4\u05bf/u;

function hebrewScript(text: string): RecipeLanguage {
  return YIDDISH.test(text) ? 'yi' : 'he';
}

function cyrillicScript(text: string): RecipeLanguage {
  const ukrainian = countOf(text, 'іїєґІЇЄҐ');
  return ukrainian > 0 && ukrainian > countOf(text, 'ыэъёЫЭЪЁ') ? 'uk' : 'ru';
}

/** The language whose words (and letters) the Latin text uses most, when one clearly leads. */
function latinLanguage(text: string): RecipeLanguage | undefined {
  const lower = text.toLowerCase();
  const words = lower.split(/[^\p{L}\p{M}]+/u).filter((word) => word !== '');
  if (words.length < 2) return undefined;
  const scores = new Map<RecipeLanguage, number>();
  const add = (code: RecipeLanguage, points: number) =>
    scores.set(code, (scores.get(code) ?? 0) + points);
  for (const word of words) {
    for (const [code, known] of LATIN_WORDS) if (known.has(word)) add(code, 1);
  }
  for (const letter of lower) {
    const code = letter.codePointAt(0) ?? 0;
    // Vietnamese writes its tones on letters no other language here uses.
    if (inRange(code, 0x1ea0, 0x1ef9)) add('vi', LETTER_WEIGHT);
    for (const language of languagesOfLetter(letter)) add(language, LETTER_WEIGHT);
  }
  const ranked = [...scores.entries()].sort((a, b) => b[1] - a[1]);
  const [best, next] = ranked;
  if (!best || best[1] < MIN_SCORE) return undefined;
  if (next && best[1] < next[1] * MIN_LEAD) return undefined;
  return best[0];
}

/**
 * The recipe language `text` is probably written in, or undefined when it is too short to tell or
 * no language clearly wins. Reads at most the first MAX_CHARS characters.
 */
export function guessLanguage(text: string): RecipeLanguage | undefined {
  const read = text.slice(0, MAX_CHARS).normalize('NFC');
  const letters = new Map<Script, number>();
  for (const ch of read) {
    const script = scriptOf(ch.codePointAt(0) ?? 0);
    if (script) letters.set(script, (letters.get(script) ?? 0) + 1);
  }
  const count = (script: Script) => letters.get(script) ?? 0;
  // Japanese writes Han characters between its kana; Korean may too, between its Hangul.
  const cjk = count('han') + count('kana');
  const ranked: [string, number][] = [
    ...[...letters.entries()].filter(([script]) => script !== 'han' && script !== 'kana'),
    ['cjk', cjk],
  ];
  ranked.sort((a, b) => b[1] - a[1]);
  const [top] = ranked;
  if (!top || top[1] < MIN_SCRIPT_LETTERS) return undefined;
  switch (top[0]) {
    case 'latin':
      return latinLanguage(read);
    case 'arabic':
      return arabicScript(read);
    case 'hebrew':
      return hebrewScript(read);
    case 'cyrillic':
      return cyrillicScript(read);
    case 'greek':
      return 'el';
    case 'thai':
      return 'th';
    case 'devanagari':
      return 'hi';
    case 'hangul':
      return 'ko';
    default:
      return count('kana') > 0 ? 'ja' : 'zh';
  }
}
