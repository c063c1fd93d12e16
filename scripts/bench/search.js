// Search from one client over the drawn query set (scripts/bench/queries.js), beside the unindexed
// scan of a sample of the same queries on the same database.
import { fold, KIND_LABELS } from './queries.js';

/** The single-client target for search, p95 in ms. */
const SEARCH_P95_TARGET_MS = 30;

/**
 * @typedef {import('./queries.js').SearchQuery} SearchQuery
 * @typedef {import('./queries.js').QueryKind} QueryKind
 * @typedef {(query: string, params: unknown[]) => Promise<unknown>} Query
 * @typedef {{ kind: QueryKind, q: string, ms: number }} Scan
 * @typedef {SearchQuery & { ms: number[], cachedMs: number[], total: number, firstPage: number,
 *   titleHit: boolean }} Answer `ms`: answers the search cache did not give; `cachedMs`: those it gave
 * @typedef {{ kind: string, n: number, p50: number, p95: number, answered: number,
 *   titleN: number, titleHit: number, empty: number, scanN: number, scanP50: number,
 *   scanP95: number, speedup: number }} SearchRow `answered`, `titleHit` and `empty` are shares
 * @typedef {{ targetP95Ms: number, rounds: number, rows: SearchRow[],
 *   cached: { n: number, p50: number, p95: number },
 *   answers: { kind: QueryKind, q: string, p50: number, total: number, titleHit: boolean }[] }}
 *   SearchRun
 */

/**
 * @param {number[]} values
 * @param {number} p
 */
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/**
 * About `size` queries spread evenly over the kinds, for the unindexed scan.
 * @param {SearchQuery[]} queries
 */
export function scanSample(queries, size = 48) {
  const kinds = [...new Set(queries.map((q) => q.kind))];
  const per = Math.ceil(size / kinds.length);
  return kinds.flatMap((kind) => {
    const of = queries.filter((q) => q.kind === kind);
    const step = Math.max(1, Math.floor(of.length / per));
    return of.filter((_, i) => i % step === 0).slice(0, per);
  });
}

/**
 * What search costs without its indexes: the query's words as ILIKE over title, description,
 * tags and ingredients, every approved row examined (a ranked search has to see every match).
 * Each query once, after one untimed scan; returns the milliseconds of each.
 * @param {Query} query
 * @param {SearchQuery[]} sample
 * @returns {Promise<Scan[]>}
 */
export async function scanTimes(query, sample) {
  /** @type {Scan[]} */
  const times = [];
  for (const [i, s] of [sample[0], ...sample].entries()) {
    if (!s) continue;
    const patterns = s.q.split(/\s+/).map((w) => `%${w}%`);
    const started = performance.now();
    await query(
      `select id, count(*) over () as total from recipes
       where status = 101
         and (title || ' ' || description || ' ' || tags::text || ' ' || ingredients::text) ilike all ($1)
       order by created_on desc limit 20`,
      [patterns],
    );
    if (i > 0) times.push({ kind: s.kind, q: s.q, ms: performance.now() - started });
  }
  return times;
}

/**
 * One request after another: a warm-up of `warmUp` queries, then every query of the set
 * `rounds` times (the set in order each round). The warm-up asks for another page size, so the
 * search cache (decision 037) holds none of the measured answers; each time is filed by whether
 * the cache gave the answer (X-Search-Cache), and the search's own times are those it did not.
 * @param {string} url the server's base URL
 * @param {SearchQuery[]} queries
 * @returns {Promise<Answer[]>}
 */
async function askAll(url, queries, rounds = 2, warmUp = 30) {
  const ask = async (/** @type {string} */ q, limit = 20) => {
    const started = performance.now();
    const res = await fetch(`${url}/api/recipes?q=${encodeURIComponent(q)}&limit=${limit}`);
    const items = /** @type {{ title?: string }[]} */ (await res.json());
    const ms = performance.now() - started;
    if (!res.ok) throw new Error(`Search for ${JSON.stringify(q)} answered ${res.status}`);
    const cached = (res.headers.get('x-search-cache') ?? '').startsWith('hit');
    return { ms, items, total: Number(res.headers.get('x-total-count') ?? items.length), cached };
  };
  for (let i = 0; i < warmUp; i += 1) {
    await ask(/** @type {SearchQuery} */ (queries[(i * 7) % queries.length]).q, 19);
  }
  /** @type {Answer[]} */
  const answers = queries.map((s) => ({
    ...s,
    ms: [],
    cachedMs: [],
    total: 0,
    firstPage: 0,
    titleHit: false,
  }));
  for (let round = 0; round < rounds; round += 1) {
    for (const a of answers) {
      const { ms, items, total, cached } = await ask(a.q);
      (cached ? a.cachedMs : a.ms).push(ms);
      if (round > 0) continue;
      a.total = total;
      a.firstPage = items.length;
      a.titleHit =
        a.words.length > 0 &&
        items.some((item) => {
          const title = fold(item.title ?? '');
          return a.words.every((w) => title.includes(w));
        });
    }
  }
  return answers;
}

