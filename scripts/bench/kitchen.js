// Kitchen writes (decision 038): 20 cooks in 5 households of 4, each household on one shared list
// with its event streams open, every cook ticking lines of it. It prints the round trip of a tick
// (until the ticking page has all it shows) and the time until each other viewer of the list has
// the change (the stream's event and the read it starts), p50 and p95, median of the repeats.
// The viewers act as the web app of the server they talk to: a server whose events name the line
// gets the reads of the current app (that list only, none for a line already seen); an older one
// gets the old app's reads (the list and the overview, after every tick and every event).
//   node scripts/bench/kitchen.js [--engines postgres,pglite] [--duration 10] [--repeats 3]
//                                 [--port 3610]                 (after `turbo run build`)
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createDatabase } from '../load/setup.js';
import { call, COOKS, kitchens, openStream, PER_HOUSEHOLD } from './kitchen-households.js';
import { benchRemoval, REMOVAL_CEILING_MS } from './kitchen-removal.js';
import { startServer } from './server.js';
import { median, quantile } from './stats.js';

/** A cook's pause between two ticks: a family in the shop, well under the write limit (600 per 10 min). */
const PAUSE_MS = 250;

/**
 * @typedef {{ ticks: number, failed: number, unseen: number, roundTrip: { p50: number, p95: number },
 *   patch: { p50: number, p95: number }, seen: { p50: number, p95: number },
 *   reads: number }} KitchenRun
 * @typedef {{ engine: string, runs: KitchenRun[], median: KitchenRun,
 *   removal: import('./kitchen-removal.js').RemovalRun }} KitchenRow
 * @typedef {import('./kitchen-households.js').Cook} Cook
 */

/**
 * One run: every cook ticks for `seconds`; every other viewer of the list is timed until it has
 * the tick.
 * @param {string} url
 * @param {Cook[][]} households
 * @param {number} seconds
 * @returns {Promise<KitchenRun>}
 */
async function run(url, households, seconds) {
  const controller = new AbortController();
  /** @type {number[]} */ const roundTrips = [];
  /** @type {number[]} */ const patches = [];
  /** @type {number[]} */ const seen = [];
  let failed = 0;
  let reads = 0;
  /** Ticks not yet seen by every other viewer: item, version, start, viewers left. */
  /** @type {Set<{ item: string, version: number, started: number, left: Set<Cook> }>} */
  const pending = new Set();
  let lineEvents = false;

  /** What a viewer has of a line, noted; ticks it now has are timed. */
  const learn = (/** @type {Cook} */ cook, /** @type {any[]} */ items) => {
    const at = performance.now();
    for (const item of items) {
      const known = cook.lines.get(item._id);
      if (!known || known.version < item.version) cook.lines.set(item._id, { ...item, at });
    }
    for (const tick of pending) {
      const known = cook.lines.get(tick.item);
      if (tick.left.has(cook) && known && known.version >= tick.version) {
        seen.push(Math.max(known.at, tick.started) - tick.started);
        tick.left.delete(cook);
        if (tick.left.size === 0) pending.delete(tick);
      }
    }
  };
  /** The list read again (and the overview, as the old app did); one read at a time per viewer. */
  const read = (/** @type {Cook} */ cook, /** @type {boolean} */ overview) => {
    if (cook.reading) {
      cook.again = true;
      return cook.reading;
    }
    cook.reading = (async () => {
      do {
        cook.again = false;
        reads += overview ? 2 : 1;
        const [list] = await Promise.all([
          call(url, cook.token, `/shopping-lists/${cook.listId}`),
          overview ? call(url, cook.token, '/shopping-lists') : undefined,
        ]);
        if (list.status === 200) learn(cook, list.body.items);
      } while (cook.again);
      cook.reading = undefined;
    })();
    return cook.reading;
  };

  const cooks = households.flat();
  await Promise.all(cooks.map((cook) => read(cook, false)));
  await Promise.all(
    cooks.map((cook) =>
      openStream(url, cook, controller.signal, (event, data) => {
        if (event !== 'changed') return;
        if (typeof data.item === 'string') {
          lineEvents = true;
          // A line this viewer has at that version already (its own tick) is not read again.
          if ((cook.lines.get(data.item)?.version ?? 0) >= data.version) return;
          void read(cook, false);
        } else {
          void read(cook, true);
        }
      }),
    ),
  );
  const ends = performance.now() + seconds * 1000;
  await Promise.all(
    households.map((members) =>
      Promise.all(
        members.map(async (cook) => {
          while (performance.now() < ends) {
            const lines = [...cook.lines.values()];
            const line = lines[Math.floor(Math.random() * lines.length)];
            const started = performance.now();
            const answer = await call(
              url,
              cook.token,
              `/shopping-lists/${cook.listId}/items/${line._id}`,
              {
                method: 'PATCH',
                json: {
                  checked: !line.checked,
                  base_version: line.version,
                  edited_at: new Date().toISOString(),
                  op_id: randomUUID(),
                },
              },
            );
            patches.push(performance.now() - started);
            if (answer.status !== 200 && answer.status !== 409) {
              failed += 1;
            } else {
              const item = answer.status === 200 ? answer.body : answer.body.item;
              if (answer.status === 200) {
                pending.add({
                  item: item._id,
                  version: item.version,
                  started,
                  left: new Set(members.filter((other) => other !== cook)),
                });
              }
              learn(cook, [item]);
              // A viewer may have read the tick before its answer came back here.
              for (const other of members) if (other !== cook) learn(other, []);
              // The old app read the list and the overview again after each tick.
              if (!('list' in item) && !lineEvents) await read(cook, true);
              roundTrips.push(performance.now() - started);
            }
            await new Promise((r) => setTimeout(r, PAUSE_MS));
          }
        }),
      ),
    ),
  );
  // The last ticks' events and reads, a moment to arrive.
  const settle = performance.now() + 2_000;
  while (pending.size > 0 && performance.now() < settle)
    await new Promise((r) => setTimeout(r, 20));
  controller.abort();
  return {
    ticks: patches.length,
    failed,
    /** Viewers that had not seen a tick two seconds after the last one. */
    unseen: [...pending].reduce((n, tick) => n + tick.left.size, 0),
    roundTrip: { p50: quantile(roundTrips, 0.5), p95: quantile(roundTrips, 0.95) },
    patch: { p50: quantile(patches, 0.5), p95: quantile(patches, 0.95) },
    seen: { p50: quantile(seen, 0.5), p95: quantile(seen, 0.95) },
    reads,
  };
}

