import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAsNewCook } from './support/identity';

const PHONE = { width: 390, height: 844 };

/**
 * Sums the page's layout shifts (not those right after input), as CLS counts them; the sum is read
 * once the page has settled (late fonts, a second render would shift before).
 */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const state = {
      sum: 0,
      supported: PerformanceObserver.supportedEntryTypes.includes('layout-shift'),
      /** Counts the shifts recorded but not yet delivered to the observer. */
      take: () => undefined as void,
    };
    (window as unknown as { __shifts: typeof state }).__shifts = state;
    const count = (entries: PerformanceEntryList) => {
      for (const entry of entries as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) state.sum += entry.value;
      }
    };
    const observer = new PerformanceObserver((list) => count(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    state.take = () => count(observer.takeRecords());
  });
  return async () => {
    // Whatever was still to come has come: no request open, the fonts in, a frame drawn since.
    await page.waitForLoadState('networkidle');
    const state = await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const shifts = (
        window as unknown as { __shifts: { sum: number; supported: boolean; take(): void } }
      ).__shifts;
      shifts.take();
      return { sum: shifts.sum, supported: shifts.supported };
    });
    expect(state.supported, 'the browser reports layout shifts').toBe(true);
    return state.sum;
  };
}

/** Holds every API answer (and photo) back, as a slow phone network would. */
async function slowDown(page: Page, apiMs: number, photoMs: number) {
  const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  await page.route('**/api/**', async (route) => {
    await delay(apiMs);
    await route.continue();
  });
  await page.route('**/uploads/**', async (route) => {
    await delay(photoMs);
    await route.continue();
  });
}

/** Starts counting layout shifts, then holds API answers back 700 ms and photos 400 ms. */
async function watchShiftsOnSlowNetwork(page: Page) {
  const shifts = await watchLayoutShifts(page);
  await slowDown(page, 700, 400);
  return shifts;
}

async function newestRecipe(page: Page): Promise<{ _id: string; thumbnail_image: string }> {
  const res = await page.request.get('/api/all-recipes?sort_by=more.created_on&order=-1&limit=1');
  const [recipe] = (await res.json()) as { _id: string; thumbnail_image: string }[];
  return recipe!;
}

async function photosLoaded(page: Page) {
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((img) => img.loading !== 'lazy')
      .every((img) => img.complete && img.naturalWidth > 0),
  );
}

/** Waits for a recipe page's heading, ingredients and photos, then expects no layout shift. */
async function expectRecipeDrawnWithoutShift(page: Page, shifts: () => Promise<number>) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ingredients' })).toBeVisible();
  await photosLoaded(page);
  expect(await shifts()).toBeLessThan(0.01);
}

/** The rendition (320, 640 or 1280) each upload request of `requests` asked for. */
const renditions = (requests: Request[], stem?: string) =>
  requests
    .map((r) => new URL(r.url()).pathname)
    .filter((p) => p.startsWith('/uploads/') && (!stem || p.includes(stem)))
    .map((p) => Number(/-(\d+)\.webp$/.exec(p)?.[1]));

