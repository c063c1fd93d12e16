import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { joinHouseholdOf } from './support/household';
import { createUserAccount, signedInPage, signInAs } from './support/identity';
import { createListThroughApi } from './support/shopping';
import { applyTextSpacing, doubleDefaultFontSize, reflowProblems } from './support/text-size';

/*
 * A household's own aisles and shops (decision 048): one cook adds "Drinks" and moves a line
 * there, and the other cook's open list shows it at once; a list set to a shop is walked in that
 * shop's order; the aisle panel is usable by keyboard, reflows and passes axe.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Two cooks of one household, each signed in on a page of their own at `viewport`. */
async function twoCooks(page: Page, browser: Browser, viewport: typeof PHONE) {
  await page.setViewportSize(viewport);
  const owner = await createUserAccount(page.request, 'Aisle Owner');
  const member = await createUserAccount(page.request, 'Aisle Member');
  await signInAs(page, owner);
  const other = await signedInPage(browser, member);
  await other.setViewportSize(viewport);
  await joinHouseholdOf(page.request, other.request, member.email);
  return other;
}

/** Opens the list and waits until its own and the household's live updates are connected. */
async function openLive(page: Page, id: string) {
  const connected = Promise.all([
    page.waitForResponse(
      (res) => res.url().endsWith(`/api/shopping-lists/${id}/events`) && res.ok(),
    ),
    page.waitForResponse((res) => res.url().endsWith('/api/household/events') && res.ok()),
  ]);
  await page.goto(`/shopping-lists/${id}`);
  await connected;
}

/** Opens a line's editing as the page offers it: behind "More" on a phone, beside it when wider. */
async function editLine(page: Page, text: string) {
  const more = page.getByRole('button', { name: `More for ${text}` });
  if (await more.isVisible()) await more.click();
  await page.getByRole('button', { name: `Edit ${text}` }).click();
}

/** Where a screenshot of a step goes when SHOTS_DIR is set. */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

const headings = (page: Page) => page.locator('.shopping-aisle__title').allTextContents();

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test('when a cook adds “Drinks” and moves a line there, then the other cook’s open list shows it without a reload', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const other = await twoCooks(page, browser, viewport);
      const id = await createListThroughApi(page.request, { name: 'Party shop' }, [
        '2 lemons',
        '1 cola',
      ]);
      await openLive(page, id);
      await openLive(other, id);

      await page.getByRole('button', { name: 'Order aisles' }).click();
      const field = page.getByRole('textbox', { name: 'New aisle' });
      await field.fill('Drinks');
      await page
        .getByRole('form', { name: 'Add an aisle' })
        .getByRole('button', { name: 'Add', exact: true })
        .click();
      await expect(page.getByText('“Drinks” is added, last in every order.')).toBeVisible();
      await expect(field).toBeFocused();
      await expect(page.getByRole('button', { name: 'Rename Drinks' })).toBeVisible();
      await shot(page, `panel-${viewport.width}`);

      await editLine(page, '1 Cola');
      await page.getByRole('combobox', { name: 'Move to aisle' }).selectOption('Drinks');
      await page.getByRole('button', { name: 'Move', exact: true }).click();
      await expect(page.getByRole('region', { name: 'Drinks' })).toContainText('1 Cola');

      await expect(other.getByRole('region', { name: 'Drinks' })).toContainText('1 Cola');
      await shot(other, `other-${viewport.width}`);
      await other.context().close();
    });

    test('when a list is set to a shop, then its aisles follow that shop’s order', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const other = await twoCooks(page, browser, viewport);
      const id = await createListThroughApi(page.request, { name: 'Weekly shop' }, [
        '2 lemons',
        '1 l milk',
        '1 cola',
      ]);
      const shop = await page.request.post('/api/household/shops', {
        data: { name: 'Corner shop' },
      });
      expect(shop.status()).toBe(201);
      const { id: shopId, order } = (await shop.json()) as { id: string; order: string[] };
      const ordered = await page.request.put(`/api/household/shops/${shopId}/order`, {
        data: { order: [...order].reverse() },
      });
      expect(ordered.status()).toBe(200);
      await openLive(page, id);
      await openLive(other, id);
      expect(await headings(page)).toEqual(['Produce', 'Dairy', 'Other']);

      await page.getByRole('combobox', { name: 'Shop' }).selectOption('Corner shop');
      await expect(
        page.getByText('This list follows the order of “Corner shop” now.'),
      ).toBeVisible();
      await expect.poll(() => headings(page)).toEqual(['Other', 'Dairy', 'Produce']);
      await expect.poll(() => headings(other)).toEqual(['Other', 'Dairy', 'Produce']);
      await shot(page, `shop-${viewport.width}`);
      await other.context().close();
    });

    test('when the aisle panel is open, then it passes axe, reflows, and works by keyboard with the focus kept', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      const cook = await createUserAccount(page.request, 'Keyboard Aisles');
      await signInAs(page, cook);
      const id = await createListThroughApi(page.request, { name: 'Keyboard shop' }, ['2 lemons']);
      const snacks = await page.request.post('/api/household/aisles', { data: { name: 'Snacks' } });
      expect(snacks.status()).toBe(201);
      const openPanel = async () => {
        await page.goto(`/shopping-lists/${id}`);
        await page.getByRole('button', { name: 'Order aisles' }).click();
        await page.getByRole('button', { name: 'Remove Snacks' }).click();
        await expect(page.getByRole('group', { name: 'Remove Snacks' })).toContainText(
          'No line on this list is in it.',
        );
      };
      await openPanel();
      await shot(page, `confirm-${viewport.width}`);
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 320, height: 700 });
      expect(await reflowProblems(page)).toEqual([]);
      // Text at 200 % with wider spacing, on a wide screen (WCAG 1.4.4, 1.4.12).
      await page.setViewportSize(DESKTOP);
      await doubleDefaultFontSize(page);
      await applyTextSpacing(page);
      await openPanel();
      expect(await reflowProblems(page)).toEqual([]);

      await page.getByRole('button', { name: 'Keep it' }).press('Enter');
      await expect(page.getByRole('button', { name: 'Rename Snacks' })).toBeFocused();
      const field = page.getByRole('textbox', { name: 'New aisle' });
      await field.focus();
      await page.keyboard.type('Drinks');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: 'Rename Drinks' })).toBeVisible();
      await expect(field).toBeFocused();
      await page.getByRole('button', { name: 'Rename Drinks' }).focus();
      await page.keyboard.press('Enter');
      const rename = page.getByRole('textbox', { name: 'New name for Drinks' });
      await expect(rename).toBeFocused();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('Crisps');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: 'Rename Crisps' })).toBeFocused();
      await page.getByRole('button', { name: 'Remove Crisps' }).press('Enter');
      await expect(page.getByRole('button', { name: 'Remove “Crisps”' })).toBeFocused();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: 'Rename Crisps' })).toHaveCount(0);
      // The focus goes to the aisle before it, the last one now.
      await expect(page.getByRole('button', { name: 'Rename Snacks' })).toBeFocused();
    });
  });
}
