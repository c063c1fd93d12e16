/*
 * The X-Search-Corrected header of a search (GET /api/recipes, decision 037): each word the search
 * read as another, as `typed=read`, separated by commas. Both sides are encoded with
 * encodeURIComponent, so the value is ASCII whatever the words ("creme=cr%C3%A8me"); a plain
 * ASCII word reads as itself ("chiken=chicken"). The web app, the one reader, parses it in its
 * search page (apps/web/src/features/recipes/components/search-corrected.tsx), so that the code
 * every page loads first does not carry it.
 */

export const SEARCH_CORRECTED_HEADER = 'X-Search-Corrected';

/** A word of the query and the word the search read it as. */
export interface SearchCorrection {
  typed: string;
  read: string;
}

/** The header's value; empty when no word was read as another. */
export function formatSearchCorrected(corrections: readonly SearchCorrection[]): string {
  return corrections
    .map((c) => `${encodeURIComponent(c.typed)}=${encodeURIComponent(c.read)}`)
    .join(',');
}