/**
 * @param {string} kind
 * @param {Answer[]} answers
 * @param {Scan[]} scans those of the same kinds as `answers`
 * @returns {SearchRow}
 */
function row(kind, answers, scans) {
  const ms = answers.flatMap((a) => a.ms);
  const fromTitle = answers.filter((a) => a.words.length > 0);
  const scanMs = scans.map((s) => s.ms);
  const share = (/** @type {number} */ n, /** @type {number} */ of) => (of > 0 ? n / of : NaN);
  const p95 = percentile(ms, 95);
  const scanP95 = percentile(scanMs, 95);
  return {
    kind,
    n: answers.length,
    p50: percentile(ms, 50),
    p95,
    answered: share(answers.filter((a) => a.firstPage > 0).length, answers.length),
    titleN: fromTitle.length,
    titleHit: share(fromTitle.filter((a) => a.titleHit).length, fromTitle.length),
    empty: share(answers.filter((a) => a.total === 0 && a.firstPage === 0).length, answers.length),
    scanN: scanMs.length,
    scanP50: percentile(scanMs, 50),
    scanP95,
    speedup: scanP95 / p95,
  };
}

/**
 * The set from one client, summed up per kind, with the scan times measured before.
 * @param {string} url
 * @param {SearchQuery[]} queries
 * @param {Scan[]} scans
 * @param {number} [rounds]
 * @returns {Promise<SearchRun>}
 */
export async function searchRun(url, queries, scans, rounds = 2) {
  const answers = await askAll(url, queries, rounds);
  const of = (/** @type {QueryKind} */ kind) => answers.filter((a) => a.kind === kind);
  const scansOf = (/** @type {QueryKind} */ kind) => scans.filter((s) => s.kind === kind);
  const words = answers.filter((a) => a.kind !== 'nonsense');
  const cachedMs = answers.flatMap((a) => a.cachedMs);
  return {
    targetP95Ms: SEARCH_P95_TARGET_MS,
    rounds,
    cached: { n: cachedMs.length, p50: percentile(cachedMs, 50), p95: percentile(cachedMs, 95) },
    rows: [
      row(KIND_LABELS.exact, of('exact'), scansOf('exact')),
      row(KIND_LABELS.folded, of('folded'), scansOf('folded')),
      row(KIND_LABELS.typo, of('typo'), scansOf('typo')),
      row(
        'all three',
        words,
        scans.filter((s) => s.kind !== 'nonsense'),
      ),
      row(KIND_LABELS.nonsense, of('nonsense'), scansOf('nonsense')),
    ],
    answers: answers.map((a) => ({
      kind: a.kind,
      q: a.q,
      p50: percentile(a.ms, 50),
      total: a.total,
      titleHit: a.titleHit,
    })),
  };
}

/** @param {number} n */
const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
/** @param {number} share */
const pct = (share) => (Number.isFinite(share) ? `${(share * 100).toFixed(0)} %` : '-');

/** @param {SearchRun} run */
export function printSearch(run) {
  console.log(
    `\nSearch, one client, each query ${run.rounds} times after a warm-up (target p95 < ${run.targetP95Ms} ms; times of answers the search cache did not give); unindexed scan once per sampled query:\n`,
  );
  console.log(
    '| kind | n | p50 ms | p95 ms | answered (first page) | title words on first page | empty answer | scan n | scan p50 ms | scan p95 ms | scan p95 / search p95 |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of run.rows) {
    const nonsense = r.kind === KIND_LABELS.nonsense;
    console.log(
      `| ${r.kind} | ${r.n} | ${fmt(r.p50, 1)} | ${fmt(r.p95, 1)} | ${nonsense ? '-' : pct(r.answered)} | ${nonsense ? '-' : `${pct(r.titleHit)} of ${r.titleN}`} | ${nonsense ? pct(r.empty) : '-'} | ${r.scanN} | ${fmt(r.scanP50, 1)} | ${fmt(r.scanP95, 1)} | ${fmt(r.speedup, 1)}x |`,
    );
  }
  console.log(
    `\nAnswers the search cache gave in the same run: ${run.cached.n}, p50 ${fmt(run.cached.p50, 1)} ms, p95 ${fmt(run.cached.p95, 1)} ms`,
  );
}
