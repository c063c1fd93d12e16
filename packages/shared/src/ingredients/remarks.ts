import { quantityAt, unitAt } from './amounts.js';
import { bare, hasLetter, isMark, type Token } from './tokens.js';
import {
  FOOD_JOINS,
  FORMS,
  isPreparedAt,
  isPreparing,
  JOINING,
  NOTE_OPENERS,
  NOTE_WORDS,
  phraseAt,
  PREPARATION,
} from './phrases.js';
import { SIZES } from './sizes.js';

/*
 * Where the cook's remarks start after the food (notes.ts): parts after a comma, a dash or a
 * sentence's end, and words inside the food's own part ("salt to taste").
 */

const SEPARATORS = [',', ';', '-', '–', '—', '+', '.', '!', '?', ':'];
/** Abbreviations end in a dot without ending a sentence ("approx.", "e.g."). */
const MAX_ABBREVIATION = 4;

function isSentenceEnd(token: Token): boolean {
  if (isMark(token, '.', '!', '?')) return true;
  const word = token.text;
  return (
    token.kind === 'word' &&
    word.endsWith('.') &&
    word.length - 1 > MAX_ABBREVIATION &&
    !word.slice(0, -1).includes('.')
  );
}

export interface Segment {
  tokens: Token[];
  /** The comma before a part, kept when the part is a further food ("bourbon, brandy"). */
  comma: Token | undefined;
  /** Opened by a dash, a plus or a new sentence: a remark whatever it says. */
  remark: boolean;
}

/** The tokens outside parentheses, in parts split at commas, dashes and sentence ends. */
export function segmentsOf(tokens: readonly Token[]): Segment[] {
  const segments: Segment[] = [{ tokens: [], comma: undefined, remark: false }];
  let remarkNext = false;
  tokens.forEach((token, index) => {
    const last = segments.at(-1) ?? { tokens: [], comma: undefined, remark: false };
    // "Salt + pepper": a plus between two foods joins them; before an amount it adds a remark.
    const joins = isMark(token, '+') && /^\p{L}/u.test(tokens[index + 1]?.text ?? '');
    if (isMark(token, ...SEPARATORS) && !joins) {
      const remark = remarkNext || !isMark(token, ',', ';');
      const comma = isMark(token, ',') ? token : undefined;
      segments.push({ tokens: isMark(token, '+') ? [token] : [], comma, remark });
      remarkNext = false;
      return;
    }
    last.tokens.push(token);
    if (isSentenceEnd(token)) {
      segments.push({ tokens: [], comma: undefined, remark: true });
      remarkNext = true;
    }
  });
  return segments.filter((segment) => segment.tokens.length > 0);
}

/** "or 3 Tbsp tomato sauce", "or 1 large dish": another food with its own amount, a remark. */
function isOtherAmount(words: readonly Token[], index: number): boolean {
  if (bare(words[index]?.text ?? '') !== 'or') return false;
  const amount = quantityAt(words, index + 1);
  if (amount === undefined) return false;
  return (
    unitAt(words, amount.next) !== undefined || SIZES.has(bare(words[amount.next]?.text ?? ''))
  );
}

/**
 * Whether a part after a comma is a remark. "Fresh" there starts another food ("whipped cream,
 * fresh fruit"); forms sold as such are the cook's remark after the food ("cumin, ground").
 */
export function isRemark(words: readonly Token[]): boolean {
  const first = bare(words[0]?.text ?? '');
  // A part that starts with a number speaks of the food ("20% fat", "2 per person").
  return (
    words[0]?.kind === 'number' ||
    (PREPARATION.has(first) && first !== 'fresh') ||
    (FORMS.has(first) && words.every((word) => isPreparing(word) || word.kind === 'mark')) ||
    phraseAt(words, 0, NOTE_OPENERS) > 0 ||
    isOtherAmount(words, 0) ||
    words.some((word) => NOTE_WORDS.has(bare(word.text)))
  );
}

/** Where a remark starts inside the food's words ("salt to taste", "Butter melted"), if anywhere. */
export function remarkStart(words: readonly Token[]): number {
  // A remark follows a name: "24h soaked beans" has none before "soaked".
  let named = /^\p{L}/u.test(words[0]?.text ?? '');
  for (let index = 1; index < words.length; index += 1) {
    const word = bare(words[index]?.text ?? '');
    if (!named) {
      named = /^\p{L}/u.test(words[index]?.text ?? '');
      continue;
    }
    // "chilli flakes or diced chilli peppers", "salt and freshly ground pepper": another food.
    const other = FOOD_JOINS.has(bare(words[index - 1]?.text ?? '')) && index < words.length - 1;
    if (isPreparedAt(words, index) && !JOINING.has(word) && !other) return index;
    // "wine and brandy mixed": mixed after the foods says how, before them it names a blend.
    if (word === 'mixed' && !words.slice(index + 1).some(hasLetter)) return index;
    if (phraseAt(words, index, NOTE_OPENERS) > 0) return index;
    if (isOtherAmount(words, index)) return index;
    if (isAlternative(words, index)) return index;
  }
  return words.length;
}

/**
 * "kidney beans or fresh": an "or" before nothing but the state or form of the same food is a
 * remark. "butter or lard", "chilli flakes or diced chilli peppers" name another food the cook
 * may use instead, written as one food with the first and kept in it.
 */
function isAlternative(words: readonly Token[], index: number): boolean {
  if (bare(words[index]?.text ?? '') !== 'or') return false;
  const after = words.slice(index + 1).filter(hasLetter);
  return after.length > 0 && after.every(isPreparing);
}
