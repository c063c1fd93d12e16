import { AISLES, type Aisle, type ShoppingList } from '@family-recipes/shared';
import type { HouseholdAisleChoices, HouseholdAislesRepository } from '../aisles/index.js';

export const isAisle = (value: string | undefined): value is Aisle =>
  value !== undefined && (AISLES as readonly string[]).includes(value);

/**
 * The list as the household walks its shop: each line in the aisle the household chose for its
 * ingredient (or its own), the aisles in the household's order, and inside an aisle by name, the
 * order the list came in breaking ties.
 */
export function arrangeByHousehold(
  list: ShoppingList,
  choices: HouseholdAisleChoices,
): ShoppingList {
  const rank = new Map(choices.order.map((aisle, index) => [aisle, index]));
  const placed = list.items.map((item, index) => {
    const chosen = choices.chosen.get(item.key);
    return { item: isAisle(chosen) ? { ...item, aisle: chosen } : item, index };
  });
  placed.sort(
    (a, b) =>
      (rank.get(a.item.aisle) ?? AISLES.length) - (rank.get(b.item.aisle) ?? AISLES.length) ||
      a.item.ingredient.localeCompare(b.item.ingredient, 'en', { sensitivity: 'base' }) ||
      a.index - b.index,
  );
  return { ...list, items: placed.map(({ item }) => item), aisle_order: choices.order };
}

/** The list arranged for the caller's household, read in `aisles`' transaction. */
export async function arrangeForCaller(
  aisles: HouseholdAislesRepository,
  sub: string,
  list: ShoppingList,
): Promise<ShoppingList> {
  const choices = await aisles.choicesFor(
    sub,
    list.items.map((item) => item.key),
  );
  return arrangeByHousehold(list, choices);
}
