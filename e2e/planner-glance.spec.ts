import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { signInAsNewCook } from './support/identity';
import { applyTextSpacing, doubleDefaultFontSize, reflowProblems } from './support/text-size';

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

const sundayOf = (day: string) => addDays(day, (7 - new Date(`${day}T00:00:00Z`).getUTCDay()) % 7);

/**
 * Sets the page's clock to now, or to yesterday on a Monday, so that today plus six days always
 * runs into next week; returns that day.
 */
async function clockOffMonday(page: Page): Promise<string> {
  const now = new Date();
  const time = now.getDay() === 1 ? new Date(now.getTime() - DAY_MS) : now;
  await page.clock.install({ time });
  return localDay(time);
}

async function twoRecipes(page: Page) {
  const recipes = (await (await page.request.get('/api/all-recipes?limit=2')).json()) as {
    _id: string;
    title: string;
  }[];
  const [first, second] = recipes;
  if (!first || !second) throw new Error('the demo recipes are missing');
  return [first, second] as const;
}

async function planDay(page: Page, date: string, data: Record<string, unknown[]>) {
  const res = await page.request.put(`/api/meal-plan/${date}`, { data });
  expect(res.ok()).toBe(true);
}

/** Presses Tab, at most `presses` times, until `target` has the focus. */
async function tabTo(page: Page, target: Locator, presses: number) {
  for (let pressed = 0; pressed < presses; pressed++) {
    if (await target.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('a planner that reads at a glance', () => {
  test('when a cook opens the plan at 390 px, then today comes first, next week follows under its heading and each line is one short row', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAsNewCook(page, 'Glance Phone', PHONE);
    const today = await clockOffMonday(page);
    const nextMonday = addDays(sundayOf(today), 1);
    const [soup, pie] = await twoRecipes(page);
    await planDay(page, today, {
      dinner: [soup._id, { recipe_id: pie._id, servings: 6 }],
      lunch: [{ note: 'Leftovers' }],
    });
    await planDay(page, nextMonday, { dinner: [{ note: 'Pizza night' }] });

    await page.goto('/meal-plan');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: soup.title })).toBeVisible();

    const expected: string[] = [];
    for (let index = 0; index < 7; index++) {
      const day = addDays(today, index);
      if (day === nextMonday) expected.push('Next week');
      const name = dayName(day);
      expected.push(index === 0 ? `Today ${name}` : index === 1 ? `Tomorrow ${name}` : name);
    }
    // Next week's days come with their own read, after this week's.
    if (expected.includes('Next week')) {
      await expect(main.getByRole('heading', { level: 3, name: 'Next week' })).toBeVisible();
      await expect(
        main.getByRole('heading', { level: 3, name: dayName(nextMonday) }),
      ).toBeVisible();
    }
    const headings = await main.getByRole('heading', { level: 3 }).allTextContents();
    expect(headings.slice(0, expected.length)).toEqual(expected);
    await expect(
      main.getByRole('group', { name: `Dinner, ${dayName(nextMonday)}` }).getByText('Pizza night'),
    ).toBeVisible();

    // A recipe is one row: its photo, title and servings beside the Change button.
    const line = main
      .locator('.plan-chip')
      .filter({ has: page.getByRole('link', { name: pie.title }) });
    await expect(line).toContainText('6 servings');
    const photo = await line.locator('.plan-thumb').boundingBox();
    const change = await line
      .getByRole('button', { name: `Change ${pie.title}, dinner on ${dayName(today)}` })
      .boundingBox();
    if (!photo || !change) throw new Error('the line is not drawn');
    expect(change.y).toBeLessThan(photo.y + photo.height);
    expect(change.y + change.height).toBeGreaterThan(photo.y);
    await expectNoAxeViolations(page);

    // The note opens its buttons and its form; the earlier days of the week open on request.
    await main.getByRole('button', { name: /^Change Leftovers/ }).click();
    await main.getByRole('button', { name: /^Edit the note “Leftovers”/ }).click();
    await expect(main.getByRole('textbox', { name: 'Note' })).toHaveValue('Leftovers');
    const earlier = main.getByRole('button', { name: 'Earlier this week' });
    if (await earlier.count()) {
      await earlier.click();
      await expect(earlier).toHaveAttribute('aria-expanded', 'true');
    }
    await expectNoAxeViolations(page);

    // The week navigation still goes to next week, Monday first.
    await main.getByRole('link', { name: /Next week/ }).click();
    // (On a Sunday, next Monday is still called "Tomorrow".)
    await expect(main.getByRole('heading', { level: 3 }).first()).toContainText(
      dayName(nextMonday),
    );
    await expect(main.getByRole('heading', { name: 'Next week' })).toHaveCount(0);

    await page.setViewportSize({ width: 320, height: 700 });
    await main.getByRole('link', { name: 'This week' }).click();
    await expect(main.getByRole('heading', { level: 3, name: /^Today/ })).toBeVisible();
    expect(await reflowProblems(page)).toEqual([]);
  });

  test('when a cook opens the plan at 1280 px, then meals not planned lately are hidden until Show all meals, and a note is edited by keyboard alone', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAsNewCook(page, 'Glance Desk', DESKTOP);
    const today = await clockOffMonday(page);
    const [soup] = await twoRecipes(page);
    await planDay(page, today, { dinner: [soup._id], lunch: [{ note: 'Leftovers' }] });

    await page.goto('/meal-plan');
    const main = page.getByRole('main');
    const lunch = main.getByRole('group', { name: `Lunch, ${dayName(today)}` });
    const breakfast = main.getByRole('group', { name: `Breakfast, ${dayName(today)}` });
    await expect(lunch).toBeVisible();
    await expect(breakfast).toHaveCount(0);
    await expect(main.getByRole('group', { name: /^Other, / })).toHaveCount(0);
    await expect(main.getByText(/Breakfast and Other are hidden/)).toBeVisible();
    const toggle = main.getByRole('button', { name: 'Show all meals' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expectNoAxeViolations(page);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(breakfast.getByRole('button', { name: /Surprise me/ })).toBeVisible();
    await expect(
      breakfast.getByRole('button', { name: `Add a recipe to breakfast on ${dayName(today)}` }),
    ).toBeVisible();
    await expect(main.getByRole('group', { name: /^Other, / })).toHaveCount(7);
    await expectNoAxeViolations(page);
    await toggle.click();
    await expect(breakfast).toHaveCount(0);

    // Keyboard only: Tab to Edit, Escape puts the note back, Enter saves the new words.
    const edit = lunch.getByRole('button', {
      name: `Edit the note “Leftovers” for lunch on ${dayName(today)}`,
    });
    await tabTo(page, edit, 150);
    await page.keyboard.press('Enter');
    const field = lunch.getByRole('textbox', { name: 'Note' });
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('Leftovers');
    await expectNoAxeViolations(page);
    await page.keyboard.type(' again');
    await page.keyboard.press('Escape');
    await expect(field).toHaveCount(0);
    await expect(edit).toBeFocused();
    await expect(lunch).toContainText('Note: Leftovers');

    await page.keyboard.press('Enter');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Pizza night');
    const saved = page.waitForResponse(
      (res) => res.request().method() === 'PUT' && res.url().endsWith(`/api/meal-plan/${today}`),
    );
    await page.keyboard.press('Enter');
    expect((await saved).ok()).toBe(true);
    const edited = lunch.getByRole('button', {
      name: `Edit the note “Pizza night” for lunch on ${dayName(today)}`,
    });
    await expect(edited).toBeFocused();
    await expect(lunch).toContainText('Note: Pizza night');
    const stored = (await (
      await page.request.get(`/api/meal-plan?from=${today}&to=${today}`)
    ).json()) as { days: { lunch: unknown[]; dinner: { _id?: string }[] }[] };
    expect(stored.days[0]?.lunch).toEqual([{ kind: 'note', note: 'Pizza night' }]);
    expect(stored.days[0]?.dinner.map((entry) => entry._id)).toEqual([soup._id]);

    // Doubled text with wider spacing still fits the window, with every meal shown too.
    await doubleDefaultFontSize(page);
    await applyTextSpacing(page);
    await page.reload();
    await expect(lunch).toBeVisible();
    expect(await reflowProblems(page)).toEqual([]);
    await main.getByRole('button', { name: 'Show all meals' }).click();
    await expect(breakfast).toBeVisible();
    expect(await reflowProblems(page)).toEqual([]);
    await expectNoAxeViolations(page);
  });
});
