import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCALE_MULTIPLIERS } from '../constants.js';
import type { IngredientLine } from '../ingredients/model.js';
import { parseIngredientLine } from '../ingredients/parse.js';
import { understood } from '../ingredients/understood.js';
import { formatAmount } from '../parsing/amount.js';
import { anyText } from '../test-support/arbitraries.js';
import { SHOWN_IN, type ConvertingSystem } from '../test-support/unit-systems.js';
import {
  baseAmount,
  convertIngredient,
  convertMeasure,
  formatConvertedIngredient,
  friendlyUsValue,
  unitLabel,
  type UnitSystem,
} from './convert.js';
import { findUnit, UNITS, type UnitId } from './units.js';

/** A line as the parser gives it: the unit's dictionary key read from the unit as written. */
function line(
  quantity: number | null,
  units: string,
  ingredient: string,
  more: Partial<IngredientLine> = {},
): IngredientLine {
  return {
    quantity,
    units,
    ingredient,
    text: [quantity ?? '', units, ingredient].join(' ').trim(),
    food: ingredient.toLowerCase(),
    note: '',
    unit: findUnit(units)?.unit.id ?? null,
    range: null,
    alternate: '',
    optional: false,
    approximate: false,
    ...more,
  };
}

describe('formatConvertedIngredient', () => {
  /** A test a row: the line shown in `system` at the row's factor reads as the row says. */
  function itShows(system: ConvertingSystem, rows: [IngredientLine, number, string][]) {
    it.each(rows)(
      `when %j is shown in ${SHOWN_IN[system]} at %dx, then it reads %j`,
      (ingredient, factor, text) => {
        expect(formatConvertedIngredient(ingredient, system, factor)).toBe(text);
      },
    );
  }

  itShows('metric', [
    [line(2, 'cups', 'flour'), 1, '475 ml flour'],
    [line(2, 'cups', 'flour'), 2, '945 ml flour'],
    [line(2, 'cups', 'flour'), 3, '1.4 l flour'],
    [line(1, 'cup', 'brown sugar'), 1, '235 ml brown sugar'],
    [line(0.25, 'tsp', 'red pepper flakes'), 1, '1.2 ml red pepper flakes'],
    [line(1, 'tsp', 'salt'), 1, '4.9 ml salt'],
    [line(0.5, 'tsp', 'salt'), 1, '2.5 ml salt'],
    [line(1, 'T', 'butter'), 1, '15 ml butter'],
    [line(1, 'fl oz', 'rum'), 1, '30 ml rum'],
    [line(1, 'pint', 'cream'), 1, '475 ml cream'],
    [line(1, 'qt', 'stock'), 1, '945 ml stock'],
    [line(1, 'lb', 'butter'), 1, '455 g butter'],
    [line(8, 'oz', 'cheese'), 1, '225 g cheese'],
    [line(3, 'lbs', 'potatoes'), 1, '1.4 kg potatoes'],
    [line(250, 'g', 'butter'), 1, '250 g butter'],
    [line(2.5, 'dl', 'milk'), 1, '2.5 dl milk'],
  ]);

  itShows('us', [
    [line(250, 'g', 'butter'), 1, '8 7/8 oz butter'],
    [line(500, 'g', 'flour'), 1, '1 1/8 lb flour'],
    [line(100, 'ml', 'milk'), 1, '3/8 cup milk'],
    [line(250, 'ml', 'milk'), 1, '1 cup milk'],
    [line(250, 'ml', 'milk'), 2, '2 1/8 cups milk'],
    [line(5, 'ml', 'vanilla'), 1, '1 tsp vanilla'],
    [line(15, 'ml', 'oil'), 1, '1 tbsp oil'],
    [line(30, 'ml', 'oil'), 1, '2 tbsp oil'],
    [line(1, 'l', 'water'), 1, '4 1/4 cups water'],
    [line(4, 'l', 'stock'), 1, '4 1/4 quarts stock'],
    [line(5, 'g', 'yeast'), 1, '0.18 oz yeast'],
    [line(1.5, 'cups', 'sugar'), 2, '3 cups sugar'],
  ]);

  it('when a unit is not a measure, then the line is the scaled line as written', () => {
    const eggs = line(2, 'large', 'eggs');
    expect(formatConvertedIngredient(eggs, 'metric', 3)).toBe('6 large eggs');
    expect(formatConvertedIngredient(eggs, 'us', 1)).toBe('2 large eggs');
  });

  it('when an ingredient has no amount, then it is shown as written', () => {
    const salt = line(null, '', 'salt to taste');
    expect(convertIngredient(salt, 'metric', 2)).toEqual({
      quantity: null,
      amount: '',
      units: '',
      alternate: '',
      ingredient: 'salt to taste',
      converted: false,
    });
  });

  it('when the units as written are asked for, then the line is the scaled line', () => {
    const flour = line(1.5, 'cups', 'flour');
    expect(formatConvertedIngredient(flour, 'original', 2)).toBe('3 cups flour');
    expect(formatConvertedIngredient(line(2.5, 'dl', 'milk'), 'original')).toBe('2 1/2 dl milk');
  });

  it('when converted, then the parts say so and keep the amount shown as a number', () => {
    expect(convertIngredient(line(2, 'cups', 'flour'), 'metric', 1)).toEqual({
      quantity: 475,
      amount: '475',
      units: 'ml',
      alternate: '',
      ingredient: 'flour',
      converted: true,
    });
  });

  it('when the model names the unit, then its key decides the measure, not the words', () => {
    expect(formatConvertedIngredient(line(2, 'Tbsp', 'butter', { unit: 'tbsp' }), 'metric')).toBe(
      '30 ml butter',
    );
    const garlic = line(4, 'cloves', 'garlic, minced', { unit: 'clove', food: 'garlic' });
    expect(formatConvertedIngredient(garlic, 'metric', 2)).toBe('8 cloves garlic, minced');
  });

  it('when a stored ingredient has only the three fields, then it is shown through understood()', () => {
    const stored = { quantity: 2, units: 'cups', ingredient: 'flour' };
    expect(formatConvertedIngredient(understood(stored), 'metric')).toBe('475 ml flour');
  });
});