test.describe('fast on a phone', () => {
  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    test(`when a recipe page loads at ${viewport.width} px with a slow API and slow photos, then nothing on it shifts`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const recipe = await newestRecipe(page);
      const shifts = await watchShiftsOnSlowNetwork(page);

      await page.goto(`/recipes/${recipe._id}`);
      await expectRecipeDrawnWithoutShift(page, shifts);
    });
  }

  test('when a signed-in cook opens a recipe page at 390 px with a slow API and slow photos, then the page the browser draws from its skeleton does not shift', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const recipe = await newestRecipe(page);
    // Signed in, the page is not drawn by the server (decision 023): the app shows the skeleton
    // and then the recipe, as every visitor's page did before.
    await signInAsNewCook(page, 'Shift Cook');
    const shifts = await watchShiftsOnSlowNetwork(page);

    const response = await page.goto(`/recipes/${recipe._id}`);
    expect(await response?.text()).not.toContain('id="page-state"');
    await expectRecipeDrawnWithoutShift(page, shifts);
  });

  test('when All Recipes loads at 390 px with a slow API and slow photos of any shape, then no card moves', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const shifts = await watchShiftsOnSlowNetwork(page);

    await page.goto('/all-recipes');
    await expect(page.getByRole('article')).toHaveCount(12);
    // Every card photo in turn comes into view and loads; square and portrait ones included.
    for (const article of await page.getByRole('article').all()) {
      await article.scrollIntoViewIfNeeded();
    }
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>('.recipe-card__image')).every(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    );

    expect(await shifts()).toBeLessThan(0.01);
    const heights = await page
      .locator('.recipe-card__media')
      .evaluateAll((frames) =>
        frames.map((frame) => Math.round(frame.getBoundingClientRect().height)),
      );
    expect(new Set(heights).size, `card photo frames: ${heights.join(', ')}`).toBe(1);
  });

  test('when the public pages load at 390 px, then every image has its size or an aspect ratio', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const recipe = await newestRecipe(page);
    for (const path of [
      '/',
      '/all-recipes',
      '/categories/desserts',
      '/search?query=chicken',
      `/recipes/${recipe._id}`,
    ]) {
      await page.goto(path);
      await expect(page.locator('main img').first()).toBeAttached();
      const unsized = await page.evaluate(() =>
        Array.from(document.images)
          .filter((img) => {
            const sized = img.getAttribute('width') && img.getAttribute('height');
            return !sized && getComputedStyle(img).aspectRatio === 'auto';
          })
          .map((img) => img.outerHTML.slice(0, 120)),
      );
      expect(unsized, `images without a size on ${path}`).toEqual([]);
    }
  });

  for (const deviceScaleFactor of [1, 3]) {
    test.describe(`at 390 px and ${deviceScaleFactor}x`, () => {
      test.use({ viewport: PHONE, deviceScaleFactor });

      test('when a list of cards loads, then the cards ask for the 320 or 640 photo only', async ({
        page,
      }) => {
        const requests: Request[] = [];
        page.on('request', (request) => requests.push(request));
        await page.goto('/all-recipes');
        await expect(page.getByRole('article')).toHaveCount(12);
        // Bring every lazy card photo into view.
        for (const article of await page.getByRole('article').all()) {
          await article.scrollIntoViewIfNeeded();
        }
        await photosLoaded(page);
        await page.waitForLoadState('networkidle');

        const asked = renditions(requests);
        expect(asked.length).toBeGreaterThanOrEqual(12);
        expect(asked.filter((width) => width !== 320 && width !== 640)).toEqual([]);
        const shown = await page
          .locator('.recipe-card__image')
          .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc));
        expect(shown).toHaveLength(12);
        for (const src of shown) expect(src).toMatch(/-(320|640)\.webp$/);
      });
    });
  }

  for (const [deviceScaleFactor, width] of [
    [2, 640],
    [3, 1280],
  ] as const) {
    test.describe(`at 390 px and ${deviceScaleFactor}x`, () => {
      test.use({ viewport: PHONE, deviceScaleFactor });

      test(`when a recipe page opens, then its photo is fetched once, the ${width} one`, async ({
        page,
      }) => {
        const recipe = await newestRecipe(page);
        const stem = /\/([^/]+)-\d+\.webp$/.exec(recipe.thumbnail_image)![1]!;
        const requests: Request[] = [];
        page.on('request', (request) => requests.push(request));

        await page.goto(`/recipes/${recipe._id}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await photosLoaded(page);
        await page.waitForLoadState('networkidle');

        // The boot script's preload and the page's <picture> chose the same file.
        expect(renditions(requests, stem)).toEqual([width]);
        const photo = page.locator('.recipe-detail__photo img');
        await expect(photo).toHaveAttribute('fetchpriority', 'high');
        expect(await photo.evaluate((img) => (img as HTMLImageElement).currentSrc)).toMatch(
          new RegExp(`-${width}\\.webp$`),
        );
      });
    });
  }

  test('when a card is pointed at, then the recipe is fetched before the click and not again after it', async ({
    page,
  }) => {
    await page.goto('/all-recipes');
    const card = page.getByRole('article').first();
    const title = (await card.getByRole('heading').textContent())!;
    const detailReads: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/recipes\/[^/?]+$/.test(new URL(request.url()).pathname)) {
        detailReads.push(request.url());
      }
    });

    await card.getByRole('link', { name: title }).hover();
    await expect.poll(() => detailReads.length).toBe(1);
    await card.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ingredients' })).toBeVisible();

    expect(detailReads).toHaveLength(1);
  });

  test('when a page opens, then its tab title and meta description are its own', async ({
    page,
  }) => {
    const recipe = await newestRecipe(page);
    const detail = (await (await page.request.get(`/api/recipes/${recipe._id}`)).json()) as {
      title: string;
      description: string;
    };
    const description = page.locator('meta[name="description"]');

    await page.goto(`/recipes/${recipe._id}`);
    await expect(page).toHaveTitle(`${detail.title} | Family Recipes`);
    // A long description is cut at a word; it starts as the recipe's does.
    const start = detail.description.replace(/\s+/g, ' ').slice(0, 60);
    await expect(description).toHaveAttribute(
      'content',
      new RegExp(`^${start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );

    await page.goto('/categories/desserts');
    await expect(page).toHaveTitle('Desserts | Family Recipes');
    await expect(description).toHaveAttribute(
      'content',
      'Family recipes in the Desserts category, A to Z.',
    );
  });
});
