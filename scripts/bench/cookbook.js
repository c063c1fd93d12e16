// The cookbook PDF (decision 036): a 100-recipe book against its time budget and a 300-recipe
// book with photos against its memory budget, each rendered by the built renderer in a process of
// its own with the flags `pnpm start` uses, repeated, median reported. The books cycle the 40 demo
// recipes (apps/api/demo) and their photos, each repeat of a recipe with a title of its own.
//   node scripts/bench/cookbook.js [--repeats 3]          (after `turbo run build`)
import { execFileSync } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { NODE_FLAGS, START_ENV } from './server.js';
import { median } from './stats.js';

const root = path.resolve(import.meta.dirname, '../..');
const api = path.join(root, 'apps/api/dist');

/** The issue's budgets: seconds for a 100-recipe book, MB of growth for a 300-recipe one. */
const TIME_BUDGET_S = 30;
const MEMORY_BUDGET_MB = 150;

/**
 * @typedef {{ recipes: number, pages: number, bytes: number, seconds: number,
 *   baselineMb: number, peakMb: number, growthMb: number }} Render
 * @typedef {{ recipes: number, env: Record<string, string>, runs: Render[], medianSeconds: number,
 *   medianGrowthMb: number, budget: string, withinBudget: boolean }} CookbookRow
 */

/** @param {string} field */
function statusMb(field) {
  const status = readFileSync('/proc/self/status', 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
}

/** The demo recipes cycled to `count`, as the API's book builder hands them over. */
export async function demoBook(/** @type {number} */ count) {
  const load = (/** @type {string} */ file) => import(pathToFileURL(path.join(api, file)).href);
  const { loadDemoContent } = await load('modules/seed/demo-content.js');
  const sharp = createRequire(path.join(root, 'apps/api/package.json'))('sharp');
  const { bookIngredient, mainIngredients } = await load('modules/cookbooks/book-builder.js');
  /** @type {any[]} */
  const demo = await loadDemoContent();
  const sizes = await Promise.all(demo.map((r) => sharp(r.photoPath).metadata()));
  const recipes = Array.from({ length: count }, (_, i) => {
    const r = demo[i % demo.length];
    const round = Math.floor(i / demo.length);
    const ingredients = r.input.ingredients.map((/** @type {any} */ line) => bookIngredient(line));
    return {
      id: `${r.slug}-${round}`,
      title: round ? `${r.input.title} (${round + 1})` : r.input.title,
      category: r.input.category,
      description: r.input.description,
      story: i % 3 ? '' : 'From Grandma Rose, 1962. She made it every Sunday for the whole family.',
      fromKitchenOf: i % 2 ? r.userName : '',
      cookName: r.userName,
      serving: r.input.more.serving ?? '',
      prepMinutes: r.input.more.prep_time ?? 0,
      cookMinutes: r.input.more.cook_time ?? 0,
      totalMinutes: r.input.more.total_time ?? 0,
      ingredients,
      instructions: r.input.instructions,
      tips: r.input.tips,
      mainIngredients: mainIngredients(r.input.ingredients),
      photo: () => readFile(r.photoPath),
      photoSize: { width: sizes[i % demo.length].width, height: sizes[i % demo.length].height },
    };
  });
  const order = ['Entrees', 'Breakfast', 'Appetizers', 'Desserts', 'Sides', 'Drinks', 'Other'];
  recipes.sort((a, b) => order.indexOf(a.category) - order.indexOf(b.category));
  return {
    language: 'en',
    title: 'The Rose Family Kitchen',
    subtitle: 'Recipes from three generations',
    dedication: 'For Grandma Rose, who fed us all.',
    pageSize: 'A4',
    order: 'category',
    photos: true,
    cover: recipes[0]?.photo,
    recipes,
    contributors: [...new Set(recipes.map((r) => r.cookName))],
    madeOn: new Date(),
  };
}

/** In the child: renders one book to a temporary file and prints what it took. */
async function renderOnce(/** @type {number} */ count) {
  const { renderCookbook } = await import(
    pathToFileURL(path.join(api, 'modules/cookbooks/pdf/index.js')).href
  );
  const book = await demoBook(count);
  globalThis.gc?.();
  const baselineMb = statusMb('VmRSS');
  const file = path.join(os.tmpdir(), `fr-bench-cookbook-${process.pid}.pdf`);
  const started = performance.now();
  const { pages, bytes } = await renderCookbook(book, createWriteStream(file));
  const seconds = (performance.now() - started) / 1000;
  await rm(file, { force: true });
  const peakMb = statusMb('VmHWM');
  const growthMb = peakMb - baselineMb;
  console.log(
    JSON.stringify({ recipes: count, pages, bytes, seconds, baselineMb, peakMb, growthMb }),
  );
}

/** @returns {Render} */
function child(/** @type {number} */ recipes, /** @type {Record<string, string>} */ env) {
  const self = fileURLToPath(import.meta.url);
  const args = [...NODE_FLAGS, '--expose-gc', self, '--child', String(recipes)];
  const out = execFileSync(process.execPath, args, {
    encoding: 'utf8',
    maxBuffer: 2 ** 20,
    // An empty value leaves the setting out (glibc's default).
    env: Object.fromEntries(
      Object.entries({ ...process.env, ...env }).filter(([, value]) => value !== ''),
    ),
  });
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}');
}

