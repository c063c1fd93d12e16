import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { prepareSite } from './support/site-pages';

const INTERACTIVE =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex="0"]';

/**
 * WCAG 2.5.8: every visible pointer target is at least 24x24 CSS px, unless it is a link inside a
 * sentence, or a 24 px circle centred on it touches no other target's circle (the spacing exception).
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const targets = [...document.querySelectorAll<HTMLElement>(selector)].filter((el) => {
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      // A visually hidden control (a file input behind its label) is not something to point at.
      return (
        style.visibility !== 'hidden' &&
        style.display !== 'none' &&
        Number(style.opacity) > 0 &&
        rect.width > 2 &&
        rect.height > 2 &&
        !el.closest('[hidden], [inert]')
      );
    });
    const centres = targets.map((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    });
    const inSentence = (el: HTMLElement) =>
      el.tagName === 'A' &&
      getComputedStyle(el).display === 'inline' &&
      [...(el.parentElement?.childNodes ?? [])].some(
        (n) => n !== el && n.nodeType === Node.TEXT_NODE && n.textContent!.trim().length > 0,
      );
    return targets.flatMap((el, i) => {
      const r = el.getBoundingClientRect();
      if (r.width >= 24 && r.height >= 24) return [];
      if (inSentence(el)) return [];
      const c = centres[i]!;
      const crowded = centres.some(
        (o, j) => j !== i && !targets[j]!.contains(el) && Math.hypot(o.x - c.x, o.y - c.y) < 24,
      );
      if (!crowded) return [];
      const name = (el.getAttribute('aria-label') ?? el.innerText ?? '').trim().slice(0, 30);
      return [
        `${el.tagName.toLowerCase()}.${el.className} "${name}" ${Math.round(r.width)}x${Math.round(r.height)}`,
      ];
    });
  }, INTERACTIVE);
}

interface FocusStop {
  name: string;
  outline: boolean;
  underHeader: boolean;
  /** Under the bar a signed-in cook has along the foot of a narrow window. */
  underBar: boolean;
  inView: boolean;
  /** In the footer: the forward pass ends there. */
  inFooter: boolean;
}

/** Where focus is now: whether it shows, and whether the sticky header or the window hides it. */
async function focusStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const ring =
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) ||
      style.boxShadow !== 'none';
    // A field inside a framed row (the home search) shows focus on the row's border instead.
    const frame = el.parentElement && getComputedStyle(el.parentElement);
    const framed = Boolean(
      frame &&
      el.parentElement.matches(':focus-within') &&
      frame.borderColor === 'rgb(31, 95, 174)',
    );
    const rect = el.getBoundingClientRect();
    const header = document.querySelector('.site-header');
    const headerBottom = header ? header.getBoundingClientRect().bottom : 0;
    const inHeader = Boolean(header?.contains(el));
    // The bar a signed-in cook has along the foot of a narrow window: a control's first line (its
    // label, a field's caret, where a browser scrolls a focused field to) must not be under it.
    const bar = document.querySelector('.kitchen-bar');
    const firstLine = Math.min(rect.bottom, rect.top + 24, window.innerHeight) - 1;
    const underBar = Boolean(
      bar &&
      getComputedStyle(bar).position === 'fixed' &&
      !bar.contains(el) &&
      firstLine > bar.getBoundingClientRect().top &&
      bar.contains(document.elementFromPoint(rect.left + rect.width / 2, firstLine)),
    );
    const name = (el.getAttribute('aria-label') ?? el.innerText ?? el.getAttribute('name') ?? '')
      .trim()
      .slice(0, 30);
    return {
      name: `${el.tagName.toLowerCase()} "${name}"`,
      outline: ring || framed,
      // 2.4.11 asks that it is not entirely hidden; here stricter for controls: their top edge is
      // not under the header (the skip link, drawn above the header, is not covered by it). A
      // focusable region taller than half the window (the Users table) may be partly scrolled
      // past, as long as some of it shows below the header.
      underHeader:
        !inHeader &&
        (rect.height > window.innerHeight / 2
          ? rect.bottom <= headerBottom + 1
          : rect.top < headerBottom - 1) &&
        Boolean(
          header?.contains(
            document.elementFromPoint(rect.left + rect.width / 2, Math.max(rect.top, 0) + 1),
          ),
        ),
      underBar,
      inView: rect.bottom > 0 && rect.top < window.innerHeight,
      inFooter: el.closest('.site-footer') !== null,
    };
  });
}

