import { and, asc, count, desc, eq, not, or, sql, type SQL } from 'drizzle-orm';
import { RECIPE_STATUS } from '@family-recipes/shared';
import type { Db } from '../../db/client.js';
import { recipeListColumns, recipes, type RecipeListRow } from '../../db/schema.js';
import { byTitle } from './recipes.order.js';
import type { Page } from './recipes.repository.js';

export interface SearchOptions {
  q: string;
  /** Canonical category, e.g. 'Desserts'. */
  category?: string;
  /** Relevance is the default when q holds words; without words it falls back to newest first. */
  sortBy?: 'relevance' | 'more.created_on' | 'title';
  /** Ignored for relevance (best first). Defaults: title ascending, created_on descending. */
  order?: 1 | -1;
  limit: number;
  page: number;
}

/**
 * A search box is free text from anyone: it is bounded before parsing so that a pasted essay costs
 * no more than a short query.
 */
const MAX_QUERY_CHARS = 256;
const MAX_TERMS = 8;
const MAX_WORD_CHARS = 50;
/** Each typo word adds one trigram index scan, so only the first few get one. */
const MAX_TYPO_WORDS = 5;
/** Shorter words have too few trigrams to tell a typo from a different word ("pie" vs "pineapple"). */
const MIN_TYPO_WORD_CHARS = 4;
/**
 * word_similarity("lasgna", "lasagna") is exactly 0.5 and ("choclate", "chocolate chip cookies")
 * 0.58, so the default 0.6 misses ordinary one-letter typos; below about 0.4 unrelated titles start
 * to come back.
 */
const TYPO_THRESHOLD = 0.45;
/**
 * Tags and ingredient names are single short words more often than titles, and one dropped letter
 * in a five-letter word ("cuin" for "cumin") scores exactly 0.4; their matches rank below every
 * title match, so a looser threshold only adds results at the end.
 */
const TERMS_TYPO_THRESHOLD = 0.4;
/**
 * Search totals stop counting here: counting every match of a common word costs as much as the
 * search itself, and nobody pages through fifty pages of results (docs/decisions/011).
 */
export const SEARCH_TOTAL_CAP = 1_000;

/** Letters (with their combining marks) and digits; everything else separates words. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
/** An optional leading minus, then a quoted phrase (closing quote optional) or a bare chunk. */
const TOKEN = /(-?)(?:"([^"]*)"?|([^\s"]+))/gu;

interface ParsedQuery {
  /** Each term is one word or a quoted phrase of several words. */
  include: string[][];
  exclude: string[][];
}

function wordsOf(text: string): string[] {
  return (
    (text.match(WORD) ?? [])
      // "or" is websearch_to_tsquery's OR operator (and an English stop word anyway).
      .filter((w) => w.toLowerCase() !== 'or')
      .map((w) => [...w].slice(0, MAX_WORD_CHARS).join(''))
  );
}

/**
 * Reduces arbitrary input to words, quoted phrases and -exclusions. What reaches PostgreSQL is only
 * letters, digits, spaces and the double quotes this function writes itself, always as bound
 * parameters, so no input can produce a tsquery syntax error or change the SQL.
 */
export function parseSearchQuery(q: string): ParsedQuery {
  const parsed: ParsedQuery = { include: [], exclude: [] };
  const text = [...q.normalize('NFC')].slice(0, MAX_QUERY_CHARS).join('');
  for (const match of text.matchAll(TOKEN)) {
    const negated = match[1] === '-';
    const phrase = match[2];
    const target = negated ? parsed.exclude : parsed.include;
    if (phrase !== undefined) {
      const words = wordsOf(phrase);
      if (words.length > 0) target.push(words);
    } else {
      // A bare chunk such as "choc-chip" or "o'brien" counts as separate words, not as a phrase.
      for (const word of wordsOf(match[3] ?? '')) target.push([word]);
    }
  }
  return {
    include: parsed.include.slice(0, MAX_TERMS),
    exclude: parsed.exclude.slice(0, MAX_TERMS),
  };
}

