// Cookbooks off the request loop (docs/performance.md): the built server started as `pnpm start`
// starts it, on the embedded engine, with approved recipes carrying the demo photos; five cooks
// each ask for a book of `--recipes` of them at once, and meanwhile /api/health is asked without
// pause. Prints its latency, p50 and p99, beside the ceiling, with each book's pages and time and
// the places in line it was told. Before, for comparison: the same book laid out and printed on
// the event loop of a process of its own (the renderer called directly, as the site did before
// its worker threads), with that loop's delay measured meanwhile: what every request then waited.
//   node scripts/bench/cookbook-queue.js [--recipes 300] [--cooks 5] [--port 3720]
//                                        (after `turbo run build`)
import { execFileSync } from 'node:child_process';
import { createWriteStream, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createCook } from '../load/setup.js';
import { demoBook } from './cookbook.js';
import { loadBenchData } from './data.js';
import { identityConfig, NODE_FLAGS, START_ENV, startServer } from './server.js';
import { quantile } from './stats.js';

const root = path.resolve(import.meta.dirname, '../..');
const api = path.join(root, 'apps/api/dist');
const load = (/** @type {string} */ file) => import(pathToFileURL(path.join(api, file)).href);

/** The ceiling: /api/health answered within 100 ms at the 99th percentile while books are made. */
const CEILING_P99_MS = 100;

/**
 * @typedef {{ p50: number, p99: number, max: number, samples: number }} Latency
 * @typedef {{ pages: number | null, seconds: number, status: string, places: number[] }} Book
 * @typedef {{ recipes: number, cooks: number, health: Latency, books: Book[],
 *   before: Latency & { pages: number, seconds: number }, ceilingMs: number, ratio: number,
 *   withinCeiling: boolean }} QueueRow
 */

/** @param {number[]} values @returns {Latency} */
const latency = (values) => ({
  p50: quantile(values, 0.5),
  p99: quantile(values, 0.99),
  max: Math.max(...values),
  samples: values.length,
});

/**
 * `count` approved recipes or more, the demo photos stored as the site stores a cook's photo
 * and given to them in turn.
 * @param {string} dir DATA_DIR
 * @param {number} count
 */
async function prepareData(dir, count) {
  const pgliteDir = path.join(dir, 'db');
  // About 90 % of the bench rows are approved.
  await loadBenchData({ pgliteDir }, Math.ceil(count / 0.85) + 10);
  const { LocalStorage } = await load('modules/storage/storage.js');
  const { storeRecipeImage } = await load('modules/images/image-processor.js');
  const storage = new LocalStorage(path.join(dir, 'uploads'));
  const photos = path.join(root, 'apps/api/demo/photos');
  /** @type {string[]} */
  const urls = [];
  for (const name of readdirSync(photos).sort()) {
    urls.push((await storeRecipeImage(storage, readFileSync(path.join(photos, name)))).url);
  }
  const { createDatabase } = await load('db/client.js');
  const database = createDatabase({ pgliteDir });
  try {
    const list = urls.map((url) => `'${url.replace(/'/g, "''")}'`).join(',');
    await database.db.execute(
      `with numbered as (select id, row_number() over (order by id) - 1 as n from recipes)
       update recipes set thumbnail_image = (array[${list}])[(numbered.n % ${urls.length}) + 1]
       from numbered where recipes.id = numbered.id`,
    );
  } finally {
    await database.close();
  }
}

/**
 * @param {string} url
 * @param {string} token
 * @param {string} route
 * @param {unknown} [body]
 */
