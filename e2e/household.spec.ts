import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAs, twoCooksFirstSignedIn } from './support/identity';
import { createListThroughApi, openLiveList } from './support/shopping';

const PHONE = { width: 390, height: 844 };

/**
 * The bar along the foot of a phone's window: Favourites, Meal Plan and Shopping Lists. (The
 * header's links of the same name are hidden at this width.)
 */
const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Kitchen' });

/** The mail the development mailbox holds for `email` that names the household link. */
async function invitationMail(page: Page, email: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/dev/mail?to=${encodeURIComponent(email)}`);
        const mails = (await res.json()) as { text: string }[];
        text = mails.find((mail) => mail.text.includes('/household/join?code='))?.text ?? '';
        return text;
      },
      { message: `an invitation mailed to ${email}`, timeout: 10_000 },
    )
    .not.toBe('');
  return text;
}

test.describe('a family forms a household on their phones', () => {
  test('when the owner invites a cook who joins by the link, then both share one meal plan and one shopping list, ticked live', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    const [, partner] = await twoCooksFirstSignedIn(page, 'Lucia Host', 'Marco Guest');

    // The owner invites Marco: the page says a mail went out and shows the link to pass on.
    await page.goto('/household');
    await expect(page.getByRole('heading', { level: 1, name: 'Household' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Their email address' }).fill(partner.email);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`We sent an invitation to ${partner.email}.`)).toBeVisible();
    const link = await page.getByRole('textbox', { name: 'Invitation link' }).inputValue();
    const code = new URL(link).searchParams.get('code');
    expect(code).toBeTruthy();
    expect(await invitationMail(page, partner.email)).toContain(`/household/join?code=${code}`);

    // Marco opens the link on his own phone, signed in: it names the household and who invited
    // him. He has no plan or list of his own, so there is nothing to choose.
    const partnerContext = await browser.newContext({ viewport: PHONE });
    const other = await partnerContext.newPage();
    await signInAs(other, partner);
    await other.goto(new URL(link).pathname + new URL(link).search);
    await expect(other.getByRole('heading', { level: 1, name: 'Join a household' })).toBeVisible();
    await expect(other.getByRole('heading', { name: `“Lucia Host's kitchen”` })).toBeVisible();
    await expect(other.getByText('Lucia Host invited you. 1 cook is in it.')).toBeVisible();
    await expect(other.getByRole('radio')).toHaveCount(0);
    await other.getByRole('button', { name: `Join “Lucia Host's kitchen”` }).click();
    await expect(other).toHaveURL(/\/household$/);
    const members = other.getByRole('region', { name: 'Members' });
    await expect(members.getByRole('listitem')).toHaveCount(2);
    await expect(members.getByRole('listitem').first()).toContainText('Lucia HostOwner');
    await expect(other.getByRole('button', { name: 'Leave household' })).toBeVisible();

    // The owner sees Marco in the household.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Members' })).toContainText('Marco Guest');

    // One meal plan: what Lucia plans for tonight, Marco finds one tap away in the bottom bar.
    // A demo recipe with a real shop's worth of lines (the first card may be one a test added).
    const [recipe] = (await (await page.request.get('/api/recipes?q=pancake&limit=1')).json()) as {
      _id: string;
      title: string;
    }[];
    if (!recipe) throw new Error('the demo recipes are missing');
    const today = new Date().toISOString().slice(0, 10);
    const planned = await page.request.put(`/api/meal-plan/${today}`, {
      data: { dinner: [recipe._id] },
    });
    expect(planned.ok()).toBe(true);
    const bar = bottomBar(other);
    await expect(bar).toBeVisible();
    await bar.getByRole('link', { name: 'Meal Plan' }).click();
    await expect(other.getByRole('heading', { level: 1, name: 'Meal Plan' })).toBeVisible();
    await expect(
      other.getByRole('main').getByRole('link', { name: recipe.title }).first(),
    ).toBeVisible();

    // One shopping list: Lucia adds the recipe's lines, Marco sees them arrive and ticks one off,
    // and Lucia sees the tick, all without reloading.
    const listId = await createListThroughApi(page.request, {
      name: 'Family shop',
      unit_system: 'metric',
    });
    await openLiveList(page, listId);
    await openLiveList(other, listId);
    await expect(other.getByRole('checkbox')).toHaveCount(0);

    const added = await page.request.post(`/api/shopping-lists/${listId}/recipes`, {
      data: { recipeId: recipe._id, servings: 4 },
    });
    expect(added.ok()).toBe(true);
    const firstLine = other.locator('.shopping-item__label').first();
    await expect(firstLine).toBeVisible({ timeout: 2000 });
    const name = (await firstLine.textContent()) ?? '';
    const lines = await other.getByRole('checkbox').count();
    const mine = page.getByRole('checkbox', { name, exact: true });
    await expect(mine).not.toBeChecked();
    await other.getByRole('checkbox', { name, exact: true }).click();

    // A ticked line goes into the basket, folded away: on both phones, Lucia's without a reload.
    for (const cook of [other, page]) {
      const basket = cook.getByRole('button', { name: 'In the basket (1)' });
      await expect(basket).toBeVisible({ timeout: 2000 });
      await expect(cook.getByText(`${lines - 1} of ${lines} left`)).toBeVisible();
    }
    await page.getByRole('button', { name: 'In the basket (1)' }).click();
    await expect(mine).toBeChecked();

    // The bar's count on Shopping Lists is what is left to buy on the household's lists.
    await expect(
      bar.getByRole('link', { name: `Shopping Lists (${lines - 1} left to buy)` }),
    ).toBeVisible();

    await partnerContext.close();
  });
});
