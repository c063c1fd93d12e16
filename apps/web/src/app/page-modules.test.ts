import { matchPublicPage, PUBLIC_PAGES, type PublicPage } from '@family-recipes/shared';
import { describe, expect, it } from 'vitest';
import { publicPageAt, publicPages } from './page-modules';

describe('publicPageAt', () => {
  it.each([
    ['/', 'home'],
    ['/all-recipes', 'allRecipes'],
    ['/all-recipes/', 'allRecipes'],
    ['/categories/Desserts', 'category'],
    ['/CATEGORIES/soups', 'category'],
    ['/search', 'search'],
    ['/recipes/abc-123', 'recipe'],
    ['/about', 'about'],
    ['/login', 'login'],
    ['/forgot-password', 'forgotPassword'],
  ])('when the first page is %s, then the boot script starts the code of %s', (path, page) => {
    expect(publicPageAt(path)).toBe(page);
  });

  it.each(['/pending-recipes', '/my-recipes', '/account', '/no-such-page', '/recipes/a/b'])(
    'when the page is %s, which is not a public one, then no code is started early',
    (path) => {
      expect(publicPageAt(path)).toBeUndefined();
    },
  );
});

describe('the public pages declared once (packages/shared, pages.ts)', () => {
  it('when the router builds the public routes, then each is at the path the server knows it by', () => {
    const paths = Object.fromEntries(
      Object.entries(publicPages).map(([name, { path }]) => [name, path]),
    );
    expect(paths).toEqual(PUBLIC_PAGES);
  });

  it('when a path has a parameter, then the segment it matched is given as written', () => {
    expect(matchPublicPage('/Recipes/abc-123/')).toEqual({
      page: 'recipe' satisfies PublicPage,
      params: { id: 'abc-123' },
    });
    expect(matchPublicPage('/categories/soups')?.params).toEqual({ category: 'soups' });
    expect(matchPublicPage('/about')?.params).toEqual({});
  });
});
