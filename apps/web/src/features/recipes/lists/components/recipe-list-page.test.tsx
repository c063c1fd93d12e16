import { listPending, type Recipe } from '@family-recipes/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answer, failure, page } from '../../../../testing/api-mocks';
import { server } from '../../../../testing/msw';
import { createTestQueryClient } from '../../../../testing/test-utils';
import { makeRecipe } from '../../../../testing/recipes';
import { RECIPE_PAGE_SIZE } from '../api/recipe-pages';
import { RecipeListPage } from './recipe-list-page';

/** A pending recipe numbered `n`. */
function recipe(n: number): Recipe {
  return makeRecipe({
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Recipe ${n}`,
    status: 100,
  });
}

function renderList() {
  const router = createMemoryRouter(
    [
      {
        path: '/pending-recipes',
        element: <RecipeListPage kind="pending" title="Pending Recipes" lead="Waiting." />,
      },
    ],
    { initialEntries: ['/pending-recipes'] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('RecipeListPage', () => {
  it('when the server has more than one page, then "Load more" fetches the next page', async () => {
    const all = Array.from({ length: RECIPE_PAGE_SIZE + 2 }, (_, i) => recipe(i + 1));
    const asked: string[] = [];
    server.use(
      answer(listPending, ({ request, query }) => {
        asked.push(new URL(request.url).search);
        const number = Number(query.get('page'));
        return page(
          all.slice((number - 1) * RECIPE_PAGE_SIZE, number * RECIPE_PAGE_SIZE),
          all.length,
        );
      }),
    );
    const user = renderList();

    expect(await screen.findByRole('heading', { name: 'Recipe 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Pending Recipes' })).toBeInTheDocument();
    expect(screen.getByText(`${all.length} recipes`)).toBeInTheDocument();
    expect(asked).toEqual([`?limit=${RECIPE_PAGE_SIZE}&page=1`]);

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(
      await screen.findByRole('heading', { name: `Recipe ${all.length}` }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('when the list fails to load, then it reads "No recipes found."', async () => {
    server.use(answer(listPending, () => failure(403, 'Admin access required')));
    renderList();

    expect(await screen.findByText('No recipes found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
