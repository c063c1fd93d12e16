import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../testing/test-utils';
import { createAppRoutes } from './router';

describe('app routes', () => {
  it('when the path is /, then the home page renders inside the layout', async () => {
    renderApp('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Recipes worth passing down' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} Family Recipes`,
    );
  });

  it('when another page arrives, then the focus moves to the main landmark, unless a menu opened meanwhile holds it', async () => {
    const { router } = renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About' });

    await act(() => router.navigate('/contact'));
    await screen.findByRole('heading', { level: 1, name: 'Contact' });
    expect(screen.getByRole('main')).toHaveFocus();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Menu' }));
    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    const inPanel = document.activeElement;
    expect(panel).toContainElement(inPanel as HTMLElement);
    await act(() => router.navigate('/support'));
    await screen.findByRole('heading', { level: 1, name: 'Support' });
    expect(inPanel).toHaveFocus();
  });

  it('when the path is unknown, then the 404 page renders inside the layout', async () => {
    renderApp('/no-such-page');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Go back home' }),
    ).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it.each([
    ['/categories/desserts', 'Desserts'],
    ['/search?query=soup', 'Search Results'],
    ['/recipes/abc123', 'Recipe Not Found'],
    ['/all-recipes', 'All Recipes'],
    ['/about', 'About'],
    ['/contact', 'Contact'],
    ['/support', 'Support'],
    ['/login', 'Log In'],
    ['/signup', 'Sign Up'],
    ['/forgot-password', 'Forgot Password'],
    ['/account', 'My Account'],
    ['/edit-recipe/abc123', 'Edit Recipe'],
    // Guarded pages greet signed-out visitors with the Welcome page.
    ['/submit-recipe', 'Welcome'],
    ['/my-recipes', 'Welcome'],
    ['/favourites', 'Welcome'],
    ['/shopping-lists', 'Welcome'],
    ['/shopping-lists/0b7f6c1e-8d2a-4c3b-9e1f-2a3b4c5d6e7f', 'Welcome'],
    ['/meal-plan', 'Welcome'],
    ['/household', 'Welcome'],
    // An invitation's link asks a visitor to log in on its own page, and brings them back.
    ['/household/join?code=abc', 'Join a household'],
    ['/pending-recipes', 'Welcome'],
    ['/denied-recipes', 'Welcome'],
    ['/featured-recipes', 'Welcome'],
    ['/users', 'Welcome'],
    ['/backups', 'Welcome'],
    ['/admin/card-reader', 'Welcome'],
  ])('when the path is %s, then the page "%s" renders', async (path, title) => {
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('when the category is not one of the seven, then the 404 page renders', async () => {
    renderApp('/categories/soups');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
  });

  it('when a page throws while rendering, then the 404 page renders inside the layout', async () => {
    const Broken = () => {
      throw new Error('broken page');
    };
    renderApp('/broken', { routes: withExtraPage({ path: 'broken', Component: Broken }) });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
    vi.mocked(console.error).mockClear();
  });

  it('when the home search form is sent, then it navigates to /search?query=<text>', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');

    await user.type(await screen.findByLabelText('What would you like to cook?'), 'apple pie');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search Results' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/search');
    expect(new URLSearchParams(router.state.location.search).get('query')).toBe('apple pie');
  });

  it('when the home page shows, then the seven category chips link to their pages', async () => {
    renderApp('/');

    const list = await screen.findByRole('list', { name: 'Browse by category' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/categories/breakfast',
      '/categories/appetizers',
      '/categories/entrees',
      '/categories/desserts',
      '/categories/sides',
      '/categories/drinks',
      '/categories/other',
    ]);
  });
});

/** The app's routes with one more page beside the others, under the same error boundary. */
function withExtraPage(extra: RouteObject) {
  return (queryClient: QueryClient): RouteObject[] => {
    const [root] = createAppRoutes(queryClient);
    const pages = root?.children?.[0];
    if (!root || root.index || !pages || pages.index) throw new Error('Unexpected route shape.');
    return [{ ...root, children: [{ ...pages, children: [extra, ...(pages.children ?? [])] }] }];
  };
}
