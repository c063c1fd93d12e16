import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newCookWithList } from './support/shopping';

/** Where a screenshot of each step goes when SHOTS_DIR is set (a look at the page at 390 px). */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

test.describe('tidying a shopping list', () => {
  test('when a cook ticks lines, clears them, moves a line to another aisle and orders the aisles on a phone, then the list follows each step', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const id = await newCookWithList(page, 'Tidy Tina', ['2 lemons', '1 l milk', '3 onions']);

    await page.goto(`/shopping-lists/${id}`);
    await page.getByRole('checkbox', { name: '2 Lemons' }).click();
    await page.getByRole('checkbox', { name: '3 Onions' }).click();
    const basket = page.getByRole('button', { name: 'In the basket (2)' });
    await expect(basket).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('checkbox', { name: '2 Lemons' })).toHaveCount(0);
    await basket.click();
    await expect(page.getByRole('checkbox', { name: '2 Lemons' })).toBeChecked();
    await shot(page, '1-basket');

    await page.getByRole('button', { name: 'Clear ticked' }).click();
    await shot(page, '2-confirm');
    await page.getByRole('button', { name: 'Yes, clear them' }).click();
    await expect(page.getByRole('button', { name: /In the basket/ })).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(1);

    await page.getByRole('button', { name: 'More for 1 l Milk' }).click();
    await page.getByRole('button', { name: 'Edit 1 l Milk' }).click();
    await page.getByRole('combobox', { name: 'Move to aisle' }).selectOption('Frozen');
    await shot(page, '3-move');
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Frozen' })).toContainText('1 l Milk');

    await page.getByRole('button', { name: 'Order aisles' }).click();
    await page.getByRole('button', { name: 'Move Frozen up' }).click();
    await shot(page, '4-order');
    await page.getByRole('button', { name: 'Save order' }).click();
    await expect(page.getByRole('button', { name: 'Order aisles' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const answer = await page.request.get('/api/household/aisles');
    expect(((await answer.json()) as { order: string[] }).order.indexOf('frozen')).toBe(4);
  });
});
