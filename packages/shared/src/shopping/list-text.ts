import { formatAmount, formatDecimal } from '../parsing/amount.js';
import { AISLES } from '../schemas/kitchen.js';
import { convertMeasure, unitLabel } from '../units/convert.js';
import { UNITS, type UnitId } from '../units/units.js';

/*
 * A shopping list as plain text, to copy, share or print: the list's name, then what is left to
 * buy, aisle by aisle in the list's aisle order, one "- 2 cups flour" per line, amounts written as
 * the list shows them. Ticked lines are left out: they are already in the basket.
 */

/** What the text needs of a line. */
export interface TextLine {
  ingredient: string;
  key: string;
  quantity: number | null;
  units: string;
  aisle: string;
  checked: boolean;
}

/** What the text needs of a list. */
export interface TextList {
  name: string;
  items: readonly TextLine[];
  /**
   * The household's aisle order (AISLES' when not given); aisles it leaves out follow, in the
   * order their lines come.
   */
  aisle_order?: readonly string[] | undefined;
  /** The household's names of its aisles (its own ones, renamed ones); others by their id. */
  aisle_names?: Readonly<Record<string, string>> | undefined;
}

/** The text of a list with nothing left to buy. */
export const NOTHING_TO_BUY = 'Nothing left to buy.';

const isUnitId = (units: string): units is UnitId => Object.hasOwn(UNITS, units);

/** "meat and fish" is headed "Meat and fish". */
export function aisleTitle(aisle: string): string {
  return aisle.charAt(0).toUpperCase() + aisle.slice(1);
}

/**
 * The amount to buy, as the list shows it: measures rounded as a scale, jug or spoon shows them,
 * counts and free units rounded up (nobody buys 4.4 eggs).
 */
function amountToBuy(quantity: number, units: string): { amount: string; units: string } {
  if (isUnitId(units)) {
    const { system } = UNITS[units];
    const measure = convertMeasure(quantity, units, system);
    const amount = system === 'metric' ? formatDecimal(measure.value) : formatAmount(measure.value);
    return { amount, units: unitLabel(measure.unit, measure.value) };
  }
  const whole =
    Math.abs(quantity - Math.round(quantity)) < 1e-9 ? Math.round(quantity) : Math.ceil(quantity);
  return { amount: formatAmount(whole), units };
}

/** One line as the list shows it: "1 1/2 cups milk", "500 g plain flour", "salt". */
export function lineAsText(line: Pick<TextLine, 'quantity' | 'units' | 'ingredient'>): string {
  const { amount, units } =
    line.quantity === null
      ? { amount: '', units: line.units }
      : amountToBuy(line.quantity, line.units);
  return [amount, units, oneLine(line.ingredient)].filter((part) => part.trim() !== '').join(' ');
}

/** Text on one line: a line break typed into a name must not start a line of its own. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The list as plain text: its name, a blank line, then each aisle that has something left to buy
 * (its name, then its lines), aisles apart by a blank line. Lines of one ingredient stay together,
 * in the order the list gives them. An aisle is headed by the household's name for it, else its id
 * capitalised.
 */
export function listAsText(list: TextList): string {
  const aisleName = (aisle: string) => list.aisle_names?.[aisle] ?? aisleTitle(aisle);
  const byAisle = new Map<string, Map<string, TextLine[]>>();
  for (const line of list.items) {
    if (line.checked) continue;
    let keys = byAisle.get(line.aisle);
    if (!keys) {
      keys = new Map();
      byAisle.set(line.aisle, keys);
    }
    const same = keys.get(line.key);
    if (same) same.push(line);
    else keys.set(line.key, [line]);
  }
  const order = [...(list.aisle_order ?? AISLES), ...byAisle.keys()];
  const sections = [...new Set(order)].flatMap((aisle) => {
    const keys = byAisle.get(aisle);
    if (!keys) return [];
    const lines = [...keys.values()].flat().map((line) => `- ${lineAsText(line)}`);
    return [[oneLine(aisleName(aisle)), ...lines].join('\n')];
  });
  const body = sections.length === 0 ? NOTHING_TO_BUY : sections.join('\n\n');
  return `${oneLine(list.name)}\n\n${body}\n`;
}
