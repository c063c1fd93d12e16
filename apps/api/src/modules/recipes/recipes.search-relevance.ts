import { and, count, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import { RECIPE_STATUS } from '@family-recipes/shared';
import type { Db } from '../../db/client.js';
import type { Page } from '../../http/list-page.js';
import { parseSearchQuery } from './recipes.search-query.js';
import {
  recipeCounts,
  recipeListColumns,
  recipes,
  recipeSearch,
  type RecipeListRow,
} from './recipes.schema.js';
import { SEARCH_TOTAL_CAP, type SearchOptions } from './recipes.search-options.js';
import { searchTerms, type SearchTerms } from './search-terms.repository.js';

/**
 * A tier of at most this many matches is ranked by ts_rank_cd; a larger one lists its matches
 * newest first, which its indexes answer without reading them all (decision 013).
 */
const RANKED_TIER_MAX = 300;
/**
 * A tier this large is read newest first by walking recipe_search_status_created_idx and testing
 * each row, when that reads fewer rows than sorting the whole tier would (decision 013).
 */
const WALKED_TIER_MIN = 1_000;

/** One tier of relevance: its matches and how to rank it when it is small. */
interface Tier {
  where: SQL;
  rank: SQL;
  /**
   * Read, and counted in the total, only once the tiers above end within a page of the one asked
   * for: counting these tiers reads the wide recipes table, and a page full of better matches
   * does not need them. "Load more" still reaches them: the page before they start counts them.
   */
  onlyNearThePage?: boolean;
}

const key = recipeSearch.keyDoc;
const titleDoc = recipeSearch.titleDoc;

/** A condition on the recipe's full row; only the tiers that need it read the wide table. */
function onRecipe(condition: SQL): SQL {
  return sql`exists (select 1 from ${recipes} where ${recipes.id} = ${recipeSearch.recipeId} and ${condition})`;
}

/**
 * Relevance is a sequence of disjoint tiers, best first, in two groups (decisions 013 and 031).
 * Recipes with every word: in the title; in the title, tags, category and ingredient names; in the
 * description or method as well; and last, with a close form of a word ("chocolat"). Only when
 * no recipe has every word, the recipes with some of them, in the same fields in the same order.
 * Each tier is read from recipe_search through its GIN index.
 */
function relevanceGroups(terms: SearchTerms): Tier[][] {
  /** The query in the title; in the title, tags, category and ingredients; anywhere. */
  const inFields = (query: SQL): Tier[] => {
    // The key document holds the title, so a title match is always a key match as well.
    const inTitle = sql`${titleDoc} @@ ${query}`;
    const inKey = sql`${key} @@ ${query}`;
    const rank = sql`ts_rank_cd(${key}, ${query}, 1)`;
    return [
      { where: inTitle, rank },
      { where: sql`${inKey} and not (${inTitle})`, rank },
      {
        where: sql`${onRecipe(sql`${recipes.search} @@ ${query}`)} and not (${inKey})`,
        rank: sql`(select ts_rank_cd(${recipes.search}, ${query}, 1) from ${recipes} where ${recipes.id} = ${recipeSearch.recipeId})`,
        onlyNearThePage: true,
      },
    ];
  };
  const groups: Tier[][] = [];
  if (terms.all) {
    const group = inFields(terms.all);
    if (terms.allOrClose) {
      const allInText = onRecipe(sql`${recipes.search} @@ ${terms.all}`);
      group.push({
        where: sql`${key} @@ ${terms.allOrClose} and not (${allInText})`,
        rank: sql`ts_rank_cd(${key}, ${terms.allOrClose}, 1)`,
        onlyNearThePage: true,
      });
    }
    groups.push(group);
  }
  // One term: "some of the words" is "every word", already read above.
  if (terms.any && (terms.live > 1 || !terms.all)) groups.push(inFields(terms.any));
  return groups;
}

/**
 * Written as a constant, not a bound parameter, so that the planner can use the partial indexes
 * of approved recipes (migration 0008).
 */
const isApproved = sql`${recipeSearch.status} = ${sql.raw(String(RECIPE_STATUS.APPROVED))}`;

function tierFilter(tier: Tier, terms: SearchTerms, options: SearchOptions): SQL | undefined {
  return and(
    isApproved,
    options.category === undefined ? undefined : eq(recipeSearch.category, options.category),
    tier.where,
    terms.exclude ? not(onRecipe(sql`${recipes.search} @@ ${terms.exclude}`)) : undefined,
  );
}

/** Approved recipes in the searched category, or in all: the rows a walk may have to read. */
function approvedTotal(options: SearchOptions): SQL {
  return sql`(select coalesce(sum(${recipeCounts.n}), 0) from ${recipeCounts}
    where ${recipeCounts.status} = ${sql.raw(String(RECIPE_STATUS.APPROVED))}
    ${options.category === undefined ? sql`` : sql`and ${recipeCounts.category} = ${options.category}`})`;
}

/**
 * How many matches the tier has, counting no further than `cap`, and how many approved recipes
 * there are to search (from recipe_counts), in one round trip.
 */
function tierCount(db: Db, tier: Tier, terms: SearchTerms, options: SearchOptions, cap: number) {
  return db.select({ n: count(), approved: sql<string | number>`${approvedTotal(options)}` }).from(
    db
      .select({ one: sql`1` })
      .from(recipeSearch)
      .where(tierFilter(tier, terms, options))
      .limit(cap)
      .as('matches'),
  );
}

const tierNewestFirst = [
  sql`${recipeSearch.createdOn} desc nulls last`,
  sql`${recipeSearch.recipeId} desc nulls last`,
];

/** The ids of the tier's matches in its order, `limit` of them from `offset`. */
function tierIds(
  db: Db,
  tier: Tier,
  terms: SearchTerms,
  options: SearchOptions,
  page: { ranked: boolean; offset: number; limit: number },
) {
  return db
    .select({ id: recipeSearch.recipeId })
    .from(recipeSearch)
    .where(tierFilter(tier, terms, options))
    .orderBy(...(page.ranked ? [sql`${tier.rank} desc`, ...tierNewestFirst] : tierNewestFirst))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * A large tier's rows, newest first, by walking the date index and testing each row: about
 * `(offset + limit) * approved / n` rows read instead of all `n`. The inner LIMIT makes the walk
 * the only plan (the planner cannot tell how many rows a text query matches) and bounds it; the
 * outer query stops as soon as the page is full. Answers fewer rows only if the matches are
 * unusually old, and the caller then sorts the tier instead.
 */
async function walkTier(
  db: Db,
  tier: Tier,
  terms: SearchTerms,
  options: SearchOptions,
  page: { offset: number; limit: number; chunk: number },
): Promise<{ id: string }[]> {
  const result = await db.execute(sql`
    select ${recipeSearch.recipeId} as id from (
      select * from ${recipeSearch}
      where ${and(
        isApproved,
        options.category === undefined ? undefined : eq(recipeSearch.category, options.category),
      )}
      order by ${sql.join(tierNewestFirst, sql`, `)}
      limit ${page.chunk}
    ) as ${recipeSearch}
    where ${tierFilter(tier, terms, options)}
    order by ${sql.join(tierNewestFirst, sql`, `)}
    limit ${page.limit} offset ${page.offset}`);
  return (result as { rows: { id: string }[] }).rows;
}

/**
 * The unexecuted queries of the first relevance tier, as the search would run them when every
 * word is known. Exported so that the EXPLAIN test inspects the SQL the search runs.
 */
export function relevanceTierQueries(db: Db, options: SearchOptions) {
  const { include, exclude } = parseSearchQuery(options.q);
  const terms = searchTerms(include, exclude, new Map());
  const first = relevanceGroups(terms)[0]?.[0];
  if (!first) throw new Error('No relevance tier');
  return {
    count: tierCount(db, first, terms, options, SEARCH_TOTAL_CAP),
    newest: tierIds(db, first, terms, options, { ranked: false, offset: 0, limit: options.limit }),
  };
}

async function hydrate(db: Db, ids: string[]): Promise<RecipeListRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(recipeListColumns).from(recipes).where(inArray(recipes.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Walks the tiers best first, counting each no further than it must, and reads only the page's
 * rows: a page costs the tiers it touches, never a ranking of every match.
 */
export async function searchByRelevance(
  db: Db,
  terms: SearchTerms,
  options: SearchOptions,
): Promise<Page<RecipeListRow>> {
  const offset = (options.page - 1) * options.limit;
  const end = offset + options.limit;
  const cap = Math.max(SEARCH_TOTAL_CAP, end);
  const ids: string[] = [];
  let before = 0;
  for (const group of relevanceGroups(terms)) {
    // A later group is read only when no recipe has every word.
    if (before > 0) break;
    for (const tier of group) {
      if (before >= cap || (tier.onlyNearThePage && before >= end + options.limit)) break;
      const countCap = Math.max(RANKED_TIER_MAX + 1, cap - before);
      const [counted] = await tierCount(db, tier, terms, options, countCap);
      const n = counted?.n ?? 0;
      const from = Math.max(0, offset - before);
      const to = Math.min(n, end - before);
      if (to > from) {
        const page = { offset: from, limit: to - from };
        // Rows a walk should read to find `to` matches: n is a lower bound, so this errs high. A
        // count that reached its cap may stand for many times more matches: the walk, bounded
        // by its chunk, is then the cheaper read.
        const walkRows = Math.ceil((to * Number(counted?.approved ?? 0)) / Math.max(n, 1));
        let rows: { id: string }[] = [];
        if (n >= WALKED_TIER_MIN && (walkRows < n || n >= countCap)) {
          rows = await walkTier(db, tier, terms, options, { ...page, chunk: 4 * walkRows + 100 });
        }
        if (rows.length < page.limit) {
          rows = await tierIds(db, tier, terms, options, { ranked: n <= RANKED_TIER_MAX, ...page });
        }
        ids.push(...rows.map((r) => r.id));
      }
      before += n;
    }
  }
  return { items: await hydrate(db, ids), total: Math.min(before, SEARCH_TOTAL_CAP) };
}
