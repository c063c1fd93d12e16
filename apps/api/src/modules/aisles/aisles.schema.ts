import { sql } from 'drizzle-orm';
import { jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
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

export type HouseholdItemAisleRow = typeof householdItemAisles.$inferSelect;

// Both go with the household (deleted with it).
ownTables('aisles', [
  { table: householdItemAisles, accountColumns: [], household: householdItemAisles.householdId },
  { table: householdAisleOrders, accountColumns: [], household: householdAisleOrders.householdId },
]);

export type HouseholdAisleOrderRow = typeof householdAisleOrders.$inferSelect;
