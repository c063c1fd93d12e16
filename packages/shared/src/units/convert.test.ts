import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCALE_MULTIPLIERS } from '../constants.js';
import { formatIngredient } from '../ingredients/parse.js';
import type { Ingredient } from '../schemas/recipe.js';
import { anyText } from '../test-support/arbitraries.js';
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

function line(quantity: number | null, units: string, ingredient: string): Ingredient {
  return { quantity, units, ingredient };
}

describe('formatConvertedIngredient', () => {
  it.each<[Ingredient, number, string]>([
    [line(2, 'cups', 'flour'), 1, '475 ml flour'],
    [line(2, 'cups', 'flour'), 2, '945 ml flour'],
    [line(2, 'cups', 'flour'), 3, '1.4 l flour'],
    [line(1, 'cup brown', 'sugar'), 1, '235 ml brown sugar'],
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
  ])('when %j is shown in metric at %dx, then it reads %j', (ingredient, factor, text) => {
    expect(formatConvertedIngredient(ingredient, 'metric', factor)).toBe(text);
  });

  it.each<[Ingredient, number, string]>([
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
  ])('when %j is shown in US units at %dx, then it reads %j', (ingredient, factor, text) => {
    expect(formatConvertedIngredient(ingredient, 'us', factor)).toBe(text);
  });

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
      ingredient: 'flour',
      converted: true,
    });
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
    const notAMeasure = anyText.filter((units) => findUnit(units) === undefined);
    fc.assert(
      fc.property(
        fc.option(amount),
        notAMeasure,
        anyText,
        fc.constantFrom<UnitSystem>('original', 'metric', 'us'),
        factor,
        (quantity, units, ingredient, system, times) => {
          const written = line(quantity, units, ingredient);
          return (
            formatConvertedIngredient(written, system, times) === formatIngredient(written, times)
          );
        },
      ),
    );
  });

  it('when the amount is already in the chosen system, then the unit is kept as written', () => {
    fc.assert(
      fc.property(system, amount, factor, (chosen, value, times) => {
        for (const unit of unitsOf(chosen)) {
          const shown = convertIngredient(
            line(value, `${unitLabel(unit, 1)} chopped`, 'x'),
            chosen,
            times,
          );
          if (shown.converted || shown.units !== `${unitLabel(unit, 1)} chopped`) return false;
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
