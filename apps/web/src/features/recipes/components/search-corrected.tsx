import {
  SEARCH_CORRECTED_HEADER,
  type RecipeSummary,
  type SearchCorrection,
} from '@family-recipes/shared';
import { Link } from 'react-router';
import type { ListPage } from '../../../lib/api-client';
import { useT } from '../../../i18n/language';
import { recipesMessages } from '../messages';
import './search-corrected.css';

/** Letters (with their marks) and digits, as the search reads words (recipes.search-query.ts). */
const WORD = /([\p{L}\p{M}\p{N}]+)/u;

function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text.trim());
  } catch {
    return undefined;
  }
}

/**
 * The corrections an X-Search-Corrected value names, as formatSearchCorrected (packages/shared)
 * writes them: `typed=read` pairs, comma-separated, each side URI-encoded. Pairs that cannot be
 * read are left out.
 */
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

/** The words a search read as others, from its first page's X-Search-Corrected. */
export function searchCorrections(
  pages: readonly ListPage<RecipeSummary>[] | undefined,
): SearchCorrection[] {
  return parseSearchCorrected(pages?.[0]?.headers?.[SEARCH_CORRECTED_HEADER.toLowerCase()]);
}

/** The address of a search of `q` with no word read as another (decision 037). */
function asTypedSearchPath(q: string): string {
  return `/search?${new URLSearchParams({ query: q, as_typed: '1' }).toString()}`;
}

/**
 * "Showing recipes for chicken soup" when the search read some words of `q` as others (its
 * X-Search-Corrected), the words it read in bold, and a link that searches the words as typed.
 */
export function SearchCorrected({
  q,
  corrections,
}: {
  q: string;
  corrections: readonly SearchCorrection[];
}) {
  const t = useT(recipesMessages);
  if (corrections.length === 0) return null;
  const read = new Map(corrections.map((c) => [c.typed.normalize('NFC'), c.read]));
  const parts = q
    .normalize('NFC')
    .split(WORD)
    .map((part, i) => {
      const meant = i % 2 === 1 ? read.get(part) : undefined;
      return meant === undefined ? part : <strong key={i}>{meant}</strong>;
    });
  return (
    <p className="search-corrected">
      {t('showingFor')} <em className="search-corrected__query">{parts}</em>.{' '}
      <Link to={asTypedSearchPath(q)} className="search-corrected__as-typed">
        {t('searchAsTyped', { q })}
      </Link>
    </p>
  );
}
