import { PAGE_TEXT, type RecipeSummary } from '@family-recipes/shared';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { Icon, Search } from '../../../components/icons';
import { LoadingIndicator, RecipeGrid } from '../../../components/recipe-list/recipe-grid';
import type { ApiError } from '../../../lib/api-client';
import type { ListPage } from '../../../lib/api-client';
import { LastMadeOnCard } from '../../cooked';
import { LIST_PAGE_SIZE } from '../api/list-recipes';
import { useT } from '../../../i18n/language';
import { useSharedText } from '../../../i18n/shared-text';
import { recipesMessages } from '../messages';
import './recipe-listing.css';
import { Button } from '../../../components/ui/button';

export interface ListingSearch {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}

/**
 * A listing page's body: a labelled search box, the results as cards, "Showing X of Y" and a
 * "Load more recipes" button. Failures show their message unless `hideErrors` (category pages,
 * whose load errors the specification keeps out of sight) shows the empty text instead.
 */
export function RecipeListing({
  search,
  query,
  emptyText,
  hideErrors = false,
  idle,
  notice,
}: {
  search: ListingSearch;
  query: UseInfiniteQueryResult<InfiniteData<ListPage<RecipeSummary>, number>, ApiError>;
  emptyText?: string;
  hideErrors?: boolean;
  /** Shown instead of results while there is nothing to look for (an empty search). */
  idle?: string;
  /** Shown above the results (what a search read, search-corrected.tsx). */
  notice?: ReactNode;
}) {
  const t = useT(recipesMessages);
  const text = useSharedText();
  const inputId = useId();
  const pages = query.data?.pages ?? [];
  const recipes = pages.flatMap((page) => page.items);
  const ids = recipes.map((recipe) => recipe._id);
  const total = pages.at(-1)?.total ?? 0;
  const refreshing = query.isFetching && !query.isFetchingNextPage && recipes.length > 0;
  const pending = query.isPending && query.fetchStatus !== 'idle';
  const failed = query.isError && recipes.length === 0;

  return (
    <div className="recipe-listing">
      <form role="search" className="listing-search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className="listing-search__label">
          {search.label}
        </label>
        <div className="listing-search__row">
          <Icon icon={Search} size={22} className="listing-search__icon" />
          <input
            id={inputId}
            type="search"
            className="listing-search__input"
            value={search.value}
            placeholder={search.placeholder}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => search.onChange(event.target.value)}
          />
        </div>
      </form>

      {idle !== undefined ? (
        <p className="recipe-grid__empty">{idle}</p>
      ) : failed && !hideErrors ? (
        <p className="recipe-listing__error" role="alert">
          {text(query.error.message)}
        </p>
      ) : (
        <>
          {notice}
          <div className="recipe-listing__status" aria-live="polite">
            {refreshing || pending ? (
              <LoadingIndicator />
            ) : recipes.length > 0 ? (
              <p>{t('showingOf', { shown: recipes.length, total })}</p>
            ) : null}
          </div>
          <RecipeGrid
            recipes={recipes}
            emptyText={emptyText ?? text(PAGE_TEXT.noRecipesFound)}
            loading={pending}
            headingLevel={2}
            skeletons={LIST_PAGE_SIZE}
            announce={false}
            footer={(recipe) => <LastMadeOnCard recipeId={recipe._id} ids={ids} />}
          />
          {query.hasNextPage && (
            <div className="recipe-listing__more">
              <Button
                variant="primary"
                large
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {query.isFetchingNextPage ? `${text(PAGE_TEXT.loading)}…` : t('loadMore')}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
