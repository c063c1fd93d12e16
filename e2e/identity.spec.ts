import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  createConfirmedAccount,
  createUserAccount,
  DEV_ADMIN,
  latestCode,
  signInAs,
  switchAccount,
} from './support/identity';
import { dropExpectedErrors } from './support/network';

/** The page a log-in lands on: the test opens the menu once it is there, as a person would. */
const HOME_HEADING = 'Recipes worth passing down';

const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

async function logInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** Opens the log-in page and logs in through its form. */
async function logInFromLoginPage(page: Page, email: string, password: string) {
  await page.goto('/login');
  await logInThroughForm(page, email, password);
}

/** The avatar of the signed-in person named `name`, which opens their menu. */
function accountMenu(page: Page, name: string) {
  return page.getByRole('button', { name: `Account menu for ${name}` });
}

/**
 * The signed-in person's id token carries the user group, and their record at `email` holds
 * `fields`.
 */
async function expectUserRecord(page: Page, email: string, fields: Record<string, unknown>) {
  const me = (await (await page.request.get('/api/user-token')).json()) as { groups: string[] };
  expect(me.groups).toEqual(['user']);
  const record = await page.request.get(`/api/user/${encodeURIComponent(email)}`);
  expect(record.status()).toBe(200);
  expect(await record.json()).toMatchObject({ ...fields, groups: ['user'] });
}

/** The avatar's card: hover for the mouse, a press for everyone else. */
async function openUserMenu(page: Page, name: string) {
  await accountMenu(page, name).click();
}

