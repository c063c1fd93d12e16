import os from 'node:os';
import type { Logger } from 'pino';
import type { Storage } from '../storage/storage.js';
import { storeRecipeImage } from '../images/image-processor.js';
import type { RecipesRepository } from '../recipes/recipes.repository.js';
import { demoRecipes, type DemoRecipe } from './demo-recipes.js';
import { renderDemoImage } from './demo-images.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Loads the demo recipes with their generated images; returns how many were inserted. */
export async function seedDemoRecipes(deps: {
  recipes: RecipesRepository;
  storage: Storage;
  logger?: Logger | undefined;
  now?: Date;
}): Promise<number> {
  const now = deps.now ?? new Date();
  let inserted = 0;
  const loadOne = async (demo: DemoRecipe) => {
    const image = await storeRecipeImage(
      deps.storage,
      await renderDemoImage(demo.image, demo.title),
    );
    const createdOn = new Date(now.getTime() - demo.daysAgo * DAY_MS);
    try {
      await deps.recipes.insert({
        title: demo.title,
        description: demo.description,
        thumbnailImage: image.url,
        category: demo.category,
        tags: demo.tags,
        ingredients: demo.ingredients,
        instructions: demo.instructions,
        tips: demo.tips,
        reviews: [],
        status: demo.status,
        featured: demo.featured,
        prepTime: demo.more.prep_time,
        cookTime: demo.more.cook_time,
        totalTime: demo.more.total_time,
        serving: demo.more.serving,
        difficulty: demo.more.difficulty,
        source: demo.more.source,
        userName: demo.user_name,
        userEmail: demo.user_email,
        createdOn,
        updatedOn: createdOn,
      });
    } catch (err) {
      await deps.storage.remove(image.keys);
      throw err;
    }
    inserted += 1;
  };
  // Rendering runs on sharp's thread pool: a few at a time use every core without piling up memory.
  const queue = [...demoRecipes];
  const worker = async () => {
    for (let demo = queue.shift(); demo; demo = queue.shift()) await loadOne(demo);
  };
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(4, os.availableParallelism())) }, worker),
  );
  deps.logger?.info({ inserted }, 'demo recipes loaded');
  return inserted;
}
