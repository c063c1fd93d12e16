import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recipeListColumns, recipes } from './recipes.schema.js';

/**
 * Title order as people read it: case and accents folded ("Crème" with "creme"), compared bytewise
 * on the folded text so that PGlite and the PostgreSQL server, whose default collations differ,
 * give the same order. Written exactly as the indexes of migration 0006, so lists walk them.
 */
const foldedTitle = sql`(immutable_unaccent(lower(${recipes.title})) collate "C")`;

/** A to Z (1) or its exact reverse (-1); equal titles by age, then id, so pages never overlap. */
export function byTitle(order: 1 | -1): SQL[] {
  return order === 1
    ? [sql`${foldedTitle} asc`, asc(recipes.createdOn), asc(recipes.id)]
    : [sql`${foldedTitle} desc`, desc(recipes.createdOn), desc(recipes.id)];
}

/** The page `page` (from 1) of `limit` recipe cards that `where` picks, in `orderBy`'s order. */
export function cardsPage(
  db: Pick<Db, 'select'>,
  where: SQL | undefined,
  orderBy: SQL[],
  options: { limit: number; page: number },
) {
  return db
    .select(recipeListColumns)
    .from(recipes)
    .where(where)
    .orderBy(...orderBy)
    .limit(options.limit)
    .offset((options.page - 1) * options.limit);
}