test.describe('identity', () => {
  test('when a visitor signs up with the mailed code, then they land on home signed in, and the home page loaded no identity library', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('new-cook');
    const identityChunks: string[] = [];
    page.on('request', (req) => {
      if (/cognito-client/.test(req.url())) identityChunks.push(req.url());
    });

    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
    expect(identityChunks).toEqual([]);

    await page.goto('/signup');
    await page.getByLabel('Name', { exact: true }).fill('Nina Baker');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Month', { exact: true }).selectOption('5');
    await page.getByLabel('Day', { exact: true }).selectOption('17');
    await page.getByLabel('Password', { exact: true }).fill('Kitchen-42!');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Kitchen-42!');
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await expect(page.getByText('Sign-up successful! Please verify your email.')).toBeVisible();
    await page
      .getByLabel('Verification Code', { exact: true })
      .fill(await latestCode(request, email));
    await page.getByRole('button', { name: 'Confirm Email' }).click();

    await expect(page.getByText('Email verified and login successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(accountMenu(page, 'Nina Baker')).toHaveText('N');
    expect(identityChunks.length).toBeGreaterThan(0);

    // The user group was assigned: the user page opens without Access Unavailable.
    await page.goto('/my-recipes');
    await expect(page.getByRole('heading', { level: 1, name: 'My Recipes' })).toBeVisible();
    // The session's id token carries the group, and the record holds the form's birthday.
    await expectUserRecord(page, email, {
      name: 'Nina Baker',
      email,
      birth_month: 5,
      birth_day: 17,
    });
  });

  test('when a sign-up stopped right after the code was confirmed, then the next log-in lands signed in with the role and a record', async ({
    page,
    request,
  }) => {
    const account = await createConfirmedAccount(request, 'Tab Closer');
    await logInFromLoginPage(page, account.email, account.password);
    await expect(page.getByText('Login successful!')).toBeVisible();
    await expect(accountMenu(page, 'Tab Closer')).toBeVisible();

    await page.goto('/submit-recipe');
    await expect(page.getByRole('heading', { level: 1, name: 'Submit a Recipe' })).toBeVisible();
    await expectUserRecord(page, account.email, { name: 'Tab Closer' });
  });

  test('when a user logs out and logs in again, then the header follows', async ({
    page,
    request,
  }) => {
    const account = await createUserAccount(request, 'Olive Oil');
    await logInFromLoginPage(page, account.email, account.password);
    await expect(page.getByText('Login successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();

    await openUserMenu(page, 'Olive Oil');
    await expect(page.getByText(account.email, { exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Log Out' }).click();

    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();

    await page.getByRole('link', { name: 'Log In' }).click();
    await logInThroughForm(page, account.email, account.password);
    await expect(accountMenu(page, 'Olive Oil')).toBeVisible();
    await page.reload();
    await expect(accountMenu(page, 'Olive Oil')).toBeVisible();
  });

  test("when the password is wrong, then the identity provider's message is shown", async ({
    page,
    request,
    consoleErrors,
  }) => {
    const account = await createUserAccount(request);
    await page.goto('/login');

    await logInThroughForm(page, account.email, 'Not-the-password1!');

    await expect(page.getByRole('status').filter({ hasText: /password/i })).toBeVisible();
    await expect(page.getByText('Login successful!')).toHaveCount(0);
    await expect(page).toHaveURL(/\/login$/);
    // The browser reports the identity service's refusal (HTTP 400) as a console error.
    const expected = consoleErrors.filter((e) => /status of 400/.test(e));
    expect(expected.length).toBeGreaterThan(0);
    dropExpectedErrors(consoleErrors, /status of 400/);
  });

  test('when a user resets a forgotten password, then they log in with the new one', async ({
    page,
    request,
  }) => {
    const account = await createUserAccount(request, 'Reset Cook');
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();

    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Send Verification Code' }).click();
    await expect(page.getByText('Enter a valid email!', { exact: true })).toBeVisible();

    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'Send Verification Code' }).click();
    await expect(
      page.getByText('If the email is registered, a verification code has been sent.'),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Code is required.', { exact: true })).toBeVisible();
    await expect(page.getByText('Password is required.', { exact: true })).toBeVisible();
    await expect(page.getByText('Confirm Password is required.', { exact: true })).toBeVisible();

    await page
      .getByLabel('Verification Code', { exact: true })
      .fill(await latestCode(request, account.email));
    await page.getByLabel('New Password', { exact: true }).fill('Fresh-Pass-9!');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Fresh-Pass-9!');
    await page.getByRole('button', { name: 'Reset Password' }).click();

    await expect(page.getByText('Password reset successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await logInThroughForm(page, account.email, 'Fresh-Pass-9!');
    await expect(accountMenu(page, 'Reset Cook')).toBeVisible();
  });

  test('when a user changes name and birthday, then the change persists after a reload, and the password can be changed', async ({
    page,
    request,
  }) => {
    // A sign-up, two saves, a reload and a password change: past 30 s beside other work.
    test.setTimeout(90_000);
    const account = await createUserAccount(request, 'Pat Pastry');
    await logInFromLoginPage(page, account.email, account.password);
    await expect(accountMenu(page, 'Pat Pastry')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();

    await openUserMenu(page, 'Pat Pastry');
    await page.getByRole('link', { name: 'My Account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    const save = page.getByRole('button', { name: 'Save Changes' });
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Pat Pastry');
    await expect(save).toBeDisabled();

    await page.getByLabel('Name', { exact: true }).fill('Pat Patisserie');
    await page.getByLabel('Month', { exact: true }).selectOption('11');
    await page.getByLabel('Day', { exact: true }).selectOption('3');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByText('Your updates were saved successfully!')).toBeVisible();
    await expect(save).toBeDisabled();
    await expect(accountMenu(page, 'Pat Patisserie')).toHaveText('P');

    await page.reload();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Pat Patisserie');
    await expect(page.getByLabel('Month', { exact: true })).toHaveValue('11');
    await expect(page.getByLabel('Day', { exact: true })).toHaveValue('3');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email);

    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Change Password' }).click();
    await dialog.getByLabel('Current Password', { exact: true }).fill(account.password);
    await dialog.getByLabel('New Password', { exact: true }).fill('Brand-New-7!');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await dialog.getByLabel('Confirm New Password', { exact: true }).fill('Brand-New-7!');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Password changed successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();

    await openUserMenu(page, 'Pat Patisserie');
    await page.getByRole('button', { name: 'Log Out' }).click();
    await logInFromLoginPage(page, account.email, 'Brand-New-7!');
    await expect(accountMenu(page, 'Pat Patisserie')).toBeVisible();
  });

  test('when the admin opens Users from the Admin menu, then the table lists accounts with group checkboxes', async ({
    page,
  }) => {
    await logInFromLoginPage(page, DEV_ADMIN.email, DEV_ADMIN.password);
    const avatar = page.getByRole('button', { name: /^Account menu for / });
    await expect(avatar).toBeVisible();
    // The toast sits over the avatar, and a pointer resting on it keeps it open.
    await expect(page.getByText('Login successful!')).toBeHidden();

    await avatar.click();
    await page.getByRole('button', { name: 'Admin', exact: true }).click();
    await page.getByRole('link', { name: 'Users', exact: true }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader', { name: 'Name' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Email' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'admin' })).toBeVisible();
    const adminRow = table.getByRole('row').filter({ hasText: DEV_ADMIN.email });
    const adminBox = adminRow.getByRole('checkbox', { name: /is in group admin/ });
    await expect(adminBox).toBeChecked();
    await expect(adminBox).toBeDisabled();
  });

  test('when a user opens /users, then Access Unavailable is shown', async ({ page, request }) => {
    const account = await createUserAccount(request);
    await signInAs(page, account);

    await page.goto('/users');

    await expect(page.getByRole('heading', { level: 1, name: 'Access Unavailable' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('when a visitor opens /submit-recipe, then the Welcome page leads to log in and back', async ({
    page,
    request,
  }) => {
    const account = await createUserAccount(request);
    await page.goto('/submit-recipe');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create an Account' })).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await logInThroughForm(page, account.email, account.password);

    await expect(page).toHaveURL(/\/submit-recipe$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toHaveCount(0);
  });
});

test.describe('identity accessibility', () => {
  for (const width of [1280, 390]) {
    test(`when the auth screens are checked at ${width} px, then axe finds no violations`, async ({
      page,
      request,
    }) => {
      // Nine pages checked by axe and two sign-ins: 60 s, a whole minute, on a slow hour of a
      // two-core machine, where its 60 s limit was reached once.
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      const check = async (path: string, heading: string) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations, `${path} at ${width}px`).toEqual([]);
      };

      await check('/login', 'Log In');
      await check('/signup', 'Sign Up');
      await check('/forgot-password', 'Forgot Password');
      await check('/account', 'My Account');

      const account = await createUserAccount(request, 'Axe Cook');
      await signInAs(page, account);
      await check('/account', 'My Account');
      await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Axe Cook');
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations).toEqual([]);
      await check('/users', 'Access Unavailable');

      await switchAccount(page, DEV_ADMIN);
      await check('/users', 'Users');
      await expect(page.getByRole('table')).toBeVisible();
      const table = await new AxeBuilder({ page }).analyze();
      expect(table.violations).toEqual([]);
    });
  }
});
