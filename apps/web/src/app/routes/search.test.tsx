import { pathOf, searchRecipes } from '@family-recipes/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import SearchPage from './search';
import {
  calledUrls,
  makeRecipe,
  renderRoutes,
  stubRecipeApi,
} from '../../features/recipes/testing/recipe-fixtures';
import { answer, page } from '../../testing/api-mocks';

const routes = [{ path: '/search', Component: SearchPage }];

/** The search API: "chiken" is read as "chicken" unless as_typed=1 asks for the words as typed. */
function stubSearch() {
  return stubRecipeApi(
    answer(searchRecipes, ({ query }) =>
      query.get('as_typed') === '1'
        ? page([])
        : page([makeRecipe({ title: 'Chicken Noodle Soup' })], 1, {
            'X-Search-Corrected': 'chiken=chicken',
          }),
    ),
  );
}

describe('Search page, words read as others', () => {
  it('when the search read a word as another, then it says what it searched for, the word in bold, with a link to search as typed', async () => {
    stubSearch();
    renderRoutes(routes, '/search?query=chiken%20soup');
    const notice = (await screen.findByText(/^Showing recipes for/)).closest('p');
    if (!notice) throw new Error('No notice');
    expect(notice).toHaveTextContent(
      'Showing recipes for chicken soup. Search for “chiken soup” as typed',
    );
    expect(within(notice).getByText('chicken').tagName).toBe('STRONG');
    expect(notice.querySelector('em')).toHaveTextContent('chicken soup');
    const link = within(notice).getByRole('link', { name: 'Search for “chiken soup” as typed' });
    expect(link).toHaveAttribute('href', '/search?query=chiken+soup&as_typed=1');
    expect(await screen.findByRole('heading', { name: 'Chicken Noodle Soup' })).toBeInTheDocument();
  });

  it('when the link is followed, then the words are searched as typed and nothing says otherwise', async () => {
    const user = userEvent.setup();
    const fetchMock = stubSearch();
    const { router } = renderRoutes(routes, '/search?query=chiken%20soup');
    await user.click(await screen.findByRole('link', { name: /as typed$/ }));
    expect(await screen.findByText('No recipes found')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?query=chiken+soup&as_typed=1');
    expect(calledUrls(fetchMock).some((url) => url.includes('as_typed=1'))).toBe(true);
    expect(screen.queryByText(/^Showing recipes for/)).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search recipes' })).toHaveValue('chiken soup');
  });

  it('when the page opens as typed, then the API is asked with as_typed=1 and no notice shows', async () => {
    const fetchMock = stubSearch();
    renderRoutes(routes, '/search?query=chiken%20soup&as_typed=1');
    expect(await screen.findByText('No recipes found')).toBeInTheDocument();
    const search = pathOf(searchRecipes, {});
    await waitFor(() =>
      expect(calledUrls(fetchMock).filter((url) => url.startsWith(search))).toEqual([
        `${search}?q=chiken+soup&limit=12&as_typed=1&page=1`,
      ]),
    );
    expect(screen.queryByText(/^Showing recipes for/)).not.toBeInTheDocument();
  });

  it('when nothing was read as another, then no notice shows', async () => {
    stubRecipeApi(answer(searchRecipes, () => page([makeRecipe({ title: 'Pea Soup' })])));
    renderRoutes(routes, '/search?query=soup');
    expect(await screen.findByRole('heading', { name: 'Pea Soup' })).toBeInTheDocument();
    expect(screen.queryByText(/^Showing recipes for/)).not.toBeInTheDocument();
  });
});
