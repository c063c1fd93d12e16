// Bench data: recipes made from the demo recipes with variations, loaded through the API's own
// built schema and database client, so both engines get exactly what the site would store.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '../..');
const load = (/** @type {string} */ file) => import(pathToFileURL(path.join(root, file)).href);

const FAMILY = ['Grandma Rose', 'Uncle Tom', 'Aunt May', 'Nonna', 'Papa Joe', 'Auntie Lin'];
const STYLE = ['Weeknight', 'Sunday', 'Smoky', 'Easy', 'Holiday', 'Crispy', 'Rustic', 'Spicy'];
const EXTRA = [
  'garlic',
  'fresh basil',
  'lemon zest',
  'smoked paprika',
  'brown butter',
  'chili flakes',
];
const CATEGORIES = ['Entrees', 'Breakfast', 'Appetizers', 'Desserts', 'Sides', 'Drinks', 'Other'];
const DIFFICULTIES = ['Easy', 'Medium', 'Hard', 'Expert'];
export const BENCH_ADMIN_EMAIL = 'admin@family-recipes.test';

/** A small deterministic generator, so two runs load the same rows. */
export function random(/** @type {number} */ seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * @typedef {{ quantity: number | null, units: string, ingredient: string }} Ingredient
 * @typedef {(text: string) => Ingredient[]} ParseIngredients
 * @typedef {{ title: string, slug: string, description: string, category: string, tags: string[],
 *   ingredient_lines: string[], instructions: string[], tips?: string[], prep_time: number,
 *   cook_time: number, total_time: number, serving?: string, difficulty?: string, source: string
 * }} DemoRecipe
 */

/**
 * @param {ParseIngredients} parseIngredients
 * @returns {(DemoRecipe & { ingredients: Ingredient[] })[]}
 */
function demoRecipes(parseIngredients) {
  const file = path.join(root, 'apps/api/demo/recipes.json');
  const { recipes } = JSON.parse(readFileSync(file, 'utf8'));
  return recipes.map((/** @type {DemoRecipe} */ r) => ({
    ...r,
    ingredients: parseIngredients(r.ingredient_lines.join('\n')),
  }));
}

/**
 * Rows for the recipes table: 90 % approved, 8 % pending, 2 % denied, 0.2 % featured. Each comes
 * with the part of the demo title its title kept (whole words only; the title is cut at 42
 * characters after the family name and style).
 * @param {number} count
 * @param {{ parseIngredients: ParseIngredients, users?: number, now?: number }} options
 */
function* benchRows(count, { parseIngredients, users = 400, now = Date.now() }) {
  const demos = demoRecipes(parseIngredients);
  const rnd = random(count);
  /** @type {<T>(list: readonly T[]) => T} */
  const pick = (list) => /** @type {any} */ (list[Math.floor(rnd() * list.length)]);
  for (let i = 0; i < count; i += 1) {
    const demo = demos[i % demos.length];
    if (!demo) throw new Error('apps/api/demo/recipes.json has no recipes.');
    const r = rnd();
    const status = r < 0.9 ? 101 : r < 0.98 ? 100 : 199;
    const owner = i % 200 === 0 ? 0 : 1 + Math.floor(rnd() * users);
    const prefix = `${pick(FAMILY)}'s ${pick(STYLE)} `;
    const title = `${prefix}${demo.title}`.slice(0, 42) + ` ${i % 1000}`;
    const kept = demo.title.slice(0, Math.max(0, 42 - prefix.length));
    const demoTitle =
      kept.length === demo.title.length || demo.title[kept.length] === ' '
        ? kept
        : kept.replace(/\S*$/, '');
    const created = new Date(now - Math.floor(rnd() * 5 * 365 * 86_400_000));
    const ingredients = [...demo.ingredients];
    if (rnd() < 0.6) ingredients.push({ quantity: 1, units: 'tsp', ingredient: pick(EXTRA) });
    const row = {
      title,
      description: demo.description,
      thumbnailImage: `/uploads/bench/${demo.slug}-640.webp`,
      category: i % 9 === 0 ? pick(CATEGORIES) : demo.category,
      tags: demo.tags,
      ingredients,
      instructions: demo.instructions,
      tips: demo.tips ?? [],
      reviews: [],
      status,
      featured: status === 101 && i % 500 === 7,
      prepTime: demo.prep_time,
      cookTime: demo.cook_time,
      totalTime: demo.total_time,
      serving: demo.serving || '4',
      difficulty: demo.difficulty ?? pick(DIFFICULTIES),
      source: demo.source,
      userName: owner === 0 ? 'Site Admin' : `Cook ${owner}`,
      userEmail: owner === 0 ? BENCH_ADMIN_EMAIL : `cook${owner}@bench.test`,
      createdOn: created,
      updatedOn: created,
    };
    yield { row, demoTitle: demoTitle.trim() };
  }
}

/**
 * What the approved rows of `count` generated recipes offer to search for: the kept part of the
 * demo title and the ingredient names, the same rows `loadBenchData` loads.
 * @param {number} count
 * @returns {Promise<{ demoTitle: string, ingredients: string[] }[]>}
 */
export async function benchSearchSources(count) {
  const { parseIngredients } = await load('packages/shared/dist/index.js');
  const sources = [];
  for (const { row, demoTitle } of benchRows(count, { parseIngredients })) {
    if (row.status !== 101) continue;
    sources.push({ demoTitle, ingredients: row.ingredients.map((i) => i.ingredient) });
  }
  return sources;
}

/**
 * Migrates the database and loads `count` recipes in batches; returns the seconds it took.
 * @param {{ url?: string, pgliteDir?: string }} options the API's createDatabase options
 * @param {number} count
 */
export async function loadBenchData(options, count) {
  const { createDatabase } = await load('apps/api/dist/db/client.js');
  const { recipes } = await load('apps/api/dist/modules/recipes/recipes.schema.js');
  const { parseIngredients } = await load('packages/shared/dist/index.js');
  const database = createDatabase(options);
  const started = performance.now();
  try {
    await database.migrate();
    let batch = [];
    for (const { row } of benchRows(count, { parseIngredients })) {
      batch.push(row);
      if (batch.length === 500) {
        await database.db.insert(recipes).values(batch);
        batch = [];
      }
    }
    if (batch.length > 0) await database.db.insert(recipes).values(batch);
    await database.db.execute('analyze recipes');
  } finally {
    await database.close();
  }
  return (performance.now() - started) / 1000;
}
