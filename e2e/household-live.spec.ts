import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { joinHouseholdOf } from './support/household';
import { createUserAccount, signedInPage, signInAs } from './support/identity';
import { createListThroughApi } from './support/shopping';
import { applyTextSpacing, doubleDefaultFontSize, reflowProblems } from './support/text-size';

/*
 * The household, live and safe: the join page says whose household it is and keeps the joiner's
 * own plan and lists unless they confirm that they go; a removed member's open pages drop the
 * household's lists, plan and badge when the removal arrives; the plan reaches every member's
 * open page as it changes.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The owner signed in on `page` at `viewport`, and a member on a browser of their own. */
async function ownerAndMember(page: Page, browser: Browser, viewport: typeof PHONE) {
  await page.setViewportSize(viewport);
  const owner = await createUserAccount(page.request, 'Nonna Owner');
  const member = await createUserAccount(page.request, 'Cousin Member');
  await signInAs(page, owner);
  const other = await signedInPage(browser, member);
  await other.setViewportSize(viewport);
  await joinHouseholdOf(page.request, other.request, member.email);
  return { owner, member, other };
}

/** Opens `path` and waits until the household's live stream is connected. */
async function openLive(page: Page, path: string) {
  const connected = page.waitForResponse(
    (res) => res.url().endsWith('/api/household/events') && res.ok(),
  );
  await page.goto(path);
  await connected;
}

/** A demo recipe with a real shop's worth of lines. */
async function demoRecipe(page: Page): Promise<{ _id: string; title: string }> {
  const [recipe] = (await (await page.request.get('/api/recipes?q=pancake&limit=1')).json()) as {
    _id: string;
    title: string;
  }[];
  if (!recipe) throw new Error('the demo recipes are missing');
  return recipe;
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test('when the owner removes a member, then the member’s open lists page drops the household’s list and badge without a reload', async ({
      page,
      browser,
    }) => {
      test.setTimeout(90_000);
      const { other } = await ownerAndMember(page, browser, viewport);
      await createListThroughApi(page.request, { name: 'Family shop' }, ['2 lemons', '1 kg flour']);
      await openLive(other, '/shopping-lists');
      const main = other.getByRole('main');
      await expect(main.getByRole('link', { name: /Family shop/ })).toBeVisible();
      const badge = other.getByRole('link', { name: 'Shopping Lists (2 left to buy)' }).first();
      await expect(badge).toBeAttached();

      const household = (await (await page.request.get('/api/household')).json()) as {
        members: { sub: string; name: string }[];
      };
      const sub = household.members.find((m) => m.name === 'Cousin Member')?.sub ?? '';
      const removed = await page.request.delete(
        `/api/household/members/${encodeURIComponent(sub)}`,
      );
      expect(removed.status()).toBe(200);
      const before = Date.now();
      await expect(main.getByRole('link', { name: /Family shop/ })).toHaveCount(0);
      await expect(other.getByRole('link', { name: /left to buy/ })).toHaveCount(0);
      test.info().annotations.push({
        type: 'removal shown after',
        description: `${Date.now() - before} ms`,
      });
      await other.context().close();
    });

    test('when one cook changes the plan, then the other’s open plan shows it without a reload', async ({
      page,
      browser,
    }) => {
      test.setTimeout(90_000);
      const { other } = await ownerAndMember(page, browser, viewport);
      const recipe = await demoRecipe(page);
      await openLive(other, '/meal-plan');
      await expect(other.getByRole('heading', { level: 1, name: 'Meal Plan' })).toBeVisible();
      const planned = other.getByRole('main').getByRole('link', { name: recipe.title });
      await expect(planned).toHaveCount(0);

      const today = new Date().toISOString().slice(0, 10);
      const put = await page.request.put(`/api/meal-plan/${today}`, {
        data: { dinner: [recipe._id] },
      });
      expect(put.ok()).toBe(true);
      await expect(planned.first()).toBeVisible();
      await other.context().close();
    });

    test('when one cook orders the aisles, then the other’s open list walks the new order without a reload', async ({
      page,
      browser,
    }) => {
      test.setTimeout(90_000);
      const { other } = await ownerAndMember(page, browser, viewport);
      const id = await createListThroughApi(page.request, { name: 'Aisle walk' }, [
        '2 lemons',
        '1 litre milk',
      ]);
      await openLive(other, `/shopping-lists/${id}`);
      const aisles = other.locator('.shopping-aisle__title');
      await expect(aisles).toHaveText(['Produce', 'Dairy']);
      const order = ['dairy', 'produce', 'bakery', 'meat and fish', 'pantry', 'frozen', 'other'];
      const put = await page.request.put('/api/household/aisles', { data: { order } });
      expect(put.ok()).toBe(true);
      await expect(aisles).toHaveText(['Dairy', 'Produce']);
      await other.context().close();
    });

    test('when a cook with a list of their own opens an invitation, then the page names the household and who invited, and joining keeps the list unless they confirm it goes', async ({
      page,
      browser,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      const host = await createUserAccount(page.request, 'Aunt Host');
      const joiner = await createUserAccount(page.request, 'Nephew Joiner');
      await signInAs(page, host);
      const invite = async () => {
        const res = await page.request.post('/api/household/invitations', {
          data: { email: joiner.email },
        });
        return ((await res.json()) as { code: string }).code;
      };
      const other = await signedInPage(browser, joiner);
      await other.setViewportSize(viewport);
      await createListThroughApi(other.request, { name: 'My own shop' }, ['3 eggs']);

      // Leaving it behind asks first, and Cancel keeps everything as it was.
      await other.goto(`/household/join?code=${await invite()}`);
      await expect(other.getByRole('heading', { name: `“Aunt Host's kitchen”` })).toBeVisible();
      await expect(other.getByText('Aunt Host invited you. 1 cook is in it.')).toBeVisible();
      const group = other.getByRole('group', { name: 'Your 1 shopping list' });
      await expect(group.getByRole('radio', { name: /Bring them along/ })).toBeChecked();
      await expectNoAxeViolations(other);
      await group.getByRole('radio', { name: /Leave them behind/ }).check();
      await other.getByRole('button', { name: `Join “Aunt Host's kitchen”` }).click();
      const confirm = other.getByRole('group', { name: 'Delete and join?' });
      await expect(confirm).toContainText('Joining deletes your 1 shopping list.');
      await expect(confirm.getByRole('button', { name: 'Delete them and join' })).toBeFocused();
      await expectNoAxeViolations(other);
      await confirm.getByRole('button', { name: 'Cancel' }).click();

      // The default brings the list along.
      await group.getByRole('radio', { name: /Bring them along/ }).check();
      await other.getByRole('button', { name: `Join “Aunt Host's kitchen”` }).click();
      await expect(other).toHaveURL(/\/household$/);
      const lists = (await (await page.request.get('/api/shopping-lists')).json()) as {
        name: string;
      }[];
      expect(lists.map((list) => list.name)).toEqual(['My own shop']);
      await other.context().close();
    });
  });
}

