import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { signInAsNewCook } from './support/identity';
import { networkQuiet } from './support/network';
import { submitRecipeThroughApi } from './support/recipes';
import { createListThroughApi } from './support/shopping';
import {
  applyTextSpacing,
  doubleDefaultFontSize,
  doubleRootFontSize,
  reflowProblems,
} from './support/text-size';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const DAY_MS = 86_400_000;

/** YYYY-MM-DD of `date` on the browser's clock (the same machine's time zone). */
const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** "Thursday 3 December", as the page names a day. */
const dayName = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

/**
 * Sets the page's clock to noon on this week's Wednesday, so that yesterday (Tuesday) and
 * tomorrow (Thursday) are in the week shown whatever day the tests run; answers the three days.
 */
async function midweek(page: Page) {
  const now = new Date();
  const monday = addDays(localDay(now), -((now.getDay() + 6) % 7));
  const wednesday = addDays(monday, 2);
  await page.clock.install({ time: new Date(`${wednesday}T12:00:00`) });
  return { tuesday: addDays(monday, 1), wednesday, thursday: addDays(monday, 3) };
}

const ingredients = (lines: [number, string, string][]) =>
  JSON.stringify(lines.map(([quantity, units, ingredient]) => ({ quantity, units, ingredient })));

/**
 * Two recipes of the cook's own: a tart planned yesterday, a soup tomorrow (with salt, a staple of
 * every new pantry); and an empty list. Opens the week and its preview.
 */
async function plannedWeek(page: Page) {
  const { tuesday, thursday } = await midweek(page);
  const tart = await submitRecipeThroughApi(page.request, 'Yesterday Tart', {
    ingredients: ingredients([
      [2, '', 'pears'],
      [100, 'g', 'butter'],
    ]),
  });
  const soup = await submitRecipeThroughApi(page.request, 'Tomorrow Soup', {
    ingredients: ingredients([
      [4, '', 'carrots'],
      [500, 'g', 'potatoes'],
      [1, '', 'onion'],
      [1, 'tsp', 'salt'],
    ]),
  });
  for (const [day, id] of [
    [tuesday, tart],
    [thursday, soup],
  ] as const) {
    const res = await page.request.put(`/api/meal-plan/${day}`, { data: { dinner: [id] } });
    expect(res.ok()).toBe(true);
  }
  const listId = await createListThroughApi(page.request, { name: 'Preview list' });
  await page.goto('/meal-plan');
  await expect(page.getByRole('main').getByRole('link', { name: 'Tomorrow Soup' })).toBeVisible();
  return { tuesday, thursday, listId };
}

const previewForm = (page: Page) =>
  page.getByRole('form', { name: 'Choose what goes on the list' });

/** Presses Tab, at most `presses` times, until `target` has the focus; it shows a focus ring. */
async function tabTo(page: Page, target: Locator, presses: number) {
  for (let pressed = 0; pressed < presses; pressed++) {
    if (await target.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
  const ring = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    return (
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) ||
      style.boxShadow !== 'none'
    );
  });
  expect(ring).toBe(true);
}

async function listIngredients(page: Page, listId: string): Promise<string[]> {
  const list = (await (await page.request.get(`/api/shopping-lists/${listId}`)).json()) as {
    items: { ingredient: string }[];
  };
  return list.items.map((item) => item.ingredient).sort();
}

