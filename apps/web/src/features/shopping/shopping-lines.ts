import {
  AISLES,
  builtInAisleName,
  isBuiltInAisle,
  lineAsText,
  shoppingLineText,
  type Aisle,
  type ShoppingItem,
  type ShoppingItemSource,
  type SiteLanguage,
} from '@family-recipes/shared';
import type { shoppingMessages, ShoppingT } from './messages';

/** One ingredient of an aisle: its lines share a merge key (an amount that could not be converted stays a second line). */
interface IngredientGroup<T> {
  key: string;
  lines: T[];
}

interface AisleGroup<T> {
  aisle: string;
  heading: string;
  ingredients: IngredientGroup<T>[];
}

/** The message of each built-in aisle's name (`shoppingMessages`). */
const AISLE_NAMES: Record<Aisle, keyof typeof shoppingMessages.en> = {
  produce: 'aisleProduce',
  dairy: 'aisleDairy',
  bakery: 'aisleBakery',
  'meat and fish': 'aisleMeatAndFish',
  pantry: 'aislePantry',
  frozen: 'aisleFrozen',
  other: 'aisleOther',
};

/**
 * An aisle's heading: a built-in aisle the household has not renamed in the reader's language
 * ("meat and fish" is "Meat and fish"), any other by the name the household gave it.
 */
export function aisleHeading(
  aisle: string,
  t: ShoppingT,
  names?: Readonly<Record<string, string>>,
): string {
  const named = names?.[aisle];
  if (isBuiltInAisle(aisle) && (named === undefined || named === builtInAisleName(aisle))) {
    return t(AISLE_NAMES[aisle]);
  }
  return named ?? aisle.charAt(0).toUpperCase() + aisle.slice(1);
}

/** The household's aisle names with the built-in ones not renamed in the reader's language. */
export function aisleHeadings(
  aisles: readonly string[],
  t: ShoppingT,
  names?: Readonly<Record<string, string>>,
): Record<string, string> {
  return Object.fromEntries(aisles.map((aisle) => [aisle, aisleHeading(aisle, t, names)]));
}

/**
 * The lines as the shop is walked: aisles in the list's `order` (AISLES' without one; empty
 * ones left out), headed by their `names`, and inside an aisle the lines of one ingredient
 * together, ingredients in the order the list gives them.
 */
export function groupByAisle<T extends ShoppingItem>(
  items: readonly T[],
  t: ShoppingT,
  order: readonly string[] = AISLES,
  names?: Readonly<Record<string, string>>,
): AisleGroup<T>[] {
  const byAisle = new Map<string, Map<string, T[]>>();
  for (const item of items) {
    // A line answered alone may still name an aisle the household removed: it shows in Other
    // until the list is read again (the server places it then).
    const aisle = names && !Object.hasOwn(names, item.aisle) ? 'other' : item.aisle;
    let keys = byAisle.get(aisle);
    if (!keys) {
      keys = new Map();
      byAisle.set(aisle, keys);
    }
    const lines = keys.get(item.key);
    if (lines) lines.push(item);
    else keys.set(item.key, [item]);
  }
  // An aisle the order leaves out (an older answer) still shows, last.
  const walk = [...order, ...[...byAisle.keys()].filter((aisle) => !order.includes(aisle))];
  return walk.flatMap((aisle) => {
    const keys = byAisle.get(aisle);
    if (!keys) return [];
    return [
      {
        aisle,
        heading: aisleHeading(aisle, t, names),
        ingredients: [...keys].map(([key, lines]) => ({ key, lines })),
      },
    ];
  });
}

/**
 * A line as the cook reads it: "1 1/2 cups milk", "500 g plain flour", "2 cloves garlic", "salt"
 * as written in English; in another language, its food and units in that language where the
 * dictionary knows them ("3 EL Zucker" for "3 tbsp sugar").
 */
export function lineText(
  item: Pick<ShoppingItem, 'quantity' | 'units' | 'ingredient' | 'key'>,
  language: SiteLanguage = 'en',
): string {
  return language === 'en' ? lineAsText(item) : shoppingLineText(item, language);
}

/** "from Apple pie (4 servings), Soup (2)"; empty for a free item. */
export function sourcesText(
  sources: readonly ShoppingItemSource[],
  t: ShoppingT,
  language: string,
): string {
  if (sources.length === 0) return '';
  const parts = sources.map((source, index) =>
    t(index === 0 ? 'sourceFirst' : 'sourceMore', {
      title: source.title,
      servings: source.servings,
    }),
  );
  const list = new Intl.ListFormat(language, { type: 'unit', style: 'short' });
  return t('fromRecipes', { recipes: list.format(parts) });
}

/** "5 of 12 left", or "Empty" for a list with no lines yet. */
export function leftText(
  list: { item_count: number; unchecked_count: number },
  t: ShoppingT,
): string {
  if (list.item_count === 0) return t('leftEmpty');
  if (list.unchecked_count === 0) return t('leftAllTicked', { count: list.item_count });
  return t('leftOf', { left: list.unchecked_count, count: list.item_count });
}
