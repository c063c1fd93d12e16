// `pnpm bench:replicas`: requests per second through the compose stack's proxy with one app
// replica and with two, side by side (decision 030, docs/performance.md).
//
//   node scripts/bench/replicas.js [--duration 20] [--repeat 3] [--connections 32]
//
// Needs the stack of `docker compose --profile scale up -d` (COMPOSE_COMMAND says how to call
// Compose, `docker compose` when unset). One replica: `app-2` is stopped, so the proxy sends
// everything to `app`. Two: `app-2` is started again. The two are measured in turn, `--repeat`
// times each, and the medians are printed. The traffic is what visitors send: the home page and
// recipe pages as the server draws them, the recipe list, and searches for words of the recipes.
import { execSync } from 'node:child_process';
import os from 'node:os';
import autocannon from 'autocannon';

const PROXY = process.env.COMPOSE_PROXY_URL ?? 'http://127.0.0.1:8080';
const REPLICA_2 = 'http://127.0.0.1:3001';
const COMPOSE = process.env.COMPOSE_COMMAND ?? 'docker compose';

/**
 * @param {string} name
 * @param {number} fallback
 */
function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  const value = Number(process.argv[i + 1]);
  return i > 0 && Number.isFinite(value) ? value : fallback;
}

const duration = option('duration', 20);
const repeat = option('repeat', 3);
const connections = option('connections', 32);

/** @param {string} args */
function compose(args) {
  execSync(`${COMPOSE} ${args}`, { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** @param {string} url */
async function ready(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

/** @param {() => Promise<boolean>} check @param {string} what */
async function until(check, what) {
  for (let i = 0; i < 240; i += 1) {
    if (await check()) return;
    await new Promise((resume) => setTimeout(resume, 500));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** The visitors' requests, from the recipes the site holds. */
async function traffic() {
  const res = await fetch(`${PROXY}/api/all-recipes?limit=48`);
  if (!res.ok) throw new Error(`The proxy answered ${res.status}: is the scale profile up?`);
  const recipes = /** @type {{ _id: string, title: string }[]} */ (await res.json());
  const words = [...new Set(recipes.flatMap((r) => r.title.toLowerCase().split(/[^a-z]+/)))].filter(
    (w) => w.length > 3,
  );
  /** @type {{ path: string }[]} */
  const requests = [];
  for (let i = 0; i < 24; i += 1) {
    const recipe = recipes[i % recipes.length];
    const word = words[i % words.length];
    if (!recipe || !word) continue;
    requests.push(
      { path: '/' },
      { path: `/recipes/${recipe._id}` },
      { path: `/api/all-recipes?limit=12&page=${(i % 3) + 1}` },
      { path: `/api/all-recipes?limit=12&q=${encodeURIComponent(word)}` },
    );
  }
  return requests;
}

/** @param {{ path: string }[]} requests */
async function measure(requests) {
  const result = await autocannon({ url: PROXY, connections, duration, requests });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

async function main() {
  const requests = await traffic();
  console.info(
    `${requests.length} requests in turn, ${connections} connections, ${duration} s a run, ` +
      `${repeat} runs each; ${os.cpus().length} cores`,
  );
  /** @type {Record<'one' | 'two', Awaited<ReturnType<typeof measure>>[]>} */
  const runs = { one: [], two: [] };
  for (let round = 0; round < repeat; round += 1) {
    compose('stop app-2');
    // Warm-up: the proxy learns that app-2 is gone; the replica's caches fill.
    await autocannon({ url: PROXY, connections, duration: 3, requests });
    runs.one.push(await measure(requests));
    compose('start app-2');
    await until(() => ready(`${REPLICA_2}/api/ready`), 'app-2');
    await autocannon({ url: PROXY, connections, duration: 3, requests });
    runs.two.push(await measure(requests));
    console.info(
      `round ${round + 1}: one replica ${(runs.one.at(-1)?.rps ?? 0).toFixed(0)} req/s, ` +
        `two ${(runs.two.at(-1)?.rps ?? 0).toFixed(0)} req/s`,
    );
  }
  const one = median(runs.one.map((r) => r.rps));
  const two = median(runs.two.map((r) => r.rps));
  const row = (/** @type {string} */ name, /** @type {typeof runs.one} */ list) =>
    `| ${name} | ${median(list.map((r) => r.rps)).toFixed(0)} | ${median(list.map((r) => r.p50))} | ${median(list.map((r) => r.p99))} | ${list.reduce((n, r) => n + r.failed, 0)} |`;
  console.info('\n| Replicas behind the proxy | Requests/s (median) | p50 ms | p99 ms | Failed |');
  console.info('| --- | ---: | ---: | ---: | ---: |');
  console.info(row('one', runs.one));
  console.info(row('two', runs.two));
  const ratios = runs.two.map((r, i) => r.rps / (runs.one[i]?.rps ?? r.rps));
  console.info(
    `\ntwo replicas / one: ${(two / one).toFixed(2)}x of the medians; per round ` +
      `${ratios.map((r) => r.toFixed(2)).join(', ')} (median ${median(ratios).toFixed(2)}x)`,
  );
  const failed = [...runs.one, ...runs.two].reduce((n, r) => n + r.failed, 0);
  if (failed > 0) process.exitCode = 1;
}

await main();
