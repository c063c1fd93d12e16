import { isAisleId, type ShoppingList } from '@family-recipes/shared';
import {
  shownAisle,
  type HouseholdAisleChoices,
  type HouseholdAislesRepository,
} from '../aisles/index.js';

/** An aisle id (decision 048): one of the seven, or a household's own. */
export const isAisle = (value: string | undefined): value is string =>
  value !== undefined && isAisleId(value);

/**
 * The list as the household walks its shop: each line in the aisle the household chose for its
 * ingredient (or its own; an aisle the household no longer has gives way to the line's automatic
 * aisle, or 'other'), the aisles in the order of the list's shop or the household's, and inside
 * an aisle by name, the order the list came in breaking ties.
 */
export function arrangeByHousehold(
  list: ShoppingList,
  choices: HouseholdAisleChoices,
): ShoppingList {
  const rank = new Map(choices.order.map((aisle, index) => [aisle, index]));
  const names = choices.names ?? Object.fromEntries(choices.order.map((id) => [id, id]));
  const placed = list.items.map((item, index) => {
    const chosen = choices.chosen.get(item.key);
    const aisle = shownAisle(isAisle(chosen) ? chosen : item.aisle, item.ingredient, names);
    return { item: aisle === item.aisle ? item : { ...item, aisle }, index };
  });
  placed.sort(
    (a, b) =>
      (rank.get(a.item.aisle) ?? rank.size) - (rank.get(b.item.aisle) ?? rank.size) ||
      a.item.ingredient.localeCompare(b.item.ingredient, 'en', { sensitivity: 'base' }) ||
      a.index - b.index,
  );
  return {
    ...list,
    items: placed.map(({ item }) => item),
    aisle_order: choices.order,
    ...(choices.names ? { aisle_names: choices.names } : {}),
    ...(choices.shopId !== undefined ? { shop_id: choices.shopId } : {}),
    ...(choices.shops ? { shops: choices.shops } : {}),
  };
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
    list._id,
  );
  return arrangeByHousehold(list, choices);
}
