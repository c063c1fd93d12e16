import { mkdirSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  DEV_ADMIN,
  newCookPage,
  signedInPage,
  signInAs,
  signInAsNewCook,
} from './support/identity';
import { submitRecipeThroughApi } from './support/recipes';

const SCREENSHOTS = 'test-results/screenshots';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Waits for a mail to `to` whose subject contains `about` in the development mailbox. */
async function mailTo(request: APIRequestContext, to: string, about: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/dev/mail?to=${encodeURIComponent(to)}`);
        const mails = (await res.json()) as Mail[];
        found = mails.find((m) => m.to === to && m.subject.includes(about));
        return found;
      },
      { message: `a mail about ${about} for ${to}`, timeout: 10_000 },
    )
    .toBeDefined();
  return found!;
}

test.describe('moderation that talks back', () => {
  test('when an admin denies with a note, then the cook is mailed, sees it in My Recipes, edits, and is mailed again on approval', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const cook = await signInAsNewCook(page, 'Clara Cook');
    const title = `Lemon Cake ${Date.now().toString(36).slice(-6)}`;
    const id = await submitRecipeThroughApi(page.request, title);

    const admin = await signedInPage(browser, DEV_ADMIN);
    await admin.goto(`/recipes/${id}`);
    await admin.getByRole('button', { name: 'Deny' }).click();
    await admin
      .getByRole('textbox', { name: 'What should the cook change?' })
      .fill('Please add the oven temperature.');
    await admin.getByRole('button', { name: 'Deny recipe' }).click();
    await expect(admin.getByText('Recipe denied successfully!')).toBeVisible();

    const denied = await mailTo(page.request, cook.email, title);
    expect(denied.subject).toBe(`Your recipe "${title}" needs a few changes`);
    expect(denied.text).toContain('Please add the oven temperature.');
    expect(denied.text).toContain(`/edit-recipe/${id}`);

    await page.goto('/my-recipes');
    const card = page.getByRole('listitem').filter({ hasText: title });
    await expect(card.getByText('Status: Denied')).toBeVisible();
    await expect(card.getByText('Please add the oven temperature.')).toBeVisible();
    mkdirSync(SCREENSHOTS, { recursive: true });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({
        path: `${SCREENSHOTS}/my-recipes-denied-${width}.png`,
        fullPage: true,
      });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    await card.getByRole('link', { name: /Change and send again/ }).click();
    await expect(page).toHaveURL(new RegExp(`/edit-recipe/${id}$`));
    await page.getByRole('textbox', { name: /^Description/ }).fill('Bright and soft; 180 °C oven.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Recipe updated successfully!')).toBeVisible();
    await page.goto('/my-recipes');
    await expect(
      page.getByRole('listitem').filter({ hasText: title }).getByText('Status: Pending'),
    ).toBeVisible();

    await admin.goto(`/recipes/${id}`);
    const history = admin.getByRole('region', { name: 'Review history' });
    await expect(history.getByRole('listitem')).toHaveCount(3);
    await expect(history.getByText('Please add the oven temperature.')).toBeVisible();
    await admin.getByRole('button', { name: 'Approve' }).click();
    await admin
      .getByRole('textbox', { name: /A note for the cook/ })
      .fill('Perfect now, thank you!');
    await admin.getByRole('button', { name: 'Approve recipe' }).click();
    await expect(admin.getByText('Recipe approved successfully!')).toBeVisible();
    await admin.context().close();

    const approved = await mailTo(page.request, cook.email, 'is on Family Recipes');
    expect(approved.subject).toBe(`Your recipe "${title}" is on Family Recipes`);
    expect(approved.text).toContain('Perfect now, thank you!');
    expect(approved.text).toContain(`/recipes/${id}`);

    // Another cook never sees the note.
    const other = await newCookPage(browser, 'Other Oscar');
    const seen = (await (await other.request.get(`/api/recipes/${id}`)).json()) as object;
    expect(seen).not.toHaveProperty('review_note');
    expect(seen).not.toHaveProperty('history');
    await other.context().close();
  });

  test('when an admin opens the Admin menu, then Pending shows how many recipes wait', async ({
    page,
  }) => {
    await signInAsNewCook(page, 'Counting Cook');
    await submitRecipeThroughApi(page.request, `Waiting ${Date.now().toString(36)}`);
    await page.context().clearCookies();
    await signInAs(page, DEV_ADMIN);
    const total = Number(
      (await page.request.get('/api/admin/pending-recipes?limit=1')).headers()['x-total-count'],
    );
    expect(total).toBeGreaterThan(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('button', { name: 'Admin', exact: true }).click();
    await expect(
      page.getByRole('link', { name: new RegExp(`^Pending \\(${total}\\) waiting for review`) }),
    ).toBeVisible();
  });
});
