import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { prepareSite } from './support/site-pages';
import {
  applyTextSpacing,
  doubleDefaultFontSize,
  doubleRootFontSize,
  reflowProblems,
  type ReflowProblem,
} from './support/text-size';

/**
 * Opens every public page, every approved recipe and the signed-in pages, and gathers what
 * scrolls sideways or clips its text; with `rootFont`, also checks the text size on each page.
 */
async function problemsOnEveryPage(page: Page, rootFont?: string) {
  const site = await prepareSite(page, { everyRecipe: true });
  const problems: (ReflowProblem & { page: string })[] = [];
  for (const sitePage of site.pages) {
    await site.open(page, sitePage);
    if (rootFont) {
      const size = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
      expect(size, `the root font size on ${sitePage.name}`).toBe(rootFont);
    }
    for (const problem of await reflowProblems(page))
      problems.push({ page: sitePage.name, ...problem });
  }
  return problems;
}

test.describe('reflow and text size (WCAG 1.4.10, 1.4.4, 1.4.12)', () => {
  // Each test prepares its own data and walks every page: the longest browser tests, spread over
  // the workers.
  test.describe.configure({ mode: 'parallel' });

  test('when every page is shown 320 px wide, then none scrolls sideways or clips its text', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 320, height: 720 });
    expect(await problemsOnEveryPage(page)).toEqual([]);
  });

  // Text-only zoom (a user style sheet, or Firefox's "Zoom text only") doubles the text while the
  // media queries keep the wide layout's breakpoints.
  for (const [zoom, doubleTheText] of [
    ['the text at 200 %', doubleDefaultFontSize],
    ['text only zoom at 200 %', doubleRootFontSize],
  ] as const) {
    test(`when every page is shown 1280 px wide with ${zoom} and WCAG text spacing, then none scrolls sideways or clips its text`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width: 1280, height: 800 });
      await doubleTheText(page);
      await applyTextSpacing(page);
      expect(await problemsOnEveryPage(page, '32px')).toEqual([]);
    });
  }
});
