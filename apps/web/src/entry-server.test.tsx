// @vitest-environment node
import {
  getConfig,
  getRecipe,
  listApproved,
  listFeatured,
  pathOf,
  type ApiTransport,
} from '@family-recipes/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from './entry-server';
import { EMBEDDED_CATALOG_MAX } from './i18n/messages';
import { calledUrls, makeRecipe } from './features/recipes/testing/recipe-fixtures';
import { stubPublicApi } from './testing/first-screen-api';

let network: { mockRestore(): void } | undefined;

/** Every request the render would send over the network; a render in process sends none. */
function watchNetwork() {
  const spy = vi.spyOn(globalThis, 'fetch');
  network = spy;
  return spy;
}

afterEach(() => {
  network?.mockRestore();
  network = undefined;
});

/** Runs without a window or document, as on the server. */
describe('a public page drawn on the server', () => {
  it('when the home page is drawn, then it shows the featured and latest recipes, read in process and never over the network', async () => {
    const { recipes, fetchMock, api } = stubPublicApi();
    const network = watchNetwork();
    expect(typeof window).toBe('undefined');

    const page = await renderPage('http://localhost/', api);

    expect(page).toBeDefined();
    for (const recipe of recipes) expect(page?.html).toContain(recipe.title);
    expect(page?.html).toContain('Recipes worth passing down');
    expect(calledUrls(fetchMock)).toEqual(
      expect.arrayContaining([
        pathOf(listFeatured, {}),
        `${pathOf(listApproved, {})}?sort_by=more.created_on&order=-1&limit=4`,
        pathOf(getConfig, {}),
      ]),
    );
    expect(network).not.toHaveBeenCalled();
    const keys = page?.state.queries.map((q) => q.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        ['/featured-recipes', 'page'],
        ['/all-recipes', { query: { sort_by: 'more.created_on', order: -1, limit: 4 } }, 'page'],
      ]),
    );
  });

  it('when pages are drawn in German and Arabic at once, then each frame is in its own language and carries its catalog', async () => {
    const [german, arabic, english] = await Promise.all([
      renderPage('http://localhost/', stubPublicApi().api, 'de'),
      renderPage('http://localhost/', stubPublicApi().api, 'ar'),
      renderPage('http://localhost/', stubPublicApi().api, 'en'),
    ]);
    expect(german?.html).toContain('Alle Rezepte');
    expect(german?.html).toContain('Rezepte, die es wert sind, weitergegeben zu werden');
    expect(german?.html).not.toContain('All Recipes');
    expect(german?.messages?.app?.allRecipes).toBe('Alle Rezepte');
    expect(arabic?.html).toContain('كل الوصفات');
    expect(arabic?.messages?.app?.allRecipes).toBe('كل الوصفات');
    expect(english?.html).toContain('All Recipes');
    // English is the code's own text: nothing to send with the page.
    expect(english?.messages).toEqual({});
  });

  it('when All Recipes is drawn in German, then its small catalogs go with it and the shared texts only by name', async () => {
    const page = await renderPage('http://localhost/all-recipes', stubPublicApi().api, 'de');

    expect(page?.html).toContain('Alle Rezepte');
    expect(page?.messages?.app?.allRecipes).toBe('Alle Rezepte');
    // The shared texts' catalog (300-odd messages) is larger than a page should carry: the
    // browser loads its file, which it keeps from page to page.
    expect(Object.keys(page?.messages ?? {})).toContain('shared');
    expect(page?.messages?.shared).toBeNull();
    for (const catalog of Object.values(page?.messages ?? {})) {
      if (catalog) expect(JSON.stringify(catalog).length).toBeLessThanOrEqual(EMBEDDED_CATALOG_MAX);
    }
  });

  it('when a recipe page is drawn, then its title, ingredients and steps are in the HTML', async () => {
    const { recipes, api } = stubPublicApi();
    const recipe = recipes[1]!;

    const page = await renderPage(`http://localhost/recipes/${recipe._id}`, api);

    expect(page?.html).toContain(`<h1`);
    expect(page?.html).toContain(recipe.title);
    expect(page?.html).toContain('flour');
    expect(page?.html).toContain('Bake.');
    expect(page?.head).toEqual({
      title: `${recipe.title} | Family Recipes`,
      description: recipe.description,
    });
  });

  it('when a recipe in Arabic is drawn, then its own text carries lang="ar" dir="rtl" and the headings do not', async () => {
    const { recipes, api } = stubPublicApi();
    const kabsa = makeRecipe({
      title: 'كبسة الدجاج',
      language: 'ar',
      instructions: ['يقلى البصل'],
    });
    recipes.push(kabsa);

    const html = (await renderPage(`http://localhost/recipes/${kabsa._id}`, api))?.html ?? '';

    expect(html).toMatch(/<h1 class="recipe-detail__title" lang="ar" dir="rtl">كبسة الدجاج<\/h1>/);
    expect(html).toMatch(/<ol class="recipe-instructions" lang="ar" dir="rtl">/);
    expect(html).toMatch(/<ul class="recipe-ingredients__list" lang="ar" dir="rtl">/);
    expect(html).toMatch(/<h2[^>]*>Ingredients<\/h2>/);
    expect(html).not.toMatch(/<h2[^>]*dir=/);
  });

  it('when two pages are drawn at once with different APIs, then each is drawn from its own answers', async () => {
    const { recipes, api } = stubPublicApi();
    const recipe = recipes[1]!;
    const other = makeRecipe({ _id: recipe._id, title: 'Another kitchen’s crumble' });
    const otherApi: ApiTransport = (request) =>
      request.path === pathOf(getRecipe, { id: recipe._id })
        ? Promise.resolve({ status: 200, headers: {}, payload: other })
        : api(request);

    const [page, otherPage] = await Promise.all([
      renderPage(`http://localhost/recipes/${recipe._id}`, api),
      renderPage(`http://localhost/recipes/${recipe._id}`, otherApi),
    ]);

    expect(page?.html).toContain(recipe.title);
    expect(page?.html).not.toContain(other.title);
    expect(otherPage?.html).toContain(other.title);
    expect(otherPage?.html).not.toContain(recipe.title);
  });

  it('when a category page is drawn, then its head names the category', async () => {
    const { api } = stubPublicApi();
    const page = await renderPage('http://localhost/categories/desserts', api);
    expect(page?.head?.title).toMatch(/^Desserts\b.* \| Family Recipes$/);
  });

  it('when the recipe cannot be read, then nothing is drawn and the browser shows the answer itself', async () => {
    const { api } = stubPublicApi();
    expect(await renderPage('http://localhost/recipes/nope', api)).toBeUndefined();
  });

  it('when the API cannot answer at all, then nothing is drawn', async () => {
    const failing: ApiTransport = () => Promise.reject(new Error('database down'));
    expect(await renderPage('http://localhost/', failing)).toBeUndefined();
  });

  it('when the page is not a public one, then nothing is drawn and nothing is read', async () => {
    const { fetchMock, api } = stubPublicApi();
    expect(await renderPage('http://localhost/my-recipes', api)).toBeUndefined();
    expect(await renderPage('http://localhost/pending-recipes', api)).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
