import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { CATEGORIES, type CookbookPageSize, type SiteLanguage } from '@family-recipes/shared';
import { loadDemoContent } from '../../../seed/demo-content.js';
import { bookIngredient, mainIngredients } from '../../book-builder.js';
import type { BookModel, BookRecipe } from '../book-model.js';
import { creditsOf } from '../credits.js';

/*
 * Books made of the site's 40 demo recipes (apps/api/demo, Unlicense) for the renderer's tests:
 * photos read from disk when the renderer asks, as the API reads them from storage.
 */

const STORIES = [
  'From Grandma Rose, 1962. She made it every Sunday, and nobody ever got the recipe out of her until the day she wrote it on the back of an envelope.',
  'We first had this on holiday, and it has been part of every family gathering since.',
];

/** The demo recipes as the API hands them to the renderer, photos read from disk when asked. */
export async function demoRecipes(): Promise<BookRecipe[]> {
  const demo = await loadDemoContent();
  return Promise.all(
    demo.map(async (r, i) => {
      const meta = await sharp(r.photoPath).metadata();
      const lines = r.input.ingredients;
      return {
        id: r.slug,
        title: r.input.title,
        category: r.input.category,
        description: r.input.description,
        story: STORIES[i % 3] ?? '',
        fromKitchenOf: i % 2 ? r.userName : '',
        cookName: r.userName,
        serving: r.input.more.serving ?? '',
        prepMinutes: r.input.more.prep_time ?? 0,
        cookMinutes: r.input.more.cook_time ?? 0,
        totalMinutes: r.input.more.total_time ?? 0,
        ingredients: lines.map((line) => bookIngredient(line)),
        instructions: r.input.instructions,
        tips: i % 4 === 0 ? ['It keeps for two days in a cool place.'] : [],
        mainIngredients: mainIngredients(lines),
        photo: () => readFile(r.photoPath),
        photoSize: { width: meta.width ?? 0, height: meta.height ?? 0 },
      } satisfies BookRecipe;
    }),
  );
}

export function bookOf(
  recipes: BookRecipe[],
  options: {
    pageSize?: CookbookPageSize;
    order?: BookModel['order'];
    photos?: boolean;
    language?: SiteLanguage;
  } = {},
): BookModel {
  const order = options.order ?? 'category';
  const sorted =
    order === 'category'
      ? [...recipes].sort((a, b) => CATEGORIES.indexOf(a.category) - CATEGORIES.indexOf(b.category))
      : recipes;
  return {
    title: 'The Rose Family Kitchen',
    language: options.language ?? 'en',
    subtitle: 'Recipes from three generations',
    dedication: 'For Grandma Rose, who fed us all.\nAnd for everyone who will cook from this book.',
    pageSize: options.pageSize ?? 'A4',
    order,
    photos: options.photos ?? true,
    cover: sorted[0]?.photo,
    recipes: sorted,
    contributors: creditsOf(sorted),
    madeOn: new Date('2026-11-27T10:00:00Z'),
  };
}
