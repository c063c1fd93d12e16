import { describe, expect, it } from 'vitest';
import { SITE_LANGUAGES, type SiteLanguage } from '../languages/languages.js';
import { FOOD_KEYS, foodName, foodOf, foodSpellings, type FoodKey } from './foods.js';
import { parseIngredientLine } from './parse.js';

describe('foodOf', () => {
  it('when any name of any food is looked up in any language, then it gives that food', () => {
    const wrong: string[] = [];
    for (const language of SITE_LANGUAGES) {
      for (const key of FOOD_KEYS) {
        for (const spelling of foodSpellings(key, language)) {
          if (!spelling.read) continue;
          for (const name of [spelling.singular, spelling.plural]) {
            const found = foodOf(name);
            if (found !== key) wrong.push(`${language} "${name}": ${String(found)}, not ${key}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each<[string, FoodKey]>([
    ['ZUCKER', 'sugar'],
    ['Sucre', 'sugar'],
    ['azucar', 'sugar'],
    ['Kartoffeln', 'potato'],
    ['huile d’olive', 'olive oil'],
    ["huile d'olive", 'olive oil'],
    ['oeufs', 'egg'],
    ['السكر', 'sugar'],
    ['西红柿', 'tomato'],
  ])('when "%s" is looked up, then it is %s', (name, key) => {
    expect(foodOf(name)).toBe(key);
  });

  it('when a name is not in the dictionary, then it has no food', () => {
    expect(foodOf('dragon fruit chutney')).toBeUndefined();
    expect(foodOf('')).toBeUndefined();
  });

  it('when a name is only shown ("!"), then it is not read as that food', () => {
    // Dutch "paprika" is the vegetable, but English "paprika" is the spice.
    expect(foodName('bell pepper', 'nl')).toBe('paprika');
    expect(foodOf('paprika')).toBe('paprika');
  });
});

describe('foodName', () => {
  it('when every food is named in every language, then each has a name', () => {
    for (const language of SITE_LANGUAGES) {
      for (const key of FOOD_KEYS) {
        expect(foodName(key, language)?.trim(), `${language} ${key}`).toBeTruthy();
        expect(foodName(key, language, true)?.trim(), `${language} ${key}`).toBeTruthy();
      }
    }
  });

  it('when a key is not a food of the dictionary, then it has no name', () => {
    expect(foodName('dragon fruit', 'de')).toBeUndefined();
  });

  it.each<[SiteLanguage, string, string, string]>([
    ['de', 'egg', 'Ei', 'Eier'],
    ['fr', 'egg', 'œuf', 'œufs'],
    ['it', 'egg', 'uovo', 'uova'],
    ['nl', 'onion', 'ui', 'uien'],
    ['en', 'tomato', 'tomato', 'tomatoes'],
    ['zh', 'egg', '鸡蛋', '鸡蛋'],
    ['ar', 'egg', 'بيضة', 'بيض'],
  ])(
    'when %s names %s, then its singular is "%s" and its plural "%s"',
    (language, key, one, more) => {
      expect(foodName(key, language)).toBe(one);
      expect(foodName(key, language, true)).toBe(more);
    },
  );
});

/** A handful of foods, written in a line of each language, read, and named again. */
const WRITTEN: Readonly<Record<SiteLanguage, readonly string[]>> = {
  en: ['2 eggs', '1 cup flour', '1 tbsp sugar', '2 onions', '500 ml milk'],
  de: ['2 Eier', '200 g Mehl', '1 EL Zucker', '2 Zwiebeln', '500 ml Milch'],
  fr: ['2 œufs', '200 g de farine', '1 c. à s. de sucre', '2 oignons', '500 ml de lait'],
  es: ['2 huevos', '200 g de harina', '1 cucharada de azúcar', '2 cebollas', '500 ml de leche'],
  it: ['2 uova', '200 g di farina', '1 cucchiaio di zucchero', '2 cipolle', '500 ml di latte'],
  pt: ['2 ovos', '200 g de farinha', '1 colher de sopa de açúcar', '2 cebolas', '500 ml de leite'],
  nl: ['2 eieren', '200 g bloem', '1 el suiker', '2 uien', '500 ml melk'],
  zh: ['鸡蛋 2', '面粉 200克', '糖 1汤匙', '洋葱 2', '牛奶 500毫升'],
  ar: ['2 بيض', '200 غرام دقيق', '1 ملعقة كبيرة سكر', '2 بصل', '500 مل حليب'],
};
const KEYS: readonly FoodKey[] = ['egg', 'flour', 'sugar', 'onion', 'milk'];

describe('foods written in each language', () => {
  it.each(SITE_LANGUAGES)(
    'when %s lines are read, then their foods are the dictionary’s and are named in %s',
    (language) => {
      const lines = WRITTEN[language];
      const foods = lines.map((text) => foodOf(parseIngredientLine(text).food));
      expect(foods).toEqual(KEYS);
      const names = KEYS.map((key) => foodName(key, language, true));
      expect(names.map((name) => foodOf(name ?? ''))).toEqual(KEYS);
    },
  );
});