async function call(url, token, route, body) {
  const res = await fetch(`${url}/api${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = /** @type {any} */ (await res.json());
  if (res.status >= 300 && res.status !== 202) {
    throw new Error(`${route}: ${res.status} ${JSON.stringify(json)}`);
  }
  return json;
}

/** Asks for /api/health one request after another until `stop` is set; each latency in ms. */
function probe(/** @type {string} */ url) {
  /** @type {number[]} */
  const times = [];
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      const started = performance.now();
      const res = await fetch(`${url}/api/health`);
      await res.arrayBuffer();
      times.push(performance.now() - started);
    }
  })();
  return {
    times,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}

/**
 * The books made through the site: five cooks (or `cooks`) ask at once.
 * @param {{ recipes: number, cooks: number, port: number }} o
 */
async function throughTheSite({ recipes, cooks, port }) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fr-bench-queue-'));
  try {
    await prepareData(dir, recipes);
    const server = await startServer({
      port,
      env: {
        DATA_DIR: dir,
        NODE_ENV: 'development',
        SEED_DEMO: 'false',
        IDENTITY_EMULATOR_PORT: '0',
      },
    });
    try {
      const { url } = server;
      const config = await identityConfig(url, dir);
      const accounts = [];
      for (let i = 0; i < cooks; i += 1) accounts.push(await createCook(config, i));
      const books = [];
      for (const [i, cook] of accounts.entries()) {
        const choice = await call(url, cook.token, '/cookbooks/choice', { source: 'approved' });
        const ids = choice.items.slice(0, recipes).map((/** @type {any} */ r) => r._id);
        if (ids.length < recipes) throw new Error(`Only ${ids.length} approved recipes`);
        const book = await call(url, cook.token, '/cookbooks', {
          title: `Bench book ${i + 1}`,
          recipeIds: ids,
        });
        books.push({ cook, id: /** @type {string} */ (book.id) });
      }
      const health = probe(url);
      const started = performance.now();
      const answers = await Promise.all(
        books.map((b) => call(url, b.cook.token, `/cookbooks/${b.id}/pdf`, {})),
      );
      /** @type {Book[]} */
      const made = await Promise.all(
        books.map(async (b, i) => {
          const places = [answers[i]?.queue_position ?? 0];
          for (;;) {
            const { pdf } = await call(url, b.cook.token, `/cookbooks/${b.id}`);
            if (pdf.queue_position && places.at(-1) !== pdf.queue_position) {
              places.push(pdf.queue_position);
            }
            if (pdf.status !== 'making') {
              const seconds = (performance.now() - started) / 1000;
              return { pages: pdf.pages, seconds, status: pdf.status, places };
            }
            await new Promise((r) => setTimeout(r, 500));
          }
        }),
      );
      await health.stop();
      return { health: latency(health.times), books: made };
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** In the child: one book rendered on this loop, its delay sampled every 10 ms meanwhile. */
async function inlineOnce(/** @type {number} */ count) {
  const { renderCookbook } = await load('modules/cookbooks/pdf/index.js');
  const book = await demoBook(count);
  const file = path.join(os.tmpdir(), `fr-bench-inline-${process.pid}.pdf`);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  const { pages } = await renderCookbook(book, createWriteStream(file));
  const seconds = (performance.now() - started) / 1000;
  delay.disable();
  await rm(file, { force: true });
  // Each sample is the time between two ticks 10 ms apart: the delay is what passes the 10 ms.
  const ms = (/** @type {number} */ ns) => Math.max(0, ns / 1e6 - 10);
  console.log(
    JSON.stringify({
      pages,
      seconds,
      p50: ms(delay.percentile(50)),
      p99: ms(delay.percentile(99)),
      max: ms(delay.max),
      samples: delay.count,
    }),
  );
}

/** Before: the book rendered inline, in a process with `pnpm start`'s flags and settings. */
function inline(/** @type {number} */ recipes) {
  const self = fileURLToPath(import.meta.url);
  const out = execFileSync(process.execPath, [...NODE_FLAGS, self, '--inline', String(recipes)], {
    encoding: 'utf8',
    maxBuffer: 2 ** 20,
    env: { ...process.env, ...START_ENV },
  });
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}');
}

/**
 * Both measures; prints the figures beside the ceiling.
 * @param {{ recipes?: number, cooks?: number, port?: number }} [options]
 * @returns {Promise<QueueRow>}
 */
export async function benchCookbookQueue({ recipes = 300, cooks = 5, port = 3720 } = {}) {
  const before = inline(recipes);
  const { health, books } = await throughTheSite({ recipes, cooks, port });
  const ratio = health.p99 / CEILING_P99_MS;
  const withinCeiling = health.p99 <= CEILING_P99_MS && books.every((b) => b.status === 'ready');
  const f = (/** @type {number} */ n) => n.toFixed(1);
  console.log(
    `Cookbooks off the request loop, ${cooks} books of ${recipes} recipes at once: /api/health ` +
      `p50 ${f(health.p50)} ms, p99 ${f(health.p99)} ms, max ${f(health.max)} ms ` +
      `(${health.samples} requests; ceiling p99 ${CEILING_P99_MS} ms, ratio ${ratio.toFixed(2)})` +
      `${withinCeiling ? '' : '  OVER'}\n` +
      `  books: ${books.map((b) => `${b.status} ${b.pages ?? '-'} pages in ${f(b.seconds)} s (places ${b.places.join('>')})`).join('; ')}\n` +
      `  before, one book laid out on the loop: ${before.pages} pages in ${f(before.seconds)} s, ` +
      `loop delay p50 ${f(before.p50)} ms, p99 ${f(before.p99)} ms, max ${f(before.max)} ms`,
  );
  return {
    recipes,
    cooks,
    health,
    books,
    before,
    ceilingMs: CEILING_P99_MS,
    ratio,
    withinCeiling,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    options: {
      inline: { type: 'boolean', default: false },
      recipes: { type: 'string', default: '300' },
      cooks: { type: 'string', default: '5' },
      port: { type: 'string', default: '3720' },
    },
    allowPositionals: true,
  });
  if (values.inline) await inlineOnce(Number(positionals[0]));
  else {
    const row = await benchCookbookQueue({
      recipes: Number(values.recipes),
      cooks: Number(values.cooks),
      port: Number(values.port),
    });
    if (!row.withinCeiling) process.exit(1);
  }
}
