import { alternateIn, quantityAt, unitAt, type Quantity } from './amounts.js';
import { amountAfter, amountInParentheses } from './after-food.js';
import { closing, halfAfter, isSizeAt, meansOne, note, preparedEnd, type Lead } from './lead.js';
import { wholeLine, type IngredientLine } from './model.js';
import {
  foodKey,
  isOptional,
  isRemark,
  measureWords,
  namesSomething,
  readFood,
  type Note,
} from './notes.js';
import { OF, vagueAt } from './phrases.js';
import { measureOfKey } from '../units/units.js';
import { bare, cleanLine, hasLetter, isMark, tokenize, writtenText, type Token } from './tokens.js';

const BULLETS = ['-', '•', '*', '·', '–', '—', '+'];
/** Words that open a heading without a colon ("For the bechamel"). */
const HEADING_OPENERS: ReadonlySet<string> = new Set(
  'for fur pour para per voor till zum zur'.split(' '),
);
const MAX_HEADING_WORDS = 6;
const ARTICLES: ReadonlySet<string> = new Set(
  'a an ein eine einen un une una uno een en ett'.split(' '),
);
/** "d'huile", "dell'olio": the joining word written on the food. */
const ELIDED_OF = /^(?:d|dell|dall)['’](?=\p{L})/iu;
/** A dimension after a number: "3-inch piece", "2 cm slices". */
const DIMENSIONS: ReadonlySet<string> = new Set(['inch', 'inches', 'cm', 'mm']);
const GLUED_DIMENSION = /^\d+(?:[.,]\d+)?(?:cm|mm|inch)$/u;
/** Words that stand for the food named before them ("gerkins: a dozen medium sized ones"). */
const PRONOUNS: ReadonlySet<string> = new Set(['one', 'ones']);
const OPTIONAL_OPENER = 'optional';

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
function amountFirst(tokens: readonly Token[], at: number): Lead | undefined {
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

function isHeading(tokens: readonly Token[]): boolean {
  if (isMark(tokens.at(-1), ':')) return true;
  const words = tokens.filter((token) => token.kind === 'word');
  return (
    HEADING_OPENERS.has(bare(tokens[0]?.text ?? '')) &&
    words.length <= MAX_HEADING_WORDS &&
    !tokens.some((token) => token.kind !== 'word')
  );
}

/**
 * "Seasoning: salt and pepper", "Dough: 500 g flour", "gerkins: a dozen medium sized ones": a
 * name before a colon, then the food or its amount. The name is a remark unless what follows
 * the amount only points back at it ("ones").
 */
function afterLabel(tokens: readonly Token[], at: number): Lead | undefined {
  let colon = at + 1;
  while (colon < tokens.length && !isMark(tokens[colon], ':')) colon += 1;
  const label = tokens.slice(at, colon);
  if (colon >= tokens.length - 1 || !label.some(hasLetter)) return undefined;
  const lead = amountFirst(tokens, colon + 1);
  if (lead) {
    const named = lead.rest.filter(hasLetter);
    const pointsBack = named.every(
      (token, index) => isSizeAt(named, index) || PRONOUNS.has(bare(token.text)),
    );
    if (named.length > 0 && pointsBack) {
      return { ...lead, rest: label, notes: [...lead.notes, note(lead.rest)] };
    }
    return { ...lead, notes: [note(label), ...lead.notes] };
  }
  const after = tokens.slice(colon + 1);
  const words = after.findIndex((token) => token.kind === 'mark');
  const first = words < 0 ? after : after.slice(0, words);
  if (!/^\p{L}/u.test(after[0]?.text ?? '') || isRemark(first)) return undefined;
  return {
    quantity: null,
    units: '',
    unit: null,
    alternate: '',
    rest: after,
    notes: [note(label)],
  };
}

/** "(optional)" or "Optional:" before the food: a remark, wherever it is written. */
function leadingRemarks(tokens: readonly Token[], from: number): { at: number; leading: Token[] } {
  let at = from;
  const leading: Token[] = [];
  for (let moved = true; moved;) {
    moved = false;
    if (isMark(tokens[at], '(')) {
      const end = closing(tokens, at);
      if (end < 0 || end >= tokens.length) break;
      leading.push(...tokens.slice(at, end));
      at = end;
      moved = true;
    } else if (bare(tokens[at]?.text ?? '') === OPTIONAL_OPENER) {
      const end = isMark(tokens[at + 1], ':', '-', ',') ? at + 2 : at + 1;
      if (end >= tokens.length) break;
      leading.push(...tokens.slice(at, at + 1));
      at = end;
      moved = true;
    }
  }
  return { at, leading };
}

/** The food when the line names it only in parentheses: "(Mozzarella, or Oaxaca cheese)". */
function unwrapped(rest: readonly Token[]): Token[] {
  const open = rest.findIndex((token) => isMark(token, '('));
  const end = open < 0 || namesSomething(rest, 0) ? -1 : closing(rest, open);
  if (end < 0) return [...rest];
  const before = rest.slice(0, open).filter((token) => !OF.has(bare(token.text)));
  return [...before, ...rest.slice(open + 1, end - 1), ...rest.slice(end)];
}

/** One ingredient line as the model reads it (model.ts). */
export function readLine(text: string): IngredientLine {
  const trimmed = text.trim();
  const clean = cleanLine(trimmed);
  if (!/\p{L}/u.test(clean)) return wholeLine(text, trimmed);
  const tokens = tokenize(clean);
  let start = 0;
  while (isMark(tokens[start], ...BULLETS) && start < tokens.length - 1) start += 1;
  const { at, leading } = leadingRemarks(tokens, start);
  const lead =
    amountFirst(tokens, at) ??
    amountAfter(tokens, at) ??
    afterLabel(tokens, at) ??
    amountInParentheses(tokens, at);
  if (!lead && isHeading(tokens.slice(at))) {
    return { ...wholeLine(text, writtenText(tokens)), food: foodKey(writtenText(tokens)) };
  }
  const rest = [...unwrapped(lead?.rest ?? tokens.slice(at)), ...leading];
  // "garlic cloves": a unit after the food without a number has no quantity.
  const reading = readFood(rest, (lead?.unit ?? null) === null);
  const notes = [...(lead?.notes ?? []), ...reading.notes].sort((a, b) => a.at - b.at);
  const ingredient = writtenText(reading.kept);
  const quantity = lead?.quantity ?? null;
  const unitAfter = (lead?.unit ?? null) === null ? reading.unit : null;
  return {
    quantity: quantity?.value ?? null,
    units: lead?.units || unitAfter?.written || '',
    ingredient,
    text,
    food: reading.food || foodKey(ingredient) || foodKey(writtenText(tokens)),
    note: notes.map((part) => part.text).join(', '),
    unit: lead?.unit ?? unitAfter?.key ?? null,
    range: quantity && quantity.high !== null ? { low: quantity.value, high: quantity.high } : null,
    alternate: lead?.alternate || reading.alternate,
    optional: isOptional(notes),
    approximate: quantity?.approximate ?? false,
  };
}
