import { mkdirSync, readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEV_ADMIN, signedInPage, signInAsNewCook } from './support/identity';
import { PNG_48X36 } from './support/recipes';

const SCREENSHOTS = 'test-results/screenshots';

/** A real photo from the demo content stands in for the scan of a handwritten card. */
const CARD_SCAN = readFileSync('apps/api/demo/photos/crostata.webp');

async function approve(request: APIRequestContext, id: string) {
  const res = await request.put(`/api/admin/recipes/${id}/status/101`);
  expect(res.status()).toBe(200);
}

test.describe('family provenance', () => {
  test('when a cook submits a variation with a story and a card scan, then both recipe pages show it and link to each other', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const suffix = Date.now().toString(36).slice(-6);
    const originalTitle = `Grandma Pound Cake ${suffix}`;
    const variationTitle = `Aunt May Lemon ${suffix}`;

    // The original, submitted and approved.
    const adminPage = await signedInPage(browser, DEV_ADMIN);
    await signInAsNewCook(page, 'May Cook');
    const originalRes = await page.request.post('/api/submit-recipe', {
      multipart: {
        title: originalTitle,
        description: 'The family pound cake.',
        category: 'Desserts',
        instructions: JSON.stringify(['Cream butter and sugar.', 'Bake.']),
        ingredients: JSON.stringify([{ quantity: 1, units: 'pound', ingredient: 'butter' }]),
        more: JSON.stringify({
          prep_time: 20,
          cook_time: 60,
          total_time: 80,
          serving: '12 slices',
          difficulty: 'Easy',
          source: 'Grandma',
        }),
        thumbnail_image: { name: 'cake.png', mimeType: 'image/png', buffer: PNG_48X36 },
      },
    });
    expect(originalRes.status()).toBe(201);
    const originalId = ((await originalRes.json()) as { _id: string })._id;
    await approve(adminPage.request, originalId);

    // The variation, through the form: required fields, then the family ones.
    await page.goto('/submit-recipe');
    const field = (name: string) => page.getByRole('textbox', { name: new RegExp(`^${name}`) });
    await field('Title').fill(variationTitle);
    await field('Description').fill('Grandma’s cake with lemon zest and a glaze.');
    await page.getByRole('combobox', { name: 'Category' }).selectOption('Desserts');
    await page.getByRole('combobox', { name: 'Difficulty' }).selectOption('Easy');
    await field('Source').fill('Aunt May');
    await page
      .getByLabel('Photo of the dish')
      .setInputFiles({ name: 'cake.png', mimeType: 'image/png', buffer: PNG_48X36 });
    await field('Prep Time').fill('25');
    await field('Cook Time').fill('60');
    await field('Serving').fill('12 slices');
    await field('Ingredients').fill('1 pound butter\n2 lemons');
    await field('Instructions').fill('Cream butter and sugar.\nAdd zest.\nBake.');
    await field('The story').fill(
      'Aunt May added lemons from her garden in the summer of 1974.\n\nWe bake it for every birthday.',
    );
    await field('From the kitchen of').fill('Aunt May');
    await page
      .getByLabel(/^Picture of the recipe card/)
      .setInputFiles({ name: 'card.webp', mimeType: 'image/webp', buffer: CARD_SCAN });
    await page.getByRole('searchbox', { name: /^Variation of/ }).fill(originalTitle);
    await page.getByRole('button', { name: `Choose ${originalTitle}` }).click();
    await expect(page.getByText(`A variation of ${originalTitle}`)).toBeVisible();
    const answer = page.waitForResponse((res) => res.url().endsWith('/api/submit-recipe'));
    await page.getByRole('button', { name: 'Submit Recipe' }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    const variationId = ((await response.json()) as { _id: string })._id;
    await approve(adminPage.request, variationId);
    await adminPage.context().close();

    // Anyone reads both pages, each linking to the other.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/recipes/${variationId}`);
    await expect(visitor.getByRole('heading', { level: 1, name: variationTitle })).toBeVisible();
    await expect(visitor.getByText('From the kitchen of Aunt May')).toBeVisible();
    await expect(visitor.getByText('Aunt May added lemons from her garden')).toBeVisible();
    const cardImage = visitor.getByRole('img', {
      name: `The handwritten card of ${variationTitle}`,
    });
    await expect(cardImage).toBeVisible();
    const fullSize = visitor.getByRole('link', { name: 'Open it full size' });
    const cardUrl = await fullSize.getAttribute('href');
    expect(cardUrl).toMatch(/^\/uploads\/.+\.webp$/);
    expect((await visitor.request.get(cardUrl ?? '')).headers()['content-type']).toBe('image/webp');
    mkdirSync(SCREENSHOTS, { recursive: true });
    for (const width of [1280, 390]) {
      await visitor.setViewportSize({ width, height: 900 });
      await visitor.screenshot({
        path: `${SCREENSHOTS}/recipe-provenance-${width}.png`,
        fullPage: true,
      });
    }
    await visitor.setViewportSize({ width: 1280, height: 900 });

    await visitor.getByRole('link', { name: originalTitle }).click();
    await expect(visitor).toHaveURL(new RegExp(`/recipes/${originalId}$`));
    const versions = visitor.getByRole('region', { name: 'The story' });
    await expect(versions.getByRole('link', { name: variationTitle })).toBeVisible();
    await visitorContext.close();

    // The story is searchable.
    const found = (await (
      await page.request.get(`/api/recipes?q=${encodeURIComponent('garden birthday')}`)
    ).json()) as { _id: string }[];
    expect(found.map((r) => r._id)).toContain(variationId);
  });
});
