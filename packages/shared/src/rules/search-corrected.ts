/*
 * The X-Search-Corrected header of a search (GET /api/recipes, decision 037): each word the search
 * read as another, as `typed=read`, separated by commas. Both sides are encoded with
 * encodeURIComponent, so the value is ASCII whatever the words ("creme=cr%C3%A8me"); a plain
 * ASCII word reads as itself ("chiken=chicken").
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

function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text.trim());
  } catch {
    return undefined;
  }
}

/** The corrections a header names; pairs that cannot be read are left out. */
export function parseSearchCorrected(value: string | null | undefined): SearchCorrection[] {
  if (!value) return [];
  return value.split(',').flatMap((pair) => {
    const [typedText, readText, ...rest] = pair.split('=');
    if (typedText === undefined || readText === undefined || rest.length > 0) return [];
    const typed = decoded(typedText);
    const read = decoded(readText);
    return typed && read ? [{ typed, read }] : [];
  });
}