test.describe('a week to a shopping list, with care', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`when a cook previews the week at ${viewport.width} px and unticks a line, then the list gets exactly the ticked lines of today onward`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await signInAsNewCook(page, `Preview ${viewport.width}`, viewport);
      const { tuesday, thursday, listId } = await plannedWeek(page);

      await page.getByRole('button', { name: 'Add this week to a shopping list' }).click();
      const form = previewForm(page);
      await expect(form.getByRole('checkbox', { name: 'Tomorrow Soup' })).toBeVisible();
      await expect(
        form.getByRole('checkbox', { name: `${dayName(tuesday)} (past)` }),
      ).not.toBeChecked();
      await expect(form.getByRole('checkbox', { name: dayName(thursday) })).toBeChecked();
      await expect(form.getByRole('checkbox', { name: 'Yesterday Tart' })).toHaveCount(0);
      const salt = form.getByRole('checkbox', { name: '1 tsp Salt' });
      await expect(salt).not.toBeChecked();
      await expect(salt).toHaveAccessibleDescription('Staple');

      await networkQuiet(page);
      await expectNoAxeViolations(page, '.week-list');
      expect(await reflowProblems(page)).toEqual([]);

      await form.getByRole('checkbox', { name: '500 g Potatoes' }).click();
      await form.getByRole('button', { name: 'Add 2 lines to the list' }).click();
      await page.getByRole('link', { name: 'Open the list' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Preview list' })).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.getByRole('checkbox', { name: '4 Carrots' })).toBeVisible();
      await expect(main.getByRole('checkbox', { name: '1 Onion' })).toBeVisible();
      await expect(main.getByText(/Potatoes|Salt|Pears|Butter/)).toHaveCount(0);
      expect(await listIngredients(page, listId)).toEqual(['Carrots', 'Onion']);
    });
  }

  test('when the preview is used by keyboard alone, then focus moves into it, stays on each box ticked, comes back on Cancel, and the add follows the keys', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAsNewCook(page, 'Preview Keys', DESKTOP);
    const { tuesday, listId } = await plannedWeek(page);

    const opener = page.getByRole('button', { name: 'Add this week to a shopping list' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const form = previewForm(page);
    await expect(form.getByRole('heading', { name: 'Choose what goes on the list' })).toBeFocused();
    await form.getByRole('checkbox', { name: 'Tomorrow Soup' }).waitFor();

    await tabTo(page, form.getByRole('button', { name: 'Cancel' }), 40);
    await page.keyboard.press('Enter');
    await expect(opener).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(form.getByRole('heading', { name: 'Choose what goes on the list' })).toBeFocused();
    const past = form.getByRole('checkbox', { name: `${dayName(tuesday)} (past)` });
    await tabTo(page, past, 10);
    await page.keyboard.press('Space');
    await expect(past).toBeChecked();
    await expect(past).toBeFocused();
    const tart = form.getByRole('checkbox', { name: 'Yesterday Tart' });
    await tabTo(page, tart, 20);
    await page.keyboard.press('Space');
    await expect(tart).not.toBeChecked();
    await expect(tart).toBeFocused();
    await page.keyboard.press('Space');
    await expect(tart).toBeChecked();
    const butter = form.getByRole('checkbox', { name: '100 g Butter' });
    await tabTo(page, butter, 5);
    await page.keyboard.press('Space');
    await expect(butter).not.toBeChecked();

    const add = form.getByRole('button', { name: 'Add 4 lines to the list' });
    await tabTo(page, add, 30);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: 'Open the list' })).toBeVisible();
    await expect
      .poll(() => listIngredients(page, listId))
      .toEqual(['Carrots', 'Onion', 'Pears', 'Potatoes']);
  });

  for (const [how, viewport, doubleTheText] of [
    ['320 px wide', { width: 320, height: 720 }, undefined],
    ['1280 px wide with the text at 200 % and WCAG text spacing', DESKTOP, doubleDefaultFontSize],
    [
      '1280 px wide with text only zoom at 200 % and WCAG text spacing',
      DESKTOP,
      doubleRootFontSize,
    ],
  ] as const) {
    test(`when the open preview is shown ${how}, then nothing scrolls sideways or is clipped and axe finds nothing`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await signInAsNewCook(page, 'Preview Reflow', viewport);
      if (doubleTheText) {
        await doubleTheText(page);
        await applyTextSpacing(page);
      }
      await plannedWeek(page);

      await page.getByRole('button', { name: 'Add this week to a shopping list' }).click();
      const form = previewForm(page);
      await expect(form.getByRole('checkbox', { name: 'Tomorrow Soup' })).toBeVisible();
      await networkQuiet(page);
      expect(await reflowProblems(page)).toEqual([]);
      await expectNoAxeViolations(page, '.week-list');
    });
  }
});
