import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, momentNow } from '../../db/columns.js';
import { households } from '../households/households.schema.js';
import { ownTables } from '../../db/owned-tables.js';

/*
 * The household's aisles (migration 0023): where its members moved an ingredient, and the order
 * they walk the shop in. Both go with the household.
 */

/**
 * The aisle a household chose for an ingredient, by its merge key (packages/shared/src/shopping):
 * every line with that key, on every list of the household, is shown in it.
 */
export const householdItemAisles = pgTable(
  'household_item_aisles',
  {
    householdId: belongsTo('household_id', () => households.id),
    ingredientKey: text('ingredient_key').notNull(),
    aisle: text('aisle').notNull(),
    updatedOn: momentNow('updated_on'),
  },
  (t) => [primaryKey({ columns: [t.householdId, t.ingredientKey] })],
);

/** The order a household walks the shop in: every aisle once. A household without a row has AISLES' order. */
export const householdAisleOrders = pgTable('household_aisle_orders', {
  householdId: uuid('household_id')
    .primaryKey()
    .references(() => households.id, { onDelete: 'cascade' }),
  aisles: jsonb('aisles')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  updatedOn: momentNow('updated_on'),
});

/**
 * The household's aisles that differ from the seven (migration 0033, decision 048): its own (id
 * `a_` and 32 hex digits, by the server), and a built-in one it renamed or removed (`hidden`).
 */
export const householdAisles = pgTable(
  'household_aisles',
  {
    householdId: belongsTo('household_id', () => households.id),
    aisleId: text('aisle_id').notNull(),
    name: text('name').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    createdOn: momentNow('created_on'),
  },
  (t) => [primaryKey({ columns: [t.householdId, t.aisleId] })],
);

/** A shop of the household, with the order its aisles are walked in there (every aisle once). */
export const householdShops = pgTable(
  'household_shops',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    householdId: belongsTo('household_id', () => households.id),
    name: text('name').notNull(),
    aisles: jsonb('aisles')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdOn: momentNow('created_on'),
  },
  (t) => [index('household_shops_household_idx').on(t.householdId)],
);

/** The shop a list is walked in; a list without a row follows the household's order. */
export const shoppingListShops = pgTable(
  'shopping_list_shops',
  {
    // A list of shopping_lists, deleted with it (the foreign key is migration 0033's: this
    // module does not import shopping's tables, which read the aisles).
    listId: uuid('list_id').primaryKey(),
    shopId: belongsTo('shop_id', () => householdShops.id),
  },
  (t) => [index('shopping_list_shops_shop_idx').on(t.shopId)],
);

export type HouseholdItemAisleRow = typeof householdItemAisles.$inferSelect;

/*
 * All go with the household (deleted with it). A cook who joins another household brings their
 * lists, not their aisles or shops: a brought list's lines in an aisle the new household does not
 * have are shown in their automatic aisle, and its shop goes with the old household.
 */
ownTables('aisles', [
  { table: householdItemAisles, accountColumns: [], household: householdItemAisles.householdId },
  { table: householdAisleOrders, accountColumns: [], household: householdAisleOrders.householdId },
  { table: householdAisles, accountColumns: [], household: householdAisles.householdId },
  { table: householdShops, accountColumns: [], household: householdShops.householdId },
  {
    table: shoppingListShops,
    accountColumns: [],
    // A list brought into another household leaves the old one's shop.
    joinHousehold: async (tx, from) => {
      await tx.execute(sql`delete from shopping_list_shops ls using household_shops s
        where s.id = ls.shop_id and s.household_id = ${from}`);
    },
  },
]);

export type HouseholdAisleOrderRow = typeof householdAisleOrders.$inferSelect;
