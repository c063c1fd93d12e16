import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { DEV_ADMIN, signedInPage, signInAs, signInAsNewCook } from './support/identity';
import { PNG_48X36, submitRecipeThroughApi } from './support/recipes';

const SCREENSHOTS = 'test-results/screenshots';
const WIDTHS = [1280, 390] as const;

function uniqueTitle(prefix: string) {
  return `${prefix} ${Date.now().toString(36).slice(-6)}`;
}

/** A text field by its label's exact name (previews and asides carry similar names). */
function textbox(page: Page, name: string) {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('textbox', { name: new RegExp(`^${escaped}( \\(optional\\))?$`) });
}

/** Fills the whole submit form through its labels, as a person would. */
async function fillRecipeForm(page: Page, title: string) {
  await textbox(page, 'Title').fill(title);
  await textbox(page, 'Description').fill('Crisp zucchini slices baked with parmesan.');
  await page.getByRole('combobox', { name: 'Category' }).selectOption('Sides');
  await page.getByRole('combobox', { name: 'Difficulty' }).selectOption('Easy');
  await textbox(page, 'Source').fill('Nonna Lucia');
  await page
    .getByLabel('Photo of the dish')
    .setInputFiles({ name: 'zucchini.png', mimeType: 'image/png', buffer: PNG_48X36 });
  await expect(page.getByRole('img', { name: 'Preview of the chosen photo' })).toBeVisible();
  await textbox(page, 'Prep Time').fill('15');
  await textbox(page, 'Cook Time').fill('25');
  await expect(textbox(page, 'Total Time')).toHaveValue('40');
  await textbox(page, 'Serving').fill('4 servings');
  await textbox(page, 'Ingredients').fill('2 medium zucchini\n1 1/2 cups parmesan\nsalt');
  await expect(
    page.getByRole('list', { name: 'How we read your ingredients' }).getByRole('listitem'),
  ).toContainText(['2 medium zucchini', '1 1/2 cups parmesan', 'salt']);
  await textbox(page, 'Instructions').fill('Slice the zucchini.\nTop with cheese.\nBake.');
  await textbox(page, 'Tips & Tricks').fill('Serve hot.');
  await textbox(page, 'Tags').fill('vegetarian, quick');
}

