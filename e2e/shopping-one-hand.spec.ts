import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { firstListedRecipe } from './support/recipes';
import { newCookWithList } from './support/shopping';
import { applyTextSpacing, doubleDefaultFontSize } from './support/text-size';

/** The narrowest screen a page must fit without scrolling sideways (WCAG 1.4.10). */
const NARROW = { width: 320, height: 700 };

/** The tallest a line of one row of text may be on a phone, its source folded away. */
const LINE_MAX_PX = 56;

/** Each line's height, whether its text takes one row, and whether it has a source. */
function linesOf(page: Page) {
  return page.locator('.shopping-aisle .shopping-item').evaluateAll((items) =>
    items.map((item) => {
      const label = item.querySelector('.shopping-item__label');
      const rowHeight = label ? parseFloat(getComputedStyle(label).lineHeight) : 0;
      const textHeight = label ? label.getBoundingClientRect().height : 0;
      return {
        text: label?.textContent ?? '',
        height: item.getBoundingClientRect().height,
        oneRow: textHeight <= Math.max(44, rowHeight * 1.5),
        sourced: item.querySelector('input')?.hasAttribute('aria-describedby') ?? false,
      };
    }),
  );
}

/** The class of the focused element, to tell a line's box from the page itself. */
const focused = (page: Page) => page.evaluate(() => document.activeElement?.className ?? '');

test.describe('a shopping list used with one hand', () => {
  test.describe.configure({ timeout: 90_000 });

  test('when a cook opens a list of a recipe and free items on a 390 px phone, then each line takes one row, the first is on the first screen, and its source and actions open under it', async ({
    page,
  }) => {
    const id = await newCookWithList(page, 'Aisle Alma', ['2 lemons', '1 l milk', 'dish soap']);
    const recipe = await firstListedRecipe(page.request);
    const added = await page.request.post(`/api/shopping-lists/${id}/recipes`, {
      data: { recipeId: recipe._id },
    });
    expect(added.status()).toBe(200);

    await page.goto(`/shopping-lists/${id}`);
    await expect(page.locator('.shopping-item').first()).toBeVisible();
    const lines = await linesOf(page);
    const oneRow = lines.filter((line) => line.oneRow);
    expect(oneRow.some((line) => line.sourced)).toBe(true);
    for (const line of oneRow) {
      expect(line.height, `${line.text}: ${line.height} px`).toBeLessThanOrEqual(LINE_MAX_PX);
    }

    // The first line and the box to add one are on the first screen, above the bottom bar.
    const bar = await page.locator('.kitchen-bar').boundingBox();
    const firstLine = await page.locator('.shopping-item').first().boundingBox();
    const addBox = await page.getByRole('textbox', { name: 'Add an item' }).boundingBox();
    const screenEnd = bar?.y ?? 844;
    expect(firstLine!.y + firstLine!.height).toBeLessThanOrEqual(screenEnd);
    expect(addBox!.y).toBeLessThan(firstLine!.y);

    // A sourced line's source and actions are folded away until its "More" opens them.
    const sourcedText = lines.find((line) => line.sourced && line.oneRow)!.text;
    await expect(page.getByRole('button', { name: `Remove ${sourcedText}` })).toBeHidden();
    const more = page.getByRole('button', { name: `More for ${sourcedText}` });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: `Remove ${sourcedText}` })).toBeVisible();
    await expect(page.getByText(`from ${recipe.title}`, { exact: false }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('when a cook ticks, unticks and removes lines with the keyboard, then the focus stays on a line of the list each time', async ({
    page,
  }) => {
    const id = await newCookWithList(page, 'Keyboard Kai', ['2 lemons', '3 onions', '1 l milk']);
    await page.goto(`/shopping-lists/${id}`);

    await page.getByRole('checkbox', { name: '2 Lemons' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: '2 Lemons' })).toHaveCount(0);
    await expect.poll(() => focused(page)).toBe('shopping-item__box');

    // Unticking the only ticked line: it goes back to its aisle, and the focus goes with it.
    await page.getByRole('button', { name: 'In the basket (1)' }).click();
    await page.getByRole('checkbox', { name: '2 Lemons' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: /In the basket/ })).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: '2 Lemons' })).toBeFocused();

    await page.getByRole('button', { name: 'More for 3 Onions' }).click();
    await page.getByRole('button', { name: 'Remove 3 Onions' }).click();
    await expect(page.getByRole('checkbox', { name: '3 Onions' })).toHaveCount(0);
    await expect.poll(() => focused(page)).toBe('shopping-item__box');
  });

  test('when a list with its details open is shown 320 px wide, and 1280 px wide with the text at 200 % and WCAG text spacing, then it does not scroll sideways', async ({
    page,
  }) => {
    const id = await newCookWithList(page, 'Large Lena', ['2 lemons', '5 leeks'], NARROW);
    const sideways = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    await page.goto(`/shopping-lists/${id}`);
    await page.getByRole('button', { name: 'More for 2 Lemons' }).click();
    await expect(page.getByRole('button', { name: 'Remove 2 Lemons' })).toBeVisible();
    expect(await sideways()).toBeLessThanOrEqual(0);

    await page.setViewportSize({ width: 1280, height: 800 });
    await doubleDefaultFontSize(page);
    await applyTextSpacing(page);
    await page.goto(`/shopping-lists/${id}`);
    await expect(page.getByRole('button', { name: 'Remove 2 Lemons' })).toBeVisible();
    expect(await sideways()).toBeLessThanOrEqual(0);
  });
});
