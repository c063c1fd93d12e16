import type { BookRecipe } from './book-model.js';

/*
 * Whom the back cover thanks: for each recipe, the person whose kitchen it came from, else the
 * cook who put it on the site (an account's name, such as "Site Admin", only when the recipe names
 * nobody). Each person once, in the order they first appear, whatever the case or spacing.
 */

const tidy = (name: string) => name.trim().replace(/\s+/g, ' ');

export function creditsOf(
  recipes: readonly Pick<BookRecipe, 'fromKitchenOf' | 'cookName'>[],
): string[] {
  const seen = new Set<string>();
  const credits: string[] = [];
  for (const recipe of recipes) {
    const name = tidy(recipe.fromKitchenOf) || tidy(recipe.cookName);
    const key = name.toLocaleLowerCase('en');
    if (!name || seen.has(key)) continue;
    seen.add(key);
    credits.push(name);
  }
  return credits;
}
