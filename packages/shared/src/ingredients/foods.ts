import type { SiteLanguage } from '../languages/languages.js';
import { AR } from './foods/ar.js';
import { DE } from './foods/de.js';
import { EN, type FoodKey, type FoodNames } from './foods/en.js';
import { ES } from './foods/es.js';
import { FR } from './foods/fr.js';
import { IT } from './foods/it.js';
import { NL } from './foods/nl.js';
import { PT } from './foods/pt.js';
import { ZH } from './foods/zh.js';

/*
 * The dictionary of foods: the common pantry foods, each by a stable key (its English singular)
 * with its names in every site language, so that "Zucker", "sucre" and "sugar" are one food on a
 * shopping list and are shown in the reader's language.
 */

export type { FoodKey } from './foods/en.js';

const NAMES: Readonly<Record<SiteLanguage, FoodNames>> = {
  en: EN,
  de: DE,
  fr: FR,
  es: ES,
  it: IT,
  pt: PT,
  nl: NL,
  zh: ZH,
  ar: AR,
};

/** Languages in the order their names are claimed: a name two languages share is the first's. */
const READING_ORDER: readonly SiteLanguage[] = [
  'en',
  'de',
  'fr',
  'es',
  'it',
  'pt',
  'nl',
  'zh',
  'ar',
];

/** A name of a food: singular and plural, and whether a line written with it is read as it. */
export interface FoodSpelling {
  singular: string;
  plural: string;
  read: boolean;
}

/** The names of one value of a language's table ("Karotte|Karotten;Möhre|Möhren"). */
function spellingsOf(value: string): FoodSpelling[] {
  return value.split(';').map((part) => {
    const read = !part.startsWith('!');
    const [singular = '', plural] = part.replace(/^!/, '').split('|');
    return { singular, plural: plural ?? singular, read };
  });
}

/** A name as the dictionary compares it: lower case, no accents, apostrophes as spaces. */
function foldFoodName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

let byName: Map<string, FoodKey> | undefined;

/** The foods by each folded name, built on the first look-up so that loading costs nothing. */
function foodsByName(): Map<string, FoodKey> {
  if (byName) return byName;
  const index = new Map<string, FoodKey>();
  for (const language of READING_ORDER) {
    for (const [key, value] of Object.entries(NAMES[language]) as [FoodKey, string][]) {
      for (const spelling of spellingsOf(value)) {
        if (!spelling.read) continue;
        for (const name of [spelling.singular, spelling.plural]) {
          const folded = foldFoodName(name);
          if (!index.has(folded)) index.set(folded, key);
        }
      }
    }
  }
  byName = index;
  return index;
}

/** A name already folded: lower-case ASCII words one space apart, as most lines name foods. */
const PLAIN_NAME = /^[a-z0-9-]+(?: [a-z0-9-]+)*$/;

/** The Arabic article, written joined to the word it defines ("السكر"). */
const ARABIC_ARTICLE = 'ال';

/**
 * The food a name written in any site language stands for ("Zucker", "sucres", "السكر" →
 * "sugar"), or undefined for a name the dictionary does not hold.
 */
export function foodOf(name: string): FoodKey | undefined {
  const folded = PLAIN_NAME.test(name) ? name : foldFoodName(name);
  const found = foodsByName().get(folded);
  if (found !== undefined || !folded.startsWith(ARABIC_ARTICLE)) return found;
  return foodsByName().get(folded.slice(ARABIC_ARTICLE.length));
}

export function isFoodKey(key: string): key is FoodKey {
  return Object.hasOwn(EN, key);
}

/** Every food of the dictionary by its key. */
export const FOOD_KEYS: readonly FoodKey[] = Object.keys(EN) as FoodKey[];

/** The names of a food in a language, the one shown first. */
export function foodSpellings(key: FoodKey, language: SiteLanguage): FoodSpelling[] {
  return spellingsOf(NAMES[language][key]);
}

/**
 * The name of a food shown to a reader of `language`: its plural when `plural` (and the language
 * has one), else its singular. Undefined for a key the dictionary does not hold.
 */
export function foodName(key: string, language: SiteLanguage, plural = false): string | undefined {
  if (!isFoodKey(key)) return undefined;
  const [shown] = foodSpellings(key, language);
  if (!shown) return undefined;
  return plural ? shown.plural : shown.singular;
}
