import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { signInAsNewCook } from './support/identity';
import { networkQuiet } from './support/network';
import { applyTextSpacing, doubleDefaultFontSize, reflowProblems } from './support/text-size';

const DAY_MS = 86_400_000;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The Monday after today (UTC): every day of that week is ahead, whatever day the test runs. */
function nextMonday(): string {
  const today = new Date().toISOString().slice(0, 10);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, 7 - ((weekday + 6) % 7));
}

/** "Thursday 3 December", as the page names a day. */
const dayName = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

async function categoryOf(page: Page, id: string): Promise<string> {
  const res = await page.request.get(`/api/recipes/${id}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { category: string }).category;
}

/** The ids of the recipes planned for `meal` on `day`, in order. */
async function plannedIn(page: Page, day: string, meal: 'breakfast' | 'dinner') {
  const res = await page.request.get(`/api/meal-plan?from=${day}&to=${day}`);
  const plan = (await res.json()) as { days: Record<string, { _id?: string }[]>[] };
  return (plan.days[0]?.[meal] ?? []).map((entry) => entry._id ?? 'note');
}

/** Presses Tab, at most `presses` times, until `target` has the focus. */
async function tabTo(page: Page, target: Locator, presses: number) {
  for (let pressed = 0; pressed < presses; pressed++) {
    if (await target.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`when a cook sets the breakfast rule at ${viewport.width} px, then Surprise me and Try another pick Breakfast recipes and Fill empty dinners fills the week`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signInAsNewCook(page, `Rules ${viewport.width}`, viewport);
    const monday = nextMonday();
    const wednesday = addDays(monday, 2);
    await page.goto(`/meal-plan?week=${monday}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 3, name: dayName(monday) })).toBeVisible();

    // The rules panel, opened by keyboard alone: the focus stays on its button.
    const open = main.getByRole('button', { name: 'Choose meal rules' });
    await tabTo(page, open, 200);
    await page.keyboard.press('Enter');
    const close = main.getByRole('button', { name: 'Close meal rules' });
    await expect(close).toBeFocused();
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const breakfastRule = main.getByRole('group', { name: 'Breakfast', exact: true });
    await expect(breakfastRule.getByRole('checkbox', { name: 'Breakfast' })).toBeChecked();
    await breakfastRule.getByRole('checkbox', { name: 'Desserts' }).check();
    await breakfastRule.getByRole('checkbox', { name: 'Desserts' }).uncheck();
    await breakfastRule.getByRole('checkbox', { name: 'Breakfast' }).check();
    await main.getByRole('button', { name: 'Save meal rules' }).click();
    await expect(main.getByText(/Meal rules saved/)).toBeVisible();
    const rules = (await (await page.request.get('/api/household/meal-rules')).json()) as {
      meals: { breakfast: { categories: string[]; chosen: boolean } };
    };
    expect(rules.meals.breakfast).toMatchObject({ categories: ['Breakfast'], chosen: true });
    await networkQuiet(page);
    await expectNoAxeViolations(page);

    // Surprise me at breakfast, then Try another: both Breakfast recipes, one line all along.
    const breakfast = main.getByRole('group', { name: `Breakfast, ${dayName(wednesday)}` });
    const showAll = main.getByRole('button', { name: 'Show all meals' });
    if (viewport.width < 640) {
      await main.getByRole('button', { name: `Add to ${dayName(wednesday)}` }).click();
    } else if (await showAll.count()) {
      await showAll.click();
    }
    await breakfast.getByRole('button', { name: /Surprise me/ }).click();
    await expect(breakfast.getByRole('link')).toHaveCount(1);
    const [first] = await plannedIn(page, wednesday, 'breakfast');
    if (!first) throw new Error('nothing was planned');
    expect(await categoryOf(page, first)).toBe('Breakfast');

    const another = breakfast.getByRole('button', { name: /^Try another recipe instead of/ });
    await another.click();
    await expect
      .poll(async () => (await plannedIn(page, wednesday, 'breakfast'))[0])
      .not.toBe(first);
    const [second, ...rest] = await plannedIn(page, wednesday, 'breakfast');
    expect(rest).toEqual([]);
    expect(await categoryOf(page, second ?? '')).toBe('Breakfast');
    await expect(breakfast.getByRole('link')).toHaveCount(1);
    await expect(breakfast).toBeFocused();

    // Fill empty dinners: every dinner of the week gets one recipe that suits dinner.
    await main.getByRole('button', { name: 'Fill empty dinners' }).click();
    await expect(main.getByText(/^Filled 7 empty dinners\./)).toBeVisible();
    for (let index = 0; index < 7; index++) {
      const day = addDays(monday, index);
      await expect(
        main.getByRole('group', { name: `Dinner, ${dayName(day)}` }).getByRole('link'),
      ).toHaveCount(1);
    }
    const dinners = await plannedIn(page, wednesday, 'dinner');
    expect(dinners).toHaveLength(1);
    expect(await categoryOf(page, dinners[0] ?? '')).toBe('Entrees');
    await main.getByRole('button', { name: 'Fill empty dinners' }).click();
    await expect(
      main.getByText('Every dinner from today to Sunday is already planned.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // The page with the rules panel open still fits at 320 px, and at 1280 px with doubled,
    // spaced text (the reflow of 400 % zoom).
    await page.setViewportSize({ width: 320, height: 700 });
    expect(await reflowProblems(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await doubleDefaultFontSize(page);
    await applyTextSpacing(page);
    await page.reload();
    await main.getByRole('button', { name: 'Choose meal rules' }).click();
    await expect(breakfastRule).toBeVisible();
    expect(await reflowProblems(page)).toEqual([]);
    await expectNoAxeViolations(page);
  });
}
