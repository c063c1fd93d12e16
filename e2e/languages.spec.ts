import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { createUserAccount, signInAs } from './support/identity';
import { dropExpectedErrors } from './support/network';
import { applyTextSpacing, doubleDefaultFontSize, reflowProblems } from './support/text-size';

/*
 * The site in the reader's language (decision 049): pages drawn in the language the browser asks
 * for, the layout mirrored for Arabic, and a cook's choice following them to another device.
 */

const FRAME = {
  de: { allRecipes: 'Alle Rezepte', backToTop: 'Nach oben', language: 'Sprache', dir: 'ltr' },
  ar: { allRecipes: 'كل الوصفات', backToTop: 'العودة إلى الأعلى', language: 'اللغة', dir: 'rtl' },
} as const;

/** The main public pages: home, All Recipes, a recipe, search and About. */
async function mainPages(page: Page): Promise<string[]> {
  const res = await page.request.get('/api/categories/desserts?sort_by=title&order=1&limit=1');
  const [recipe] = (await res.json()) as { _id: string }[];
  expect(recipe, 'an approved dessert').toBeDefined();
  return ['/', '/all-recipes', `/recipes/${recipe?._id ?? ''}`, '/search?query=cake', '/about'];
}

/** A page in a browser context whose languages are `locale` (Accept-Language and navigator). */
async function pageIn(browser: Browser, locale: string, width: number): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width, height: 800 } });
  return context.newPage();
}

for (const language of ['de', 'ar'] as const) {
  const words = FRAME[language];
  for (const width of [390, 1280]) {
    test(`when a browser asks for ${language} at ${width} px, then the main pages come in it, ${words.dir}, with no accessibility violations`, async ({
      browser,
    }) => {
      // Five pages, each swept by axe: more than the default 30 s on a busy machine.
      test.setTimeout(120_000);
      const page = await pageIn(browser, language, width);
      for (const path of await mainPages(page)) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('html')).toHaveAttribute('dir', words.dir);
        const footer = page.getByRole('contentinfo');
        await expect(footer.getByRole('link', { name: words.allRecipes })).toBeVisible();
        await expect(footer.getByRole('combobox', { name: words.language })).toHaveValue(language);
        await expectNoAxeViolations(page);
      }
      if (words.dir === 'rtl' && width === 1280) {
        // Mirrored: the site's name stands at the right-hand end of the header.
        const brand = await page.getByRole('banner').getByRole('link').first().boundingBox();
        expect(brand?.x ?? 0).toBeGreaterThan(640);
      }
      await page.context().close();
    });
  }

  test(`when the page is drawn on the server for a browser asking for ${language}, then its HTML is already in it`, async ({
    request,
  }) => {
    const res = await request.get('/', { headers: { 'Accept-Language': `${language},en;q=0.5` } });
    const html = await res.text();
    expect(html).toContain(`<html lang="${language}" dir="${words.dir}">`);
    expect(html).toContain(words.allRecipes);
    expect(res.headers()['content-language']).toBe(language);
  });

  test(`when a ${language} page is 320 px wide, then nothing scrolls sideways or clips`, async ({
    browser,
  }) => {
    const page = await pageIn(browser, language, 320);
    for (const path of await mainPages(page)) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      expect(await reflowProblems(page), path).toEqual([]);
    }
    await page.context().close();
  });

  test(`when a ${language} page is 1280 px wide with the text at 200 % and WCAG text spacing, then nothing scrolls sideways or clips`, async ({
    browser,
  }) => {
    const page = await pageIn(browser, language, 1280);
    await doubleDefaultFontSize(page);
    await applyTextSpacing(page);
    for (const path of await mainPages(page)) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      expect(await reflowProblems(page), path).toEqual([]);
    }
    await page.context().close();
  });
}

test('when a cook picks Deutsch on one device, then their other device shows the site in German once they sign in there', async ({
  browser,
  page,
}) => {
  const cook = await createUserAccount(page.request, 'Lang Cook');
  await signInAs(page, cook);
  await page.goto('/about');
  // The choice is kept on the account once the page knows who is signed in.
  await expect(page.getByRole('button', { name: 'Account menu for Lang Cook' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(footer.getByRole('link', { name: 'Alle Rezepte' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // Saved on the account: read back as the other device will.
  await expect
    .poll(async () => (await (await page.request.get(`/api/user/${cook.email}`)).json()).language)
    .toBe('de');

  const other = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  await other.goto('/about');
  await expect(
    other.getByRole('contentinfo').getByRole('link', { name: 'All Recipes' }),
  ).toBeVisible();
  await signInAs(other, cook);
  await other.goto('/about');
  await expect(
    other.getByRole('contentinfo').getByRole('link', { name: 'Alle Rezepte' }),
  ).toBeVisible();
  await expect(other.locator('html')).toHaveAttribute('lang', 'de');
  await other.context().close();
});

test('when a German reader signs in with a wrong password, then the identity service’s answer is shown in German', async ({
  page,
  request,
  consoleErrors,
  baseURL,
}) => {
  const account = await createUserAccount(request);
  await page.context().addCookies([{ name: 'lang', value: 'de', url: baseURL ?? '' }]);
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  await page.getByLabel('E-Mail', { exact: true }).fill(account.email);
  await page.getByLabel('Passwort', { exact: true }).fill('Not-the-password1!');
  await page.getByRole('button', { name: 'Anmelden' }).click();

  await expect(
    page.getByRole('status').filter({ hasText: 'Falscher Benutzername oder falsches Passwort.' }),
  ).toBeVisible();
  await expect(page.getByText('Incorrect username or password.')).toHaveCount(0);
  dropExpectedErrors(consoleErrors, /status of 400/);
});
