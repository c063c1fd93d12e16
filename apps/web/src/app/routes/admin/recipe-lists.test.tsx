import { listPending, type Recipe } from '@family-recipes/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import de from '../../../features/recipes/lists/locales/de.json';
import { LanguageProvider } from '../../../i18n/language';
import { loadEveryCatalog } from '../../../i18n/messages';
import { answer, page } from '../../../testing/api-mocks';
import { server } from '../../../testing/msw';
import { makeRecipe } from '../../../testing/recipes';
import { createTestQueryClient } from '../../../testing/test-utils';
import PendingRecipesPage from './pending-recipes';

/** A pending recipe numbered `n`. */
function recipe(n: number): Recipe {
  return makeRecipe({
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Recipe ${n}`,
    status: 100,
  });
}

describe('the administrators’ recipe lists', () => {
  it('when a German administrator opens the pending recipes, then the page reads in German', async () => {
    server.use(answer(listPending, () => page([recipe(1), recipe(2)], 2)));
    // The catalogs the server sends with the page.
    await loadEveryCatalog('de');
    const router = createMemoryRouter(
      [{ path: '/pending-recipes', element: <PendingRecipesPage /> }],
      {
        initialEntries: ['/pending-recipes'],
      },
    );
    await act(async () => {
      render(
        <QueryClientProvider client={createTestQueryClient()}>
          <LanguageProvider initial="de">
            <Suspense fallback={null}>
              <RouterProvider router={router} />
            </Suspense>
          </LanguageProvider>
        </QueryClientProvider>,
      );
    });

    expect(await screen.findByRole('heading', { name: 'Recipe 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: de.pendingTitle })).toBeInTheDocument();
    expect(de.pendingTitle).toBe('Ausstehende Rezepte');
    expect(screen.getByText('2 Rezepte')).toBeInTheDocument();
    expect(screen.queryByText('2 recipes')).not.toBeInTheDocument();
  });
});