function websearchText(terms: string[][], separator: ' ' | ' or '): string {
  return terms.map((t) => (t.length === 1 ? t.join('') : `"${t.join(' ')}"`)).join(separator);
}

/** The same folding as the stored document (migration 0000), so "creme" meets "crème". */
function tsquery(text: string): SQL {
  return sql`websearch_to_tsquery('english', immutable_unaccent(${text}::text))`;
}

/** Written exactly as the expression of recipes_title_trgm_idx, so that the index applies. */
const foldedTitle = sql`immutable_unaccent(lower(${recipes.title}))`;

function foldedWord(word: string): SQL {
  return sql`immutable_unaccent(lower(${word}::text))`;
}

/**
 * recipes_status_created_idx is (status, created_on DESC NULLS LAST), while a bare DESC means NULLS
 * FIRST; created_on is NOT NULL, so spelling out the index's order changes no result and lets the
 * listing walk the index (backwards for oldest first) instead of sorting every approved recipe.
 */
const newestFirst = [sql`${recipes.createdOn} desc nulls last`, desc(recipes.id)];
const oldestFirst = [sql`${recipes.createdOn} asc nulls first`, asc(recipes.id)];

interface BuiltSearch {
  where: SQL | undefined;
  orderBy: SQL[];
  /** When true the query relies on pg_trgm.word_similarity_threshold being set. */
  usesTypoMatch: boolean;
  /** The threshold `<%` needs in this search's transaction. */
  threshold: number;
}

/**
 * `termTypos` adds typo matching on tags and ingredient names. It is the loosest and costliest
 * arm (the terms text is long and its threshold low), so the search asks for it only when the
 * words themselves find less than the page asked for (searchApprovedRecipes).
 */
function buildSearch(options: SearchOptions, termTypos = false): BuiltSearch {
  const { include, exclude } = parseSearchQuery(options.q);
  const filters: (SQL | undefined)[] = [
    eq(recipes.status, RECIPE_STATUS.APPROVED),
    options.category === undefined ? undefined : eq(recipes.category, options.category),
  ];

  let relevance: SQL[] | undefined;
  // Quoting asks for exactly that phrase, so only single words get typo tolerance.
  const typoWords = [...new Set(include.filter((t) => t.length === 1).flat())]
    .filter((w) => [...w].length >= MIN_TYPO_WORD_CHARS)
    .slice(0, MAX_TYPO_WORDS);

  if (include.length > 0) {
    const allWords = tsquery(websearchText(include, ' '));
    const anyWord = tsquery(websearchText(include, ' or '));
    const matchesAll = sql`${recipes.search} @@ ${allWords}`;
    const matchesAny = sql`${recipes.search} @@ ${anyWord}`;
    // `<%` (word_similarity above the threshold) is the form the trigram GIN index can answer.
    // The index condition uses the session threshold (the looser one); titles recheck their own.
    const typoMatches = typoWords.map(
      (w) =>
        sql`(${foldedWord(w)} <% ${foldedTitle} and word_similarity(${foldedWord(w)}, ${foldedTitle}) >= ${TYPO_THRESHOLD})`,
    );
    // Tags and ingredient names forgive typos too ("chiken" finds a stew made with chicken).
    const termTypoMatches = termTypos
      ? typoWords.map((w) => sql`${foldedWord(w)} <% ${recipes.terms}`)
      : [];
    // Every arm is index-capable, so the planner can BitmapOr the GIN scans.
    filters.push(or(matchesAny, ...typoMatches, ...termTypoMatches));

    const titleTypo = typoMatches.length > 0 ? or(...typoMatches) : sql`false`;
    relevance = [
      // Tiers: every word matched, then some words, then title typos, then tag or ingredient typos.
      sql`case when ${matchesAll} then 3 when ${matchesAny} then 2 when ${titleTypo} then 1 else 0 end desc`,
      // Normalisation 1 divides by the log of the document length, so a long method that repeats
      // a word does not outrank a short recipe named after it; the all-words query adds proximity.
      sql`ts_rank_cd(${recipes.search}, ${allWords}, 1) + ts_rank_cd(${recipes.search}, ${anyWord}, 1) desc`,
      ...(typoWords.length > 0
        ? [
            sql`greatest(${sql.join(
              typoWords.map((w) => sql`word_similarity(${foldedWord(w)}, ${foldedTitle})`),
              sql`, `,
            )}) desc`,
            ...(termTypos
              ? [
                  sql`greatest(${sql.join(
                    typoWords.map((w) => sql`word_similarity(${foldedWord(w)}, ${recipes.terms})`),
                    sql`, `,
                  )}) desc`,
                ]
              : []),
          ]
        : []),
      ...newestFirst,
    ];
  }
  if (exclude.length > 0) {
    filters.push(not(sql`${recipes.search} @@ ${tsquery(websearchText(exclude, ' or '))}`));
  }

  const sortBy = options.sortBy ?? (relevance ? 'relevance' : 'more.created_on');
  let orderBy: SQL[];
  if (sortBy === 'relevance' && relevance) {
    orderBy = relevance;
  } else if (sortBy === 'title') {
    orderBy = byTitle(options.order ?? 1);
  } else {
    // Also the fallback for relevance without words: there is nothing to rank by.
    orderBy = (options.order ?? -1) === 1 ? oldestFirst : newestFirst;
  }
  return {
    where: and(...filters),
    orderBy,
    usesTypoMatch: typoWords.length > 0,
    threshold: termTypos ? TERMS_TYPO_THRESHOLD : TYPO_THRESHOLD,
  };
}

