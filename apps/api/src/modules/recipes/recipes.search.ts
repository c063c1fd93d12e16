import type { SearchCorrection } from '@family-recipes/shared';
import type { Db } from '../../db/client.js';
import type { Page } from '../../http/list-page.js';
import { lookupCandidates, parseSearchQuery } from './recipes.search-query.js';
import type { RecipeListRow } from './recipes.schema.js';
import { searchInOrder } from './recipes.search-order.js';
import type { SearchOptions, SearchPage } from './recipes.search-options.js';
import { searchByRelevance } from './recipes.search-relevance.js';
import { lookupWords, searchTerms } from './search-terms.repository.js';

export type { SearchPage } from './recipes.search-options.js';

const NOTHING: SearchPage = { items: [], total: 0, corrected: [] };

/** The readings are reported only with the recipes they found. */
function withCorrected(page: Page<RecipeListRow>, corrected: SearchCorrection[]): SearchPage {
  return { ...page, corrected: page.total > 0 ? corrected : [] };
}

/**
 * Approved recipes matching free text (docs/decisions/001-postgresql-through-drizzle.md): full-text
 * search with accent folding and stemming in each recipe's own language (migration 0039; a
 * title's words match unstemmed from any language) over tiers of relevance, a word no recipe
 * matches read as the start of a word or as a close misspelling (decision 031), each such reading
 * reported (decision 037); one page plus the total for X-Total-Count. Words that match nothing
 * answer nothing, and so do words that match nothing beside words that match only as others;
 * blank or word-less input lists without a text filter.
 */
export async function searchApprovedRecipes(db: Db, options: SearchOptions): Promise<SearchPage> {
  const { include, exclude } = parseSearchQuery(options.q);
  if (include.length === 0) {
    const sortBy = options.sortBy === 'title' ? 'title' : 'more.created_on';
    const excludeOnly = { text: undefined, exclude: searchTerms([], exclude, new Map()).exclude };
    return { ...(await searchInOrder(db, excludeOnly, { ...options, sortBy })), corrected: [] };
  }
  const lookups = await lookupWords(db, lookupCandidates(include));
  const terms = searchTerms(include, exclude, lookups, options.asTyped);
  if (terms.live === 0) return NOTHING;
  const { corrected } = terms;
  if ((options.sortBy ?? 'relevance') === 'relevance') {
    return withCorrected(await searchByRelevance(db, terms, options), corrected);
  }
  // Title or date order: the recipes with every word, or with some when none has every word.
  if (terms.all) {
    const every = await searchInOrder(db, { text: terms.all, exclude: terms.exclude }, options);
    if (every.total > 0 || terms.live === 1) return withCorrected(every, corrected);
  }
  const some = await searchInOrder(db, { text: terms.any, exclude: terms.exclude }, options);
  return withCorrected(some, corrected);
}
