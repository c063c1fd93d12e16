import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { signInAsNewCook } from './support/identity';
import { PLAIN_RECIPE_TEXT, submitRecipeThroughApi } from './support/recipes';
import { doubleDefaultFontSize, reflowProblems } from './support/text-size';

/**
 * A cook's own recipe for 4 (a cook's pending recipe is theirs to plan and cook), with a range
 * among its amounts and a step that says how long; planned for 6 at dinner today.
 */
async function planTraybake(page: Page, title: string): Promise<string> {
  const id = await submitRecipeThroughApi(page.request, title, {
    ingredients: JSON.stringify([
      { quantity: 2, units: 'cups', ingredient: 'flour', text: '2-3 cups flour' },
      { quantity: 200, units: 'g', ingredient: 'sugar', text: '200 g sugar' },
    ]),
    instructions: JSON.stringify([
      'Heat the oven to 350 degrees.',
      'Bake for 10 minutes.',
      'Let it cool on a rack.',
    ]),
    more: JSON.stringify({ ...JSON.parse(PLAIN_RECIPE_TEXT.more!), serving: '4 servings' }),
  });
  const today = new Date().toISOString().slice(0, 10);
  const planned = await page.request.put(`/api/meal-plan/${today}`, {
    data: { dinner: [{ recipe_id: id, servings: 6 }] },
  });
  expect(planned.ok()).toBe(true);
  return id;
}

/** Presses Tab, at most `presses` times, until `target` has the focus. */
async function tabTo(page: Page, target: Locator, presses: number) {
  for (let pressed = 0; pressed < presses; pressed++) {
    if (await target.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const ingredientLines = (page: Page) =>
  page.getByRole('region', { name: 'Ingredients' }).locator('.recipe-ingredients__item');

test.describe('servings and timers carry through', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`when a cook opens a recipe planned for 6 and times a step at ${viewport.width} px, then the page and cook mode are at 6 servings and the timer runs across steps and rings`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await signInAsNewCook(page, 'Timer Cook', viewport);
      const title = `Lemon traybake ${viewport.width}`;
      const id = await planTraybake(page, title);
      // The page's clock is the test's: ten minutes pass in a moment, as after a locked screen.
      await page.clock.install();

      await page.goto('/meal-plan');
      await page.getByRole('main').getByRole('link', { name: title }).first().click();
      await expect(page).toHaveURL(new RegExp(`/recipes/${id}\\?servings=6$`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

      // 6 servings of a recipe for 4: every amount and both ends of the range times 1.5.
      await expect(ingredientLines(page)).toHaveText(['3–4 1/2 cups flour', '300 g sugar']);
      await expect(page.getByText('Scaled to 6 servings (planned)')).toBeVisible();
      await expect(page.getByRole('spinbutton', { name: 'Servings' })).toHaveValue('6');
      for (const scale of ['1x', '2x', '3x']) {
        await expect(page.getByRole('button', { name: scale })).toHaveAttribute(
          'aria-pressed',
          'false',
        );
      }

      await page.getByRole('link', { name: 'Start cooking' }).click();
      const cook = page.getByRole('dialog');
      await expect(page).toHaveURL(/servings=6&cook=1$/);
      await cook.getByRole('button', { name: /^Ingredients/ }).click();
      await expect(cook.getByText('Scaled to 6 servings (planned)')).toBeVisible();
      await expect(cook.getByRole('checkbox', { name: '3–4 1/2 cups flour' })).toBeVisible();
      await expect(cook.getByRole('checkbox', { name: '300 g sugar' })).toBeVisible();
      await cook.getByRole('button', { name: /^Back to the step/ }).click();

      const step = cook.getByRole('region', { name: 'Current step' });
      await expect(step.getByRole('button', { name: /timer/ })).toHaveCount(0);
      await cook.getByRole('button', { name: 'Next' }).click();
      await expect(step).toContainText('Bake for 10 minutes.');
      await step.getByRole('button', { name: 'Start a 10 minute timer' }).click();
      await cook.getByRole('button', { name: 'Next' }).click();
      await expect(step).toContainText('Step 3 of 3');

      const tray = cook.getByRole('region', { name: 'Timers' });
      await expect(tray).toContainText('Step 2: 10 minutes');
      await expect(tray.getByRole('timer')).toHaveText(/^(10:00|09:5\d)$/);
      await expectNoAxeViolations(page, '.cook-mode');

      await page.clock.runFor(10 * 60_000);
      await expect(tray.getByRole('timer')).toHaveText('Done');
      const stop = tray.getByRole('button', { name: 'Stop the step 2 timer' });
      await expect(stop).toBeVisible();
      const box = await stop.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      await stop.click();
      await expect(tray).toHaveCount(0);
      // The focus stays in cook mode, on its way on.
      await expect(cook.getByRole('button', { name: 'Done' })).toBeFocused();
    });
  }

  test('when a timer runs on the recipe page, then axe, the keyboard, 320 px and doubled text all hold', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInAsNewCook(page, 'Keyboard Cook', { width: 1280, height: 800 });
    const id = await planTraybake(page, 'Keyboard traybake');
    await page.clock.install();
    await page.goto(`/recipes/${id}?servings=6`);
    await expect(page.getByRole('heading', { level: 1, name: 'Keyboard traybake' })).toBeVisible();

    // Keyboard only: to the step's timer, start it, on to the tray's Pause, and back.
    const start = page.getByRole('button', { name: 'Start a 10 minute timer' });
    await tabTo(page, start, 80);
    await page.keyboard.press('Enter');
    const tray = page.getByRole('region', { name: 'Timers' });
    await expect(tray).toContainText('Step 2: 10 minutes');
    await expect(start).toBeFocused();
    const pause = tray.getByRole('button', { name: 'Pause the step 2 timer' });
    await tabTo(page, pause, 40);
    await page.keyboard.press('Enter');
    await expect(tray.getByRole('timer')).toContainText('Paused');
    await expect(tray.getByRole('button', { name: 'Resume the step 2 timer' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tray.getByRole('timer')).not.toContainText('Paused');

    // The tray stays in view and never covers the control that has the focus.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement!;
      const rect = el.getBoundingClientRect();
      const atPoint = document.elementFromPoint(
        rect.left + rect.width / 2,
        rect.top + rect.height / 2,
      );
      return el === atPoint || el.contains(atPoint);
    });
    expect(focused).toBe(true);
    await expect(tray).toBeInViewport();
    await expectNoAxeViolations(page);

    // A reload keeps the timer (session storage).
    await page.reload();
    await expect(page.getByRole('region', { name: 'Timers' })).toContainText('Step 2: 10 minutes');

    await page.setViewportSize({ width: 320, height: 720 });
    expect(await reflowProblems(page)).toEqual([]);
    await page.getByRole('link', { name: 'Start cooking' }).click();
    await expect(page.getByRole('dialog').getByRole('region', { name: 'Timers' })).toBeVisible();
    expect(await reflowProblems(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.setViewportSize({ width: 1280, height: 800 });
    await doubleDefaultFontSize(page);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Timers' })).toBeVisible();
    expect(await reflowProblems(page)).toEqual([]);
  });
});
