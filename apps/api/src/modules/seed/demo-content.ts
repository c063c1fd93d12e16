import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CATEGORIES,
  DIFFICULTIES,
  RECIPE_STATUS,
  parseIngredients,
  parseTags,
  validateRecipeInput,
  type RecipeInput,
  type RecipeStatus,
} from '@family-recipes/shared';
import { z } from 'zod';

/**
 * `apps/api/demo`: data, not code. The same relative path holds from `src/modules/seed` (tests,
 * tsx) and from `dist/modules/seed` (the built server).
 */
export const DEMO_DIR = fileURLToPath(new URL('../../../demo/', import.meta.url));

const STATUS_BY_NAME = {
  approved: RECIPE_STATUS.APPROVED,
  pending: RECIPE_STATUS.PENDING,
  denied: RECIPE_STATUS.DENIED,
} as const satisfies Record<string, RecipeStatus>;

const minutes = z.number().int().min(0);
const text = z.string().trim().min(1);

const demoRecipeSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case'),
  title: text,
  description: text,
  category: z.enum(CATEGORIES),
  difficulty: z.enum(DIFFICULTIES),
  tags: z.array(text),
  prep_time: minutes,
  cook_time: minutes,
  total_time: minutes,
  serving: text,
  /** As the author wrote them; read by the submit form's ingredient parser at load time. */
  ingredient_lines: z.array(text).min(1),
  instructions: z.array(text).min(1),
  tips: z.array(text),
  source: text,
  /** Relative to the demo folder, never outside it. */
  photo: z.string().regex(/^photos\/[a-z0-9-]+\.(webp|jpe?g|png)$/, 'must be photos/<name>'),
  status: z.enum(['approved', 'pending', 'denied']),
  featured: z.boolean(),
  /** Created this many days before seeding; distinct, so "newest first" is well defined. */
  days_ago: z.number().int().min(0),
  /** Key of the family member shown as the submitter. */
  cook: text,
});

const demoFileSchema = z
  .strictObject({
    collection: z.strictObject({ name: text, url: z.url(), license: text }),
    cooks: z.array(z.strictObject({ key: text, name: text, email: z.email() })).min(1),
    recipes: z.array(demoRecipeSchema).min(1),
  })
  .superRefine((file, ctx) => {
    const cooks = new Set(file.cooks.map((cook) => cook.key));
    const slugs = new Set<string>();
    const days = new Set<number>();
    file.recipes.forEach((recipe, index) => {
      const issue = (message: string) =>
        ctx.addIssue({ code: 'custom', path: ['recipes', index], message });
      if (slugs.has(recipe.slug)) issue(`slug ${recipe.slug} is used twice`);
      if (days.has(recipe.days_ago)) issue(`days_ago ${recipe.days_ago} is used twice`);
      if (!cooks.has(recipe.cook)) issue(`cook ${recipe.cook} is not in cooks`);
      if (recipe.featured && recipe.status !== 'approved') issue('only approved can be featured');
      slugs.add(recipe.slug);
      days.add(recipe.days_ago);
    });
  });
export type DemoFile = z.infer<typeof demoFileSchema>;

/** One demo recipe, checked by the same rules as a submitted one. */
export interface DemoRecipe {
  slug: string;
  input: RecipeInput;
  photoPath: string;
  status: RecipeStatus;
  featured: boolean;
  daysAgo: number;
  userName: string;
  userEmail: string;
}

/**
 * Reads `recipes.json` from the demo folder, validates it, and turns each recipe into what the
 * submit form would send: ingredient lines through the shared parser, tags, steps and times
 * through the form's own schema. A recipe the form would refuse stops the load with its slug.
 */
export async function loadDemoContent(dir: string = DEMO_DIR): Promise<DemoRecipe[]> {
  const raw: unknown = JSON.parse(await readFile(path.join(dir, 'recipes.json'), 'utf8'));
  const parsed = demoFileSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`Invalid demo content in ${dir}: ${z.prettifyError(parsed.error)}`);
  }
  const cooks = new Map(parsed.data.cooks.map((cook) => [cook.key, cook]));
  return parsed.data.recipes.map((recipe) => {
    const checked = validateRecipeInput(
      {
        title: recipe.title,
        description: recipe.description,
        category: recipe.category,
        tags: parseTags(recipe.tags.join(',')),
        ingredients: parseIngredients(recipe.ingredient_lines.join('\n')),
        instructions: recipe.instructions,
        tips: recipe.tips,
        reviews: [],
        more: {
          prep_time: recipe.prep_time,
          cook_time: recipe.cook_time,
          total_time: recipe.total_time,
          serving: recipe.serving,
          difficulty: recipe.difficulty,
          source: recipe.source,
        },
      },
      { hasThumbnail: true, requireThumbnail: true },
    );
    if (!checked.success) {
      throw new Error(
        `Demo recipe ${recipe.slug} is invalid: ${checked.errors.map((error) => error.message).join('; ')}`,
      );
    }
    const cook = cooks.get(recipe.cook);
    if (!cook) throw new Error(`Demo recipe ${recipe.slug} has no cook`);
    return {
      slug: recipe.slug,
      input: checked.data,
      photoPath: path.join(dir, recipe.photo),
      status: STATUS_BY_NAME[recipe.status],
      featured: recipe.featured,
      daysAgo: recipe.days_ago,
      userName: cook.name,
      userEmail: cook.email,
    };
  });
}
