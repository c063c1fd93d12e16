import {
  formatAmount,
  INGREDIENT_TEXT,
  parseAmount,
  withDecimalSeparator,
  parseIngredientLine,
  type IngredientLine,
} from '@family-recipes/shared';

/** The small fields that correct one ingredient line, as the cook types them. */
export interface CorrectionFields {
  amount: string;
  unit: string;
  food: string;
  note: string;
}

export type Correction =
  { ok: true; text: string } | { ok: false; problem: string; read?: IngredientLine };

type Amount = { low: number; high: number | null } | null;

/** Amounts closer than this are the same amount written two ways ("1.5" and "1 1/2"). */
const SAME_AMOUNT = 1e-9;
/** The two ends of a range the fields accept: "1-2", "1 – 2", "1 to 2". */
const RANGE_ENDS = /^(.+?)\s*(?:-|–|—|\bto\b)\s*(.+)$/i;

const squeeze = (text: string) => text.trim().replace(/\s+/g, ' ');

/** The amount of a line as the fields show it: "1 1/2", "1-2", or empty. */
function amountOf(line: IngredientLine): string {
  if (line.range) return `${formatAmount(line.range.low)}-${formatAmount(line.range.high)}`;
  return line.quantity === null ? '' : formatAmount(line.quantity);
}

/** The food as the cook wrote it: the line's ingredient without its note ("garlic, minced"). */
function writtenFood(line: IngredientLine): string {
  if (line.note === '') return line.ingredient;
  for (const tail of [`, ${line.note}`, ` (${line.note})`, ` ${line.note}`]) {
    if (line.ingredient.endsWith(tail)) return line.ingredient.slice(0, -tail.length);
  }
  return line.food;
}

/** The fields a correction starts from; a line that could not be read is all food. */
export function fieldsOf(line: IngredientLine, language = 'en'): CorrectionFields {
  if (line.food === '') return { amount: '', unit: '', food: squeeze(line.text), note: '' };
  return {
    amount: withDecimalSeparator(amountOf(line), language),
    unit: line.units,
    food: writtenFood(line),
    note: line.note,
  };
}

/** The amount field read, its decimal comma as `language` writes it ("0,5"). */
function readAmount(text: string, language: string): Amount | string {
  if (text === '') return null;
  const single = parseAmount(text, language);
  if (single.ok) return { low: single.value, high: null };
  const ends = single.error.code === 'range' ? RANGE_ENDS.exec(text) : null;
  const low = parseAmount(ends?.[1] ?? '', language);
  const high = parseAmount(ends?.[2] ?? '', language);
  return low.ok && high.ok ? { low: low.value, high: high.value } : single.error.message;
}

const same = (a: number | undefined, b: number | null | undefined) =>
  a !== undefined && b !== undefined && b !== null && Math.abs(a - b) < SAME_AMOUNT;

function readsAmount(line: IngredientLine, amount: Amount): boolean {
  if (amount === null) return line.quantity === null;
  if (amount.high === null) return line.range === null && same(amount.low, line.quantity);
  return same(amount.low, line.range?.low) && same(amount.high, line.range?.high);
}

function readsBack(
  read: IngredientLine,
  fields: Omit<CorrectionFields, 'amount'>,
  amount: Amount,
  tail: string,
): boolean {
  return (
    readsAmount(read, amount) &&
    read.units === fields.unit &&
    read.note === fields.note &&
    read.food !== '' &&
    (read.food === fields.food.toLowerCase() || read.ingredient === tail)
  );
}

/**
 * The canonical line for the fields ("1 1/2 cups flour, sifted"), when the parser reads it back
 * to exactly those fields: the amount, the unit as typed, the note, and the food (its key, or as
 * written). A note the parser does not take after a comma is tried in parentheses
 * ("potatoes (firm/waxy)"). Otherwise what is wrong, with the parser's reading, so the cook can
 * see why.
 */
export function correctedLine(fields: CorrectionFields, language = 'en'): Correction {
  const [amountText, unit, food, note] = [fields.amount, fields.unit, fields.food, fields.note].map(
    squeeze,
  ) as [string, string, string, string];
  if (food === '') return { ok: false, problem: INGREDIENT_TEXT.foodRequired };
  const amount = readAmount(amountText, language);
  if (typeof amount === 'string') return { ok: false, problem: amount };
  const tails = note === '' ? [food] : [`${food}, ${note}`, `${food} (${note})`];
  const candidates = tails.map((tail) => {
    const text = [amountText, unit, tail].filter((part) => part !== '').join(' ');
    const read = parseIngredientLine(text);
    return { text, read, ok: readsBack(read, { unit, food, note }, amount, tail) };
  });
  const fitting = candidates.find((candidate) => candidate.ok);
  if (fitting) return { ok: true, text: fitting.text };
  return { ok: false, problem: INGREDIENT_TEXT.readDifferently, read: candidates[0]?.read };
}

/** The ingredients text with its `index`-th line (blank lines not counted) replaced. */
export function replaceLine(text: string, index: number, line: string): string {
  const lines = text.split(/\r\n|\r|\n/);
  let seen = -1;
  return lines
    .map((current) => {
      if (current.trim() === '') return current;
      seen += 1;
      return seen === index ? line : current;
    })
    .join('\n');
}
