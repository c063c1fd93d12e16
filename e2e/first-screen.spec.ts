import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** PAGE_STATE_ELEMENT_ID of packages/shared: the answers the page was drawn with. */
const PAGE_STATE = '#page-state';

interface Listed {
  _id: string;
  title: string;
}

async function newest(page: Page, limit: number): Promise<Listed[]> {
  const res = await page.request.get(
    `/api/all-recipes?sort_by=more.created_on&order=-1&limit=${limit}`,
  );
  return (await res.json()) as Listed[];
}

/** A browser that never runs the site's code: what it shows is what the server sent. */
async function withoutJavaScript<T>(browser: Browser, use: (page: Page) => Promise<T>) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  try {
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
}

test.describe('public pages arrive drawn (decision 023)', () => {
  test('when public pages are opened without JavaScript, then the recipe, its photo, the title of a category and the latest recipes are there, styled', async ({
    page,
    browser,
  }) => {
    const [recipe, ...others] = await newest(page, 4);
    await withoutJavaScript(browser, async (plain) => {
      await plain.goto(`/recipes/${recipe!._id}`);
      await expect(plain.getByRole('heading', { level: 1, name: recipe!.title })).toBeVisible();
      await expect(plain.getByRole('region', { name: 'Ingredients' })).toBeVisible();
      await expect(plain.getByText('needs JavaScript')).toHaveCount(0);
      const photo = plain.locator('main img').first();
      await expect(photo).toBeVisible();
      // The page's style sheet applies: the photo spans the phone's width, not its own size.
      const box = await photo.boundingBox();
      expect(box?.width).toBeGreaterThan(340);

      await plain.goto('/categories/desserts');
      await expect(plain).toHaveTitle(/^Desserts\b.* \| Family Recipes$/);

      await plain.goto('/');
      await expect(plain.getByRole('heading', { level: 1 })).toBeVisible();
      for (const other of others) {
        await expect(plain.getByRole('link', { name: other.title }).first()).toBeVisible();
      }
    });
  });

  test('when a drawn recipe page is opened, then the app takes it over without reading it again and its controls work', async ({
    page,
  }) => {
    const [recipe] = await newest(page, 1);
    const reads: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/api/recipes/')) reads.push(req.url());
    });

    await page.goto(`/recipes/${recipe!._id}`);
    await expect(page.locator(PAGE_STATE)).toBeAttached();
    const twice = page.getByRole('button', { name: '2x' });
    await expect(async () => {
      await twice.click();
      await expect(twice).toHaveAttribute('aria-pressed', 'true', { timeout: 500 });
    }).toPass();
    expect(reads).toEqual([]);
  });
});
