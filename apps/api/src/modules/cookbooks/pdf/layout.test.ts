import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookModel, BookRecipe } from './book-model.js';
import type { RecipeLayout } from './layout.js';
import { layoutOf, layoutStats } from './layout-stats.js';
import { bookOf } from './testing/demo-book.js';
import { pageTexts, renderToFile, tempDir } from './testing/poppler.js';
import { plainRecipe } from './testing/recipes.js';
import { themeFor } from './theme.js';

/*
 * Recipes that sit on their pages: read from the layout pass's own records for a run of recipes
 * of 1 to 40 steps, then confirmed on a printed book with pdftotext.
 */

const STEP = 'stir the pot gently over a low heat and taste it for salt before you go on';
const squash = (text: string) => text.replace(/\s+/g, ' ');

function recipe(steps: number, photo: Buffer): BookRecipe {
  const title = `Stew of ${steps} steps`;
  return plainRecipe({
    id: title,
    title,
    description: 'A slow stew for a cold evening, made the day before and warmed through.',
    instructions: Array.from({ length: steps }, (_, i) => `Step ${i + 1} of ${title}: ${STEP}.`),
    tips: ['It keeps for two days in a cool place.', 'Freeze it in portions.'],
    photo: () => Promise.resolve(photo),
    photoSize: { width: 1280, height: 853 },
  });
}

/** The recipe's own pages, from its opening page. */
const body = (layout: RecipeLayout) => layout.pages.filter((p) => p.page >= layout.opening);

describe('where each recipe sits', () => {
  let photo: Buffer;
  let layouts: RecipeLayout[] = [];
  let book: BookModel;
  let pageCount = 0;
  const counts = Array.from({ length: 40 }, (_, i) => i + 1);

  beforeAll(async () => {
    photo = await sharp({
      create: { width: 1280, height: 853, channels: 3, background: '#a07050' },
    })
      .webp()
      .toBuffer();
    book = bookOf(counts.map((n) => recipe(n, photo)));
    ({ pages: pageCount, log: layouts } = await layoutOf(book));
  }, 60_000);

  it('sets a short recipe on one page with the full-column photo', () => {
    expect(body(layouts[0] as RecipeLayout)).toHaveLength(1);
    expect(layouts[0]?.frame).toBe('column');
  });

  it('gives the small photo to a recipe that then fits one page, and only then', () => {
    const small = counts.filter((_, i) => layouts[i]?.frame === 'small');
    expect(small.length).toBeGreaterThan(0);
    for (const n of small)
      expect(body(layouts[n - 1] as RecipeLayout), `${n} steps`).toHaveLength(1);
    // Longer recipes take two pages or more, whatever their photo.
    const firstLong = counts.find((_, i) => body(layouts[i] as RecipeLayout).length > 1) ?? 0;
    expect(firstLong).toBeGreaterThan(Math.max(...small));
  });

  it('opens a two-page recipe on a spread and never turns the page inside its method', () => {
    const twoPage = layouts.filter((l) => body(l).length === 2);
    expect(twoPage.length).toBeGreaterThan(0);
    expect(twoPage.some((l) => l.opening % 2 === 0)).toBe(true);
    for (const layout of twoPage) {
      const [first] = body(layout);
      // A break from a right-hand page is a page turn; inside the method it is never chosen.
      if (first?.part === 'method') expect(layout.opening % 2, layout.opening.toString()).toBe(0);
    }
    // A blank page before a spread is counted in its recipe's pages, and holds nothing.
    for (const layout of layouts) {
      const before = layout.pages.filter((p) => p.page < layout.opening);
      for (const page of before) expect(page.used).toBe(0);
    }
  });

  it('leaves no page with less than a quarter page of text but the chapter’s last', () => {
    const theme = themeFor('A4');
    const quarter = (theme.height - theme.top - theme.bottom) / 4;
    layouts.slice(0, -1).forEach((layout, i) => {
      for (const page of body(layout)) {
        expect(page.used, `${counts[i]} steps, page ${page.page}`).toBeGreaterThanOrEqual(quarter);
      }
    });
  });

  it('counts the same in the figures the bench reports', async () => {
    const stats = await layoutStats(book);
    expect(stats.pages).toBe(pageCount);
    expect(stats.recipes).toBe(counts.length);
    // A page turn inside the method only where a recipe runs to three pages or more.
    const long = layouts.filter((l) => body(l).length > 2).length;
    expect(stats.methodTurns).toBeLessThanOrEqual(long);
    expect(stats.nearEmpty).toBe(0);
    const blanks = layouts.flatMap((l) => l.pages.filter((p) => p.page < l.opening));
    expect(stats.blankPages).toBe(blanks.length);
    expect(stats.smallFrames).toBe(layouts.filter((l) => l.frame === 'small').length);
  });

  describe('printed', () => {
    let pages: string[] = [];
    let small = 0;
    let long = 0;

    beforeAll(async () => {
      small = counts.find((_, i) => layouts[i]?.frame === 'small') ?? 0;
      long = counts.find((_, i) => body(layouts[i] as RecipeLayout).length > 2) ?? 0;
      const book = bookOf([recipe(small, photo), recipe(long, photo)]);
      const { file } = await renderToFile(book, await tempDir(), 'layout');
      pages = (await pageTexts(file)).map(squash);
    }, 120_000);

    it('keeps a recipe that fits one page whole on it, method and tips with their heading', () => {
      const title = `Stew of ${small} steps`;
      const on = pages.filter((text) => text.includes(`${STEP}`) && text.includes(title));
      expect(on).toHaveLength(1);
      expect(on[0]).toContain(`Step ${small} of ${title}`);
      expect(on[0]).toMatch(/Tips • It keeps for two days/);
    });

    it('heads each later page of a long recipe "continued"', () => {
      const title = `Stew of ${long} steps`;
      const opening = pages.findIndex((text) => text.includes(`Step 1 of ${title}`));
      const later = pages
        .slice(opening + 1)
        .filter((text) => text.includes(`of ${title}:`) || text.includes('Freeze it in portions'));
      expect(later.length).toBeGreaterThan(1);
      for (const text of later) expect(text).toContain(`${title}, continued`);
      // Its tips keep their heading with the first of them.
      const tips = pages.filter((text) => text.includes('It keeps for two days'));
      expect(tips.filter((text) => text.includes(title))).toHaveLength(1);
      expect(tips.find((text) => text.includes(title))).toMatch(/Tips • It keeps for two days/);
    });
  });
});
