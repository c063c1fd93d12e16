import { alternateIn, quantityAt, unitAt, type Quantity } from './amounts.js';
import { closing, halfAfter, isSizeAt, meansOne, note, preparedEnd, type Lead } from './lead.js';
import { measureWords, namesSomething, type Note } from './notes.js';
import { OF, vagueAt } from './phrases.js';
import { measureOfKey } from '../units/units.js';
import { bare, hasLetter, isMark, writtenText, type Token } from './tokens.js';

/*
 * A line that starts with its amount (reader.ts): the number or the words that count, the unit,
 * and what is said about them before the food (sizes of packages, alternates, added amounts).
 */

const ARTICLES: ReadonlySet<string> = new Set(
  'a an ein eine einen un une una uno een en ett'.split(' '),
);
/** "d'huile", "dell'olio": the joining word written on the food. */
const ELIDED_OF = /^(?:d|dell|dall)['’](?=\p{L})/iu;
/** A dimension after a number: "3-inch piece", "2 cm slices". */
const DIMENSIONS: ReadonlySet<string> = new Set(['inch', 'inches', 'cm', 'mm']);
const GLUED_DIMENSION = /^\d+(?:[.,]\d+)?(?:cm|mm|inch)$/u;

function one(at: number, next: number): Quantity {
  return { value: 1, high: null, approximate: false, first: at, next, from: at };
}

/** The joining "of" after the unit, dropped; an elided one ("d'huile") is cut off its word. */
function withoutOf(tokens: readonly Token[]): Token[] {
  const [first, second] = tokens;
  if (first && second && OF.has(bare(first.text)) && hasLetter(second)) return tokens.slice(1);
  const elided = first ? ELIDED_OF.exec(first.text) : null;
  if (!first || !elided) return [...tokens];
  const cut = elided[0].length;
  return [{ ...first, text: first.text.slice(cut), start: first.start + cut }, ...tokens.slice(1)];
}

/** "2x" in "2x 2 quart baking dishes": a count of what follows. */
function countOf(tokens: readonly Token[], at: number): Quantity | undefined {
  const glued = /^(\d{1,4})[x×]$/iu.exec(tokens[at]?.text ?? '');
  if (!glued) return undefined;
  const value = Number(glued[1]);
  return { value, high: null, approximate: false, first: at, next: at + 1, from: at };
}

/** Where a dimension at `at` ends ("3-inch", "3 - inch", "2 cm", "5cm"), or -1. */
function dimensionEnd(tokens: readonly Token[], at: number): number {
  if (GLUED_DIMENSION.test(tokens[at]?.text ?? '')) return at + 1;
  if (tokens[at]?.kind !== 'number') return -1;
  const word = isMark(tokens[at + 1], '-') ? at + 2 : at + 1;
  return DIMENSIONS.has(bare(tokens[word]?.text ?? '')) ? word + 1 : -1;
}

/** The food named after a unit in parentheses only ("4 pinches of (Mozzarella or Oaxaca)"). */
function namedInParentheses(tokens: readonly Token[], from: number): boolean {
  const open = OF.has(bare(tokens[from]?.text ?? '')) ? from + 1 : from;
  if (!isMark(tokens[open], '(')) return false;
  const end = closing(tokens, open);
  return end > 0 && tokens.slice(open, end).some(hasLetter) && !namesSomething(tokens, end);
}

function namesFood(tokens: readonly Token[], from: number): boolean {
  return namesSomething(tokens, from) || namedInParentheses(tokens, from);
}

/**
 * "a pinch of salt", "eine Prise Salz", "Pinch of salt", "Heaped tbsp sugar": one of a unit,
 * said without a number. Only before a unit, so that "a little salt" and "A few sprigs" keep no
 * amount.
 */
function oneOf(tokens: readonly Token[], at: number): Quantity | undefined {
  const article = ARTICLES.has(bare(tokens[at]?.text ?? '')) ? 1 : 0;
  let unitStart = at + article;
  while (isSizeAt(tokens, unitStart)) unitStart += 1;
  const unit = unitAt(tokens, unitStart);
  if (!unit || !namesFood(tokens, unit.next)) return undefined;
  const said = article === 1 || unitStart > at || OF.has(bare(tokens[unit.next]?.text ?? ''));
  const written = tokens[unitStart]?.text ?? '';
  return meansOne(written, unit.key, said) || article === 1 ? one(at, at + article) : undefined;
}

/**
 * "A whole chicken", "an onion": an article before a food counts one. Not before a vague amount
 * ("a little salt") or a measure said with a noun ("a thin coating of oil").
 */
function articleCount(tokens: readonly Token[], at: number): Quantity | undefined {
  if (!ARTICLES.has(bare(tokens[at]?.text ?? '')) || vagueAt(tokens, at) !== 1) return undefined;
  const next = tokens[at + 1];
  // "a 400g tin of tomatoes": the size of what the article counts.
  if (next && sizeEnd(tokens, at + 1) > 0) return one(at, at + 1);
  if (!next || !hasLetter(next) || measureWords(tokens, at + 1) > 0) return undefined;
  return one(at, at + 1);
}

function isTimes(token: Token | undefined): boolean {
  return isMark(token, '×') || (token?.kind === 'word' && bare(token.text) === 'x');
}

/** "1 8oz cream cheese", "4 28 oz cans", "2 x 400g tins": the size of what is counted. */
function sizeEnd(tokens: readonly Token[], from: number): number {
  const dimension = dimensionEnd(tokens, from);
  if (dimension > 0) return dimension;
  const size = quantityAt(tokens, from);
  const hyphen = size && isMark(tokens[size.next], '-') ? 1 : 0;
  const sizeUnit = size ? unitAt(tokens, size.next + hyphen) : undefined;
  return sizeUnit && measureOfKey(sizeUnit.key) ? sizeUnit.next : -1;
}

/** Where an amount in other units starting at `from` ends ("1 cup", "1 jar", "1lb 2oz"), or -1. */
function measureEnd(tokens: readonly Token[], from: number): number {
  let end = -1;
  for (let at = from; ;) {
    const amount = quantityAt(tokens, at);
    const unit = amount ? unitAt(tokens, amount.next) : undefined;
    if (!unit || !namesSomething(tokens, unit.next)) return end;
    end = unit.next;
    at = end;
  }
}

/** "+ 1 teaspoon", "plus 2 tbsp", "2 oz" after "1 lb": more of the food, a remark. */
function addedEnd(tokens: readonly Token[], from: number): number {
  const plus = isMark(tokens[from], '+') || bare(tokens[from]?.text ?? '') === 'plus' ? 1 : 0;
  if (plus === 0 && tokens[from]?.kind !== 'number') return -1;
  return measureEnd(tokens, from + plus);
}

/** Units that hold a measured amount: "12 oz can tomato paste" is 12 oz, the can a remark. */
const CONTAINERS: ReadonlySet<string> = new Set([
  'can',
  'package',
  'jar',
  'bottle',
  'box',
  'bag',
  'tub',
  'carton',
]);

/** Where a container after a measure ends ("400 ml can", "1 1/4 oz (7g) packet"), or -1. */
function containerEnd(tokens: readonly Token[], from: number, measure: string | null): number {
  if (!measureOfKey(measure)) return -1;
  const container = unitAt(tokens, from);
  if (!container || !CONTAINERS.has(container.key) || !namesFood(tokens, container.next)) return -1;
  return container.next;
}

/**
 * The amount first: "2 cups flour", "~800g mince", "1 (or 2) cloves", "1 small bunch of
 * coriander", "1.5oz (40g) chocolate", "24 oz or 1 jar of sauce", "A quarter of a pound of
 * sugar". A package size, "2 x 400g tins", "1 8oz cream cheese" or "1 (14 ounce) can", is a
 * remark: the count is of packages. A measure in parentheses before a measure is the alternate
 * ("1 1/5 (355mL) cups"). A dimension alone ("3-inch piece") counts one.
 */
export function amountFirst(tokens: readonly Token[], at: number): Lead | undefined {
  const notes: Note[] = [];
  const dimension = dimensionEnd(tokens, at);
  if (dimension > 0) notes.push(note(tokens.slice(at, dimension)));
  const counted = countOf(tokens, at);
  const quantity =
    dimension > 0
      ? one(at, dimension)
      : (counted ?? quantityAt(tokens, at, true) ?? oneOf(tokens, at) ?? articleCount(tokens, at));
  if (!quantity) return undefined;
  const moved: Token[] = [];
  let next = quantity.next;
  const times = counted !== undefined || isTimes(tokens[next]);
  const from = counted || !times ? next : next + 1;
  const size = dimension > 0 ? -1 : sizeEnd(tokens, from);
  if (size > 0 && namesSomething(tokens, size)) {
    notes.push(note(tokens.slice(from, size)));
    next = size;
  } else if (times && !counted && tokens.slice(next + 1, next + 2).some(hasLetter)) {
    // "2 x eggs": the count of the food itself.
    next += 1;
  }
  let alternate = '';
  if (isMark(tokens[next], '(')) {
    const end = closing(tokens, next);
    const inside = end > 0 ? alternateIn(tokens, next + 1, end - 1) : undefined;
    const sized = inside !== undefined || (end > 0 && dimensionEnd(tokens, next + 1) === end - 1);
    const after = sized ? unitAt(tokens, end) : undefined;
    if (after && namesSomething(tokens, after.next)) {
      if (inside !== undefined && measureOfKey(after.key)) alternate = inside;
      else notes.push(note(tokens.slice(next + 1, end - 1)));
      next = end;
    }
  }
  // "3/4 of a cup of water": the "of a" between a number and its unit.
  const ofA =
    OF.has(bare(tokens[next]?.text ?? '')) && ARTICLES.has(bare(tokens[next + 1]?.text ?? ''));
  if (ofA && unitAt(tokens, next + 2)) next += 2;
  let unitEnd = next;
  while (isSizeAt(tokens, unitEnd)) unitEnd += 1;
  const prepared = preparedEnd(tokens, unitEnd);
  const unit =
    unitAt(tokens, unitEnd) ?? (prepared > unitEnd ? unitAt(tokens, prepared) : undefined);
  let units = '';
  if (unit && namesFood(tokens, unit.next)) {
    if (unit.first > unitEnd) notes.push(note(tokens.slice(unitEnd, unit.first)));
    units = writtenText(tokens.slice(unit.first > unitEnd ? unit.first : next, unit.next));
    next = unit.next;
  }
  const half = units !== '' && halfAfter(tokens, next);
  if (half) next += 3;
  for (let reading = true; reading;) {
    reading = false;
    const token = tokens[next];
    if (isMark(token, '(')) {
      const end = closing(tokens, next);
      if (end < 0) break;
      const inside = alternate === '' ? alternateIn(tokens, next + 1, end - 1) : undefined;
      if (inside !== undefined) alternate = inside;
      else moved.push(...tokens.slice(next, end));
      next = end;
      reading = true;
    } else if (units !== '' && containerEnd(tokens, next, unit?.key ?? null) > 0) {
      const end = containerEnd(tokens, next, unit?.key ?? null);
      notes.push(note(tokens.slice(next, end)));
      next = end;
      reading = true;
    } else if (units !== '' && addedEnd(tokens, next) > 0) {
      const end = addedEnd(tokens, next);
      notes.push(note(tokens.slice(next, end)));
      next = end;
      reading = true;
    } else if (units !== '' && (isMark(token, '/') || bare(token?.text ?? '') === 'or')) {
      const end = measureEnd(tokens, next + 1);
      if (end > 0 && alternate === '') {
        alternate = alternateIn(tokens, isMark(token, '/') ? next + 1 : next, end) ?? '';
        next = end;
        reading = true;
      } else if (/^(?:less|more|so)$/u.test(bare(tokens[next + 1]?.text ?? ''))) {
        moved.push(...tokens.slice(next, next + 2));
        next += 2;
        reading = true;
      }
    }
  }
  return {
    quantity: half ? { ...quantity, value: quantity.value + 1 / 2 } : quantity,
    units,
    unit: units === '' ? null : (unit?.key ?? null),
    alternate,
    rest: [...withoutOf(tokens.slice(next)), ...moved],
    notes,
  };
}
