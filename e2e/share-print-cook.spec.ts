import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEV_ADMIN, newCookPage, signedInPage } from './support/identity';
import { PNG_48X36, submitRecipeThroughApi } from './support/recipes';

const SCREENSHOTS = 'test-results/screenshots';
const suffix = Date.now().toString(36).slice(-6);
const APPROVED_TITLE = `Butter Cake ${suffix}`;
const PENDING_TITLE = `Secret Stew ${suffix}`;

const INGREDIENTS = [
  { quantity: 2, units: 'cups', ingredient: 'flour' },
  { quantity: 1, units: 'large', ingredient: 'egg' },
  { quantity: 0.5, units: 'tsp', ingredient: 'salt' },
];
const INSTRUCTIONS = [
  'Heat the oven to 325F.',
  'Mix the flour, the egg and the salt.',
  'Bake for 30 minutes.',
];

let approvedId = '';
let pendingId = '';

/** Submits a recipe as a new cook and, for `approve`, has the administrator approve it. */
async function createRecipes(browser: Browser) {
  const page = await newCookPage(browser, 'Cake Cook');
  const submit = (title: string) =>
    submitRecipeThroughApi(page.request, title, {
      description: 'A plain butter cake for Sunday afternoons.',
      category: 'Desserts',
      instructions: JSON.stringify(INSTRUCTIONS),
      tags: JSON.stringify(['cake']),
      ingredients: JSON.stringify(INGREDIENTS),
      tips: JSON.stringify(['Let it cool before slicing.']),
      more: JSON.stringify({
        prep_time: 15,
        cook_time: 30,
        total_time: 45,
        serving: '8 slices',
        difficulty: 'Easy',
        source: 'Grandma Rosa',
      }),
      thumbnail_image: { name: 'cake.png', mimeType: 'image/png', buffer: PNG_48X36 },
    });
  approvedId = await submit(APPROVED_TITLE);
  pendingId = await submit(PENDING_TITLE);
  await page.context().close();

  const admin = await signedInPage(browser, DEV_ADMIN);
  const approved = await admin.request.put(`/api/admin/recipes/${approvedId}/status/101`);
  expect(approved.status()).toBe(200);
  await admin.context().close();
}

function metaContent(html: string, attribute: 'name' | 'property', key: string) {
  const tag = html.match(new RegExp(`<meta\\s+${attribute}="${key}"\\s+content="([^"]*)"`, 'i'));
  return tag?.[1];
}

