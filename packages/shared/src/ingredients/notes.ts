import { alternateIn, quantityAt, unitAt } from './amounts.js';
import { followsFood } from './dictionary.js';
import { bare, hasLetter, isMark, writtenText, type Token } from './tokens.js';
import {
  FOOD_JOINS,
  FORMS,
  isPreparedAt,
  isPreparing,
  isStateAt,
  JOINING,
  NOTE_OPENERS,
  NOTE_WORDS,
  OF,
  OPTIONAL,
  phraseAt,
  PREPARATION,
  vagueAt,
  wordSet,
} from './phrases.js';
import { SIZES } from './sizes.js';

const SEPARATORS = [',', ';', '-', '–', '—', '+', '.', '!', '?', ':'];
/** Abbreviations end in a dot without ending a sentence ("approx.", "e.g."). */
const MAX_ABBREVIATION = 4;

export interface Note {
  at: number;
  text: string;
}

/** What follows the amount and unit: the food, its remarks and the words as written. */
export interface FoodReading {
  /** The tokens of the ingredient as written: without alternates or a unit after the food. */
  kept: Token[];
  food: string;
  notes: Note[];
  alternate: string;
  /** A unit written after the food ("3 garlic cloves"), when the line had none before it. */
  unit: { key: string; written: string } | null;
}

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

interface Segment {
  tokens: Token[];
  /** The comma before a part, kept when the part is a further food ("bourbon, brandy"). */
  comma: Token | undefined;
  /** Opened by a dash, a plus or a new sentence: a remark whatever it says. */
  remark: boolean;
}

