import type { SearchCorrection } from '@family-recipes/shared';
import type { Page } from '../../http/list-page.js';
import type { RecipeListRow } from './recipes.schema.js';

/** What a search asks for: its words, the category, the order and the page. */
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
  /** Search the words exactly as typed: none read as another (decision 037). */
  asTyped?: boolean;
}

/** A page of a search, and the words it read as others (X-Search-Corrected). */
export interface SearchPage extends Page<RecipeListRow> {
  corrected: SearchCorrection[];
}

/**
 * Search totals stop counting here: counting every match of a common word costs as much as the
 * search itself, and nobody pages through fifty pages of results (docs/decisions/011).
 */
export const SEARCH_TOTAL_CAP = 1_000;
