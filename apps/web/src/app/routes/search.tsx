import { SEARCH_DEBOUNCE_MS } from '@family-recipes/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/ui/page';
import { searchRecipesQueryOptions } from '../../features/recipes/api/list-recipes';
import { RecipeListing } from '../../features/recipes/components/recipe-listing';
import {
  SearchCorrected,
  searchCorrections,
} from '../../features/recipes/components/search-corrected';
import { useDebouncedValue } from '../../features/recipes/hooks/use-debounced-value';
import { recipesMessages } from '../../features/recipes/messages';
import { useT } from '../../i18n/language';

export default function SearchPage() {
  const t = useT(recipesMessages);
  const [searchParams, setSearchParams] = useSearchParams();
  const urlQuery = searchParams.get('query') ?? '';
  const [text, setText] = useState(urlQuery);
  const [seenUrlQuery, setSeenUrlQuery] = useState(urlQuery);
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS.search);

  // A new search from elsewhere (the home form, back and forward) replaces what is in the box.
  if (urlQuery !== seenUrlQuery) {
    setSeenUrlQuery(urlQuery);
    if (urlQuery.trim() !== q) setText(urlQuery);
  }

  useEffect(() => {
    if (q === urlQuery.trim()) return;
    setSearchParams(q ? { query: q } : {}, { replace: true });
  }, [q, urlQuery, setSearchParams]);

  // "Search as typed" (as_typed=1) holds for the words in the address, not for new ones typed.
  const asTyped = searchParams.get('as_typed') === '1' && q === urlQuery.trim();
  const query = useInfiniteQuery(searchRecipesQueryOptions(q, asTyped));
  const corrections = asTyped ? [] : searchCorrections(query.data?.pages);
  return (
    <Page title={t('searchResults')} lead={q ? t('matching', { q }) : t('searchLead')}>
      <RecipeListing
        search={{
          label: t('searchRecipes'),
          value: text,
          onChange: setText,
          placeholder: t('searchPlaceholder'),
        }}
        query={query}
        idle={q ? undefined : t('searchIdle')}
        notice={<SearchCorrected q={q} corrections={corrections} />}
      />
    </Page>
  );
}