/** The tokens outside parentheses, in parts split at commas, dashes and sentence ends. */
function segmentsOf(tokens: readonly Token[]): Segment[] {
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
function remarkStart(words: readonly Token[]): number {
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

/** A dimension ("7x7cm", "20cm") describes the food like a size. */
const DIMENSION = /^\d+(?:[.,]\d+)?(?:[x×]\d+(?:[.,]\d+)?)?(?:mm|cm|in|inch|inches)?$/u;

/** "medium fat milk": a size before these says how rich the food is, not how big. */
const NOT_SIZED = wordSet('fat flake');

function isSize(words: readonly Token[], index: number): boolean {
  const word = bare(words[index]?.text ?? '');
  if (NOT_SIZED.has(bare(words[index + 1]?.text ?? ''))) return false;
  const dimension = index > 0 && /[x×]|[a-z]$/u.test(word) && DIMENSION.test(word);
  return (
    SIZES.has(word) ||
    dimension ||
    (word === 'extra' && SIZES.has(bare(words[index + 1]?.text ?? '')))
  );
}

/** The most words of a measure said with a noun ("a thin coating of oil"). */
const MAX_MEASURE_WORDS = 2;

/** "thin coating of" after "a": how many words a measure without a number takes, or 0. */
export function measureWords(words: readonly Token[], at: number): number {
  for (let count = 1; count <= MAX_MEASURE_WORDS; count += 1) {
    if (OF.has(bare(words[at + count]?.text ?? '')) && at + count + 1 < words.length) {
      return words.slice(at, at + count).every(hasLetter) ? count + 1 : 0;
    }
  }
  return 0;
}

/** "or 5 big" in "10 small or 5 big mushrooms": another count of the same food. */
function otherCountEnd(words: readonly Token[], index: number): number {
  if (index === 0 || bare(words[index]?.text ?? '') !== 'or') return 0;
  const amount = quantityAt(words, index + 1);
  if (!amount || !isSize(words, amount.next)) return 0;
  let end = amount.next;
  while (end < words.length - 1 && isSize(words, end)) end += 1;
  return end;
}

/** Foods whose whole form is a product of its own ("whole milk", "whole wheat flour"). */
const WHOLE_PRODUCTS = wordSet('milk wheat grain grains meal wheatmeal');

/**
 * "2 whole eggs", "1 whole duck": where the line counts the food, "whole" says it is not cut up.
 * With a unit it names a form sold as such ("1 tsp whole cloves", "a can of whole tomatoes").
 */
function isLooseWhole(words: readonly Token[], index: number): boolean {
  const next = words[index + 1];
  return (
    bare(words[index]?.text ?? '') === 'whole' &&
    next !== undefined &&
    hasLetter(next) &&
    !WHOLE_PRODUCTS.has(bare(next.text))
  );
}

/**
 * Leading words that are not the food: vague amounts, sizes, "pinch of", and preparations.
 * `counted` when no unit came before the food.
 */
function foodStart(words: readonly Token[], notes: Note[], counted: boolean): number {
  let index = 0;
  for (let changed = true; changed && index < words.length - 1;) {
    changed = true;
    const vague = vagueAt(words, index);
    const unit = unitAt(words, index + vague);
    const joined = unit ? OF.has(bare(words[unit.next]?.text ?? '')) : false;
    const otherCount = otherCountEnd(words, index);
    if (unit && (joined || vague > 0) && unit.next + (joined ? 1 : 0) < words.length) {
      index = unit.next + (joined ? 1 : 0);
    } else if (vague > 0) {
      index += vague + (vague === 1 ? measureWords(words, index + 1) : 0);
    } else if (isSize(words, index)) {
      index += 1;
    } else if (otherCount > 0) {
      notes.push(noteOf(words.slice(index, otherCount)));
      index = otherCount;
    } else if (counted && isLooseWhole(words, index)) {
      notes.push(noteOf(words.slice(index, index + 1)));
      index += 1;
    } else if (isStateAt(words, index)) {
      // "freshly ground pepper": after a preparation, a form is the cook's work too.
      let end = index;
      const preparing = (at: number) =>
        isStateAt(words, at) || FORMS.has(bare(words[at]?.text ?? ''));
      while (end < words.length - 1 && preparing(end)) end += 1;
      notes.push(noteOf(words.slice(index, end)));
      index = end;
    } else {
      changed = false;
    }
  }
  return index;
}

function noteOf(tokens: readonly Token[]): Note {
  const text = writtenText(tokens)
    .replace(/^[\s,;:.\-–—]+|[\s,;:\-–—]+$/gu, '')
    .replace(/(\p{L}{5})[.!]$/u, '$1');
  return { at: tokens[0]?.start ?? 0, text };
}

/** The food as a key: lower case, single spaces, no marks at either end. */
export function foodKey(text: string): string {
  return (
    text
      .toLowerCase()
      // "sausage(s)" is the plural, as the dictionary reads "clove(s)".
      .replace(/(\p{L})\((e?s)\)/gu, '$1$2')
      .replace(/[()[\]]/g, ' ')
      .replace(/\s+/gu, ' ')
      .replace(/^[\s,;:.!?\-–—/+&'’"]+|[\s,;:.!?\-–—/+&'’"]+$/gu, '')
  );
}

/**
 * Reads what follows the amount and unit: "garlic, minced", "potatoes (firm/waxy)", "salt to
 * taste", "bourbon, brandy, or cognac (optional)". Parentheses hold remarks, or an alternate when
 * they hold only an amount in other units. After a comma come more foods until a part reads as a
 * remark; everything after the first remark is remark.
 */
export function readFood(tokens: readonly Token[], unitAfterFood: boolean): FoodReading {
  const notes: Note[] = [];
  const plain: Token[] = [];
  const dropped = new Set<Token>();
  let alternate = '';
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (!token) continue;
    if (!isMark(token, '(')) {
      if (!isMark(token, ')')) plain.push(token);
      continue;
    }
    let depth = 0;
    let close = index;
    for (; close < tokens.length; close += 1) {
      if (isMark(tokens[close], '(')) depth += 1;
      if (isMark(tokens[close], ')')) depth -= 1;
      if (depth === 0) break;
    }
    const inner = tokens.slice(index + 1, close);
    const measured = alternate === '' ? alternateIn(inner, 0, inner.length) : undefined;
    if (measured !== undefined) {
      alternate = measured;
      for (const part of tokens.slice(index, close + 1)) dropped.add(part);
    } else if (inner.length > 0) {
      notes.push(noteOf(inner));
    }
    index = close;
  }
  const segments = segmentsOf(plain);
  const foodTokens: Token[] = [];
  let unit: FoodReading['unit'] = null;
  let remarking = false;
  // "maple syrup, agave, or honey": a list ending in "or" names the food and its alternatives,
  // while a single "or" after a comma adds a remark ("water, or as needed", "milk, or cold water").
  const lateOr = (segment: Segment, position: number) =>
    position === 1 && bare(segment.tokens[0]?.text ?? '') === 'or';
  segments.forEach((segment, position) => {
    const remark = segment.remark || lateOr(segment, position) || isRemark(segment.tokens);
    if (remarking || (position > 0 && remark)) {
      remarking = true;
      notes.push(noteOf(segment.tokens));
      return;
    }
    const words = segment.tokens;
    const start = position === 0 ? foodStart(words, notes, unitAfterFood) : 0;
    const end = remarkStart(words.slice(start)) + start;
    let food = words.slice(start, end);
    if (end < words.length) {
      notes.push(noteOf(words.slice(end)));
      remarking = true;
    }
    const last = food.at(-1);
    const key = last && food.length > 1 ? unitAt(food, food.length - 1)?.key : undefined;
    if (unitAfterFood && unit === null && last && key !== undefined && followsFood(key)) {
      unit = { key, written: last.text };
      dropped.add(last);
      food = food.slice(0, -1);
    }
    if (position > 0 && segment.comma) foodTokens.push(segment.comma);
    foodTokens.push(...food.filter((_, index) => !isSize(food, index)));
  });
  notes.sort((a, b) => a.at - b.at);
  return {
    kept: tokens.filter((token) => !dropped.has(token)),
    food: foodKey(writtenText(foodTokens)),
    notes: notes.filter((note) => note.text !== ''),
    alternate,
    unit,
  };
}

/** Whether the line names something after `from`, outside parentheses and "of". */
export function namesSomething(tokens: readonly Token[], from: number): boolean {
  let depth = 0;
  for (let index = from; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (!token) continue;
    if (isMark(token, '(')) depth += 1;
    else if (isMark(token, ')')) depth = Math.max(0, depth - 1);
    else if (depth === 0 && hasLetter(token) && !OF.has(bare(token.text))) return true;
  }
  return false;
}

export function isOptional(notes: readonly Note[]): boolean {
  return notes.some((note) => OPTIONAL.test(note.text));
}
