import { amountAfter, amountInParentheses } from './after-food.js';
import { amountFirst } from './amount-first.js';
import { closing, isSizeAt, note, type Lead } from './lead.js';
import { wholeLine, type IngredientLine } from './model.js';
import { foodKey, isOptional, namesSomething, readFood } from './notes.js';
import { OF } from './phrases.js';
import { isRemark } from './remarks.js';
import { bare, cleanLine, hasLetter, isMark, tokenize, writtenText, type Token } from './tokens.js';

const BULLETS = ['-', '•', '*', '·', '–', '—', '+'];
/** Words that open a heading without a colon ("For the bechamel"). */
const HEADING_OPENERS: ReadonlySet<string> = new Set(
  'for fur pour para per voor till zum zur'.split(' '),
);
const MAX_HEADING_WORDS = 6;
/** Words that stand for the food named before them ("gerkins: a dozen medium sized ones"). */
const PRONOUNS: ReadonlySet<string> = new Set(['one', 'ones']);
const OPTIONAL_OPENER = 'optional';

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
