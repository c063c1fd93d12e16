import { formatAmount, formatDecimal } from '../parsing/amount.js';
import { convertMeasure, unitLabel } from '../units/convert.js';
import { UNITS, type UnitId } from '../units/units.js';

/* The amount of a shopping line as the list shows it, in whichever language the line is read. */

const isUnitId = (units: string): units is UnitId => Object.hasOwn(UNITS, units);

/** An amount to buy: its number, that number as the list writes it, and its units. */
export interface AmountToBuy {
  value: number;
  amount: string;
  units: string;
}

/**
 * The amount to buy, as the list shows it: measures rounded as a scale, jug or spoon shows them,
 * counts and free units rounded up (nobody buys 4.4 eggs).
 */
export function amountToBuy(quantity: number, units: string): AmountToBuy {
  if (isUnitId(units)) {
    const { system } = UNITS[units];
    const measure = convertMeasure(quantity, units, system);
    const amount = system === 'metric' ? formatDecimal(measure.value) : formatAmount(measure.value);
    return { value: measure.value, amount, units: unitLabel(measure.unit, measure.value) };
  }
  const whole =
    Math.abs(quantity - Math.round(quantity)) < 1e-9 ? Math.round(quantity) : Math.ceil(quantity);
  return { value: whole, amount: formatAmount(whole), units };
}

/** Text on one line: a line break typed into a name must not start a line of its own. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
