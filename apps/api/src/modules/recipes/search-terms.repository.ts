/*
 * The search_words table, read for the corrections of a misspelt word, and the terms of a
 * search as the tsqueries its tiers match with (recipes.search.ts).
 */

import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
/**
 * A word no recipe uses is read as a typo of the nearest dictionary words at this trigram
 * similarity or more: "cuin" and "cumin" score 0.375, "chiken" and "chicken" 0.5.
 */
const CORRECTION_SIMILARITY = 0.3;
/** How many corrections a misspelt word may stand for. */
const MAX_CORRECTIONS = 2;
/**
 * A word that recipes do use still brings, last, the recipes with words that look like it
 * ("chocolat" for "chocolate"); stricter, since the word itself already found what it means.
 */
const RESEMBLANCE_SIMILARITY = 0.5;

/** The same folding as the stored documents (migrations 0000 and 0008), so "creme" meets "crème". */
function tsquery(text: string): SQL {
  return sql`websearch_to_tsquery('english', immutable_unaccent(${text}::text))`;
}

/** One include term as websearch text: a bare word, or a quoted phrase. */
function termText(term: string[]): string {
  return term.length === 1 ? term.join('') : `"${term.join(' ')}"`;
}

function anyOf(queries: SQL[]): SQL {
  return sql`(${sql.join(queries, sql` || `)})`;
}

function allOf(queries: SQL[]): SQL {
  return sql`(${sql.join(queries, sql` && `)})`;
}

export interface WordLookup {
  /** Whether any recipe uses the word (folded). */
  known: boolean;
  /** Dictionary words nearest to it by trigram similarity, nearest first. */
  near: { word: string; similarity: number }[];
}

/**
 * What the dictionary (search_words, migration 0008) says about each word: one indexed lookup and
 * one nearest-neighbour scan of the trigram index per word.
 */
export async function lookupWords(db: Db, words: string[]): Promise<Map<string, WordLookup>> {
  const lookups = new Map<string, WordLookup>();
  if (words.length === 0) return lookups;
  const result = await db.execute(sql`
    select f.x as word,
      exists (select 1 from search_words d where d.word = f.w) as known,
      (select coalesce(json_agg(json_build_object('word', n.word, 'similarity', 1 - n.dist)
                                order by n.dist, n.word), '[]'::json)
         from (select d.word, d.word <-> f.w as dist from search_words d
               where d.word <> f.w order by d.word <-> f.w limit ${MAX_CORRECTIONS + 1}) as n
        where n.dist <= ${1 - CORRECTION_SIMILARITY}) as near
    from (select x, immutable_unaccent(lower(x)) as w
          from jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) as t(x)) as f`);
  const rows = (
    result as {
      rows: { word: string; known: boolean; near: WordLookup['near'] | string }[];
    }
  ).rows;
  for (const row of rows) {
    const near =
      typeof row.near === 'string' ? (JSON.parse(row.near) as WordLookup['near']) : row.near;
    lookups.set(row.word, { known: row.known, near });
  }
  return lookups;
}

/** Each include term as a tsquery, with the corrections of a word no recipe uses. */
export interface SearchTerms {
  all: SQL;
  any: SQL;
  /** Words that look like the known words of the query, for the last tier; absent when none. */
  resembling: SQL | undefined;
  exclude: SQL | undefined;
}

export function searchTerms(
  include: string[][],
  exclude: string[][],
  lookups: Map<string, WordLookup>,
): SearchTerms {
  const resembling: SQL[] = [];
  const terms = include.map((term) => {
    const own = tsquery(termText(term));
    const lookup = term.length === 1 ? lookups.get(term[0] ?? '') : undefined;
    if (!lookup) return own;
    if (lookup.known) {
      for (const n of lookup.near.filter((n) => n.similarity >= RESEMBLANCE_SIMILARITY))
        resembling.push(tsquery(n.word));
      return own;
    }
    // Nobody writes it this way: read it as the nearest words as well (quoted phrases never are).
    const corrections = lookup.near.slice(0, MAX_CORRECTIONS).map((n) => tsquery(n.word));
    return corrections.length > 0 ? anyOf([own, ...corrections]) : own;
  });
  return {
    all: allOf(terms),
    any: anyOf(terms),
    resembling: resembling.length > 0 ? anyOf(resembling) : undefined,
    exclude: exclude.length > 0 ? anyOf(exclude.map((t) => tsquery(termText(t)))) : undefined,
  };
}
