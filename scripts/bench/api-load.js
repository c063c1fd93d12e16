// The API benchmark's loads (api.js): autocannon against one address, the wait until the server
// is quiet again, and the popular searches with the search cache's counts.
import autocannon from 'autocannon';

/**
 * @typedef {{ rps: number, p50: number, p99: number, bytes: number, failed: number }} Measure
 * @typedef {{ queries: number, rps: number, share: number, targetShare: number, hitRate: number,
 *   noSearchRate: number, searches: number, entries: number, bytes: number }} SearchMix the
 *   popular searches under load (decision 037): `hitRate` the answers the cache gave,
 *   `noSearchRate` those plus the ones that waited for the same search in flight, `searches` how
 *   many searches ran
 */

/** The share of the ceiling the search mix is to reach (decision 037). */
const SEARCH_MIX_TARGET_SHARE = 0.5;
/** How many of the drawn word queries make the mix of popular searches. */
const SEARCH_MIX_QUERIES = 24;

/**
 * The search cache's counts as X-Search-Cache reports them (entries, bytes, hits, shared,
 * misses), read with one search, and how that search was answered; NaN each when the server
 * sends no such header.
 * @param {string} url
 */
async function searchCacheCounts(url) {
  const res = await fetch(`${url}/api/recipes?q=bench`);
  await res.arrayBuffer();
  const header = res.headers.get('x-search-cache') ?? '';
  const count = (/** @type {string} */ name) =>
    Number(new RegExp(`\\b${name}=(\\d+)`).exec(header)?.[1] ?? NaN);
  return {
    answered: header.split(';')[0] ?? '',
    entries: count('entries'),
    bytes: count('bytes'),
    hits: count('hits'),
    shared: count('shared'),
    misses: count('misses'),
  };
}

/**
 * Resolves once the server answers two readiness probes in a row (each a database ping) within
 * 20 ms, or after 2 s: the answers still in flight when a load stopped have drained, and the next
 * call is measured on a quiet server.
 * @param {string} url
 */
export async function drained(url) {
  const until = performance.now() + 2000;
  let quick = 0;
  while (quick < 2 && performance.now() < until) {
    const t = performance.now();
    await (await fetch(`${url}/api/ready`)).arrayBuffer();
    quick = performance.now() - t < 20 ? quick + 1 : 0;
  }
}

/**
 * @param {string} url
 * @param {{ connections: number, duration: number, headers?: Record<string, string>,
 *   paths?: string[] }} options `paths`: requests in turn on each connection
 * @returns {Promise<Measure>}
 */
export async function load(url, { connections, duration, headers = {}, paths }) {
  const requests = paths?.map((p) => ({ method: /** @type {const} */ ('GET'), path: p }));
  const result = await autocannon({
    url,
    connections,
    duration,
    headers,
    ...(requests ? { requests } : {}),
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes:
      result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
    failed,
  };
}

/**
 * The popular searches under load, each connection asking them in turn: the cache's case
 * (decision 037). `ceiling` is the requests per second of /api/health, which the share is of.
 * @param {string} url
 * @param {import('./queries.js').SearchQuery[]} queries
 * @param {{ connections: number, duration: number, ceiling: number }} options
 * @returns {Promise<{ name: string, measure: Measure, searchMix: SearchMix }>}
 */
export async function searchMixRun(url, queries, { connections, duration, ceiling }) {
  const mixPaths = queries
    .filter((q) => q.kind !== 'nonsense')
    .slice(0, SEARCH_MIX_QUERIES)
    .map((q) => `/api/recipes?q=${encodeURIComponent(q.q)}`);
  // Asked once each first: popular searches are ones asked before (the hit rate below is that of
  // the measured load alone).
  for (const p of mixPaths) await (await fetch(`${url}${p}`)).arrayBuffer();
  const countsBefore = await searchCacheCounts(url);
  const mixed = await load(url, { connections, duration, paths: mixPaths });
  const countsAfter = await searchCacheCounts(url);
  await drained(url);
  // The counts after the load include its own search.
  const delta = (/** @type {'hits' | 'shared' | 'misses'} */ name, /** @type {string} */ as) =>
    countsAfter[name] - countsBefore[name] - (countsAfter.answered === as ? 1 : 0);
  const hits = delta('hits', 'hit');
  const shared = delta('shared', 'shared');
  const misses = delta('misses', 'miss');
  const answers = hits + shared + misses;
  const searchMix = {
    queries: mixPaths.length,
    rps: mixed.rps,
    share: mixed.rps / ceiling,
    targetShare: SEARCH_MIX_TARGET_SHARE,
    hitRate: hits / answers,
    noSearchRate: (hits + shared) / answers,
    searches: misses,
    entries: countsAfter.entries,
    bytes: countsAfter.bytes,
  };
  return { name: `search mix (${mixPaths.length} popular queries)`, measure: mixed, searchMix };
}
