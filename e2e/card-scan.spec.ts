import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { signInAsNewCook } from './support/identity';

/*
 * "Scan a recipe card" on the submit page, in Chromium: a printed card's photo is read on the
 * device, fills the form, and is shown beside what was read with every amount marked.
 */

const CARD = {
  title: 'Grandma Ruth’s Oat Cookies',
  ingredients: ['1/2 cup butter', '1 1/4 cups flour', '2 eggs', '1 tsp baking soda'],
  steps: [
    'Heat the oven to 180 C.',
    'Beat the butter with the eggs until pale.',
    'Fold in the flour and the soda, then bake for 12 minutes.',
  ],
};

/** A photo of a printed recipe card, drawn by the browser: PNG bytes. */
async function cardPhoto(browser: Browser): Promise<Buffer> {
  const context = await browser.newContext({ viewport: { width: 900, height: 700 } });
  const page = await context.newPage();
  const line = (text: string) => `<li>${text}</li>`;
  await page.setContent(`<!doctype html><html><body style="margin:0;background:#8a7a66">
<div id="card" style="width:760px;margin:30px;padding:36px 44px;background:#fbf7ee;
  font-family:'DejaVu Serif',serif;font-size:24px;line-height:1.45;color:#222;transform:rotate(-1deg)">
<h1 style="font-size:34px;margin:0 0 18px">${CARD.title}</h1>
<h2 style="font-size:24px;margin:0">Ingredients</h2>
<ul style="list-style:none;padding:0;margin:0 0 14px">${CARD.ingredients.map(line).join('')}</ul>
<h2 style="font-size:24px;margin:0">Method</h2>
<ol style="padding-left:30px;margin:0">${CARD.steps.map(line).join('')}</ol>
</div></body></html>`);
  const photo = await page.locator('#card').screenshot({ type: 'png' });
  await context.close();
  return photo;
}

const SECOND = {
  title: 'Uncle Joe’s Pancakes',
  ingredients: ['2 cups milk', '1 egg', '1 1/2 cups flour'],
  steps: ['Whisk everything into a smooth batter.', 'Fry in a hot pan until golden.'],
};

/** A photo of one page holding two recipes, one above the other (a notebook's page): PNG bytes. */
async function twoRecipesPhoto(browser: Browser): Promise<Buffer> {
  const context = await browser.newContext({ viewport: { width: 900, height: 1300 } });
  const page = await context.newPage();
  const recipe = (r: typeof CARD) => `<h1 style="font-size:34px;margin:0 0 14px">${r.title}</h1>
<h2 style="font-size:24px;margin:0">Ingredients</h2>
<ul style="list-style:none;padding:0;margin:0 0 12px">${r.ingredients.map((l) => `<li>${l}</li>`).join('')}</ul>
<h2 style="font-size:24px;margin:0">Method</h2>
<ol style="padding-left:30px;margin:0 0 48px">${r.steps.map((l) => `<li>${l}</li>`).join('')}</ol>`;
  await page.setContent(`<!doctype html><html><body style="margin:0;background:#8a7a66">
<div id="page" style="width:760px;margin:30px;padding:30px 44px 0;background:#fbf7ee;
  font-family:'DejaVu Serif',serif;font-size:24px;line-height:1.45;color:#222">
${recipe(CARD)}${recipe(SECOND)}</div></body></html>`);
  const photo = await page.locator('#page').screenshot({ type: 'png' });
  await context.close();
  return photo;
}

async function scan(page: Page, photo: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Scan a recipe card' }).click();
  await (await chooser).setFiles({ name: 'card.png', mimeType: 'image/png', buffer: photo });
}

