import { expect, test } from './fixtures';
import { joinHouseholdOf } from './support/household';
import { signedInPage, twoCooksFirstSignedIn } from './support/identity';
import { createListThroughApi, openLiveList } from './support/shopping';

test.describe('a household’s shopping list, live', () => {
  test('when one cook ticks off a line, then the other cook sees it ticked within a second, without reloading', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const [, partner] = await twoCooksFirstSignedIn(page, 'Lucia Shopper', 'Marco Shopper');

    const id = await createListThroughApi(
      page.request,
      { name: 'Market day', unit_system: 'metric' },
      ['2 lemons'],
    );

    const other = await signedInPage(browser, partner);
    await joinHouseholdOf(page.request, other.request, partner.email);

    await openLiveList(page, id);
    await openLiveList(other, id);
    const mine = page.getByRole('checkbox', { name: '2 lemons' });
    const theirs = other.getByRole('checkbox', { name: '2 lemons' });
    await expect(mine).not.toBeChecked();
    await expect(theirs).not.toBeChecked();
    await expect(other.getByText('Made by Lucia Shopper')).toBeVisible();
    let reloads = 0;
    other.on('framenavigated', (frame) => {
      if (frame === other.mainFrame()) reloads += 1;
    });

    // A ticked line goes into the folded "In the basket" group, on both screens.
    await mine.click();
    await expect(page.getByRole('button', { name: 'In the basket (1)' })).toBeVisible();
    await expect(other.getByRole('button', { name: 'In the basket (1)' })).toBeVisible({
      timeout: 1000,
    });
    await other.getByRole('button', { name: 'In the basket (1)' }).click();
    await expect(theirs).toBeChecked();

    // And back the other way: the second cook unticks it, the owner sees it.
    await theirs.click();
    await expect(mine).not.toBeChecked({ timeout: 1000 });
    await expect(page.getByRole('button', { name: /In the basket/ })).toHaveCount(0);
    expect(reloads).toBe(0);

    await other.context().close();
  });
});
