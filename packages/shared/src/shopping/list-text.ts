import type { SiteLanguage } from '../languages/languages.js';
import { AISLES } from '../schemas/kitchen.js';
import { amountToBuy, oneLine } from './line-amount.js';
import { shoppingLineText } from './list-language.js';
import { NOTHING_TO_BUY } from '../schemas/kitchen-messages.js';

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

export { NOTHING_TO_BUY };

/** "meat and fish" is headed "Meat and fish". */
export function aisleTitle(aisle: string): string {
  return aisle.charAt(0).toUpperCase() + aisle.slice(1);
}

/** One line as the list shows it: "1 1/2 cups milk", "500 g plain flour", "salt". */
export function lineAsText(line: Pick<TextLine, 'quantity' | 'units' | 'ingredient'>): string {
  const { amount, units } =
    line.quantity === null
      ? { amount: '', units: line.units }
      : amountToBuy(line.quantity, line.units);
  return [amount, units, oneLine(line.ingredient)].filter((part) => part.trim() !== '').join(' ');
}

/**
 * The list as plain text: its name, a blank line, then each aisle that has something left to buy
 * (its name, then its lines), aisles apart by a blank line. Lines of one ingredient stay together,
 * in the order the list gives them. An aisle is headed by the household's name for it, else its id
 * capitalised. Given a `language`, each line names its food and units in it (shoppingLineText);
 * without one, as the lines hold them.
 */
export function listAsText(list: TextList, language?: SiteLanguage): string {
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
    const lines = [...keys.values()]
      .flat()
      .map((line) => `- ${language ? shoppingLineText(line, language) : lineAsText(line)}`);
    return [[oneLine(aisleName(aisle)), ...lines].join('\n')];
  });
  const body = sections.length === 0 ? NOTHING_TO_BUY : sections.join('\n\n');
  return `${oneLine(list.name)}\n\n${body}\n`;
}
