import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import type { Download, Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { twoCooksFirstSignedIn } from './support/identity';

/*
 * The print shop's edition, chosen in the builder: the interior with its bleed and the cover with
 * its spine, both downloaded from the page and read back with poppler.
 */

const run = promisify(execFile);
const MM = 72 / 25.4;

/** Each page's MediaBox and TrimBox, as `pdfinfo -box` reads them. */
async function boxes(file: string) {
  const { stdout } = await run('pdfinfo', ['-box', '-f', '1', '-l', '9999', file]);
  const box = (name: string) =>
    [
      ...stdout.matchAll(
        new RegExp(
          `Page\\s+\\d+ ${name}:\\s+([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)`,
          'g',
        ),
      ),
    ].map((m) => [m[1], m[2], m[3], m[4]].map(Number));
  const pages = Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1] ?? 0);
  return { pages, media: box('MediaBox'), trim: box('TrimBox') };
}

async function saved(link: Locator): Promise<string> {
  const [download]: [Download, void] = await Promise.all([
    link.page().waitForEvent('download'),
    link.click(),
  ]);
  return download.path();
}

for (const width of [390, 1280]) {
  test(`when a cook chooses the print-shop edition at ${width} px, then the interior has its bleed and a multiple of 4 pages and the cover its spine`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    await twoCooksFirstSignedIn(page, `Print Petra ${width}`, `Print Paul ${width}`);
    const listed = await page.request.get('/api/all-recipes?limit=3&page=1');
    const recipes = (await listed.json()) as { _id: string }[];
    const made = await page.request.post('/api/cookbooks', {
      data: {
        title: 'Petra’s print book',
        recipeIds: recipes.map((recipe) => recipe._id),
        order: 'title',
        pageSize: 'A5',
      },
    });
    expect(made.status()).toBe(201);
    const { id } = (await made.json()) as { id: string };

    await page.goto(`/cookbooks/${id}`);
    const panel = page.getByRole('region', { name: 'The PDF' });
    const edition = panel.getByRole('group', { name: 'Edition' });
    await expect(
      edition.getByRole('radio', { name: /For reading and home printing/ }),
    ).toBeChecked();
    await edition.getByRole('radio', { name: /For a print shop/ }).check();
    expect((await new AxeBuilder({ page }).include('.cookbook-pdf').analyze()).violations).toEqual(
      [],
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(
      true,
    );
    await panel.getByRole('button', { name: 'Make the PDF' }).click();

    const cover = panel.getByRole('link', {
      name: 'Download the cover (PDF) of “Petra’s print book”',
    });
    await expect(cover).toBeVisible({ timeout: 120_000 });
    await expect(panel.getByText(/^Print-shop edition, \d+ pages$/)).toBeVisible();

    const interior = await boxes(
      await saved(panel.getByRole('link', { name: 'Download the PDF of “Petra’s print book”' })),
    );
    expect(interior.pages % 4).toBe(0);
    expect(interior.media).toHaveLength(interior.pages);
    // A5 (148 × 210 mm) with 3 mm of bleed each way; the trim inset by the bleed.
    for (const [index, media] of interior.media.entries()) {
      expect(media[2]).toBeCloseTo(154 * MM, 0);
      expect(media[3]).toBeCloseTo(216 * MM, 0);
      const trim = interior.trim[index] ?? [];
      expect(trim[0]).toBeCloseTo(3 * MM, 1);
      expect(trim[2]).toBeCloseTo(151 * MM, 0);
    }

    const sheet = await boxes(await saved(cover));
    expect(sheet.pages).toBe(1);
    const spine = (interior.pages / 2) * 0.1;
    expect(sheet.media[0]?.[2]).toBeCloseTo((2 * 148 + spine + 6) * MM, 0);
    expect(sheet.media[0]?.[3]).toBeCloseTo(216 * MM, 0);
  });
}
