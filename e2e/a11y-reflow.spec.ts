import { expect, test } from './fixtures';
import { prepareSite } from './support/site-pages';
import {
  applyTextSpacing,
  doubleDefaultFontSize,
  doubleRootFontSize,
  reflowProblems,
  type ReflowProblem,
} from './support/text-size';

test.describe('reflow and text size (WCAG 1.4.10, 1.4.4, 1.4.12)', () => {
  test('when every page is shown 320 px wide, then none scrolls sideways or clips its text', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 320, height: 720 });
    const site = await prepareSite(page, { everyRecipe: true });
    const problems: (ReflowProblem & { page: string })[] = [];
    for (const sitePage of site.pages) {
      await site.open(page, sitePage);
      for (const problem of await reflowProblems(page))
        problems.push({ page: sitePage.name, ...problem });
    }
    expect(problems).toEqual([]);
  });

  test('when every page is shown 1280 px wide with the text at 200 % and WCAG text spacing, then none scrolls sideways or clips its text', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await doubleDefaultFontSize(page);
    await applyTextSpacing(page);
    const site = await prepareSite(page, { everyRecipe: true });
    const problems: (ReflowProblem & { page: string })[] = [];
    for (const sitePage of site.pages) {
      await site.open(page, sitePage);
      const rootFont = await page.evaluate(
        () => getComputedStyle(document.documentElement).fontSize,
      );
      expect(rootFont, 'the root font size is doubled').toBe('32px');
      for (const problem of await reflowProblems(page))
        problems.push({ page: sitePage.name, ...problem });
    }
    expect(problems).toEqual([]);
  });

  test('when every page is shown 1280 px wide with text only zoom at 200 % and WCAG text spacing, then none scrolls sideways or clips its text', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await doubleRootFontSize(page);
    await applyTextSpacing(page);
    const site = await prepareSite(page, { everyRecipe: true });
    const problems: (ReflowProblem & { page: string })[] = [];
    for (const sitePage of site.pages) {
      await site.open(page, sitePage);
      const rootFont = await page.evaluate(
        () => getComputedStyle(document.documentElement).fontSize,
      );
      expect(rootFont, 'the root font size is doubled').toBe('32px');
      for (const problem of await reflowProblems(page))
        problems.push({ page: sitePage.name, ...problem });
    }
    expect(problems).toEqual([]);
  });
});
