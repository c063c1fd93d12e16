import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { DEV_ADMIN, signInAs, signInAsNewCook } from './support/identity';
import { dropExpectedErrors } from './support/network';

test.describe('backups', () => {
  test('when an administrator backs up now, then the backup completes, downloads whole, and restoring it into a site with recipes is refused', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    await signInAs(page, DEV_ADMIN);
    await page.goto('/backups');
    await expect(page.getByRole('heading', { level: 1, name: 'Backups' })).toBeVisible();
    await expect(page.getByText(/Scheduled backups are off\./)).toBeVisible();
    const items = page.getByRole('listitem').filter({ hasText: 'Backed up by hand' });
    const before = await items.count();

    await page.getByRole('button', { name: 'Back up now' }).click();
    const latest = items.first();
    await expect(items).toHaveCount(before + 1);
    await expect(latest.getByText('Complete', { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(
      latest.getByText(/Backed up by hand · [\d.]+ (KB|MB) · \d+ recipes?, \d+ users?/),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back up now' })).toBeEnabled();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      latest.getByRole('link', { name: /Download the backup of/ }).click(),
    ]);
    const file = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      format: string;
      recipes: unknown[];
    };
    expect(file.recipes.length).toBeGreaterThan(0);
    expect(file.format).toBe('family-recipes-backup');

    await latest.getByRole('button', { name: /Restore the backup of/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore this backup?' });
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Restore needs an empty site: this one already has recipes. Restore into a new installation.',
    );
    // The refusal (409) is the browser's console error, expected here.
    const refused = consoleErrors.filter((e) => /status of 409/.test(e));
    expect(refused).toHaveLength(1);
    dropExpectedErrors(consoleErrors, /status of 409/);

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations, `/backups at ${width}px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(
        true,
      );
      await page.screenshot({
        path: test.info().outputPath(`backups-${width}.png`),
        fullPage: true,
      });
    }
  });

  test('when a cook or a visitor asks for the backups, then they are refused', async ({ page }) => {
    expect((await page.request.get('/api/admin/backups')).status()).toBe(401);
    await signInAsNewCook(page, 'Curious Cook');
    expect((await page.request.get('/api/admin/backups')).status()).toBe(403);
    expect((await page.request.post('/api/admin/backups')).status()).toBe(403);
    await page.goto('/backups');
    await expect(page.getByRole('heading', { level: 1, name: 'Access Unavailable' })).toBeVisible();
  });
});
