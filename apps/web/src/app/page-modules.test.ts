import { describe, expect, it } from 'vitest';
import { publicPageAt } from './page-modules';

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