describe('ranges, approximate and alternate amounts', () => {
  const flour = line(1, 'cups', 'flour', { range: { low: 1, high: 2 } });

  it('when a range is shown, then both ends scale and read with a dash', () => {
    expect(formatConvertedIngredient(flour, 'original', 1)).toBe('1–2 cups flour');
    expect(formatConvertedIngredient(flour, 'original', 2)).toBe('2–4 cups flour');
    expect(convertIngredient(flour, 'original', 3)).toMatchObject({ quantity: 3, amount: '3–6' });
  });

  it('when a typed range is scaled to any number of servings, then both ends scale by it', () => {
    const cups = parseIngredientLine('2-3 cups flour');
    // 6 servings of a recipe for 4, 5 of one for 4, 1 of one for 3.
    expect(formatConvertedIngredient(cups, 'original', 6 / 4)).toBe('3–4 1/2 cups flour');
    expect(formatConvertedIngredient(cups, 'original', 5 / 4)).toBe('2 1/2–3 3/4 cups flour');
    expect(formatConvertedIngredient(cups, 'original', 1 / 3)).toBe('2/3–1 cups flour');
  });

  it('when a range is converted, then both ends are converted into one unit', () => {
    expect(formatConvertedIngredient(flour, 'metric', 1)).toBe('235–475 ml flour');
    expect(formatConvertedIngredient(flour, 'metric', 3)).toBe('0.7–1.4 l flour');
    const milk = line(100, 'ml', 'milk', { range: { low: 100, high: 300 } });
    expect(formatConvertedIngredient(milk, 'us')).toBe('3/8–1 1/4 cups milk');
  });

  it('when an amount is approximate, then it reads "about" in every unit system', () => {
    const potatoes = line(800, 'g', 'potatoes', { approximate: true });
    expect(formatConvertedIngredient(potatoes, 'original')).toBe('about 800 g potatoes');
    expect(formatConvertedIngredient(potatoes, 'original', 2)).toBe('about 1600 g potatoes');
    expect(formatConvertedIngredient(potatoes, 'us')).toBe('about 1 3/4 lb potatoes');
  });

  it('when a line gives an alternate amount, then it is shown as written, scaled, or left to the conversion', () => {
    const potatoes = line(400, 'g', 'potatoes (firm/waxy)', {
      alternate: '15 oz',
      note: 'firm/waxy',
    });
    expect(formatConvertedIngredient(potatoes, 'original')).toBe(
      '400 g (15 oz) potatoes (firm/waxy)',
    );
    expect(formatConvertedIngredient(potatoes, 'original', 2)).toBe(
      '800 g (30 oz) potatoes (firm/waxy)',
    );
    expect(formatConvertedIngredient(potatoes, 'metric')).toBe('400 g potatoes (firm/waxy)');
    expect(formatConvertedIngredient(potatoes, 'us')).toBe('14 oz potatoes (firm/waxy)');
  });

  it('when the amount is not a measure but its alternate is, then the alternate is converted', () => {
    const tomatoes = line(1, 'can', 'tomatoes', { unit: 'can', alternate: '400g' });
    expect(formatConvertedIngredient(tomatoes, 'us', 2)).toBe('2 can (1 3/4 lb) tomatoes');
    expect(formatConvertedIngredient(tomatoes, 'metric')).toBe('1 can (400 g) tomatoes');
    const unreadable = line(1, 'can', 'tomatoes', { unit: 'can', alternate: 'a big one' });
    expect(formatConvertedIngredient(unreadable, 'original', 2)).toBe('2 can tomatoes');
  });
});

