import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
import { belongsTo, momentNow, rowId } from '../../db/columns.js';
import { households } from '../households/households.schema.js';

/**
 * A shopping list of a household (migration 0019): every member reads and writes it. `owner_sub`
 * and `owner_name` are the member who made it; the unit system is the one its merged amounts are
 * written in.
 */
export const shoppingLists = pgTable(
  'shopping_lists',
  {
    id: rowId(),
    householdId: belongsTo('household_id', () => households.id),
    ownerSub: text('owner_sub').notNull(),
    ownerName: text('owner_name').notNull(),
    name: text('name').notNull(),
    unitSystem: text('unit_system').$type<'metric' | 'us'>().notNull().default('metric'),
    createdOn: momentNow('created_on'),
    updatedOn: momentNow('updated_on'),
  },
  (t) => [index('shopping_lists_household_idx').on(t.householdId, t.updatedOn.desc())],
);

/** Where a line of a shopping list came from: a recipe at a number of servings. */
export interface ShoppingItemSourceRow {
  recipeId: string;
  title: string;
  servings: number;
}

/**
 * What one recipe (`recipeId` null: a cook's typed item) put into a line of a shopping list: its
 * amount as the recipe's line gave it at the servings asked for, before the list's units (a unit
 * id, a count unit like "cloves", or a range written whole as "6-8 tbsp" with `quantity` null).
 */
export interface ShoppingItemShareRow {
  recipeId: string | null;
  quantity: number | null;
  units: string;
}

/**
 * One line of a shopping list. Lines of the same ingredient (`ingredient_key`) whose amounts
 * convert into each other are merged into one (packages/shared/src/shopping); `version` grows
 * with every change of the line.
 */
export const shoppingListItems = pgTable(
  'shopping_list_items',
  {
    id: rowId(),
    listId: belongsTo('list_id', () => shoppingLists.id),
    ingredient: text('ingredient').notNull(),
    ingredientKey: text('ingredient_key').notNull(),
    quantity: doublePrecision('quantity'),
    units: text('units').notNull().default(''),
    aisle: text('aisle').notNull(),
    checked: boolean('checked').notNull().default(false),
    sources: jsonb('sources').$type<ShoppingItemSourceRow[]>().notNull().default([]),
    /** Every amount the line adds up (migration 0028); null where they are not known. */
    shares: jsonb('shares').$type<ShoppingItemShareRow[]>(),
    version: integer('version').notNull().default(1),
    createdOn: momentNow('created_on'),
    updatedOn: momentNow('updated_on'),
  },
  (t) => [index('shopping_list_items_list_idx').on(t.listId, t.createdOn)],
);

export type ShoppingListRow = typeof shoppingLists.$inferSelect;
export type ShoppingListItemRow = typeof shoppingListItems.$inferSelect;
