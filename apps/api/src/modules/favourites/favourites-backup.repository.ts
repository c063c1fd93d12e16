import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { BackupFavourite } from '@family-recipes/shared';
import type { Db } from '../../db/client.js';
import { readView } from '../../db/read-view.js';
import { iso, type BackupPart } from '../../db/backup-part.js';
import { favourites, type FavouriteRow } from './favourites.schema.js';

/** Every cook's favourites in a backup (modules/export). */
export const FAVOURITES_BACKUP: BackupPart<FavouriteRow, BackupFavourite> = {
  table: favourites,
  key: ['userSub', 'recipeId'],
  toBackup: (row) => ({
    user_sub: row.userSub,
    recipe_id: row.recipeId,
    created_on: iso(row.createdOn),
  }),
  toRow: (entry) => ({
    userSub: entry.user_sub,
    recipeId: entry.recipe_id,
    createdOn: new Date(entry.created_on),
  }),
};

/** The cook's favourites, oldest first (their own export). */
export function favouritesOfCook(db: Pick<Db, 'select'>, sub: string): Promise<FavouriteRow[]> {
  return db
    .select()
    .from(favourites)
    .where(eq(favourites.userSub, sub))
    .orderBy(asc(favourites.createdOn), asc(favourites.recipeId));
}

/** The favourites as other modules' queries read them (src/db/read-view.ts). */
export const favouriteRows = readView(favourites);

/** How many of the cooks `subs` (a subquery) favourited the recipe `recipeId`. */
export const lovedBySql = (recipeId: SQL, subs: SQL): SQL<number> =>
  sql<number>`(
    select count(*)::int from favourites as loved
    where loved.recipe_id = ${recipeId} and loved.user_sub in ${subs}
  )`;
