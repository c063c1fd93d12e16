import { listApproved, listCategory, searchRecipes } from '@family-recipes/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AllRecipesPage from './all-recipes';
import CategoryPage from './category';
import SearchPage from './search';
import {
  calledUrls,
  makeRecipe,
  renderRoutes,
  stubRecipeApi,
} from '../../features/recipes/testing/recipe-fixtures';
import { answer, failure, page } from '../../testing/api-mocks';

const routes = [
  { path: '/categories/:category', Component: CategoryPage },
  { path: '/search', Component: SearchPage },
  { path: '/all-recipes', Component: AllRecipesPage },
];

/** Moves the fake clock on by `ms`, running what falls due inside React's act. */
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

const withQ = (urls: string[], q: string) => urls.filter((url) => url.includes(`q=${q}`));

describe('Listing pages', () => {
  afterEach(() => vi.useRealTimers());

  it('when typing in the category search, then the API is asked once, 300 ms after the last key', async () => {
    const fetchMock = stubRecipeApi(
      answer(listCategory, { category: 'desserts' }, () => page([makeRecipe()])),
    );
    renderRoutes(routes, '/categories/desserts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Desserts' })).toBeInTheDocument();
    await screen.findByText('Showing 1 of 1 recipe');
    expect(calledUrls(fetchMock).some((url) => url.includes('sort_by=title&order=1'))).toBe(true);

    vi.useFakeTimers();
    const box = screen.getByRole('searchbox', { name: 'Search desserts recipes' });
    fireEvent.change(box, { target: { value: 'pi' } });
    advance(200);
    fireEvent.change(box, { target: { value: 'pie' } });
    advance(299);
    expect(withQ(calledUrls(fetchMock), 'pi')).toEqual([]);
    advance(1);
    vi.useRealTimers();
    await waitFor(() => expect(withQ(calledUrls(fetchMock), 'pie')).toHaveLength(1));
    expect(withQ(calledUrls(fetchMock), 'pi&')).toEqual([]);
  });

  it('when the category list fails, then the empty text shows instead of the error', async () => {
    stubRecipeApi(answer(listCategory, () => failure(500, 'Boom')));
    renderRoutes(routes, '/categories/sides');
    expect(await screen.findByText('No recipes found')).toBeInTheDocument();
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
  });

  it('when the all-recipes search is typed, then it waits 500 ms', async () => {
    const fetchMock = stubRecipeApi(answer(listApproved, () => page([])));
    renderRoutes(routes, '/all-recipes');
    expect(await screen.findByText('No recipes found')).toBeInTheDocument();
    vi.useFakeTimers();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search all recipes' }), {
      target: { value: 'soup' },
    });
    advance(499);
    expect(withQ(calledUrls(fetchMock), 'soup')).toEqual([]);
    advance(1);
    vi.useRealTimers();
    await waitFor(() => expect(withQ(calledUrls(fetchMock), 'soup')).toHaveLength(1));
  });

  it('when more recipes exist, then Load more recipes fetches the next page', async () => {
    const user = userEvent.setup();
    const first = Array.from({ length: 12 }, () => makeRecipe());
    const second = [makeRecipe({ title: 'Thirteenth' })];
    const fetchMock = stubRecipeApi(
      answer(listApproved, ({ query }) => page(query.get('page') === '2' ? second : first, 13)),
    );
    renderRoutes(routes, '/all-recipes');
    expect(await screen.findByText('Showing 12 of 13 recipes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more recipes' }));
    expect(await screen.findByRole('heading', { name: 'Thirteenth' })).toBeInTheDocument();
    expect(screen.getByText('Showing 13 of 13 recipes')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more recipes' })).not.toBeInTheDocument();
    expect(calledUrls(fetchMock).some((url) => url.includes('limit=12&page=2'))).toBe(true);
  });

  it('when the search page opens with a query, then the box holds it and typing replaces the URL', async () => {
    const fetchMock = stubRecipeApi(
      answer(searchRecipes, ({ query }) =>
        page([makeRecipe({ title: `Result for ${query.get('q') ?? ''}` })]),
      ),
    );
    const { router } = renderRoutes(routes, '/search?query=choclate');
    const box = await screen.findByRole('searchbox', { name: 'Search recipes' });
    expect(box).toHaveValue('choclate');
    expect(await screen.findByRole('heading', { name: 'Result for choclate' })).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'bread' } });
    expect(await screen.findByRole('heading', { name: 'Result for bread' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?query=bread');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(withQ(calledUrls(fetchMock), 'brea')).toHaveLength(1);
  });
});
