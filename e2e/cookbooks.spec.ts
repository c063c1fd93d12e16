import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { switchAccount, twoCooksFirstSignedIn } from './support/identity';
import { dropExpectedErrors } from './support/network';

const PHONE = { width: 390, height: 844 };

test.describe('the family cookbook', () => {
  test('when a cook makes a book of their favourites ordered by title, then its PDF is made with progress on the page and downloads, and another cook cannot open it', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    const [, stranger] = await twoCooksFirstSignedIn(page, 'Rosa Baker', 'Otto Stranger');

    // Three approved recipes become the cook's favourites.
    const listed = await page.request.get('/api/all-recipes?limit=3&page=1');
    expect(listed.ok()).toBe(true);
    const recipes = (await listed.json()) as { _id: string; title: string }[];
    expect(recipes).toHaveLength(3);
    for (const recipe of recipes) {
      const saved = await page.request.put(`/api/recipes/${recipe._id}/favourite`);
      expect(saved.ok()).toBe(true);
    }
    const byTitle = recipes
      .map((recipe) => recipe.title)
      .sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }));

    // The avatar menu leads to the cookbooks; there are none yet.
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: 'Cookbooks' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cookbooks' })).toBeVisible();
    await expect(page.getByText('You have no books yet.', { exact: false })).toBeVisible();
    await page.getByRole('link', { name: 'New book' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New cookbook' })).toBeVisible();

    await page.getByRole('textbox', { name: /Title/ }).fill('Rosa’s Sunday book');
    await page.getByRole('textbox', { name: /Subtitle/ }).fill('For the grandchildren');
    await page.getByRole('combobox', { name: 'Recipes from' }).selectOption('favourites');
    await page.getByRole('button', { name: 'Show these recipes' }).click();
    await expect(page.getByText('3 recipes found, 0 in the book.')).toBeVisible();
    await page.getByRole('button', { name: 'Put them all in the book' }).click();
    // The builder with everything on it (the rows' Move buttons too) passes axe, on a phone and wide.
    await page.getByRole('radio', { name: /By hand/ }).check();
    await expect(page.getByRole('button', { name: /^Move down/ })).toHaveCount(3);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations, `the builder at ${width}px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(
        true,
      );
    }
    // A row dragged by its grip below the last one goes to the end.
    const inBook = page.getByRole('list', { name: /In the book/ }).getByRole('listitem');
    const first = (await inBook.nth(0).locator('.cookbook-row__title').textContent()) ?? '';
    const grip = (await inBook.nth(0).locator('.cookbook-row__grip').boundingBox())!;
    const last = (await inBook.nth(2).boundingBox())!;
    await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
    await page.mouse.down();
    await page.mouse.move(grip.x + grip.width / 2, last.y + last.height - 4, { steps: 12 });
    await page.mouse.up();
    await expect(inBook.nth(2)).toContainText(first);
    await expect(page.getByText(`“${first}” is now number 3 of 3.`)).toBeAttached();

    await page.getByRole('radio', { name: /By title/ }).check();
    await expect(inBook).toHaveCount(3);
    for (const [index, title] of byTitle.entries()) {
      await expect(inBook.nth(index)).toContainText(title);
    }
    await page.getByRole('button', { name: 'Save the book' }).click();
    await expect(page).toHaveURL(/\/cookbooks\/[0-9a-f-]{36}$/);
    const bookPath = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name: 'Rosa’s Sunday book' })).toBeVisible();
    await expect(page.getByText('All changes saved.')).toBeVisible();

    // Made in the background: the page shows how far it got, then the download.
    const panel = page.getByRole('region', { name: 'The PDF' });
    await panel.getByRole('button', { name: 'Make the PDF' }).click();
    await expect(panel.getByRole('progressbar', { name: /Making the PDF: \d+%/ })).toBeVisible();
    const download = panel.getByRole('link', { name: 'Download the PDF of “Rosa’s Sunday book”' });
    await expect(download).toBeVisible({ timeout: 120_000 });
    await expect(panel.getByText(/\d+ pages? · /)).toBeVisible();

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const bytes = await readFile(await file.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);

    // The shelf lists it, ready.
    await page.goto('/cookbooks');
    const card = page.getByRole('listitem').filter({ hasText: 'Rosa’s Sunday book' });
    await expect(card).toContainText('3 recipes');
    await expect(card).toContainText('PDF ready');

    // Another cook, not of the household, gets the 404 page.
    await switchAccount(page, stranger);
    await page.goto(bookPath);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    const refused = await page.request.get(`/api${bookPath}/pdf`);
    expect(refused.status()).toBe(404);
    // The browser logs the API's 404 answer to the page itself; that one is expected here.
    const expected = consoleErrors.filter((e) => /status of 404/.test(e));
    expect(expected).toHaveLength(1);
    dropExpectedErrors(consoleErrors, /status of 404/);
  });
});
