import { VULGAR_FRACTIONS } from '../parsing/amount.js';
import { isGluedUnit, unitKeyOf } from './dictionary.js';

/**
 * One piece of a line: a number ("400", "0,5"), a vulgar fraction ("½"), a word ("cloves",
 * "c.", "d'huile", "7x7cm") or one mark ("(", ",", "/", "-"). `start` and `end` are offsets in the
 * cleaned line, so that the ingredient can be cut out as written.
 */
export interface Token {
  kind: 'number' | 'vulgar' | 'word' | 'mark';
  text: string;
  start: number;
  end: number;
  /** The token's place in the line, to tell tokens that follow each other from rejoined ones. */
  index: number;
}

/** A Markdown link, "[shortcrust pastry](/shortcrust-pastry)"; one without words is left as is. */
const MARKDOWN_LINK = /\[([^[\]]*)\]\([^()\s]*\)/g;
/** Links nest rarely and shallowly; a bound keeps a line of brackets linear. */
const MAX_LINK_PASSES = 4;
/** Control and format characters read as spaces, so they never join or split a word. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
/** Underscores around words are Markdown emphasis ("_Chiltomate_"); inside a word they stay. */
const UNDERSCORE_EMPHASIS = /(?<![\p{L}\p{N}])_+|_+(?![\p{L}\p{N}])/gu;

function withoutLinks(line: string): string {
  let result = line;
  for (let pass = 0; pass < MAX_LINK_PASSES; pass += 1) {
    const next = result.replace(MARKDOWN_LINK, (link, words: string) =>
      words.trim() === '' ? link : words,
    );
    if (next === result) break;
    result = next;
  }
  return result;
}

/**
 * The line with only the words a cook reads: link targets and Markdown emphasis ("*180 g*",
 * "_Chiltomate_") go, invisible characters become spaces.
 */
export function cleanLine(line: string): string {
  return withoutLinks(line)
    .replace(INVISIBLE, ' ')
    .replace(/\*/g, ' ')
    .replace(UNDERSCORE_EMPHASIS, ' ');
}

const LETTER = /[\p{L}\p{M}]/u;
const SPACE = /\s/u;
const APOSTROPHES = new Set(["'", '’']);

/** Last code of ASCII; below it a letter is told by its code, which is much faster. */
const ASCII_END = 0x7f;

function isLetter(char: string | undefined): boolean {
  if (char === undefined) return false;
  const code = char.charCodeAt(0);
  if (code < ASCII_END) return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a);
  return LETTER.test(char);
}

function isDigit(char: string | undefined): boolean {
  if (char === undefined) return false;
  const code = char.charCodeAt(0);
  return code >= 0x30 && code <= 0x39;
}

/** The end of a run of letters (and marks) starting at `from`. */
function lettersEnd(text: string, from: number): number {
  let end = from;
  while (end < text.length && isLetter(text[end])) end += 1;
  return end;
}

/**
 * The end of a word starting at `from`: letters and digits, joined by apostrophes ("baker's"),
 * hyphens ("extra-virgin") and dots ("e.g", "c.à.s"), then one closing dot ("tsp.") and a plural
 * in parentheses ("clove(s)").
 */
function wordEnd(text: string, from: number): number {
  let end = from;
  for (;;) {
    const char = text[end];
    if (isLetter(char) || isDigit(char)) {
      end += 1;
    } else if (
      char !== undefined &&
      (APOSTROPHES.has(char) || char === '-' || char === '.') &&
      (isLetter(text[end + 1]) || (char === '-' && isDigit(text[end + 1])))
    ) {
      end += 2;
    } else {
      break;
    }
  }
  if (text[end] === '.') end += 1;
  const plural = /^\((?:e?s)\)/.exec(text.slice(end, end + 4));
  return plural ? end + plural[0].length : end;
}

/** The end of a number at `from`: digits and at most one decimal point or comma. */
function numberEnd(text: string, from: number): number {
  let end = from;
  while (isDigit(text[end])) end += 1;
  const separator = text[end];
  if ((separator === '.' || separator === ',') && isDigit(text[end + 1])) {
    end += 1;
    while (isDigit(text[end])) end += 1;
  }
  return end;
}

/** Chinese writes no spaces: a unit is read off the front of a run of Han characters ("汤匙糖"). */
const HAN = /\p{Script=Han}/u;
/** The first code of the CJK blocks; below it no character is Han. */
const CJK_START = 0x2e80;
/** The most characters of a unit written in Han characters ("液量盎司"). */
const MAX_HAN_UNIT = 4;