/**
 * The books as the site runs them (`pnpm start`'s settings: glibc held to two malloc arenas), and
 * the 300-recipe one again with glibc's default, one arena per thread, where photo decoding on
 * libvips's threads leaves freed memory behind (decision 036). Only the first two rows are held
 * to the budgets.
 */
/** @type {{ recipes: number, env: Record<string, string>, label: string }[]} */
const CASES = [
  { recipes: 100, env: START_ENV, label: '' },
  { recipes: 300, env: START_ENV, label: '' },
  { recipes: 300, env: { MALLOC_ARENA_MAX: '' }, label: ' with glibc’s default arenas' },
];

/**
 * Both books, `repeats` times each; prints each figure beside its ceiling. `compareArenas: false`
 * leaves out the third row, which no budget holds.
 */
export function benchCookbook({ repeats = 3, compareArenas = true } = {}) {
  /** @type {CookbookRow[]} */
  const rows = [];
  for (const { recipes, env, label } of compareArenas ? CASES : CASES.slice(0, 2)) {
    const runs = Array.from({ length: repeats }, () => child(recipes, env));
    const medianSeconds = median(runs.map((r) => r.seconds));
    const medianGrowthMb = median(runs.map((r) => r.growthMb));
    const timed = recipes === 100;
    const held = !label;
    const withinBudget =
      !held || (timed ? medianSeconds < TIME_BUDGET_S : medianGrowthMb < MEMORY_BUDGET_MB);
    const budget = timed ? `${TIME_BUDGET_S} s` : `${MEMORY_BUDGET_MB} MB growth`;
    const first = runs[0];
    console.log(
      `Cookbook ${recipes} recipes${label}: ${first?.pages ?? 0} pages, ${((first?.bytes ?? 0) / 2 ** 20).toFixed(1)} MB; ` +
        `median ${medianSeconds.toFixed(1)} s (budget ${TIME_BUDGET_S} s for 100), ` +
        `memory growth ${medianGrowthMb.toFixed(0)} MB (budget ${MEMORY_BUDGET_MB} MB for 300), ` +
        `runs ${runs.map((r) => `${r.seconds.toFixed(1)} s/${r.growthMb.toFixed(0)} MB`).join(', ')}` +
        `${withinBudget ? '' : `  OVER ${budget}`}`,
    );
    rows.push({ recipes, env, runs, medianSeconds, medianGrowthMb, budget, withinBudget });
  }
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    options: {
      child: { type: 'boolean', default: false },
      repeats: { type: 'string', default: '3' },
    },
    allowPositionals: true,
  });
  if (values.child) await renderOnce(Number(positionals[0]));
  else if (benchCookbook({ repeats: Number(values.repeats) }).some((r) => !r.withinBudget)) {
    process.exit(1);
  }
}
