import type { SiteLanguage } from '../languages/languages.js';
import { unitLabel } from './convert.js';
import { UNIT_NAMES } from './unit-name-table.js';
import { UNITS, type UnitId } from './units.js';

/* Units by name in the reader's language (unit-name-table.ts), in the singular or the plural. */

const rules = new Map<SiteLanguage, Intl.PluralRules>();

function pluralRules(language: SiteLanguage): Intl.PluralRules {
  let found = rules.get(language);
  if (found === undefined) {
    // The site's Portuguese is Portugal's, whose singular is only for one.
    found = new Intl.PluralRules(language === 'pt' ? 'pt-PT' : language);
    rules.set(language, found);
  }
  return found;
}

/** Whether `count` of a thing takes the plural in `language`. */
export function takesPlural(language: SiteLanguage, count: number): boolean {
  // English lists write "1/2 cup" and "1 1/2 cups", as unitLabel does.
  if (language === 'en') return Math.abs(count) > 1;
  // A part of one is read in the singular everywhere: "1/4 Tasse", "1/2 taza".
  if (Math.abs(count) < 1) return false;
  const category = pluralRules(language).select(count);
  // Arabic counts three to ten in the plural and other numbers in the singular.
  return language === 'ar' ? category === 'few' : category !== 'one';
}

/**
 * The unit (a dictionary key: "tbsp", "pinch", "clove") as a reader of `language` reads it after
 * `count`; undefined for a unit the language has no name for.
 */
export function unitName(unit: string, language: SiteLanguage, count: number): string | undefined {
  if (language === 'en' && Object.hasOwn(UNITS, unit)) return unitLabel(unit as UnitId, count);
  const names = UNIT_NAMES[language][unit];
  if (names === undefined) return undefined;
  const [singular = names, plural] = names.split('|');
  return takesPlural(language, count) ? (plural ?? singular) : singular;
}
