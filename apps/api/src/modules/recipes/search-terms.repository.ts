/*
 * The search_words dictionary, read for what a word no recipe matches may have been meant as, and
 * the terms of a search as the tsqueries its tiers match with (recipes.search-relevance.ts,
 * decision 031).
 */

import { sql, type SQL } from 'drizzle-orm';
import { RECIPE_STATUS, type SearchCorrection } from '@family-recipes/shared';
import type { Db } from '../../db/client.js';
import { corrections, MIN_PREFIX_CHARS, type NearWord } from './search-corrections.js';

/** How many corrections a misspelt word may stand for. */
const MAX_CORRECTIONS = 2;
/** How many whole words a word may be read as the start of, shortest first. */
const MAX_PREFIXED = 5;
/** Nearest dictionary words by trigram distance, from which the corrections are chosen. */
const NEAR_CANDIDATES = 12;
/** Dictionary words of the same first letter and about the same length, for the same purpose. */
const SAME_START_CANDIDATES = 400;
/**
 * A word that recipes do match still brings, last, the recipes with a close form of it
 * ("chocolat" for "chocolate"): within the edit bound and at least this trigram similarity, so
 * that "cake" does not bring "bake".
 */
const CLOSE_FORM_SIMILARITY = 0.5;

/**
 * The text as a query in 'simple', English and each configuration recipes use, folded as the
 * stored documents are (migration 0039), so "creme" meets "crème" and "Äpfeln" meets "Apfel". A
 * scalar subquery: evaluated once per statement, and a GIN index condition.
 */
function tsquery(text: string): SQL {
  return sql`(select recipe_search_query(${text}::text))`;
}

/** One include term as websearch text: a bare word, or a quoted phrase. */
function termText(term: string[]): string {
  return term.length === 1 ? term.join('') : `"${term.join(' ')}"`;
}

function anyOf(queries: SQL[]): SQL {
  return queries.length === 1 && queries[0] ? queries[0] : sql`(${sql.join(queries, sql` || `)})`;
}

function allOf(queries: SQL[]): SQL {
  return queries.length === 1 && queries[0] ? queries[0] : sql`(${sql.join(queries, sql` && `)})`;
}

export interface WordLookup {
  /** The word lower case without accents, as the dictionary holds words. */
  folded: string;
  /**
   * Whether the word is taken as typed: a stop word in a language recipes use, a word recipes use
   * in any of its English forms ("pies" for "pie"; the dictionary keeps the words of every recipe
   * ever saved), or one an approved recipe matches elsewhere (its source, or a form of a word in
   * the recipe's language: "Tomaten" for "Tomate").
   */
  matches: boolean;
  /**
   * Dictionary words near it: the nearest by trigram distance and, for a word taken as a typo,
   * those of its first letter and about its length; most similar first.
   */
  near: NearWord[];
  /** Dictionary words that start with it, shortest first. */
  prefixed: string[];
}

interface LookupRow {
  word: string;
  folded: string;
  matches: boolean;
  near: NearWord[] | string;
  prefixed: string[] | string;
}

const fromJson = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/**
 * What the recipes and the dictionary (search_words, migration 0008) say about each word, in one
 * round trip: whether it matches (a dictionary word in any English form, or else one probe of the
 * recipes' full-text index), the dictionary words near it (the trigram index, and those of its
 * first letter) and the dictionary words it starts.
 */
export async function lookupWords(db: Db, words: string[]): Promise<Map<string, WordLookup>> {
  const lookups = new Map<string, WordLookup>();
  if (words.length === 0) return lookups;
  const result = await db.execute(sql`
    select f.x as word, f.w as folded, f.matches,
      (select coalesce(json_agg(json_build_object('word', n.word, 'similarity', n.similarity)
                                order by n.similarity desc, n.word), '[]'::json)
         from (
           (select d.word, 1 - (d.word <-> f.w) as similarity from search_words d
            where d.word <> f.w order by d.word <-> f.w limit ${NEAR_CANDIDATES})
           union
           -- Trigrams miss a swap near the start of a short word ("suagr", "ptoato"): a word
           -- nobody uses also gets the words of its first letter and about its length.
           (select d.word, similarity(d.word, f.w) from search_words d
            where not f.matches
              and d.word >= left(f.w, 1) and d.word < left(f.w, 1) || chr(1114111)
              and char_length(d.word) between char_length(f.w) - 2 and char_length(f.w) + 2
              and d.word <> f.w
            limit ${SAME_START_CANDIDATES})
         ) as n) as near,
      (select coalesce(json_agg(p.word order by length(p.word), p.word), '[]'::json)
         from (select d.word from search_words d
               where not f.matches and char_length(f.w) >= ${MIN_PREFIX_CHARS}
                 and d.word like f.w || '%' and d.word <> f.w
               order by length(d.word), d.word limit ${MAX_PREFIXED}) as p) as prefixed
    from (
      select x, w,
        (case when numnode(q) = 0 then true
              -- A dictionary word in any English form: the stem index answers at once, where
              -- the recipes' own index reads every match of a common word (migration 0014).
              when exists (select 1 from search_words d
                           where to_tsvector('english'::regconfig, d.word) @@ q) then true
              -- Else the recipes (a word only in a source, or a form of a word in another
              -- language): no match costs little to read.
              else exists (select 1 from recipes r
                           where r.status = ${sql.raw(String(RECIPE_STATUS.APPROVED))} and r.search @@ q)
         end) as matches
      from (select x, w, recipe_search_query(w) as q
            from (select x, immutable_unaccent(lower(x)) as w
                  from jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) as t(x)) as raw) as typed
    ) as f`);
  for (const row of (result as { rows: LookupRow[] }).rows) {
    lookups.set(row.word, {
      folded: row.folded,
      matches: row.matches,
      near: fromJson(row.near),
      prefixed: fromJson(row.prefixed),
    });
  }
  return lookups;
}