describe('friendlyUsValue', () => {
  it.each([
    [0.5, 0.5],
    [0.34, 1 / 3],
    [0.13, 0.125],
    [2.7, 2 + 2 / 3],
    [12.3, 12.5],
    [123.4, 123],
    [0.01, 0.01],
    [0.176, 0.18],
    [0, 0],
  ])('when given %d, then it gives %d', (value, expected) => {
    expect(friendlyUsValue(value)).toBeCloseTo(expected, 9);
  });
});

const ALL_UNITS = Object.keys(UNITS) as UnitId[];
const unitsOf = (system: 'us' | 'metric') => ALL_UNITS.filter((id) => UNITS[id].system === system);
const unitOf = (system: 'us' | 'metric') => fc.constantFrom(...unitsOf(system));
const pickUnit = (system: 'us' | 'metric', pick: number): UnitId => {
  const units = unitsOf(system);
  return units[pick % units.length] ?? 'g';
};
const system = fc.constantFrom('us' as const, 'metric' as const);
/** Amounts as recipes write them, from a sixteenth to 200 of any unit. */
const amount = fc.double({ min: 1 / 16, max: 200, noNaN: true });
const factor = fc.constantFrom(...SCALE_MULTIPLIERS);
const other = (system: 'us' | 'metric') => (system === 'us' ? 'metric' : 'us');

/**
 * Rounding puts a metric amount within 5 % of the exact one and a US amount within 15 % (kitchen
 * fractions of a cup are coarse; see convert.ts).
 */
const ROUNDING = { metric: 0.05, us: 0.15 } as const;
function within(actual: number, expected: number, relative: number): boolean {
  return Math.abs(actual - expected) <= relative * Math.abs(expected) + 1e-9;
}

describe('conversion properties', () => {
  it('when converted there and back, then the amount stays within the two roundings', () => {
    fc.assert(
      fc.property(system, amount, fc.nat(), (from, value, pick) => {
        const unit = pickUnit(from, pick);
        const there = convertMeasure(value, unit, other(from));
        const back = convertMeasure(there.value, there.unit, from);
        const slack = (1 + ROUNDING.metric) * (1 + ROUNDING.us) - 1;
        return (
          UNITS[back.unit].kind === UNITS[unit].kind &&
          within(baseAmount(back), value * UNITS[unit].base, slack)
        );
      }),
    );
  });

  it('when scaled then converted, then it equals converted then scaled within rounding', () => {
    fc.assert(
      fc.property(system, amount, factor, fc.nat(), (from, value, times, pick) => {
        const unit = pickUnit(from, pick);
        const to = other(from);
        const scaledFirst = convertIngredient(line(value, unitLabel(unit, 1), 'x'), to, times);
        const convertedFirst = convertIngredient(line(value, unitLabel(unit, 1), 'x'), to, 1);
        const measure = (shown: typeof scaledFirst) => {
          const found = findUnit(shown.units);
          return found && shown.quantity !== null
            ? baseAmount({ value: shown.quantity, unit: found.unit.id })
            : Number.NaN;
        };
        const exact = value * times * UNITS[unit].base;
        // Each side is within the rounding of the exact amount, so they are within two.
        const r = ROUNDING[to];
        return (
          within(measure(scaledFirst), exact, r) &&
          within(measure(scaledFirst), measure(convertedFirst) * times, (2 * r) / (1 - r))
        );
      }),
    );
  });

  it('when the units are not a measure, then every setting shows the line as written, scaled', () => {
    const notAMeasure = anyText.filter(
      (units) => findUnit(units) === undefined && !units.includes('–'),
    );
    fc.assert(
      fc.property(
        fc.option(amount),
        notAMeasure,
        anyText,
        fc.constantFrom<UnitSystem>('original', 'metric', 'us'),
        factor,
        (quantity, units, ingredient, system, times) => {
          const written = line(quantity, units, ingredient);
          const amount = quantity === null ? '' : formatAmount(quantity * times);
          const expected = [amount, units, ingredient].filter((part) => part !== '').join(' ');
          return formatConvertedIngredient(written, system, times) === expected;
        },
      ),
    );
  });

  it('when the amount is already in the chosen system, then the unit is kept as written', () => {
    fc.assert(
      fc.property(system, amount, factor, (chosen, value, times) => {
        for (const unit of unitsOf(chosen)) {
          const shown = convertIngredient(line(value, unitLabel(unit, 1), 'x'), chosen, times);
          if (shown.converted || shown.units !== unitLabel(unit, 1)) return false;
          if (shown.quantity !== value * times) return false;
        }
        return true;
      }),
    );
  });

  it('when any unit is converted, then volume stays volume and mass stays mass', () => {
    fc.assert(
      fc.property(system, unitOf('us'), unitOf('metric'), amount, (to, us, metric, value) => {
        const from = to === 'us' ? metric : us;
        return UNITS[convertMeasure(value, from, to).unit].kind === UNITS[from].kind;
      }),
    );
  });
});
