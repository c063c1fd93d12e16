import { readFile } from 'node:fs/promises';
import type { Logger } from 'pino';
import type { Storage } from '../storage/storage.js';
import { storeRecipeImage } from '../images/image-processor.js';
import { moreColumns, type NewRecipeRow, type RecipesRepository } from '../recipes/index.js';
import { loadDemoContent, type DemoRecipe } from './demo-content.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A demo recipe as a row: published as the demo file says, its photo at `thumbnailImage`. */
export function demoRecipeRow(demo: DemoRecipe, thumbnailImage: string): NewRecipeRow {
  const { input } = demo;
  return {
    title: input.title,
    description: input.description,
    thumbnailImage,
    category: input.category,
    tags: input.tags,
    // The demo recipes are written in English.
    language: 'en',
    ingredients: input.ingredients,
    instructions: input.instructions,
    tips: input.tips,
    reviews: [],
    status: demo.status,
    featured: demo.featured,
    ...moreColumns(input.more),
    userName: demo.userName,
    userEmail: demo.userEmail,
  };
}

/** Loads the demo recipes and their photos from the demo folder; returns how many were inserted. */
export async function seedDemoRecipes(deps: {
  recipes: RecipesRepository;
  storage: Storage;
  logger?: Logger | undefined;
  now?: Date;
  demoDir?: string;
}): Promise<number> {
  const now = deps.now ?? new Date();
  const demos = await loadDemoContent(deps.demoDir);
  const loadOne = async (demo: DemoRecipe) => {
    // The same pipeline as an upload: checked, turned upright, metadata dropped, WebP renditions.
    const image = await storeRecipeImage(deps.storage, await readFile(demo.photoPath));
    const createdOn = new Date(now.getTime() - demo.daysAgo * DAY_MS);
    try {
      await deps.recipes.insert({
        ...demoRecipeRow(demo, image.url),
        // The demo cooks have no account: only admins manage their recipes.
        ownerSub: null,
        createdOn,
        updatedOn: createdOn,
      });
    } catch (err) {
      await deps.storage.remove(image.keys);
      throw err;
    }
  };
  // All at once: storeRecipeImage itself admits only a few decodes at a time, and sharp spreads
  // each one's encodes over its thread pool, so every core stays busy without piling up memory.
  await Promise.all(demos.map(loadOne));
  deps.logger?.info({ inserted: demos.length }, 'demo recipes loaded');
  return demos.length;
}