/** Tabs forward through the page to the footer, then back up with Shift+Tab, checking each stop. */
async function focusProblems(page: Page, maxStops = 90): Promise<string[]> {
  const problems: string[] = [];
  const check = async (direction: string) => {
    const stop = await focusStop(page);
    if (!stop) return null;
    if (!stop.outline) problems.push(`${direction} ${stop.name}: no visible focus indicator`);
    if (stop.underHeader) problems.push(`${direction} ${stop.name}: under the sticky header`);
    if (stop.underBar) problems.push(`${direction} ${stop.name}: under the bottom bar`);
    if (!stop.inView) problems.push(`${direction} ${stop.name}: outside the window`);
    return stop;
  };
  await page.locator('body').focus();
  let forward = 0;
  for (; forward < maxStops; forward++) {
    await page.keyboard.press('Tab');
    const stop = await check('Tab');
    if (!stop || stop.inFooter) break;
  }
  for (let back = 0; back < forward; back++) {
    await page.keyboard.press('Shift+Tab');
    if (!(await check('Shift+Tab'))) break;
  }
  return [...new Set(problems)];
}

/** Walks every page of a freshly prepared site; answers what `check` finds on each, by page name. */
async function problemsOnEveryPage(page: Page, check: (page: Page) => Promise<string[]>) {
  const site = await prepareSite(page);
  const problems: string[] = [];
  for (const sitePage of site.pages) {
    await site.open(page, sitePage);
    for (const p of await check(page)) problems.push(`${sitePage.name}: ${p}`);
  }
  return problems;
}

test.describe('targets and focus (WCAG 2.5.8, 2.4.7, 2.4.11)', () => {
  // Each test prepares its own data and walks every page: the longest browser tests, spread over
  // the workers.
  test.describe.configure({ mode: 'parallel' });

  for (const width of [1280, 390]) {
    test(`when every page is shown ${width} px wide, then every pointer target is at least 24 by 24 px or spaced apart`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 800 });
      expect(await problemsOnEveryPage(page, smallTargets)).toEqual([]);
    });
  }

  test('when the card time toggle, the scale buttons, the carousel dots and the avatar are measured, then each is at least 24 by 24 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const site = await prepareSite(page);
    const sizes: { what: string; width: number; height: number }[] = [];
    const measure = async (what: string, locator: ReturnType<Page['locator']>) => {
      await expect(locator.first()).toBeVisible();
      for (const box of await locator.evaluateAll((els) =>
        els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
      ))
        sizes.push({ what, width: box.width, height: box.height });
    };
    const openNamed = (name: string) =>
      site.open(
        page,
        site.pages.find((p) => p.name === name)!,
      );
    await openNamed('home');
    await measure(
      'carousel dot',
      page.getByRole('group', { name: 'Choose a featured recipe' }).getByRole('button'),
    );
    await measure(
      'category chip',
      page.getByRole('list', { name: 'Browse by category' }).getByRole('link'),
    );
    await measure('card time toggle', page.getByRole('button', { name: /^Total / }));
    await openNamed('a recipe');
    await measure(
      'scale button',
      page.getByRole('group', { name: 'Scale the recipe' }).getByRole('button'),
    );
    await openNamed('Users');
    await page.setViewportSize({ width: 1280, height: 800 });
    await measure('avatar', page.locator('.user-menu__avatar:visible'));
    expect(sizes.filter((s) => s.width < 24 || s.height < 24)).toEqual([]);
    expect(sizes.map((s) => s.what)).toEqual(
      expect.arrayContaining([
        'carousel dot',
        'category chip',
        'card time toggle',
        'scale button',
        'avatar',
      ]),
    );
  });

  for (const width of [1280, 390]) {
    test(`when each page is tabbed through forwards and back at ${width} px, then focus always shows and the sticky header never covers it`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      await page.setViewportSize({ width, height: 700 });
      expect(await problemsOnEveryPage(page, focusProblems)).toEqual([]);
    });
  }
});
