import { getRecipe } from '@family-recipes/shared';
import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, networkError } from '../../testing/api-mocks';
import { makeRecipe } from '../../testing/recipes';
import { renderApp } from '../../testing/test-utils';

const recipe = makeRecipe({ title: 'Grandma’s apple pie' });

/** The recipe read fails as fetch fails without a network (and with nothing saved for it). */
const unreachable = answer(getRecipe, () => networkError());

/** The browser says it is offline, as after its `offline` event (TanStack Query hears it too). */
function offline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  onlineManager.setOnline(false);
}

afterEach(() => {
  onlineManager.setOnline(true);
});

describe('a page that was never saved for offline use', () => {
  it('when the browser is offline and the recipe cannot be read, then the page says it is not saved and links to what is', async () => {
    offline();
    renderApp(`/recipes/${recipe._id}`, { handlers: [unreachable] });

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'This page is not saved for offline use',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Open it again when you are back online\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Favourites' })).toHaveAttribute('href', '/favourites');
    expect(screen.getByRole('link', { name: 'Shopping Lists' })).toHaveAttribute(
      'href',
      '/shopping-lists',
    );
    // The offline banner's code loads beside the page (root-layout.tsx).
    expect(await screen.findByRole('status')).toHaveTextContent(/You are offline\./);
    // The title is set in an effect after the page is drawn.
    await waitFor(() => expect(document.title).toBe('Not saved for offline use | Family Recipes'));
  });

  it('when the browser is online and the server cannot be reached, then the usual problem is shown instead', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderApp(`/recipes/${recipe._id}`, { handlers: [unreachable] });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not load this recipe' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/not saved for offline use/)).not.toBeInTheDocument();
  });

  it('when the browser is offline and the recipe was saved, then the recipe is shown as usual', async () => {
    offline();
    renderApp(`/recipes/${recipe._id}`, {
      handlers: [answer(getRecipe, { id: recipe._id }, () => recipe)],
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Grandma’s apple pie' }),
    ).toBeInTheDocument();
  });
});
