import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Category, CookbookPageSize } from '@family-recipes/shared';
import type { BookIngredient, BookModel, BookRecipe } from '../book-model.js';

/*
 * Books made of the 40 demo recipes (/work/shared/demo-content, Unlicense) for the renderer's
 * tests: photos read from disk when the renderer asks, as the API reads them from storage.
 */

export const DEMO_DIR = path.resolve(
  process.env.DEMO_CONTENT_DIR ??
    path.join(import.meta.dirname, '../../../../../../../../shared/demo-content'),
);

interface DemoRecipe {
  slug: string;
  title: string;
  category: Category;
  prep_time: number;
  cook_time: number;
  total_time: number;
  serving: string;
  ingredient_lines: string[];
  instructions: string[];
  author: string;
  photo: string;
}

const AMOUNT =
  /^([\d\s½¼¾⅓⅔/.,~–-]+(?:\s*(?:cups?|tbsp|tsp|g|kg|ml|l|oz|lbs?|teaspoons?|tablespoons?)\b)?)\s+(.+)$/i;

function ingredient(line: string): BookIngredient {
  const match = AMOUNT.exec(line.trim());
  return match
    ? { amount: (match[1] ?? '').trim(), ingredient: match[2] ?? '' }
    : { amount: '', ingredient: line.trim() };
}

const mainIngredient = (item: BookIngredient) =>
  item.ingredient
    .replace(/[(,[].*$/, '')
    .replace(/^(of|small|large|medium|fresh)\s+/i, '')
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .join(' ')
    .toLowerCase();

export async function demoRecipes(): Promise<BookRecipe[]> {
  const raw = JSON.parse(
    await readFile(path.join(DEMO_DIR, 'recipes.json'), 'utf8'),
  ) as DemoRecipe[];
  return Promise.all(
    raw.map(async (r) => {
      const file = path.join(DEMO_DIR, r.photo);
      const meta = await sharp(file).metadata();
      const ingredients = r.ingredient_lines.map(ingredient);
      return {
        id: r.slug,
        title: r.title.trim(),
        category: r.category,
        description: `${r.title.trim()} as the family makes it.`,
        story: `From ${r.author}'s kitchen, written down so it is not lost.`,
        fromKitchenOf: r.author,
        cookName: r.author,
        serving: r.serving,
        prepMinutes: r.prep_time,
        cookMinutes: r.cook_time,
        totalMinutes: r.total_time,
        ingredients,
        instructions: r.instructions,
        tips: [],
        mainIngredients: ingredients.slice(0, 2).map(mainIngredient).filter(Boolean),
        photo: () => readFile(file),
        photoSize: { width: meta.width ?? 0, height: meta.height ?? 0 },
      } satisfies BookRecipe;
    }),
  );
}

export function bookOf(
  recipes: BookRecipe[],
  options: { pageSize?: CookbookPageSize; order?: BookModel['order']; photos?: boolean } = {},
): BookModel {
  const order = options.order ?? 'category';
  const sorted =
    order === 'category'
      ? [...recipes].sort((a, b) => a.category.localeCompare(b.category))
      : recipes;
  return {
    title: 'The Rose Family Kitchen',
    subtitle: 'Recipes from three generations',
    dedication: 'For Grandma Rose, who fed us all.\nAnd for everyone who will cook from this book.',
    pageSize: options.pageSize ?? 'A4',
    order,
    photos: options.photos ?? true,
    cover: sorted[0]?.photo,
    recipes: sorted,
    contributors: [...new Set(sorted.map((r) => r.cookName))],
    madeOn: new Date('2026-11-27T10:00:00Z'),
  };
}