test.describe('sharing, printing and cooking a recipe', () => {
  test.beforeAll(async ({ browser }) => {
    await createRecipes(browser);
  });

  test('when /recipes/{id} is fetched without JavaScript, then its head has the preview tags and a parsable Recipe', async ({
    request,
  }) => {
    const res = await request.get(`/recipes/${approvedId}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    const head = html.slice(0, html.indexOf('</head>'));

    expect(head).toContain(`<title>${APPROVED_TITLE} | Family Recipes</title>`);
    expect(metaContent(head, 'name', 'description')).toBe(
      'A plain butter cake for Sunday afternoons.',
    );
    expect(metaContent(head, 'property', 'og:title')).toBe(APPROVED_TITLE);
    expect(metaContent(head, 'property', 'og:type')).toBe('article');
    expect(metaContent(head, 'property', 'og:url')).toMatch(
      new RegExp(`^https?://[^/]+/recipes/${approvedId}$`),
    );
    expect(metaContent(head, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(head).toMatch(
      new RegExp(`<link rel="canonical" href="https?://[^/"]+/recipes/${approvedId}"`),
    );
    const image = metaContent(head, 'property', 'og:image');
    expect(image).toMatch(/^https?:\/\/[^/]+\/share-images\/[^/?]+\.jpg(\?v=\w+)?$/);
    const { pathname, search } = new URL(image!);
    const picture = await request.get(pathname + search);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/jpeg');

    const block = head.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
    const recipe = JSON.parse(block!) as {
      '@type': string;
      name: string;
      recipeIngredient: string[];
      recipeInstructions: { '@type': string; text: string }[];
      totalTime: string;
    };
    expect(recipe['@type']).toBe('Recipe');
    expect(recipe.name).toBe(APPROVED_TITLE);
    expect(recipe.totalTime).toBe('PT45M');
    expect(recipe.recipeIngredient).toHaveLength(INGREDIENTS.length);
    expect(recipe.recipeInstructions).toHaveLength(INSTRUCTIONS.length);
    expect(recipe.recipeInstructions.map((step) => step['@type'])).toEqual(
      INSTRUCTIONS.map(() => 'HowToStep'),
    );
  });

  test('when a pending recipe is fetched, then its head says nothing about it', async ({
    request,
  }) => {
    const html = await (await request.get(`/recipes/${pendingId}`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>Family Recipes</title>');
    expect(html).not.toContain(PENDING_TITLE);
    expect(html).not.toContain('Sunday afternoons');
    expect(head).not.toContain('og:title');
    expect(head).not.toContain('application/ld+json');
  });

  test('when the page is printed, then the site chrome and buttons are hidden and the recipe stays', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/recipes/${approvedId}`);
    await expect(page.getByRole('heading', { level: 1, name: APPROVED_TITLE })).toBeVisible();
    await page.getByRole('button', { name: '2x' }).click();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await expect(page.locator('.site-header')).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.site-header')).toBeHidden();
    await expect(page.locator('.site-footer')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Share' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Start cooking' })).toBeHidden();
    await expect(page.getByRole('group', { name: 'Scale the recipe' })).toBeHidden();
    expect(await page.locator('main button:visible, header:visible nav').count()).toBe(0);
    await expect(page.getByRole('heading', { level: 1, name: APPROVED_TITLE })).toBeVisible();
    // The chosen 2x scale is what goes on paper.
    await expect(page.getByRole('region', { name: 'Ingredients' })).toContainText('4 cups flour');
    await expect(page.getByText('16 slices')).toBeVisible();
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Bake for 30 minutes.' }),
    ).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/recipe-print-390.png`, fullPage: true });
  });

  test('when cook mode is started from the keyboard, then arrow keys step through and Escape leaves', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/recipes/${approvedId}`);
    const start = page.getByRole('link', { name: 'Start cooking' });
    await start.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: `Cooking: ${APPROVED_TITLE}` });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\?cook=1$/);
    const step = dialog.getByRole('region', { name: 'Current step' });
    await expect(step).toContainText('Step 1 of 3');
    await expect(step).toContainText(INSTRUCTIONS[0]!);
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeFocused();
    const fontSize = await step
      .locator('.cook-mode__text')
      .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(24);
    for (const name of ['Previous', 'Next', 'Leave cooking']) {
      const box = await dialog.getByRole('button', { name }).boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }

    await page.keyboard.press('ArrowRight');
    await expect(step).toContainText('Step 2 of 3');
    await expect(step).toContainText(INSTRUCTIONS[1]!);
    await page.keyboard.press('ArrowRight');
    await expect(step).toContainText('Step 3 of 3');
    await page.keyboard.press('ArrowRight');
    await expect(step).toContainText('Step 3 of 3');
    await page.keyboard.press('ArrowLeft');
    await expect(step).toContainText('Step 2 of 3');
    await page.screenshot({ path: `${SCREENSHOTS}/cook-mode-390.png` });

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/recipes/${approvedId}$`));
    await expect(start).toBeFocused();
  });

  test('when Metric is chosen, then 2 cups of flour become millilitres and 325F shows its Celsius', async ({
    page,
  }) => {
    await page.goto(`/recipes/${approvedId}`);
    const ingredients = page.getByRole('region', { name: 'Ingredients' });
    const steps = page.getByRole('region', { name: 'Instructions' });
    await expect(ingredients).toContainText('2 cups flour');
    await expect(steps).toContainText('Heat the oven to 325F.');

    await ingredients.getByRole('button', { name: 'Metric' }).click();
    await expect(ingredients).toContainText(/\d+ ml flour/);
    await expect(ingredients).not.toContainText('cups flour');
    await expect(steps).toContainText('Heat the oven to 325°F (163°C).');

    await ingredients.getByRole('button', { name: 'As written' }).click();
    await expect(ingredients).toContainText('2 cups flour');
    await expect(steps).toContainText('Heat the oven to 325F.');
  });
});
