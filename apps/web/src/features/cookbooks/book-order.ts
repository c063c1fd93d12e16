import { CATEGORIES, type CookbookOrder, type CookbookRecipe } from '@family-recipes/shared';

const byTitle = (a: CookbookRecipe, b: CookbookRecipe) =>
  a.title.localeCompare(b.title, undefined, { sensitivity: 'base' });

/**
 * The recipes as the book will print them: a chapter per category in the site's order of
 * categories (titles alphabetical within), all by title, or as the cook put them.
 */
export function arranged(recipes: readonly CookbookRecipe[], order: CookbookOrder) {
  if (order === 'hand') return [...recipes];
  if (order === 'title') return [...recipes].sort(byTitle);
  const chapter = (recipe: CookbookRecipe) => CATEGORIES.indexOf(recipe.category);
  return [...recipes].sort((a, b) => chapter(a) - chapter(b) || byTitle(a, b));
}

/** `list` with the item at `from` moved to `to`; the same list when either is out of range. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from === to || !(from in next) || !(to in next)) return next;
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
