import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { joinHouseholdOf } from './support/household';
import { signedInPage, twoCooksFirstSignedIn } from './support/identity';
import { createListThroughApi, newCookWithList, openLiveList } from './support/shopping';
import { applyTextSpacing, doubleDefaultFontSize, reflowProblems } from './support/text-size';

/*
 * Undo after taking lines off a list (the server puts them back, live for the household), and the
 * list as text: copied, and printed as that text alone.
 */

const line = (page: Page, text: string) => page.getByRole('checkbox', { name: text });

/** Presses Tab, at most `presses` times, until `target` has the focus. */
async function tabTo(page: Page, target: Locator, presses: number) {
  for (let pressed = 0; pressed < presses; pressed++) {
    if (await target.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Removes a line as the page offers it: behind "More" on a phone, beside the line when wider. */
async function removeLine(page: Page, text: string) {
  const more = page.getByRole('button', { name: `More for ${text}` });
  if (await more.isVisible()) await more.click();
  await page.getByRole('button', { name: `Remove ${text}` }).click();
}

for (const width of [390, 1280]) {
  const viewport = { width, height: width === 390 ? 844 : 800 };

  test.describe(`undo and text of a shopping list at ${width} px`, () => {
    test('when a cook removes a line and clears the ticked ones, then Undo puts them back, and the other cook sees it live', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      const [, partner] = await twoCooksFirstSignedIn(page, 'Undo Ursula', 'Undo Umberto');
      const id = await createListThroughApi(page.request, { name: 'Undo market' }, [
        '2 lemons',
        '1 l milk',
        '3 onions',
      ]);
      const other = await signedInPage(browser, partner);
      await other.setViewportSize(viewport);
      await joinHouseholdOf(page.request, other.request, partner.email);
      await openLiveList(page, id);
      await openLiveList(other, id);
      await expect(line(other, '2 lemons')).toBeVisible();

      await removeLine(page, '2 lemons');
      const toast = page.locator('.shopping-undo').filter({ hasText: /2 lemons.* removed\./i });
      await expect(toast).toBeVisible();
      await expect(line(other, '2 lemons')).toHaveCount(0);
      await toast.getByRole('button', { name: 'Undo' }).click();
      await expect(page.getByText('Put back on the list.')).toBeVisible();
      await expect(line(page, '2 lemons')).toBeVisible();
      await expect(line(page, '2 lemons')).toBeFocused();
      await expect(line(other, '2 lemons')).toBeVisible();

      await line(page, '1 l milk').click();
      await line(page, '3 onions').click();
      await expect(page.getByRole('button', { name: 'In the basket (2)' })).toBeVisible();
      await page.getByRole('button', { name: 'Clear ticked' }).click();
      await page.getByRole('button', { name: 'Yes, clear them' }).click();
      const undo = page
        .locator('.shopping-undo')
        .filter({ hasText: '2 ticked lines removed.' })
        .getByRole('button', { name: 'Undo' });
      // The confirmation is gone: the focus is on Undo, which stays while it has the focus.
      await expect(undo).toBeFocused();
      await expect(other.getByRole('button', { name: /In the basket/ })).toHaveCount(0);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: 'In the basket (2)' })).toBeVisible();
      await expect(other.getByRole('button', { name: 'In the basket (2)' })).toBeVisible();
      const lines = (await (await page.request.get(`/api/shopping-lists/${id}`)).json()) as {
        items: { key: string; checked: boolean }[];
      };
      expect(lines.items.map(({ key, checked }) => `${key} ${checked}`).sort()).toEqual([
        'lemon false',
        'milk true',
        'onion true',
      ]);

      await other.context().close();
    });

    test('when a cook copies the list as text and prints it, then the text is the list by aisle and the printed page holds nothing else', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const id = await newCookWithList(
        page,
        'Text Tamsin',
        ['2 lemons', '1 l milk', '3 onions'],
        viewport,
      );
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await openLiveList(page, id);
      await line(page, '3 onions').click();
      await expect(page.getByRole('button', { name: 'In the basket (1)' })).toBeVisible();

      const copy = page.getByRole('button', { name: 'Copy as text' });
      await tabTo(page, copy, 60);
      await page.keyboard.press('Enter');
      await expect(page.getByText('List copied.')).toBeVisible();
      await expect(copy).toBeFocused();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe('Text Tamsin’s list\n\nProduce\n- 2 Lemons\n\nDairy\n- 1 l Milk\n');
      // The share sheet is offered only where the browser has one.
      const shares = await page.evaluate(() => typeof navigator.share === 'function');
      await expect(page.getByRole('button', { name: 'Share', exact: true })).toHaveCount(
        shares ? 1 : 0,
      );

      await page.emulateMedia({ media: 'print' });
      await expect(page.locator('.shopping-print-text')).toBeVisible();
      await expect(page.locator('.shopping-print-text')).toHaveText(copied);
      // No header, menu, heading, button or box is drawn: only the list's text.
      await expect(
        page
          .locator('header, nav, footer, h1, h2, button, input, select')
          .filter({ visible: true }),
      ).toHaveCount(0);
      await expect(copy).toBeHidden();
      await page.emulateMedia({ media: 'screen' });
      await expect(copy).toBeVisible();

      // A removal's toast with its Undo, on the page with every tool: axe, then reflow.
      await removeLine(page, '1 l milk');
      await expect(page.locator('.shopping-undo')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 320, height: 700 });
      expect(await reflowProblems(page)).toEqual([]);
      // The text at 200 % with WCAG text spacing, 1280 px wide, as the site's reflow sweeps do.
      await doubleDefaultFontSize(page);
      await applyTextSpacing(page);
      await page.setViewportSize({ width: 1280, height: 800 });
      await openLiveList(page, id);
      await expect(page.getByRole('button', { name: 'Copy as text' })).toBeVisible();
      expect(await reflowProblems(page)).toEqual([]);
    });
  });
}