test('the join page reflows at 320 px and with doubled text and wider spacing, and works by keyboard alone', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const host = await createUserAccount(page.request, 'Keyboard Host');
  const joiner = await createUserAccount(page.request, 'Keyboard Joiner');
  await signInAs(page, host);
  const res = await page.request.post('/api/household/invitations', {
    data: { email: joiner.email },
  });
  const { code } = (await res.json()) as { code: string };
  const other = await signedInPage(browser, joiner);
  await createListThroughApi(other.request, { name: 'Keyboard shop' });
  await other.setViewportSize({ width: 320, height: 700 });
  await other.goto(`/household/join?code=${code}`);
  await expect(other.getByRole('radio', { name: /Bring them along/ })).toBeChecked();
  expect(await reflowProblems(other)).toEqual([]);
  await other.setViewportSize(DESKTOP);
  await doubleDefaultFontSize(other);
  await applyTextSpacing(other);
  await other.reload();
  await expect(other.getByRole('radio', { name: /Bring them along/ })).toBeChecked();
  expect(await reflowProblems(other)).toEqual([]);

  // Keyboard only: to the choice, down to "Leave them behind", then to Join and the confirmation.
  const bring = other.getByRole('radio', { name: /Bring them along/ });
  await bring.focus();
  await other.keyboard.press('ArrowDown');
  await expect(other.getByRole('radio', { name: /Leave them behind/ })).toBeChecked();
  await other.keyboard.press('Tab');
  await expect(other.getByRole('button', { name: `Join “Keyboard Host's kitchen”` })).toBeFocused();
  await other.keyboard.press('Enter');
  await expect(other.getByRole('button', { name: 'Delete them and join' })).toBeFocused();
  await other.keyboard.press('Enter');
  await expect(other).toHaveURL(/\/household$/);
  await other.context().close();
});