/** The end of a unit written in Han characters at `from`, before `to`; -1 when none starts there. */
function hanUnitEnd(text: string, from: number, to: number): number {
  const char = text[from] ?? '';
  if (char.charCodeAt(0) < CJK_START || !HAN.test(char)) return -1;
  for (let end = Math.min(to, from + MAX_HAN_UNIT); end > from; end -= 1) {
    if (unitKeyOf(text.slice(from, end)) !== null) return end;
  }
  return -1;
}

/** An "x" that starts a word and is followed by a number ("x2"). */
function isTimesBefore(text: string, index: number): boolean {
  const char = text[index];
  return (
    (char === 'x' || char === 'X' || char === '×') &&
    isDigit(text[index + 1]) &&
    !isLetter(text[index - 1]) &&
    !isDigit(text[index - 1])
  );
}

/**
 * The line in tokens, in one pass. A number glued to a unit ("400g", "1Tbsp", "1/2lb") is two
 * tokens; glued to anything else ("7x7cm", "24h", "2x") it is one word.
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const add = (kind: Token['kind'], start: number, end: number): number => {
    tokens.push({ kind, text: text.slice(start, end), start, end, index: tokens.length });
    return end;
  };
  let index = 0;
  while (index < text.length) {
    const char = text[index] ?? '';
    if (char === ' ' || SPACE.test(char)) {
      index += 1;
    } else if (isDigit(char) || (char === '.' && isDigit(text[index + 1]))) {
      const end = numberEnd(text, index);
      const glued = lettersEnd(text, end);
      const after = text[glued] === '.' ? glued + 1 : glued;
      if (glued === end) {
        index = add('number', index, end);
      } else if (
        isGluedUnit(text.slice(end, glued)) &&
        !isLetter(text[after]) &&
        !isDigit(text[after])
      ) {
        add('number', index, end);
        index = add('word', end, after);
      } else if (hanUnitEnd(text, end, glued) > end) {
        // "2汤匙糖": the number, its unit, then the food.
        add('number', index, end);
        index = add('word', end, hanUnitEnd(text, end, glued));
      } else {
        index = add('word', index, wordEnd(text, index));
      }
    } else if (char in VULGAR_FRACTIONS) {
      index = add('vulgar', index, index + 1);
    } else if (isTimesBefore(text, index)) {
      // "x2" in "Garlic x2": the times sign and its count, apart.
      index = add('word', index, index + 1);
    } else if (
      tokens.at(-1)?.kind === 'number' &&
      hanUnitEnd(text, index, lettersEnd(text, index)) > index
    ) {
      // "2 汤匙糖": the unit, then the food.
      index = add('word', index, hanUnitEnd(text, index, lettersEnd(text, index)));
    } else if (isLetter(char)) {
      index = add('word', index, wordEnd(text, index));
    } else {
      // One UTF-16 unit is enough: a mark outside the BMP is never read, only kept in the text.
      index = add('mark', index, index + 1);
    }
  }
  return tokens;
}

const PLAIN_WORD = /^[a-z]+$/;
/** Words recur from line to line; remembering a few thousand spares folding them again. */
const MAX_REMEMBERED = 4096;
const bareWords = new Map<string, string>();
const ASCII_TEXT = /^[\x20-\x7e]*$/;

/** A word compared without case, accents, closing dots or a "(s)" plural. */
export function bare(word: string): string {
  if (PLAIN_WORD.test(word)) return word;
  let found = bareWords.get(word);
  if (found === undefined) {
    if (bareWords.size >= MAX_REMEMBERED) bareWords.clear();
    const ascii = ASCII_TEXT.test(word);
    found = (ascii ? word : word.normalize('NFD').replace(/\p{M}/gu, ''))
      .toLowerCase()
      .replace(/\((e?s)\)$/, '$1')
      .replace(/\.+$/, '');
    bareWords.set(word, found);
  }
  return found;
}

export function isMark(token: Token | undefined, ...marks: readonly string[]): boolean {
  return token?.kind === 'mark' && marks.includes(token.text);
}

export function isWord(token: Token | undefined, words: ReadonlySet<string>): boolean {
  return token?.kind === 'word' && words.has(bare(token.text));
}

/** Whether a token holds a letter, so that it can name a food. */
export function hasLetter(token: Token): boolean {
  return token.kind === 'word' && /\p{L}/u.test(token.text);
}

/**
 * The tokens as written: a space wherever the line had one, and one where tokens that were apart
 * now meet, except before a comma or a closing mark ("Chicken 1/2lb, cubed" → "Chicken, cubed").
 */
export function writtenText(tokens: readonly Token[]): string {
  let text = '';
  let previous: Token | undefined;
  for (const token of tokens) {
    if (previous) {
      const closing = token.kind === 'mark' && /^[,;.:)!?]$/.test(token.text);
      const follows = token.index === previous.index + 1;
      if (follows ? token.start > previous.end : !closing) text += ' ';
    }
    text += token.text;
    previous = token;
  }
  return text;
}
