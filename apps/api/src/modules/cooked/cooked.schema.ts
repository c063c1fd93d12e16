import { boolean, date, index, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, momentNow, rowId } from '../../db/columns.js';
import { recipes } from '../recipes/recipes.schema.js';

/**
 * "We made this" (migration 0012, decision 027): one entry per cook, recipe and day (UTC), with a
 * rating and an optional note that the recipe's owner or an administrator can hide. The recipe's
 * `rating_count` and `rating_total` add up its entries (hidden notes keep their rating).
 */
export const cookedEntries = pgTable(
  'cooked_entries',
  {
    id: rowId(),
    recipeId: belongsTo('recipe_id', () => recipes.id),
    userSub: text('user_sub').notNull(),
    userName: text('user_name').notNull(),
    rating: smallint('rating').notNull(),
    note: text('note').notNull().default(''),
    cookedOn: date('cooked_on', { mode: 'string' }).notNull(),
    hidden: boolean('hidden').notNull().default(false),
    createdOn: momentNow('created_on'),
    /** The photo of the dish (migration 0021): its largest stored variant's URL, or null. */
    photo: text('photo'),
  },
  (t) => [
    uniqueIndex('cooked_entries_once_a_day').on(t.recipeId, t.userSub, t.cookedOn),
    index('cooked_entries_recipe_idx').on(t.recipeId, t.createdOn.desc()),
    index('cooked_entries_user_idx').on(t.userSub, t.createdOn.desc()),
    // Whose photo a served file is (migration 0029, modules/cooked/photo-owners.repository.ts).
    index('cooked_entries_photo_hash_idx').using('hash', t.photo),
  ],
);

export type CookedEntryRow = typeof cookedEntries.$inferSelect;
