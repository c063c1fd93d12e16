import { getRecipe, pathOf, type ApiTransport } from '@family-recipes/shared';
import { hydrate } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../entry-server';
import { calledUrls } from '../features/recipes/testing/recipe-fixtures';
import { stubPublicApi } from '../testing/first-screen-api';
import { AppProvider } from './provider';
import { createQueryClient } from './query-client';
import { createAppRoutes } from './router';

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
});

/**
 * What main.tsx does with a page the server drew: its answers into the query cache first, then
 * the router, whose loaders find them there, then hydration once the page's code is in.
 */
async function hydratePage(path: string, api: ApiTransport) {
  const page = await renderPage(`http://localhost${path}`, api);
  if (!page) throw new Error(`${path} was not drawn`);
  container = document.createElement('div');
  container.innerHTML = page.html;
  document.body.append(container);
  const drawn = container.querySelector('h1');

  const queryClient = createQueryClient();
  hydrate(queryClient, JSON.parse(JSON.stringify(page.state)));
  const router = createMemoryRouter(createAppRoutes(queryClient), { initialEntries: [path] });
  await vi.waitFor(() => expect(router.state.initialized).toBe(true));

  const recoverable = vi.fn();
  await act(async () => {
    root = hydrateRoot(
      container!,
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>,
      { onRecoverableError: recoverable },
    );
  });
  return { drawn, recoverable, queryClient };
}

describe('the browser takes over a page drawn on the server', () => {
  it('when a recipe page is hydrated, then its first render matches the HTML, keeps its elements and reads nothing again', async () => {
    const { recipes, fetchMock, api } = stubPublicApi();
    const recipe = recipes[1]!;
    const path = `/recipes/${recipe._id}`;

    const { drawn, recoverable, queryClient } = await hydratePage(path, api);
    const readsBefore = calledUrls(fetchMock).length;
    // The page has subscribed to its recipe: a read on mount would have been asked for then.
    const recipeQuery = () =>
      queryClient
        .getQueryCache()
        .findAll()
        .find((query) => JSON.stringify(query.queryKey).includes(recipe._id));
    await act(() =>
      vi.waitFor(() => {
        expect(recipeQuery()?.getObserversCount()).toBeGreaterThan(0);
        expect(queryClient.isFetching()).toBe(0);
      }),
    );

    expect(recoverable).not.toHaveBeenCalled();
    const heading = screen.getByRole('heading', { level: 1, name: recipe.title });
    // Hydrated, not drawn again: the element the server sent is the one on screen.
    expect(heading).toBe(drawn);
    expect(calledUrls(fetchMock).slice(readsBefore)).not.toContain(
      pathOf(getRecipe, { id: recipe._id }),
    );
  });

  it('when the home page is hydrated, then its first render matches the HTML', async () => {
    const { featured, api } = stubPublicApi();
    const { drawn, recoverable } = await hydratePage('/', api);
    expect(recoverable).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1 })).toBe(drawn);
    expect(screen.getAllByText(featured.title).length).toBeGreaterThan(0);
  });
});