function pageQueries(db: Db, built: BuiltSearch, options: SearchOptions) {
  return {
    items: db
      .select(recipeListColumns)
      .from(recipes)
      .where(built.where)
      .orderBy(...built.orderBy)
      .limit(options.limit)
      .offset((options.page - 1) * options.limit),
    total: db.select({ n: count() }).from(
      db
        .select({ one: sql`1` })
        .from(recipes)
        .where(built.where)
        .limit(SEARCH_TOTAL_CAP)
        .as('matches'),
    ),
  };
}

/**
 * The unexecuted page and count queries for `options`. Exported so that the EXPLAIN test inspects
 * the very SQL the search runs.
 */
export function searchApprovedRecipesQueries(db: Db, options: SearchOptions) {
  return pageQueries(db, buildSearch(options), options);
}

/**
 * Approved recipes matching free text (DESIGN.md D1): weighted full-text search with accent folding
 * and English stemming, recipes with every word first, then typo-tolerant title matches; one page
 * plus the total for X-Total-Count. Blank or word-less input lists without a text filter.
 */
export async function searchApprovedRecipes(
  db: Db,
  options: SearchOptions,
): Promise<Page<RecipeListRow>> {
  const run = async (built: BuiltSearch): Promise<Page<RecipeListRow>> => {
    if (!built.usesTypoMatch) return runQueries(db, built, options);
    // The threshold of `<%` is a setting, not an argument; setting it locally to a transaction
    // keeps it off pooled connections that other requests reuse.
    return db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('pg_trgm.word_similarity_threshold', ${String(built.threshold)}, true)`,
      );
      return runQueries(tx, built, options);
    });
  };
  const found = await run(buildSearch(options));
  const wanted = options.page * options.limit;
  if (found.total >= wanted || !buildSearch(options).usesTypoMatch) return found;
  // Fewer than a page: the words may be misspelt ingredients or tags ("chiken", "vegitarian").
  return run(buildSearch(options, true));
}

async function runQueries(
  conn: Db,
  built: BuiltSearch,
  options: SearchOptions,
): Promise<Page<RecipeListRow>> {
  const { items, total } = pageQueries(conn, built, options);
  const [rows, totals] = await Promise.all([items, total]);
  return { items: rows, total: totals[0]?.n ?? 0 };
}
