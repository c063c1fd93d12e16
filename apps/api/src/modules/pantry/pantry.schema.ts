import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, momentNow } from '../../db/columns.js';
import { households } from '../households/households.schema.js';
import { ownTables } from '../../db/owned-tables.js';

/*
 * The household's pantry (migration 0022): the staples it always has, left off a shopping list
 * unless a cook chooses them. A household that never edited its pantry has no row in
 * `household_pantries` and keeps the default staples; one that did has its own rows only, none
 * when it removed them all.
 */

/** A household that has edited its pantry, and when it last did. */
export const householdPantries = pgTable('household_pantries', {
  householdId: uuid('household_id')
    .primaryKey()
    .references(() => households.id, { onDelete: 'cascade' }),
  updatedAt: momentNow('updated_at'),
});

/** One staple: its key (`stapleKey`, what a shopping line matches) once per household. */
export const pantryStaples = pgTable(
  'pantry_staples',
  {
    householdId: belongsTo('household_id', () => households.id),
    key: text('key').notNull(),
    /** As a cook wrote it. */
    name: text('name').notNull(),
    /** Its place in the list the cooks gave. */
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.householdId, t.key] })],
);

export type PantryStapleRow = typeof pantryStaples.$inferSelect;

// Both go with the household (deleted with it).
ownTables('pantry', [
  { table: householdPantries, accountColumns: [], household: householdPantries.householdId },
  { table: pantryStaples, accountColumns: [], household: pantryStaples.householdId },
]);

export type HouseholdPantryRow = typeof householdPantries.$inferSelect;
