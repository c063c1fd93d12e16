// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderPage } from './entry-server';
import { calledUrls } from './features/recipes/testing/recipe-fixtures';
import { stubPublicApi } from './testing/first-screen-api';

const ORIGIN = 'http://127.0.0.1:3000';

/** Runs without a window or document, as on the server. */
describe('a public page drawn on the server', () => {
  it('when the home page is drawn, then it shows the featured and latest recipes read from the API at the given address', async () => {
    const { recipes, fetchMock } = stubPublicApi();
    expect(typeof window).toBe('undefined');

    const page = await renderPage('http://localhost/', ORIGIN);

    expect(page).toBeDefined();
    for (const recipe of recipes) expect(page?.html).toContain(recipe.title);
    expect(page?.html).toContain('Recipes worth passing down');
    expect(calledUrls(fetchMock)).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/api/featured-recipes`,
        `${ORIGIN}/api/all-recipes?sort_by=more.created_on&order=-1&limit=4`,
        `${ORIGIN}/api/config`,
      ]),
    );
    const keys = page?.state.queries.map((q) => q.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        ['recipes', 'featured'],
        ['recipes', 'latest'],
      ]),
    );
  });

  it('when a recipe page is drawn, then its title, ingredients and steps are in the HTML', async () => {
    const { recipes } = stubPublicApi();
    const recipe = recipes[1]!;

    const page = await renderPage(`http://localhost/recipes/${recipe._id}`, ORIGIN);

    expect(page?.html).toContain(`<h1`);
    expect(page?.html).toContain(recipe.title);
    expect(page?.html).toContain('flour');
    expect(page?.html).toContain('Bake.');
    expect(page?.head).toEqual({
      title: `${recipe.title} | Family Recipes`,
      description: recipe.description,
    });
  });

  it('when a category page is drawn, then its head names the category', async () => {
    stubPublicApi();
    const page = await renderPage('http://localhost/categories/desserts', ORIGIN);
    expect(page?.head?.title).toMatch(/^Desserts\b.* \| Family Recipes$/);
  });

  it('when the recipe cannot be read, then nothing is drawn and the browser shows the answer itself', async () => {
    stubPublicApi();
    expect(await renderPage('http://localhost/recipes/nope', ORIGIN)).toBeUndefined();
  });

  it('when the page is not a public one, then nothing is drawn and nothing is read', async () => {
    const { fetchMock } = stubPublicApi();
    expect(await renderPage('http://localhost/my-recipes', ORIGIN)).toBeUndefined();
    expect(await renderPage('http://localhost/pending-recipes', ORIGIN)).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
