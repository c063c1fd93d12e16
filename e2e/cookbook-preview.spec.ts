import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { twoCooksFirstSignedIn } from './support/identity';

/*
 * The book's preview in the builder: the page estimate, and the cover and a recipe's first page
 * drawn by pdf.js into canvases from the PDF the server lays out. pdf.js loads only when the
 * preview is opened.
 */

/** Demo recipes (apps/api/demo/recipes.json), each with a photo. */
const DEMO_TITLES = ['Shakshouka', 'Swedish Pancakes', 'Kropsua (Finnish Baked Pancake)'];

/** The share of a canvas's pixels that differ from its corner's (the paper): what was drawn. */
function inkOf(canvas: Locator): Promise<number> {
  return canvas.evaluate((element) => {
    const drawn = element as HTMLCanvasElement;
    if (drawn.width === 0 || drawn.height === 0) return 0;
    const context = drawn.getContext('2d');
    if (!context) return 0;
    const { data } = context.getImageData(0, 0, drawn.width, drawn.height);
    const [r, g, b] = [data[0] ?? 0, data[1] ?? 0, data[2] ?? 0];
    let ink = 0;
    for (let i = 0; i < data.length; i += 4) {
      const far =
        Math.abs((data[i] ?? 0) - r) +
        Math.abs((data[i + 1] ?? 0) - g) +
        Math.abs((data[i + 2] ?? 0) - b);
      if (far > 60) ink += 1;
    }
    return ink / (drawn.width * drawn.height);
  });
}

for (const width of [390, 1280]) {
  test(`when a cook opens the preview at ${width} px, then the page estimate shows and the cover and a recipe’s page are drawn`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await twoCooksFirstSignedIn(page, `Preview Pia ${width}`, `Preview Pete ${width}`);
    // Three of the site's own recipes with their photos: the newest ones may be other tests'
    // recipes with a photo of a few pixels, which would leave the cover all but blank.
    const recipes: { _id: string; title: string }[] = [];
    for (const title of DEMO_TITLES) {
      const query = new URLSearchParams({ q: title, limit: '10', page: '1' });
      const found = (await (await page.request.get(`/api/all-recipes?${query}`)).json()) as {
        _id: string;
        title: string;
      }[];
      const recipe = found.find((candidate) => candidate.title === title);
      if (recipe) recipes.push(recipe);
    }
    expect(recipes.map((recipe) => recipe.title)).toEqual(DEMO_TITLES);
    const made = await page.request.post('/api/cookbooks', {
      data: {
        title: 'Pia’s preview book',
        recipeIds: recipes.map((recipe) => recipe._id),
        // Chapters and a family page placed before a recipe: their editors must fit a phone too.
        order: 'chapters',
        chapters: [
          { title: 'Sunday lunches at the farm', recipeIds: recipes.map((recipe) => recipe._id) },
        ],
        familyPages: [
          {
            id: crypto.randomUUID(),
            title: 'The farm in 1962',
            caption: 'Grandma Rose at the farm gate',
            story: 'Every summer the whole family came to the farm.',
            after: 1,
          },
        ],
        coverRecipeId: recipes[0]?._id,
      },
    });
    expect(made.status()).toBe(201);
    const { id } = (await made.json()) as { id: string };

    const pdfJs: string[] = [];
    page.on('request', (request) => {
      if (/pdf(\.worker)?(\.min)?[-.]/.test(new URL(request.url()).pathname)) {
        pdfJs.push(request.url());
      }
    });
    await page.goto(`/cookbooks/${id}`);
    const panel = page.getByRole('region', { name: 'Preview' });
    await expect(panel.getByRole('button', { name: 'Show the preview' })).toBeVisible();
    expect(pdfJs).toEqual([]);

    await panel.getByRole('button', { name: 'Show the preview' }).click();
    await expect(panel.getByText(/^About \d+ pages$/)).toBeVisible({ timeout: 60_000 });
    const cover = panel.getByRole('img', { name: 'Preview of the cover' });
    const first = recipes[0]?.title ?? '';
    const recipe = panel.getByRole('img', { name: `Preview of ${first}’s first page` });
    await expect.poll(() => inkOf(cover), { timeout: 60_000 }).toBeGreaterThan(0.01);
    await expect.poll(() => inkOf(recipe), { timeout: 60_000 }).toBeGreaterThan(0.01);
    expect(pdfJs.length).toBeGreaterThan(0);
    const box = await cover.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(100);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(
      true,
    );

    const second = recipes[1];
    if (second) {
      await panel.getByLabel('Recipe to preview').selectOption(second._id);
      const other = panel.getByRole('img', { name: `Preview of ${second.title}’s first page` });
      await expect.poll(() => inkOf(other), { timeout: 60_000 }).toBeGreaterThan(0.01);
    }
  });
}