/** Each include term as a tsquery, with what a word no recipe matches may have been meant as. */
export interface SearchTerms {
  /** Every term (a recipe must match each); absent when some word matches nothing at all. */
  all: SQL | undefined;
  /** Some term, among those that can match; absent when none can. */
  any: SQL | undefined;
  /** Every term or a close form of it; absent when no word has a close form. */
  allOrClose: SQL | undefined;
  exclude: SQL | undefined;
  /** How many include terms can match something. */
  live: number;
  /** The words of the live terms read as another word (X-Search-Corrected, decision 037). */
  corrected: SearchCorrection[];
}

interface Term {
  query: SQL;
  /** The term or its close forms, for the last tier. */
  close: SQL | undefined;
  /** False for a word that matches no recipe and stands for no dictionary word. */
  live: boolean;
  /** The word as typed and the first word it is read as, when it matches only as another. */
  corrected: SearchCorrection | undefined;
}

function termOf(term: string[], lookups: Map<string, WordLookup>, asTyped: boolean): Term {
  const own = tsquery(termText(term));
  const typed = term[0] ?? '';
  const lookup = term.length === 1 ? lookups.get(typed) : undefined;
  if (!lookup) return { query: own, close: undefined, live: true, corrected: undefined };
  if (lookup.matches) {
    const near = asTyped ? [] : lookup.near.filter((n) => n.similarity >= CLOSE_FORM_SIMILARITY);
    const close = corrections(lookup.folded, near, MAX_CORRECTIONS).map(tsquery);
    return {
      query: own,
      close: close.length > 0 ? anyOf([own, ...close]) : undefined,
      live: true,
      corrected: undefined,
    };
  }
  // Nobody writes it this way: read it as the start of whole words, or as a close misspelling.
  const meant = asTyped
    ? []
    : [
        ...new Set([
          ...lookup.prefixed,
          ...corrections(lookup.folded, lookup.near, MAX_CORRECTIONS),
        ]),
      ];
  const read = meant[0];
  if (read === undefined)
    return { query: own, close: undefined, live: false, corrected: undefined };
  return {
    query: anyOf([own, ...meant.map(tsquery)]),
    close: undefined,
    live: true,
    corrected: { typed, read },
  };
}

/**
 * The terms of a search. `asTyped` reads no word as another (no prefix, no correction, no close
 * form). A query of which some words match nothing and the others only as other words answers
 * nothing (decision 037): "carburetor gasket" is not a search for baskets.
 */
export function searchTerms(
  include: string[][],
  exclude: string[][],
  lookups: Map<string, WordLookup>,
  asTyped = false,
): SearchTerms {
  const terms = include.map((t) => termOf(t, lookups, asTyped));
  const someDead = terms.some((t) => !t.live);
  const onlyGuesses = someDead && terms.every((t) => !t.live || t.corrected);
  const live = onlyGuesses ? [] : terms.filter((t) => t.live);
  const everyLive = live.length === terms.length && terms.length > 0;
  return {
    all: everyLive ? allOf(terms.map((t) => t.query)) : undefined,
    any: live.length > 0 ? anyOf(live.map((t) => t.query)) : undefined,
    allOrClose:
      everyLive && terms.some((t) => t.close)
        ? allOf(terms.map((t) => t.close ?? t.query))
        : undefined,
    exclude: exclude.length > 0 ? anyOf(exclude.map((t) => tsquery(termText(t)))) : undefined,
    live: live.length,
    corrected: [
      ...new Map(
        live.flatMap((t) => (t.corrected ? [[t.corrected.typed, t.corrected]] : [])),
      ).values(),
    ],
  };
}
