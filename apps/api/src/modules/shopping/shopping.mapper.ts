import {
  AISLES,
  isAisleId,
  type Aisle,
  type ShoppingItem,
  type ShoppingList,
  type ShoppingListSummary,
} from '@family-recipes/shared';
import type { ShoppingItemSourceRow } from './shopping.schema.js';
import type { ListSummaryRow } from './shopping.repository.js';
import type { ItemRow, ListRow, MemberRow } from './shopping-rows.js';

const aisleRank = (aisle: string) => {
  const rank = AISLES.indexOf(aisle as Aisle);
  return rank === -1 ? AISLES.length : rank;
};

/** The stored aisle id (one of the seven or a household's own, decision 048), or 'other'. */
function asAisle(aisle: string): string {
  return isAisleId(aisle) ? aisle : 'other';
}

/** The order a cook walks the shop in: aisle by aisle, then by name, then oldest line first. */
function shopOrder(a: ItemRow, b: ItemRow): number {
  return (
    aisleRank(a.aisle) - aisleRank(b.aisle) ||
    a.ingredient.localeCompare(b.ingredient, 'en', { sensitivity: 'base' }) ||
    a.createdOn.getTime() - b.createdOn.getTime() ||
    a.id.localeCompare(b.id)
  );
}

export function toItemJson(row: ItemRow): ShoppingItem {
  return {
    _id: row.id,
    ingredient: row.ingredient,
    key: row.ingredientKey,
    quantity: row.quantity,
    units: row.units,
    aisle: asAisle(row.aisle),
    checked: row.checked,
    sources: row.sources.map((source: ShoppingItemSourceRow) => ({
      recipe_id: source.recipeId,
      title: source.title,
      servings: source.servings,
    })),
    version: row.version,
    updated_on: row.updatedOn.toISOString(),
  };
}

export function toSummaryJson(row: ListSummaryRow, callerSub: string): ShoppingListSummary {
  return {
    _id: row.id,
    name: row.name,
    unit_system: row.unitSystem,
    owner_name: row.ownerName,
    is_owner: row.ownerSub === callerSub,
    shared: row.memberCount > 0,
    item_count: row.itemCount,
    unchecked_count: row.uncheckedCount,
    updated_on: row.updatedOn.toISOString(),
  };
}

export function toListJson(
  list: ListRow,
  members: MemberRow[],
  items: ItemRow[],
  callerSub: string,
): ShoppingList {
  const summary = toSummaryJson(
    {
      ...list,
      memberCount: members.length,
      itemCount: items.length,
      uncheckedCount: items.filter((item) => !item.checked).length,
    },
    callerSub,
  );
  return {
    ...summary,
    members: members.map((member) => ({ name: member.name, email: member.email })),
    items: [...items].sort(shopOrder).map(toItemJson),
  };
}
