import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { dropExpectedErrors, networkQuiet } from './support/network';

const WIDTHS = [1280, 390] as const;
const SCREENSHOTS = 'test-results/screenshots';

/** Scrolls through the page so lazy images load, then back to the top. */
async function loadWholePage(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      // A frame drawn at this place: lazy images near it have been asked for.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    window.scrollTo(0, 0);
  });
  await networkQuiet(page);
  await page.waitForFunction(() =>
    Array.from(document.images).every((img) => img.complete && img.naturalWidth > 0),
  );
}

async function firstRecipePath(page: Page, category: string): Promise<string> {
  const response = await page.request.get(`/api/categories/${category}?sort_by=title&order=1`);
  const [recipe] = (await response.json()) as { _id: string }[];
  return `/recipes/${recipe!._id}`;
}

test.describe('browsing recipes', () => {
  test('when a visitor goes from home to a category to a recipe and picks 2x, then an amount doubles', async ({
    page,
  }) => {
    await page.goto('/');
    await page
      .getByRole('main')
      .getByRole('link', { name: 'Desserts', exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/categories\/desserts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Desserts' })).toBeVisible();

    const card = page.getByRole('article').first();
    const title = (await card.getByRole('heading').textContent())!;
    await card.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    const ingredients = page.getByRole('region', { name: 'Ingredients' });
    const firstAmount = ingredients.locator('.recipe-ingredients__amount').first();
    const before = (await firstAmount.textContent())!;
    await ingredients.getByRole('button', { name: '2x' }).click();
    await expect(ingredients.getByRole('button', { name: '2x' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const after = (await firstAmount.textContent())!;
    expect(toNumber(after)).toBeCloseTo(toNumber(before) * 2);
  });

  test('when a visitor searches with a typo, then the pancake recipes are still found', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByLabel('What would you like to cook?').fill('panckes');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?query=panckes/);
    await expect(page.getByRole('searchbox', { name: 'Search recipes' })).toHaveValue('panckes');
    await expect(
      page
        .getByRole('article')
        .getByRole('heading', { name: /pancake/i })
        .first(),
    ).toBeVisible();
    // The page says what it searched for (decision 037), and can search the word as typed.
    await expect(page.getByText('Showing recipes for pancakes.')).toBeVisible();
    await page.getByRole('link', { name: 'Search for “panckes” as typed' }).click();
    await expect(page).toHaveURL(/\/search\?query=panckes&as_typed=1$/);
    await expect(page.getByText('No recipes found')).toBeVisible();
    await expect(page.getByText(/Showing recipes for/)).toHaveCount(0);
  });

  test('when the home page opens, then the carousel shows a featured recipe and its next arrow works', async ({
    page,
  }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Featured recipes' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const first = carousel.getByRole('group', { name: /^1 of \d+$/ });
    await expect(first).toBeVisible();
    const firstTitle = await first.getByRole('heading').textContent();
    expect(firstTitle).toBeTruthy();

    await carousel.getByRole('button', { name: 'Next recipe' }).click();
    const second = carousel.getByRole('group', { name: /^2 of \d+$/ });
    await expect(second).toBeVisible();
    await expect(second.getByRole('heading')).not.toHaveText(firstTitle!);
    await expect(carousel.getByRole('button', { name: /^Show recipe 2 of/ })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await expect(page.getByRole('heading', { level: 2, name: 'Latest recipes' })).toBeVisible();
    await expect(
      page
        .locator('section', { has: page.getByRole('heading', { name: 'Latest recipes' }) })
        .getByRole('article'),
    ).toHaveCount(4);
  });

  test('when a visitor presses Load more recipes on all recipes, then the second page appears', async ({
    page,
  }) => {
    await page.goto('/all-recipes');
    await expect(page.getByText(/^Showing 12 of \d+ recipes$/)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(12);
    await page.getByRole('button', { name: 'Load more recipes' }).click();
    await expect(page.getByRole('article')).toHaveCount(24);
    await expect(page.getByText(/^Showing 24 of \d+ recipes$/)).toBeVisible();
  });

  test('when a recipe id is unknown, then Recipe Not Found leads back home', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/recipes/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Recipe Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    // The browser logs the API's 404 answer itself; that one is expected here.
    const expected = consoleErrors.filter((e) => /status of 404/.test(e));
    expect(expected).toHaveLength(1);
    dropExpectedErrors(consoleErrors, /status of 404/);
  });

  for (const width of WIDTHS) {
    test(`when the browsing pages are checked at ${width} px, then axe finds no violations and screenshots are saved`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      const recipePath = await firstRecipePath(page, 'desserts');
      const pages: [string, string, string | RegExp][] = [
        ['home', '/', 'Recipes worth passing down'],
        ['category', '/categories/desserts', 'Desserts'],
        ['recipe', recipePath, /.+/],
        ['search', '/search?query=pancake', 'Search Results'],
        ['all-recipes', '/all-recipes', 'All Recipes'],
      ];
      for (const [name, path, heading] of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await loadWholePage(page);
        await expectNoAxeViolations(page);
        if (name === 'home' || name === 'category' || name === 'recipe') {
          await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
        }
      }
    });
  }
});

/** "1 1/2" -> 1.5, "3/4" -> 0.75, "2" -> 2. */
function toNumber(text: string): number {
  return text
    .trim()
    .split(/\s+/)
    .reduce((sum, part) => {
      const [n, d] = part.split('/').map(Number);
      return sum + (d ? n! / d : n!);
    }, 0);
}
