import { unitKeyOf } from '../ingredients/dictionary.js';
import { foodName } from '../ingredients/foods.js';
import type { SiteLanguage } from '../languages/languages.js';
import { takesPlural, unitName } from '../units/unit-names.js';
import { amountToBuy, oneLine } from './line-amount.js';
import { readRange } from './ranges.js';

/*
 * A shopping line in the reader's language: lines merged from recipes written in several
 * languages ("1 EL Zucker", "2 tbsp sugar") are one line of the list, and each reader sees it in
 * their own words ("3 EL Zucker", "3 tbsp sugar"). Foods and units outside the dictionary stay as
 * the list holds them.
 */

/** What the words of a line need: its amount, its merge key, and its name as written. */
export interface LanguageLine {
  quantity: number | null;
  units: string;
  ingredient: string;
  key: string;
}

const decimalMarks = new Map<SiteLanguage, string>();

/** "1.5" as a reader of `language` writes it ("1,5"); fractions ("1 1/2") stay as they are. */
function localAmount(amount: string, language: SiteLanguage): string {
  if (!/^\d+\.\d+$/.test(amount)) return amount;
  let mark = decimalMarks.get(language);
  if (mark === undefined) {
    const parts = new Intl.NumberFormat(language).formatToParts(1.5);
    mark = parts.find((part) => part.type === 'decimal')?.value ?? '.';
    decimalMarks.set(language, mark);
  }
  return amount.replace('.', mark);
}

/** Units as the list holds them ("tbsp", "cups", "cloves", "pinch") in `language`, after `count`. */
function unitsIn(units: string, language: SiteLanguage, count: number): string {
  if (units === '') return '';
  const key = unitKeyOf(units);
  return (key === null ? undefined : unitName(key, language, count)) ?? units;
}

/**
 * The food of a line in `language`: a food of the dictionary by its name there, plural after a
 * unit ("500 g Kartoffeln") or a count that takes it ("3 Eier"); any other as the list holds it.
 */
function foodIn(line: LanguageLine, language: SiteLanguage, count: number | null): string {
  const plural = count === null || line.units !== '' || takesPlural(language, count);
  return foodName(line.key, language, plural) ?? oneLine(line.ingredient);
}

/**
 * One line of a list as a reader of `language` reads it, amounts written as lineAsText writes
 * them: "3 EL Zucker" to a German reader and "3 tbsp sugar" to an English one for the same line,
 * "6-8 c. à s. de sucre" for a range, "Knoblauch" without an amount, "糖 3汤匙" in Chinese.
 */
export function shoppingLineText(line: LanguageLine, language: SiteLanguage): string {
  let amount = '';
  let units = '';
  let count: number | null = null;
  if (line.quantity !== null) {
    const toBuy = amountToBuy(line.quantity, line.units);
    count = toBuy.value;
    amount = localAmount(toBuy.amount, language);
    units = unitsIn(toBuy.units, language, count);
  } else {
    const range = readRange(line.units);
    if (range) {
      count = range.range.high;
      amount = line.units.slice(0, line.units.length - range.unit.length).trim();
      units = unitsIn(range.unit, language, count);
    } else {
      units = unitsIn(line.units, language, 1);
    }
  }
  const food = foodIn({ ...line, units }, language, count);
  // Chinese names the food first and writes the unit straight after its number: "糖 4汤匙".
  if (language === 'zh') return [food, `${amount}${units}`].filter((part) => part !== '').join(' ');
  const joined = units === '' ? food : joinedFood(food, language);
  return [amount, units, joined].filter((part) => part.trim() !== '').join(' ');
}

/** The word that joins a unit to its food: "3 c. à s. de sucre", "2 gousses d’ail", "50 g di zucchero". */
const JOINERS: Readonly<Partial<Record<SiteLanguage, string>>> = {
  fr: 'de',
  es: 'de',
  it: 'di',
  pt: 'de',
};

function joinedFood(food: string, language: SiteLanguage): string {
  const joiner = JOINERS[language];
  if (joiner === undefined) return food;
  // French drops the vowel before a vowel or a mute h ("d’ail", "d’huile"), not before
  // "haricots", whose h is aspirated.
  if (language === 'fr' && /^(?:[aeiouyâàéèêîôœ]|hui|her)/iu.test(food)) return `d’${food}`;
  return `${joiner} ${food}`;
}

/**
 * The name of a line's food as a reader of `language` reads it, with a capital ("Zucker",
 * "Eggs"), for where a list shows the name apart from its amount; the line's own name for a food
 * outside the dictionary.
 */
export function shoppingFoodName(
  line: Pick<LanguageLine, 'key' | 'ingredient'>,
  language: SiteLanguage,
): string {
  const name = foodName(line.key, language, true) ?? oneLine(line.ingredient);
  return name.charAt(0).toUpperCase() + name.slice(1);
}
