import type { Category, CookbookFields, CookbookRecipe } from '@family-recipes/shared';
import { arranged } from '../book-order';

/** A chapter as the form holds it: its name and its recipes' ids in print order. */
export type Chapter = CookbookFields['chapters'][number];

/**
 * The first chapters of a book the family is to name: one per category of its recipes, in the
 * site's order, each called by its category's `name` (the family renames them).
 */
export function startingChapters(
  recipes: readonly CookbookRecipe[],
  name: (category: Category) => string,
): Chapter[] {
  const chapters: Chapter[] = [];
  let last: string | undefined;
  for (const recipe of arranged(recipes, 'category')) {
    if (recipe.category !== last) chapters.push({ title: name(recipe.category), recipeIds: [] });
    last = recipe.category;
    chapters.at(-1)?.recipeIds.push(recipe._id);
  }
  return chapters;
}

/**
 * The chapters holding exactly the book's `recipes`: ids no longer in the book are dropped and
 * new recipes go into the last chapter (a first one, called `firstTitle`, is made when there is
 * none).
 */
export function fittedChapters(
  chapters: readonly Chapter[],
  recipes: readonly CookbookRecipe[],
  firstTitle: string,
) {
  const inBook = new Set(recipes.map((r) => r._id));
  const next = chapters.map((c) => ({
    ...c,
    recipeIds: c.recipeIds.filter((id) => inBook.has(id)),
  }));
  const placed = new Set(next.flatMap((c) => c.recipeIds));
  const loose = recipes.filter((r) => !placed.has(r._id)).map((r) => r._id);
  if (loose.length === 0) return next;
  const last = next.at(-1);
  if (!last) return [{ title: firstTitle, recipeIds: loose }];
  return [...next.slice(0, -1), { ...last, recipeIds: [...last.recipeIds, ...loose] }];
}

/** The recipes in the order the book prints them. */
export function printOrder(
  recipes: readonly CookbookRecipe[],
  order: CookbookFields['order'],
  chapters: readonly Chapter[],
): CookbookRecipe[] {
  if (order !== 'chapters') return arranged(recipes, order);
  const byId = new Map(recipes.map((r) => [r._id, r]));
  return chapters.flatMap((c) => c.recipeIds.flatMap((id) => byId.get(id) ?? []));
}

/** Every message under a list field's errors (a chapter's name, a family page's title). */
export function nestedMessages(errors: unknown): string[] {
  if (!errors || typeof errors !== 'object') return [];
  const { message, ref: _ref, ...rest } = errors as { message?: unknown; ref?: unknown };
  const own = typeof message === 'string' && message ? [message] : [];
  return [...own, ...Object.values(rest).flatMap(nestedMessages)];
}