for (const width of [390, 1280]) {
  test(`when a cook scans a printed card at ${width} px, then the form is filled from it and the card is shown beside what was read`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const photo = await cardPhoto(browser);
    await page.setViewportSize({ width, height: 900 });
    await signInAsNewCook(page, 'Scanning Sam');
    await page.goto('/submit-recipe');
    // A photo of the dish chosen before the scan stays chosen.
    await page
      .getByLabel('Photo of the dish')
      .setInputFiles({ name: 'dish.png', mimeType: 'image/png', buffer: photo });
    await expect(page.getByText(/^dish\.png \(/)).toBeVisible();

    await scan(page, photo);
    await expect(page.getByText('The form is filled from the card.')).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByText(/^dish\.png \(/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(/Oat Cookies/);
    const ingredients = await page.getByRole('textbox', { name: /^Ingredients/ }).inputValue();
    for (const line of CARD.ingredients) expect(ingredients).toContain(line);
    const steps = await page.getByRole('textbox', { name: /^Instructions/ }).inputValue();
    expect(steps).toContain('Beat the butter with the eggs until pale.');
    // The photo is kept as the recipe's card.
    await expect(page.getByText('card.png')).toBeVisible();

    const review = page.getByRole('region', { name: 'Check against the card' });
    await expect(review.getByRole('img', { name: 'The scanned card, side 1' })).toBeVisible();
    const amount = review.getByRole('button', { name: 'Amount Ingredient 1: 1/2 cup' });
    await amount.click();
    await expect(amount).toHaveAttribute('aria-pressed', 'true');
    // Every line read is linked to its place on the card.
    await review.getByText(/lines read: choose one/).click();
    const line = review.getByRole('button', { name: 'Ingredient 2: 1 1/4 cups flour' });
    await line.click();
    await expect(line).toHaveAttribute('aria-pressed', 'true');
    await expect(amount).toHaveAttribute('aria-pressed', 'false');
    await expect(review.locator('rect.card-review__mark--line')).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
}

test('when a photo holds two recipes, then each is offered as a draft, and the cook’s crop to one reads that one alone', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const photo = await twoRecipesPhoto(browser);
  await signInAsNewCook(page, 'Scanning Stan');
  await page.goto('/submit-recipe');
  await scan(page, photo);
  await expect(page.getByText('This card holds 2 recipes.', { exact: false })).toBeVisible({
    timeout: 90_000,
  });
  await page.getByRole('button', { name: `Fill the form with “${SECOND.title}”` }).click();
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(SECOND.title);
  const ingredients = await page.getByRole('textbox', { name: /^Ingredients/ }).inputValue();
  for (const line of SECOND.ingredients) expect(ingredients).toContain(line);
  expect(ingredients).not.toContain(CARD.ingredients[0]);

  await page.getByRole('button', { name: 'Crop the card' }).click();
  const crop = page.getByRole('region', { name: 'Crop the card' });
  await expect(crop.getByRole('img', { name: 'The scanned card, side 1' })).toBeVisible();
  await expectNoAxeViolations(page);
  await crop.getByRole('slider', { name: 'Bottom edge' }).fill('50');
  await crop.getByRole('button', { name: 'Read the cropped card' }).click();
  await expect(page.getByText('The form is filled from the card.')).toBeVisible({
    timeout: 90_000,
  });
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(/Oat Cookies/);
  // The cropped photo is the recipe's card now.
  await expect(page.getByText('card.jpg')).toBeVisible();
});

test('when a card sets its fractions as single characters (½), then the form has them as amounts', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 900, height: 600 } });
  const drawing = await context.newPage();
  await drawing.setContent(`<!doctype html><html><body style="margin:0;background:#8a7a66">
<div id="card" style="width:700px;margin:30px;padding:36px 44px;background:#fbf7ee;
  font-family:'DejaVu Sans',sans-serif;font-size:24px;line-height:1.5;color:#222">
<h1 style="font-size:32px;margin:0 0 14px">Aunt May’s Scones</h1>
<h2 style="font-size:24px;margin:0">Ingredients</h2>
<ul style="list-style:none;padding:0;margin:0 0 12px"><li>½ cup sugar</li><li>1¼ cups flour</li>
<li>¾ tsp salt</li><li>2 eggs</li></ul>
<h2 style="font-size:24px;margin:0">Method</h2>
<ol style="padding-left:30px;margin:0"><li>Rub the butter into the flour.</li>
<li>Bake for 15 minutes.</li></ol></div></body></html>`);
  const photo = await drawing.locator('#card').screenshot({ type: 'png' });
  await context.close();
  await signInAsNewCook(page, 'Scanning Sid');
  await page.goto('/submit-recipe');
  await scan(page, photo);
  await expect(page.getByText('The form is filled from the card.')).toBeVisible({
    timeout: 60_000,
  });
  const ingredients = await page.getByRole('textbox', { name: /^Ingredients/ }).inputValue();
  for (const line of ['1/2 cup sugar', '1 1/4 cups flour', '3/4 tsp salt', '2 eggs']) {
    expect(ingredients).toContain(line);
  }
  // A fraction read again from its parts is shown to be checked against the card.
  const review = page.getByRole('region', { name: 'Check against the card' });
  await expect(review.getByRole('button', { name: 'Not sure Ingredient 3: 3/4' })).toBeVisible();
});

test('when the chosen file is not a photo, then the scan says so and the form stays empty', async ({
  page,
}) => {
  await signInAsNewCook(page, 'Scanning Sal');
  await page.goto('/submit-recipe');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Scan a recipe card' }).click();
  await (
    await chooser
  ).setFiles({ name: 'card.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await expect(page.getByRole('alert')).toHaveText(
    'Choose a photo of the card (JPEG, PNG or WebP).',
  );
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue('');
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('when a cook has scanned a card once, then the reader and its data are kept on the device for reading offline', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const photo = await cardPhoto(browser);
    await signInAsNewCook(page, 'Scanning Sue');
    await page.goto('/submit-recipe');
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 30_000,
    });
    // Nothing of the reader is kept before the first scan.
    expect(await page.evaluate(() => caches.has('card-scan'))).toBe(false);

    await scan(page, photo);
    await expect(page.getByText('The form is filled from the card.')).toBeVisible({
      timeout: 60_000,
    });
    const kept = await page.evaluate(async () =>
      (await (await caches.open('card-scan')).keys()).map((r) => new URL(r.url).pathname),
    );
    for (const file of [
      /\/card-scan-[\da-f]{8}\/worker\.min\.js$/,
      /\/card-scan-[\da-f]{8}\/tesseract-core-simd-lstm\.wasm$/,
      /\/card-scan-data-[\da-f]{8}\/eng\.traineddata\.gz$/,
    ]) {
      expect(
        kept.some((path) => file.test(path)),
        `${file} kept: ${kept.join(', ')}`,
      ).toBe(true);
    }
  });
});
