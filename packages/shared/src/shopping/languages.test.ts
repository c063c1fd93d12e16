import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unitKeyOf } from '../ingredients/dictionary.js';
import { FOOD_KEYS, foodSpellings } from '../ingredients/foods.js';
import { SITE_LANGUAGES, type SiteLanguage } from '../languages/languages.js';
import type { ListUnitSystem } from '../schemas/kitchen.js';
import { ingredientKey } from './ingredient-key.js';
import { parseItemText } from './items.js';
import { toListAmount, type ListAmount } from './list-amount.js';
import { shoppingFoodName, shoppingLineText } from './list-language.js';
import { listAsText, type TextLine } from './list-text.js';
import { mergeInto, type ListLine } from './merge.js';

/** A list line of `text`, in the list's units, as the list holds it. */
function listLine(text: string, system: ListUnitSystem): ListLine & { ingredient: string } {
  const item = parseItemText(text);
  const amount = toListAmount(
    { quantity: item.quantity, units: item.units, key: item.key },
    system,
  );
  return { ...amount, key: item.key, ingredient: item.ingredient, checked: false };
}

/** The lines of a list after each text is added in turn. */
function listOf(texts: readonly string[], system: ListUnitSystem) {
  const lines: (ListLine & { ingredient: string })[] = [];
  for (const text of texts) {
    const incoming = listLine(text, system);
    const merged = mergeInto(lines, incoming, system);
    const into = merged ? lines[merged.index] : undefined;
    if (merged && into) Object.assign(into, merged.amount);
    else lines.push(incoming);
  }
  return lines;
}

const amounts = (lines: readonly ListAmount[]) =>
  lines.map(({ quantity, units }) => ({ quantity, units }));

describe('lines of one food written in different languages', () => {
  it.each<ListUnitSystem>(['us', 'metric'])(
    'when "2 EL Zucker" and "2 tbsp sugar" are added to a %s list, then they are one line as two English ones are',
    (system) => {
      const mixed = listOf(['2 EL Zucker', '2 tbsp sugar'], system);
      expect(mixed).toHaveLength(1);
      expect(mixed[0]?.key).toBe('sugar');
      expect(amounts(mixed)).toEqual(amounts(listOf(['2 tbsp sugar', '2 tbsp sugar'], system)));
    },
  );

  it('when "2 EL Zucker" and "2 tbsp sugar" are added, then German and English readers read the total in their words', () => {
    const [line] = listOf(['2 EL Zucker', '2 tbsp sugar'], 'us');
    expect(line).toBeDefined();
    if (!line) return;
    expect(shoppingLineText(line, 'en')).toBe('1/4 cup sugar');
    expect(shoppingLineText(line, 'de')).toBe('1/4 Tasse Zucker');
  });

  it('when "1 c. à s. de sucre" and "2 tbsp sugar" are added, then they are one line of 3 tbsp', () => {
    const lines = listOf(['1 c. à s. de sucre', '2 tbsp sugar'], 'metric');
    expect(amounts(lines)).toEqual([{ quantity: 3, units: 'tbsp' }]);
    const [line] = lines;
    if (!line) throw new Error('no line');
    expect(shoppingLineText(line, 'en')).toBe('3 tbsp sugar');
    expect(shoppingLineText(line, 'de')).toBe('3 EL Zucker');
    expect(shoppingLineText(line, 'fr')).toBe('3 c. à s. de sucre');
  });

  it.each<[string[], string]>([
    [['3 Eier', '2 eggs', '1 œuf'], '6 eggs'],
    [['2 Zehen Knoblauch', '1 clove garlic'], '3 cloves garlic'],
    [['1 Prise Salz', 'a pinch of salt'], '2 pinches salt'],
    [['500 g Kartoffeln', '1 kg potatoes'], '1.5 kg potatoes'],
    [['2 汤匙糖', '1 ملعقة كبيرة سكر'], '3 tbsp sugar'],
  ])('when %j are added, then an English reader reads "%s"', (texts, text) => {
    const lines = listOf(texts, 'metric');
    expect(lines.map((line) => shoppingLineText(line, 'en'))).toEqual([text]);
  });
});

