import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { COOKBOOK_MESSAGES, cookbookInputSchema } from './cookbooks.js';

const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
const base = { title: 'Our table', recipeIds: [a, b, c] };

/** The messages of a body's problems, each with its field's path. */
function problems(body: object): [string, string][] {
  const parsed = cookbookInputSchema.safeParse({ ...base, ...body });
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
}

describe('a book’s chapters, cards and family pages', () => {
  it('when every recipe is in one named chapter, then the book is taken, with no cards or pages by default', () => {
    const chapters = [
      { title: ' Sunday dinners ', recipeIds: [c, a] },
      { title: 'Sweet', recipeIds: [b] },
    ];
    const parsed = cookbookInputSchema.parse({ ...base, order: 'chapters', chapters });
    expect(parsed.chapters[0]?.title).toBe('Sunday dinners');
    expect(parsed).toMatchObject({ cardRecipeIds: [], familyPages: [] });
  });

  it('when a recipe is in no chapter, in two, or a chapter names one not in the book, then each says so', () => {
    const chapters = (...lists: string[][]) =>
      lists.map((recipeIds) => ({ title: 'C', recipeIds }));
    expect(problems({ order: 'chapters', chapters: chapters([a, b]) })).toEqual([
      ['chapters', COOKBOOK_MESSAGES.recipeNotInChapter],
    ]);
    expect(problems({ order: 'chapters', chapters: chapters([a, b, c], [b]) })).toEqual([
      ['chapters.1.recipeIds', COOKBOOK_MESSAGES.recipeInTwoChapters],
    ]);
    expect(problems({ order: 'chapters', chapters: chapters([a, b, c, randomUUID()]) })).toEqual([
      ['chapters.0.recipeIds', COOKBOOK_MESSAGES.chapterRecipeNotInBook],
    ]);
    expect(problems({ order: 'chapters' })).toEqual([['chapters', COOKBOOK_MESSAGES.noChapters]]);
    // Another order does not print chapters, so their state does not matter.
    expect(problems({ order: 'hand', chapters: chapters([a]) })).toEqual([]);
  });

  it('when a card is not of the book’s, or a family page is outside the book or repeated, then each says so', () => {
    const page = { id: randomUUID(), title: 'The farm', after: 3 };
    expect(problems({ cardRecipeIds: [a, randomUUID()] })).toEqual([
      ['cardRecipeIds', COOKBOOK_MESSAGES.cardNotInBook],
    ]);
    expect(problems({ familyPages: [page] })).toEqual([]);
    expect(problems({ familyPages: [{ ...page, after: 4 }] })).toEqual([
      ['familyPages.0.after', COOKBOOK_MESSAGES.familyPlaceOutside],
    ]);
    expect(problems({ familyPages: [page, page] })).toEqual([
      ['familyPages', COOKBOOK_MESSAGES.repeatedFamilyPage],
    ]);
    expect(problems({ familyPages: [{ ...page, title: ' ' }] })).toEqual([
      ['familyPages.0.title', COOKBOOK_MESSAGES.familyTitleRequired],
    ]);
  });
});
