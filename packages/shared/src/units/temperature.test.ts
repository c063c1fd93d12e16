import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText } from '../test-support/arbitraries.js';
import { SHOWN_IN, type ConvertingSystem } from '../test-support/unit-systems.js';
import type { UnitSystem } from './convert.js';
import { celsiusToFahrenheit, convertTemperatures, fahrenheitToCelsius } from './temperature.js';

describe('convertTemperatures', () => {
  /** A test a row: the first text shown in `system` reads as the second. */
  function itShows(system: ConvertingSystem, rows: [string, string][]) {
    it.each(rows)(`when %j is shown in ${SHOWN_IN[system]}, then it reads %j`, (text, shown) => {
      expect(convertTemperatures(text, system)).toBe(shown);
    });
  }

  itShows('metric', [
    ['Bake at 325F for an hour.', 'Bake at 325°F (163°C) for an hour.'],
    ['Preheat the oven to 350 °F.', 'Preheat the oven to 350°F (177°C).'],
    ['Heat to 350°F', 'Heat to 350°F (177°C)'],
    ['Roast at 425 degrees F', 'Roast at 425°F (218°C)'],
    ['Roast at 400 degrees Fahrenheit', 'Roast at 400°F (204°C)'],
    ['Bake at 375 F until golden', 'Bake at 375°F (191°C) until golden'],
    ['Bake at 350-375F', 'Bake at 350–375°F (177–191°C)'],
    ['Bake at 350 to 375 °F', 'Bake at 350 to 375°F (177 to 191°C)'],
    ['Oven at 350℉.', 'Oven at 350°F (177°C).'],
    ['Freeze at 0°F', 'Freeze at 0°F (-18°C)'],
    ['Bake at 180C, fan 160C.', 'Bake at 180C, fan 160C.'],
  ]);

  itShows('us', [
    ['Bake at 180C.', 'Bake at 180°C (356°F).'],
    ['Bake at 200 degrees C', 'Bake at 200°C (392°F)'],
    ['Bake at 220 °C', 'Bake at 220°C (428°F)'],
    ['Bake at 190º C', 'Bake at 190°C (374°F)'],
    ['Heat to 160 celsius', 'Heat to 160°C (320°F)'],
    ['Freeze at -18C', 'Freeze at -18°C (0°F)'],
    ['Freeze at −18 °C', 'Freeze at −18°C (0°F)'],
    ['Oven 200℃', 'Oven 200°C (392°F)'],
    ['Bake at 325F.', 'Bake at 325F.'],
  ]);

  it.each([
    'Add 2 C sugar and 1 c milk.',
    'Add 1-2 C flour.',
    'Bake at 350 for 20 minutes.',
    'Bake at 350 f for 20 minutes.',
    'Bake until 350 degrees.',
    'Use 12 Cups of stock.',
    'Cut into 2 cm pieces.',
    'Step 3: fold in.',
    'Vitamin C and vitamin D.',
  ])('when %j has no temperature, then it is unchanged', (text) => {
    expect(convertTemperatures(text, 'us')).toBe(text);
    expect(convertTemperatures(text, 'metric')).toBe(text);
  });

  it('when the units as written are asked for, then the text is never changed', () => {
    expect(convertTemperatures('Bake at 325F', 'original')).toBe('Bake at 325F');
    fc.assert(fc.property(anyText, (text) => convertTemperatures(text, 'original') === text));
  });
});

const system = fc.constantFrom<UnitSystem>('metric', 'us');
const converted = /(-?\d+)°[CF] \((-?\d+)°[CF]\)/;

describe('temperature properties', () => {
  it('when a Fahrenheit temperature is shown in metric, then the Celsius beside it converts back within half a degree', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -40, max: 600 }),
        fc.constantFrom('F', '°F', ' °F', ' F', ' degrees F', '℉'),
        (fahrenheit, written) => {
          const match = converted.exec(
            convertTemperatures(`Bake at ${fahrenheit}${written}.`, 'metric'),
          );
          if (!match) return false;
          const celsius = Number(match[2]);
          return (
            Number(match[1]) === fahrenheit &&
            Math.abs(celsiusToFahrenheit(celsius) - fahrenheit) <= 0.9 + 1e-9
          );
        },
      ),
    );
  });

  it('when a Celsius temperature is shown in US units and back, then the same whole degree returns', () => {
    fc.assert(
      fc.property(fc.integer({ min: -40, max: 320 }), (celsius) => {
        const fahrenheit = converted.exec(convertTemperatures(`Bake at ${celsius} °C.`, 'us'))?.[2];
        if (fahrenheit === undefined) return false;
        const back = converted.exec(convertTemperatures(`Bake at ${fahrenheit}F.`, 'metric'));
        return Number(back?.[2]) === celsius;
      }),
    );
  });

  it('when text is converted twice, then it reads as after once', () => {
    const recipeText = fc
      .array(
        fc.oneof(
          anyText,
          fc.constantFrom('325F', '180 °C', '350-375 degrees F', '−18C', '2 C sugar', '200℃', ' '),
        ),
      )
      .map((parts) => parts.join(' '));
    fc.assert(
      fc.property(recipeText, system, (text, chosen) => {
        const once = convertTemperatures(text, chosen);
        return convertTemperatures(once, chosen) === once;
      }),
    );
  });

  it('when text holds no digit, then it is unchanged', () => {
    fc.assert(
      fc.property(
        anyText.filter((text) => !/\p{N}/u.test(text)),
        system,
        (text, chosen) => convertTemperatures(text, chosen) === text,
      ),
    );
  });

  it('when converted both ways, then the formulas are inverse', () => {
    fc.assert(
      fc.property(fc.double({ min: -500, max: 5000, noNaN: true }), (degrees) => {
        return Math.abs(fahrenheitToCelsius(celsiusToFahrenheit(degrees)) - degrees) < 1e-9;
      }),
    );
  });
});