/**
 * The kitchen on each engine: `repeats` runs of `duration` seconds, the median of each figure.
 * @param {{ engines: string[], duration: number, repeats: number, port: number }} options
 * @returns {Promise<KitchenRow[]>}
 */
export async function benchKitchen({ engines, duration, repeats, port }) {
  /** @type {KitchenRow[]} */
  const rows = [];
  for (const engine of engines) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), `fr-kitchen-${engine}-`));
    const database =
      engine === 'postgres'
        ? await createDatabase(
            process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
            'fr_kitchen',
          )
        : undefined;
    const server = await startServer({
      port,
      env: {
        DATA_DIR: dataDir,
        NODE_ENV: 'development',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        IDENTITY_EMULATOR_PORT: '0',
        DATABASE_URL: database?.url ?? '',
      },
    });
    try {
      const households = await kitchens(server.url, dataDir);
      /** @type {KitchenRun[]} */
      const runs = [];
      for (let i = 0; i < repeats; i += 1) runs.push(await run(server.url, households, duration));
      // Last, as it takes the households apart.
      const removal = await benchRemoval(server.url, households);
      const mid = (/** @type {(r: KitchenRun) => number} */ pick) => median(runs.map(pick));
      rows.push({
        engine,
        runs,
        median: {
          ticks: mid((r) => r.ticks),
          failed: Math.max(...runs.map((r) => r.failed)),
          unseen: Math.max(...runs.map((r) => r.unseen)),
          roundTrip: { p50: mid((r) => r.roundTrip.p50), p95: mid((r) => r.roundTrip.p95) },
          patch: { p50: mid((r) => r.patch.p50), p95: mid((r) => r.patch.p95) },
          seen: { p50: mid((r) => r.seen.p50), p95: mid((r) => r.seen.p95) },
          reads: mid((r) => r.reads),
        },
        removal,
      });
    } finally {
      await server.stop();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  return rows;
}

/** @param {KitchenRow[]} rows */
export function printKitchen(rows) {
  const ms = (/** @type {number} */ n) => `${n.toFixed(1)} ms`;
  console.log(
    `\nKitchen writes: ${COOKS} cooks in households of ${PER_HOUSEHOLD} ticking shared lists, streams open (median of runs)`,
  );
  console.log(
    '| engine | ticks | round trip p50 | p95 | PATCH alone p50 | p95 | others see it p50 | p95 | reads | failed | unseen |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const { engine, median: m } of rows) {
    console.log(
      `| ${engine} | ${m.ticks} | ${ms(m.roundTrip.p50)} | ${ms(m.roundTrip.p95)} | ${ms(m.patch.p50)} | ${ms(m.patch.p95)} | ${ms(m.seen.p50)} | ${ms(m.seen.p95)} | ${m.reads} | ${m.failed} | ${m.unseen} |`,
    );
  }
  console.log(
    `\nA removed member's open pages: from the owner's removal to the member's stream having it, one at a time`,
  );
  console.log('| engine | removals | p50 | p95 | max | ceiling | missed | within |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---|');
  for (const { engine, removal: r } of rows) {
    console.log(
      `| ${engine} | ${r.removals} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.max)} | ${ms(REMOVAL_CEILING_MS)} | ${r.missed} | ${removalWithin(r) ? 'yes' : 'NO'} |`,
    );
  }
}

/**
 * Whether every removal reached its member, the slowest within the ceiling.
 * @param {import('./kitchen-removal.js').RemovalRun} removal
 */
export const removalWithin = (removal) =>
  removal.missed === 0 && removal.removals > 0 && removal.max <= REMOVAL_CEILING_MS;

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const { values } = parseArgs({
    options: {
      engines: { type: 'string', default: 'postgres,pglite' },
      duration: { type: 'string', default: '10' },
      repeats: { type: 'string', default: '3' },
      port: { type: 'string', default: '3610' },
    },
  });
  const rows = await benchKitchen({
    engines: values.engines.split(','),
    duration: Number(values.duration),
    repeats: Number(values.repeats),
    port: Number(values.port),
  });
  printKitchen(rows);
  if (rows.some((row) => row.median.failed > 0 || !removalWithin(row.removal))) {
    process.exitCode = 1;
  }
}
