import { and, asc, count, desc, eq, not, sql, type SQL } from 'drizzle-orm';
import { RECIPE_STATUS } from '@family-recipes/shared';
import type { Db } from '../../db/client.js';
import type { Page } from '../../http/list-page.js';
import { byTitle, cardsPage } from './recipes.order.js';
import { parseSearchQuery } from './recipes.search-query.js';
import { recipes, type RecipeListRow } from './recipes.schema.js';
import { SEARCH_TOTAL_CAP, type SearchOptions } from './recipes.search-options.js';
import { searchTerms } from './search-terms.repository.js';

/** The words a search in title or date order filters by; unset, it lists every recipe. */
export interface OrderFilter {
  text: SQL | undefined;
  exclude: SQL | undefined;
}

/**
 * recipes_status_created_idx is (status, created_on DESC NULLS LAST), while a bare DESC means NULLS
 * FIRST; created_on is NOT NULL, so spelling out the index's order changes no result and lets the
 * listing walk the index (backwards for oldest first) instead of sorting every approved recipe.
 */
const newestFirst = [sql`${recipes.createdOn} desc nulls last`, desc(recipes.id)];
const oldestFirst = [sql`${recipes.createdOn} asc nulls first`, asc(recipes.id)];

/** Title or date order over every match: the recipes table's own document and indexes. */
function orderedQueries(db: Db, filter: OrderFilter, options: SearchOptions) {
  const where = and(
    eq(recipes.status, RECIPE_STATUS.APPROVED),
    options.category === undefined ? undefined : eq(recipes.category, options.category),
    filter.text ? sql`${recipes.search} @@ ${filter.text}` : undefined,
    filter.exclude ? not(sql`${recipes.search} @@ ${filter.exclude}`) : undefined,
  );
  const orderBy =
    options.sortBy === 'title'
      ? byTitle(options.order ?? 1)
      : (options.order ?? -1) === 1
        ? oldestFirst
        : newestFirst;
  return {
    items: cardsPage(db, where, orderBy, options),
    total: db.select({ n: count() }).from(
      db
        .select({ one: sql`1` })
        .from(recipes)
        .where(where)
        .limit(SEARCH_TOTAL_CAP)
        .as('matches'),
    ),
  };
}

/**
 * The unexecuted page and count queries of a search in title or date order (or without words).
 * Exported so that the EXPLAIN test inspects the very SQL the search runs.
 */
export function searchApprovedRecipesQueries(db: Db, options: SearchOptions) {
  const { include, exclude } = parseSearchQuery(options.q);
  const terms = searchTerms(include, exclude, new Map());
  return orderedQueries(
    db,
    { text: include.length > 0 ? terms.all : undefined, exclude: terms.exclude },
    options,
  );
}

/** A page of the matches in title or date order, and their total up to SEARCH_TOTAL_CAP. */
export async function searchInOrder(
  db: Db,
  filter: OrderFilter,
  options: SearchOptions,
): Promise<Page<RecipeListRow>> {
  const { items, total } = orderedQueries(db, filter, options);
  const [rows, totals] = await Promise.all([items, total]);
  return { items: rows, total: totals[0]?.n ?? 0 };
}
