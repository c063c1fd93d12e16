import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { recipes } from '../recipes/recipes.schema.js';
import { ownTables } from '../../db/owned-tables.js';

/*
 * A cook's favourite recipes (migration 0012, decision 027), by the account's Cognito `sub` like
 * recipes (decision 024).
 */
export const favourites = pgTable(
  'favourites',
  {
    userSub: text('user_sub').notNull(),
    recipeId: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userSub, t.recipeId] }),
    index('favourites_user_created_idx').on(t.userSub, t.createdOn.desc()),
  ],
);

export type FavouriteRow = typeof favourites.$inferSelect;

// A favourite both accounts have is one favourite.
ownTables('favourites', [
  { table: favourites, accountColumns: [favourites.userSub], uniqueWith: [favourites.recipeId] },
]);