/** Submits a recipe through the form and returns its id from the API's answer. */
async function submitRecipeThroughForm(page: Page, title: string): Promise<string> {
  await page.goto('/submit-recipe');
  await fillRecipeForm(page, title);
  const answer = page.waitForResponse(
    (res) => res.url().endsWith('/api/submit-recipe') && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Submit Recipe' }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  const { _id } = (await response.json()) as { _id: string };
  await expect(page.getByText('Recipe submitted successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/my-recipes$/);
  return _id;
}

function card(page: Page, title: string) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
}

test.describe('contributing and moderating recipes', () => {
  test('when a user submits a recipe, then it waits for approval, goes live, is featured, and an edit sends it back', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signInAsNewCook(page, 'Lucia Cook');
    const title = uniqueTitle('Zucchini Bake');

    const id = await submitRecipeThroughForm(page, title);
    await expect(card(page, title).getByRole('img', { name: 'Pending approval' })).toBeVisible();

    // A visitor who is not signed in may not see a recipe that is still pending.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/recipes/${id}`);
    await expect(visitor.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await visitorContext.close();

    // The administrator approves it from the pending list.
    const admin = await signedInPage(browser, DEV_ADMIN);
    await admin.goto('/pending-recipes');
    await admin.getByRole('link', { name: title }).click();
    await expect(admin).toHaveURL(new RegExp(`/recipes/${id}$`));
    await admin.getByRole('button', { name: 'Approve' }).click();
    await admin.getByRole('button', { name: 'Approve recipe' }).click();
    await expect(admin.getByText('Recipe approved successfully!')).toBeVisible();
    await expect(admin).toHaveURL(/\/pending-recipes$/);
    await expect(admin.getByRole('link', { name: title })).toHaveCount(0);

    await admin.goto('/all-recipes');
    await expect(admin.getByRole('link', { name: title })).toBeVisible();
    await admin.goto('/categories/sides');
    await expect(admin.getByRole('link', { name: title })).toBeVisible();

    // Featured, it joins the home page carousel and the featured list.
    await admin.goto(`/recipes/${id}`);
    await admin.getByRole('button', { name: 'Make Featured Recipe' }).click();
    await expect(admin.getByText('Recipe featured successfully!')).toBeVisible();
    await admin.goto('/');
    await expect(admin.locator('[aria-roledescription="carousel"]')).toContainText(title);
    await admin.goto('/featured-recipes');
    await expect(admin.getByRole('link', { name: title })).toBeVisible();
    await admin.context().close();

    // The owner edits it from the recipe page: the form has the recipe, saving makes it pending.
    await page.goto(`/recipes/${id}`);
    await page
      .getByRole('button', { name: 'Edit' })
      .or(page.getByRole('link', { name: 'Edit' }))
      .click();
    await expect(page).toHaveURL(new RegExp(`/edit-recipe/${id}$`));
    await expect(page.getByRole('combobox', { name: 'Category' })).toBeDisabled();
    await expect(textbox(page, 'Ingredients')).toHaveValue(
      '2 medium zucchini\n1.5 cups parmesan\nsalt',
    );
    await expect(page.getByText('Use decimals, e.g. 1.5 cups')).toBeVisible();
    await textbox(page, 'Description').fill('Crisp zucchini slices, now with lemon.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Recipe updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/recipes/${id}$`));
    await expect(page.getByText('Crisp zucchini slices, now with lemon.')).toBeVisible();

    await page.goto('/my-recipes');
    await expect(card(page, title).getByRole('img', { name: 'Pending approval' })).toBeVisible();
  });

  test('when the edit page is opened directly, then it loads the recipe itself', async ({
    page,
  }) => {
    await signInAsNewCook(page, 'Direct Editor');
    const id = await submitRecipeThroughApi(page.request, uniqueTitle('Direct Edit'));

    await page.goto(`/edit-recipe/${id}`);

    await expect(page.getByRole('heading', { level: 1, name: 'Edit Recipe' })).toBeVisible();
    await expect(textbox(page, 'Title')).toHaveValue(/^Direct Edit/);
    await expect(page.getByRole('img', { name: /Current photo/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Replace photo' })).toBeVisible();
  });

  test('when an administrator denies a pending recipe, then it moves to the denied list and its owner sees it denied', async ({
    page,
    browser,
  }) => {
    await signInAsNewCook(page, 'Denied Cook');
    const title = uniqueTitle('Soggy Toast');
    const id = await submitRecipeThroughApi(page.request, title);

    const admin = await signedInPage(browser, DEV_ADMIN);
    await admin.goto(`/recipes/${id}`);
    await admin.getByRole('button', { name: 'Deny' }).click();
    await admin.getByRole('textbox', { name: 'What should the cook change?' }).fill('Less soggy.');
    await admin.getByRole('button', { name: 'Deny recipe' }).click();
    await expect(admin.getByText('Recipe denied successfully!')).toBeVisible();
    await expect(admin).toHaveURL(/\/pending-recipes$/);
    await admin.goto('/denied-recipes');
    await expect(card(admin, title).getByRole('img', { name: 'Denied' })).toBeVisible();
    await admin.context().close();

    await page.goto('/my-recipes');
    await expect(card(page, title).getByRole('img', { name: 'Denied' })).toBeVisible();
  });

  test('when the submit form is sent empty, then one "Error!" toast lists every missing field', async ({
    page,
  }) => {
    await signInAsNewCook(page, 'Hasty Cook');
    await page.goto('/submit-recipe');

    await page.getByRole('button', { name: 'Submit Recipe' }).click();

    const toast = page.locator('.form-toast').filter({ hasText: 'Error!' });
    await expect(toast.getByRole('listitem')).toHaveText([
      'Title is required',
      'Description is required',
      'Thumbnail Image is required',
      'Category is required',
      'Difficulty is required',
      'Prep Time is required',
      'Cook Time is required',
      'Total Time is required',
      'Serving is required',
      'Ingredients are required',
      'Instructions are required',
      'Source is required',
    ]);
    await expect(textbox(page, 'Title')).toHaveAttribute('aria-invalid', 'true');
    await expect(textbox(page, 'Title')).toBeFocused();
  });
});

test.describe('contact', () => {
  test('when a visitor sends the contact form, then it clears and the message reaches the mailbox', async ({
    page,
    request,
  }) => {
    const marker = `pie-${Date.now()}`;
    await page.goto('/contact');
    await textbox(page, 'Name').fill('Rose Visitor');
    await textbox(page, 'Email').fill('rose.visitor@example.test');
    await textbox(page, 'Subject').fill(`Question ${marker}`);
    await textbox(page, 'Message').fill(`How long does the ${marker} keep?`);
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByText('Successfully sent message!')).toBeVisible();
    await expect(textbox(page, 'Name')).toHaveValue('');
    await expect(textbox(page, 'Message')).toHaveValue('');

    await expect
      .poll(
        async () => {
          const mails = (await (await request.get('/dev/mail')).json()) as {
            subject: string;
            text: string;
          }[];
          return mails.some((mail) => `${mail.subject}\n${mail.text}`.includes(marker));
        },
        { timeout: 15_000 },
      )
      .toBe(true);
  });

  test('when the contact form is sent empty, then each required field says so', async ({
    page,
  }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(textbox(page, 'Name')).toHaveAccessibleDescription('Name is required');
    await expect(textbox(page, 'Email')).toHaveAccessibleDescription(/Email is required/);
    await expect(textbox(page, 'Message')).toHaveAccessibleDescription('Message is required');
  });
});

test.describe('accessibility and looks', () => {
  test.beforeAll(() => {
    mkdirSync(SCREENSHOTS, { recursive: true });
  });

  for (const width of WIDTHS) {
    test(`when the contributor and static pages are checked at ${width} px, then axe finds no violations`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await signInAsNewCook(page, 'Axe Cook', { width, height: 900 });

      await page.goto('/submit-recipe');
      await expect(page.getByRole('button', { name: 'Submit Recipe' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `${SCREENSHOTS}/submit-recipe-${width}.png`, fullPage: true });

      // The form after a failed attempt: invalid fields with their messages.
      await page.getByRole('button', { name: 'Submit Recipe' }).click();
      await expect(textbox(page, 'Title')).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: `${SCREENSHOTS}/submit-recipe-errors-${width}.png`,
        fullPage: true,
      });

      await page.goto('/my-recipes');
      await expect(page.getByRole('heading', { level: 1, name: 'My Recipes' })).toBeVisible();
      await expect(page.getByText('No recipes found.')).toBeVisible();
      await expectNoAxeViolations(page);

      for (const [path, heading] of [
        ['/contact', 'Contact'],
        ['/about', 'About'],
        ['/support', 'Support'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectNoAxeViolations(page);
      }
    });

    test(`when the pending list is checked at ${width} px, then axe finds no violations`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAs(page, DEV_ADMIN);
      await page.goto('/pending-recipes');
      await expect(page.getByRole('heading', { level: 1, name: 'Pending Recipes' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: `${SCREENSHOTS}/pending-recipes-${width}.png`,
        fullPage: true,
      });
    });
  }
});
