import { expect, test } from './fixtures';

test.describe('smoke', () => {
  test('when a visitor opens the home page, then the site renders with its categories', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Family Recipes/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Family Recipes');
    for (const category of [
      'Breakfast',
      'Appetizers',
      'Entrees',
      'Desserts',
      'Sides',
      'Drinks',
      'Other',
    ]) {
      await expect(
        page
          .getByRole('list', { name: 'Browse by category' })
          .getByRole('link', { name: category, exact: true }),
      ).toBeVisible();
    }
  });

  test('when a visitor opens an unknown route, then the 404 page leads back home', async ({
    page,
  }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(
      page.getByText("Sorry, we couldn't find the page you're looking for"),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Go back home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('when the API is asked for its runtime config, then the embedded identity emulator is described', async ({
    request,
  }) => {
    const res = await request.get('/api/config');
    expect(res.ok()).toBe(true);
    const body = (await res.json()) as { cognito: { endpoint: string; authFlow: string } };
    expect(body.cognito.endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(body.cognito.authFlow).toBe('USER_PASSWORD_AUTH');
  });

  test('when the development mailbox is opened, then it answers with a JSON list', async ({
    request,
  }) => {
    const mail = await request.get('/dev/mail');
    expect(mail.ok()).toBe(true);
    expect(Array.isArray(await mail.json())).toBe(true);
  });
});
