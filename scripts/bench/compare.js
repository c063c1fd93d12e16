// Two running sites side by side (docs/performance.md): the same pages drawn on the server and the
// same API reads against each, in alternating order, so that a noisy machine weighs on both alike.
//   node scripts/bench/compare.js --a http://127.0.0.1:3501 --b http://127.0.0.1:3502
//                                 [--rounds 5] [--duration 4] [--connections 10] [--language de]
// Each site is one `pnpm start` (its own PORT and DATA_DIR, the demo recipes); each call is sent by
// `connections` clients for `duration` seconds, A then B in even rounds and B then A in odd ones.
// Prints, per call, the median requests/s of each side, the median of the rounds' B/A ratios and
// the median p50 and p99 latencies; exits 1 when a side answered anything but 2xx. With
// --language, pages are asked for in that language (Accept-Language); a site that draws every page
// in English answers them in English.
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { median } from './stats.js';

const { values } = parseArgs({
  options: {
    a: { type: 'string', default: 'http://127.0.0.1:3501' },
    b: { type: 'string', default: 'http://127.0.0.1:3502' },
    rounds: { type: 'string', default: '5' },
    duration: { type: 'string', default: '4' },
    connections: { type: 'string', default: '10' },
    language: { type: 'string' },
  },
});
const sides = { A: values.a, B: values.b };
const QUERIES = ['soup', 'bread', 'cake', 'chicken', 'zzqxv'];

/**
 * The calls, each a list of paths sent in turn, from the recipes a site lists.
 * @param {string} base
 * @returns {Promise<Record<string, { path: string; headers: Record<string, string> }[]>>}
 */
async function callsOf(base) {
  const answer = await fetch(`${base}/api/all-recipes`);
  if (!answer.ok) throw new Error(`${base}: GET /api/all-recipes answered ${answer.status}`);
  const ids = /** @type {{ _id: string }[]} */ (await answer.json()).map((recipe) => recipe._id);
  /** @type {Record<string, string>} */
  const html = { accept: 'text/html' };
  if (values.language) html['accept-language'] = values.language;
  const json = { accept: 'application/json' };
  /** @param {string[]} paths @param {Record<string, string>} headers */
  const each = (paths, headers) => paths.map((path) => ({ path, headers }));
  return {
    'page: home': each(['/'], html),
    'page: a recipe': each(
      ids.slice(0, 20).map((id) => `/recipes/${id}`),
      html,
    ),
    'page: all recipes': each(['/all-recipes'], html),
    'API: featured': each(['/api/featured-recipes'], json),
    'API: a recipe': each(
      ids.slice(0, 20).map((id) => `/api/recipes/${id}`),
      json,
    ),
    'API: all recipes': each(['/api/all-recipes'], json),
    'API: search (with one nonsense query)': each(
      QUERIES.map((q) => `/api/recipes?q=${q}`),
      json,
    ),
  };
}

const calls = { A: await callsOf(sides.A), B: await callsOf(sides.B) };
/** @type {Record<string, Record<'A' | 'B', { rps: number; p50: number; p99: number }[]>>} */
const results = {};
let failed = 0;
for (let round = 0; round < Number(values.rounds); round += 1) {
  for (const name of Object.keys(calls.A)) {
    /** @type {('A' | 'B')[]} */
    const order = round % 2 ? ['B', 'A'] : ['A', 'B'];
    for (const side of order) {
      const requests = calls[side][name] ?? [];
      const result = await autocannon({
        url: sides[side],
        connections: Number(values.connections),
        duration: Number(values.duration),
        requests,
      });
      failed += result.non2xx + result.errors;
      const row = (results[name] ??= { A: [], B: [] });
      row[side].push({
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
      });
    }
  }
}

/** @param {number} n */
const fixed = (n) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
console.log(`A ${sides.A}, B ${sides.B}; ${values.rounds} rounds of ${values.duration} s a call`);
console.log('| call | A req/s | B req/s | B / A | A p50 ms | B p50 ms | A p99 ms | B p99 ms |');
console.log('|---|---|---|---|---|---|---|---|');
for (const [name, { A, B }] of Object.entries(results)) {
  const ratio = median(A.map((a, i) => (B[i]?.rps ?? NaN) / a.rps));
  /** @param {typeof A} runs @param {'rps' | 'p50' | 'p99'} key */
  const mid = (runs, key) => fixed(median(runs.map((run) => run[key])));
  console.log(
    `| ${name} | ${mid(A, 'rps')} | ${mid(B, 'rps')} | ${ratio.toFixed(2)} | ${mid(A, 'p50')} | ${mid(B, 'p50')} | ${mid(A, 'p99')} | ${mid(B, 'p99')} |`,
  );
}
if (failed > 0) {
  console.error(`${failed} answers were not 2xx or failed.`);
  process.exit(1);
}
