import {
  AISLES,
  formatAmount,
  lineAsText,
  type ShoppingItem,
  type ShoppingItemSource,
} from '@family-recipes/shared';

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

/** "meat and fish" is headed "Meat and fish"; a household's own aisle by the name it was given. */
export function aisleHeading(aisle: string, names?: Readonly<Record<string, string>>): string {
  const named = names?.[aisle];
  if (named !== undefined) return named;
  return aisle.charAt(0).toUpperCase() + aisle.slice(1);
}

/**
 * The lines as the shop is walked: aisles in the list's `order` (AISLES' without one; empty
 * ones left out), headed by their `names`, and inside an aisle the lines of one ingredient
 * together, ingredients in the order the list gives them.
 */
export function groupByAisle<T extends ShoppingItem>(
  items: readonly T[],
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
        heading: aisleHeading(aisle, names),
        ingredients: [...keys].map(([key, lines]) => ({ key, lines })),
      },
    ];
  });
}

/** A line as the cook reads it: "1 1/2 cups milk", "500 g plain flour", "2 cloves garlic", "salt". */
export function lineText(item: Pick<ShoppingItem, 'quantity' | 'units' | 'ingredient'>): string {
  return lineAsText(item);
}

/** "from Apple pie (4 servings), Soup (2)"; empty for a free item. */
export function sourcesText(sources: readonly ShoppingItemSource[]): string {
  if (sources.length === 0) return '';
  const parts = sources.map(
    (source, index) =>
      `${source.title} (${formatAmount(source.servings)}${index === 0 ? (source.servings === 1 ? ' serving' : ' servings') : ''})`,
  );
  return `from ${parts.join(', ')}`;
}

/** "5 of 12 left", or "Empty" for a list with no lines yet. */
export function leftText(list: { item_count: number; unchecked_count: number }): string {
  if (list.item_count === 0) return 'Empty';
  if (list.unchecked_count === 0) return `All ${list.item_count} ticked off`;
  return `${list.unchecked_count} of ${list.item_count} left`;
}
