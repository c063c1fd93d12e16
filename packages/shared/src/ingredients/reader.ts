import { alternateIn, quantityAt, unitAt, type Quantity } from './amounts.js';
import { MEASURE_MODIFIERS, SIZES } from './dictionary.js';
import type { IngredientLine } from './model.js';
import { foodKey, isOptional, namesSomething, OF, readFood, type Note } from './notes.js';
import { bare, cleanLine, hasLetter, isMark, tokenize, writtenText, type Token } from './tokens.js';

/** What comes before the food: the amount, the unit as written and what was said about them. */
interface Lead {
  quantity: Quantity | null;
  units: string;
  unit: string | null;
  alternate: string;
  /** Tokens of the food and its remarks, in the order the ingredient shows them. */
  rest: Token[];
  /** Remarks read on the way ("14 ounce" in "1 (14 ounce) can"). */
  notes: Note[];
}

const BULLETS = ['-', '•', '*', '·', '–', '—', '+'];
/** Words that open a heading without a colon ("For the bechamel"). */
const HEADING_OPENERS: ReadonlySet<string> = new Set(
  'for fur pour para per voor till zum zur'.split(' '),
);
const MAX_HEADING_WORDS = 6;
const ARTICLES: ReadonlySet<string> = new Set(
  'a an ein eine einen un une una uno een en ett'.split(' '),
);
const NAME_SEPARATORS = [':', '-', '–', '—', ','];
/** What may follow an amount written after the food: nothing, a remark, or an aside. */
const AFTER_TRAILING_AMOUNT = [',', ';', '(', '-', '–'];
/** "d'huile", "dell'olio": the joining word written on the food. */
const ELIDED_OF = /^(?:d|dell|dall)['’](?=\p{L})/iu;

function unread(text: string, trimmed: string): IngredientLine {
  return {
    quantity: null,
    units: '',
    ingredient: trimmed,
    text,
    food: '',
    note: '',
    unit: null,
    range: null,
    alternate: '',
    optional: false,
    approximate: false,
  };
}

function isSizeAt(tokens: readonly Token[], index: number): boolean {
  const word = bare(tokens[index]?.text ?? '');
  if (word === 'extra') return SIZES.has(bare(tokens[index + 1]?.text ?? ''));
  return SIZES.has(word) || MEASURE_MODIFIERS.has(word);
}

/** The index after the parenthesis closing the one at `open`, or -1 when it is never closed. */
function closing(tokens: readonly Token[], open: number): number {
  let depth = 0;
  for (let index = open; index < tokens.length; index += 1) {
    if (isMark(tokens[index], '(')) depth += 1;
    if (isMark(tokens[index], ')')) depth -= 1;
    if (depth === 0) return index + 1;
  }
  return -1;
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

/**
 * "a pinch of salt", "eine Prise Salz", "Pinch of salt": one of a unit, said without a number.
 * Only before a unit, so that "a little salt" and "A few sprigs" keep no amount.
 */
function oneOf(tokens: readonly Token[], at: number): Quantity | undefined {
  const article = ARTICLES.has(bare(tokens[at]?.text ?? '')) ? 1 : 0;
  let unitStart = at + article;
  while (isSizeAt(tokens, unitStart)) unitStart += 1;
  const unit = unitAt(tokens, unitStart);
  if (!unit || !namesSomething(tokens, unit.next)) return undefined;
  if (article === 0 && !OF.has(bare(tokens[unit.next]?.text ?? ''))) return undefined;
  const next = at + article;
  return { value: 1, high: null, approximate: false, first: at, next, from: at };
}

function isTimes(token: Token | undefined): boolean {
  return isMark(token, '×') || (token?.kind === 'word' && bare(token.text) === 'x');
}

/**
 * The amount first: "2 cups flour", "~800g mince", "1 (or 2) cloves", "1 small bunch of
 * coriander", "1.5oz (40g) chocolate", "24 oz or 1 jar of sauce". A package size, "2 x 400g tins"
 * or "1 (14 ounce) can", is a remark: the count is of packages.
 */
function amountFirst(tokens: readonly Token[], at: number): Lead | undefined {
  const counted = countOf(tokens, at);
  const quantity = counted ?? quantityAt(tokens, at, true) ?? oneOf(tokens, at);
  if (!quantity) return undefined;
  const notes: Note[] = [];
  const moved: Token[] = [];
  let next = quantity.next;
  if (counted || isTimes(tokens[next])) {
    const from = counted ? next : next + 1;
    const size = quantityAt(tokens, from);
    const sizeUnit = size ? unitAt(tokens, size.next) : undefined;
    if (size && sizeUnit) {
      notes.push(note(tokens.slice(from, sizeUnit.next)));
      next = sizeUnit.next;
    }
  }
  let alternate = '';
  if (isMark(tokens[next], '(')) {
    const end = closing(tokens, next);
    const inside = end > 0 ? alternateIn(tokens, next + 1, end - 1) : undefined;
    if (inside !== undefined && unitAt(tokens, end) && namesSomething(tokens, end + 1)) {
      notes.push(note(tokens.slice(next + 1, end - 1)));
      next = end;
    }
  }
  let unitEnd = next;
  while (isSizeAt(tokens, unitEnd)) unitEnd += 1;
  const unit = unitAt(tokens, unitEnd);
  let units = '';
  if (unit && namesSomething(tokens, unit.next)) {
    units = writtenText(tokens.slice(next, unit.next));
    next = unit.next;
  }
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
    quantity,
    units,
    unit: units === '' ? null : (unit?.key ?? null),
    alternate,
    rest: [...withoutOf(tokens.slice(next)), ...moved],
    notes,
  };
}

/** Where an amount in other units starting at `from` ends ("1 cup", "1 jar"), or -1. */
function measureEnd(tokens: readonly Token[], from: number): number {
  const amount = quantityAt(tokens, from);
  const unit = amount ? unitAt(tokens, amount.next) : undefined;
  return unit && namesSomething(tokens, unit.next) ? unit.next : -1;
}

function note(tokens: readonly Token[]): Note {
  return { at: tokens[0]?.start ?? 0, text: writtenText(tokens) };
}

/**
 * The amount after the food: "Eggs: 5", "Sugar 2 tbsp", "Salt - 1 1/2 teaspoons", "Boneless
 * Chicken 1/2lb, cubed", "Garlic cloves 3, minced". Only where the amount ends the line or comes
 * before a remark, so that a number inside a name ("peels of 5 onions") is not read as one.
 */
function amountAfter(tokens: readonly Token[], at: number): Lead | undefined {
  if (!/^\p{L}/u.test(tokens[at]?.text ?? '')) return undefined;
  let index = at;
  while (
    index < tokens.length &&
    tokens[index]?.kind !== 'number' &&
    tokens[index]?.kind !== 'vulgar'
  ) {
    if (isMark(tokens[index], '(')) {
      const end = closing(tokens, index);
      if (end < 0) return undefined;
      index = end;
    } else {
      index += 1;
    }
  }
  const before = tokens[index - 1];
  const start =
    before && (isMark(before, '~', '≈') || /^(?:about|approx|ca)$/u.test(bare(before.text)))
      ? index - 1
      : index;
  const quantity = quantityAt(tokens, start);
  if (!quantity) return undefined;
  let nameEnd = start;
  while (nameEnd > at && isMark(tokens[nameEnd - 1], ...NAME_SEPARATORS)) nameEnd -= 1;
  const name = tokens.slice(at, nameEnd);
  if (!name.some(hasLetter)) return undefined;
  const unit = unitAt(tokens, quantity.next);
  const afterUnit = unit ? unit.next : quantity.next;
  let rest = afterUnit;
  while (isSizeAt(tokens, rest)) rest += 1;
  if (rest < tokens.length && !isMark(tokens[rest], ...AFTER_TRAILING_AMOUNT)) return undefined;
  return {
    quantity,
    units: unit ? writtenText(tokens.slice(unit.first, unit.next)) : '',
    unit: unit?.key ?? null,
    alternate: '',
    rest: [...name, ...tokens.slice(afterUnit)],
    notes: [],
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

/** One ingredient line as the model reads it (model.ts). */
export function readLine(text: string): IngredientLine {
  const trimmed = text.trim();
  const clean = cleanLine(trimmed);
  if (!/\p{L}/u.test(clean)) return unread(text, trimmed);
  const tokens = tokenize(clean);
  let at = 0;
  while (isMark(tokens[at], ...BULLETS) && at < tokens.length - 1) at += 1;
  const leading: Token[] = [];
  while (isMark(tokens[at], '(')) {
    const end = closing(tokens, at);
    if (end < 0 || end >= tokens.length) break;
    leading.push(...tokens.slice(at, end));
    at = end;
  }
  const lead = amountFirst(tokens, at) ?? amountAfter(tokens, at);
  if (!lead && isHeading(tokens.slice(at))) {
    return { ...unread(text, writtenText(tokens)), food: foodKey(writtenText(tokens)) };
  }
  const rest = [...(lead?.rest ?? tokens.slice(at)), ...leading];
  const reading = readFood(rest, lead !== undefined && lead.unit === null);
  const notes = [...(lead?.notes ?? []), ...reading.notes].sort((a, b) => a.at - b.at);
  const ingredient = writtenText(reading.kept);
  const quantity = lead?.quantity ?? null;
  const unitAfter = lead?.unit === null ? reading.unit : null;
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