describe('shoppingLineText', () => {
  const line = (fields: Partial<TextLine>): TextLine => ({
    ingredient: 'Sugar',
    key: 'sugar',
    quantity: null,
    units: '',
    aisle: 'pantry',
    checked: false,
    ...fields,
  });

  it.each<[SiteLanguage, string]>([
    ['en', '3 tbsp sugar'],
    ['de', '3 EL Zucker'],
    ['fr', '3 c. à s. de sucre'],
    ['es', '3 cucharadas de azúcar'],
    ['it', '3 cucchiai di zucchero'],
    ['pt', '3 colheres de sopa de açúcar'],
    ['nl', '3 el suiker'],
    ['zh', '糖 3汤匙'],
    ['ar', '3 ملاعق كبيرة سكر'],
  ])('when 3 tbsp of sugar is read in %s, then it is "%s"', (language, text) => {
    expect(shoppingLineText(line({ quantity: 3, units: 'tbsp' }), language)).toBe(text);
  });

  it.each<[Partial<TextLine>, SiteLanguage, string]>([
    [{ key: 'egg', ingredient: 'Eggs', quantity: 1 }, 'de', '1 Ei'],
    [{ key: 'egg', ingredient: 'Eggs', quantity: 3 }, 'fr', '3 œufs'],
    [
      { key: 'garlic', ingredient: 'Garlic', quantity: 2, units: 'cloves' },
      'fr',
      '2 gousses d’ail',
    ],
    [
      { key: 'potato', ingredient: 'Potatoes', quantity: 1.5, units: 'kg' },
      'de',
      '1,5 kg Kartoffeln',
    ],
    [{ key: 'butter', ingredient: 'Butter', units: '6-8 tbsp' }, 'it', '6-8 cucchiai di burro'],
    [{ key: 'salt', ingredient: 'Salt' }, 'es', 'sal'],
    [{ key: 'dragon fruit', ingredient: 'Dragon fruit', quantity: 2 }, 'de', '2 Dragon fruit'],
    [
      { key: 'rasher', ingredient: 'Bacon', quantity: 2, units: 'rashers' },
      'de',
      '2 rashers Bacon',
    ],
  ])('when %o is read in %s, then it is "%s"', (fields, language, text) => {
    expect(shoppingLineText(line(fields), language)).toBe(text);
  });

  it('when a line is written in any language, then it reads back as the same food, amount and unit', () => {
    const wrong: string[] = [];
    for (const language of SITE_LANGUAGES) {
      for (const [key, quantity, units] of [
        ['sugar', 3, 'tbsp'],
        ['flour', 200, 'g'],
        ['milk', 500, 'ml'],
        ['egg', 3, ''],
        ['onion', 1, ''],
        ['garlic', 2, 'clove'],
        ['salt', 1, 'pinch'],
      ] as const) {
        const text = shoppingLineText({ key, quantity, units, ingredient: key }, language);
        const read = parseItemText(text);
        const unit = read.units === '' ? '' : unitKeyOf(read.units);
        if (read.key !== key || read.quantity !== quantity || unit !== units) {
          wrong.push(`${language} "${text}": ${read.quantity} ${read.units} ${read.key}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('when a list is written in German, then its lines are in German and its headings as given', () => {
    const text = listAsText(
      {
        name: 'Einkauf',
        aisle_names: { pantry: 'Vorrat' },
        items: [
          line({ quantity: 3, units: 'tbsp' }),
          line({ key: 'egg', ingredient: 'Eggs', quantity: 6, aisle: 'pantry' }),
        ],
      },
      'de',
    );
    expect(text).toBe('Einkauf\n\nVorrat\n- 3 EL Zucker\n- 6 Eier\n');
  });
});

describe('shoppingFoodName', () => {
  it('when a food of the dictionary is named, then it is in the reader’s language with a capital', () => {
    expect(shoppingFoodName({ key: 'onion', ingredient: 'Onions' }, 'fr')).toBe('Oignons');
    expect(shoppingFoodName({ key: 'dragon fruit', ingredient: 'Dragon fruit' }, 'fr')).toBe(
      'Dragon fruit',
    );
  });
});

describe('the English names of the dictionary', () => {
  it('when each is keyed as a shopping line, then the key is the food’s, as before the dictionary', () => {
    const wrong = FOOD_KEYS.flatMap((key) =>
      foodSpellings(key, 'en').flatMap((spelling) =>
        [spelling.singular, spelling.plural]
          .filter((name) => ingredientKey(name) !== key)
          .map((name) => `${name}: ${ingredientKey(name)}`),
      ),
    );
    expect(wrong).toEqual([]);
  });
});

/** Foods with the unit each is bought in, whose sums stay exact in a metric list. */
const FOODS = [
  { key: 'sugar', units: 'g' },
  { key: 'milk', units: 'ml' },
  { key: 'egg', units: '' },
  { key: 'garlic', units: 'clove' },
] as const;

const entry = fc.record({
  food: fc.constantFrom(...FOODS),
  language: fc.constantFrom(...SITE_LANGUAGES),
  quantity: fc.integer({ min: 1, max: 99 }),
});

describe('merging lines written in any language', () => {
  it('when lines are added in any order, then each food is one line holding the sum of its amounts', () => {
    fc.assert(
      fc.property(
        fc
          .array(entry, { minLength: 1, maxLength: 8 })
          .chain((entries) =>
            fc.tuple(
              fc.constant(entries),
              fc.shuffledSubarray(entries, { minLength: entries.length }),
            ),
          ),
        ([entries, shuffled]) => {
          const text = (e: (typeof entries)[number]) =>
            shoppingLineText(
              {
                key: e.food.key,
                quantity: e.quantity,
                units: e.food.units,
                ingredient: e.food.key,
              },
              e.language,
            );
          const sums = new Map<string, number>();
          for (const e of entries) sums.set(e.food.key, (sums.get(e.food.key) ?? 0) + e.quantity);
          const first = listOf(entries.map(text), 'metric');
          const second = listOf(shuffled.map(text), 'metric');
          expect(new Map(first.map((line) => [line.key, line.quantity]))).toEqual(sums);
          expect(first).toHaveLength(sums.size);
          const byKey = (lines: readonly ListLine[]) =>
            [...lines].sort((a, b) => a.key.localeCompare(b.key)).map((l) => [l.key, l.quantity]);
          expect(byKey(second)).toEqual(byKey(first));
        },
      ),
      { numRuns: 200 },
    );
  });
});
