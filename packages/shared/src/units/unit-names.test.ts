import { describe, expect, it } from 'vitest';
import { unitKeyOf, UNIT_SPELLINGS } from '../ingredients/dictionary.js';
import { SITE_LANGUAGES, type SiteLanguage } from '../languages/languages.js';
import { takesPlural, unitName } from './unit-names.js';
import { UNITS } from './units.js';

/** The units a shopping list names most, each of which every language names. */
const LISTED = [...Object.keys(UNITS), 'pinch', 'clove', 'can', 'package', 'slice', 'piece'];

describe('unitName', () => {
  it('when each listed unit is named in each language, then the name reads back as that unit', () => {
    const wrong: string[] = [];
    for (const language of SITE_LANGUAGES) {
      for (const unit of LISTED) {
        for (const count of [1, 3, 12]) {
          const name = unitName(unit, language, count);
          if (name === undefined) continue;
          if (unitKeyOf(name) !== unit) {
            wrong.push(
              `${language} ${unit} ${count}: "${name}" reads as ${String(unitKeyOf(name))}`,
            );
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('when each listed unit is named in each language, then it has a name', () => {
    const missing = SITE_LANGUAGES.flatMap((language) =>
      LISTED.filter((unit) => unitName(unit, language, 1) === undefined).map(
        (unit) => `${language} ${unit}`,
      ),
    );
    expect(missing).toEqual([]);
  });

  it.each<[string, SiteLanguage, number, string]>([
    ['tbsp', 'de', 4, 'EL'],
    ['tsp', 'nl', 2, 'tl'],
    ['tbsp', 'fr', 1, 'c. à s.'],
    ['cup', 'en', 2, 'cups'],
    ['cup', 'en', 0.5, 'cup'],
    ['cup', 'de', 0.25, 'Tasse'],
    ['cup', 'de', 2, 'Tassen'],
    ['cup', 'es', 1, 'taza'],
    ['tbsp', 'pt', 2, 'colheres de sopa'],
    ['tbsp', 'zh', 3, '汤匙'],
    ['tbsp', 'ar', 3, 'ملاعق كبيرة'],
    ['tbsp', 'ar', 11, 'ملعقة كبيرة'],
    ['g', 'ar', 1, 'غرام'],
    ['pinch', 'it', 2, 'pizzichi'],
    ['clove', 'en', 3, 'cloves'],
  ])('when %s is named in %s after %d, then it is "%s"', (unit, language, count, name) => {
    expect(unitName(unit, language, count)).toBe(name);
  });

  it('when a unit has no name in a language, then there is none', () => {
    expect(unitName('gill', 'de', 1)).toBeUndefined();
  });
});

describe('takesPlural', () => {
  it.each<[SiteLanguage, number, boolean]>([
    ['en', 1, false],
    ['en', 1.5, true],
    ['de', 2, true],
    ['fr', 1.5, false],
    ['pt', 1.5, true],
    ['ar', 3, true],
    ['ar', 100, false],
    ['zh', 5, true],
  ])('when %s counts %d, then the plural is %s', (language, count, plural) => {
    expect(takesPlural(language, count)).toBe(plural);
  });
});

describe('the dictionary of units', () => {
  it('when every spelling is looked up, then it gives the unit it is written under', () => {
    const wrong = UNIT_SPELLINGS.filter(({ key, spelling }) => unitKeyOf(spelling) !== key);
    expect(wrong).toEqual([]);
  });
});
