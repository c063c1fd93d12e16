import type { ShoppingItem, ShoppingList, ShoppingListSummary } from '@family-recipes/shared';

/*
 * Shopping lists and their lines as the API answers them, for the tests of every feature that
 * shows them (the shopping lists, the meal plan's "add this week").
 */

export const LIST_ID = '11111111-1111-4111-8111-111111111111';

let counter = 0;

/** One line of a list; each call gets its own id. */
export function makeItem(overrides: Partial<ShoppingItem> = {}): ShoppingItem {
  counter += 1;
  return {
    _id: `22222222-2222-4222-8222-${String(counter).padStart(12, '0')}`,
    ingredient: 'lemon',
    key: 'lemon',
    quantity: 2,
    units: '',
    aisle: 'produce',
    checked: false,
    sources: [],
    version: 1,
    updated_on: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}

/** A list the cook owns, its counts worked out from its items. */
export function makeList(overrides: Partial<ShoppingList> = {}): ShoppingList {
  const items = overrides.items ?? [];
  return {
    _id: LIST_ID,
    name: 'Saturday market',
    unit_system: 'metric',
    owner_name: 'Ada Cook',
    is_owner: true,
    shared: false,
    item_count: items.length,
    unchecked_count: items.filter((item) => !item.checked).length,
    updated_on: '2026-11-25T10:00:00.000Z',
    members: [],
    ...overrides,
    items,
  };
}

/** A list as the overview has it: without its lines and members. */
export function makeSummary(overrides: Partial<ShoppingList> = {}): ShoppingListSummary {
  const { members: _members, items: _items, aisle_order: _order, ...summary } = makeList(overrides);
  return summary;
}
