import { alternateIn, quantityAt, unitAt } from './amounts.js';
import { followsFood } from './dictionary.js';
import { isRemark, remarkStart, segmentsOf, type Segment } from './remarks.js';
import { bare, hasLetter, isMark, writtenText, type Token } from './tokens.js';
import { FORMS, isStateAt, OF, OPTIONAL, vagueAt, wordSet } from './phrases.js';
import { SIZES } from './sizes.js';

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
