import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { belongsTo, momentNow } from '../../db/columns.js';
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
    recipeId: belongsTo('recipe_id', () => recipes.id),
    createdOn: momentNow('created_on'),
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
