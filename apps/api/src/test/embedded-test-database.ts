import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { embeddedDatabase, type Database } from '../db/client.js';
import { pgliteOptions } from '../db/pglite-engine.js';

/**
 * The embedded engines of one test worker. Opening an engine from the suite's migrated dump costs
 * about half a second of CPU (the dump is a whole data folder, and the engine loads its extensions
 * each time); a worker runs file after file in one process, so an engine a file is done with is
 * made as fresh as the dump instead (about 50 ms) and given to the next file:
 *
 * - the file's handle is fenced first: any later call through it (a timer, a stream, a late
 *   request of that file) fails as on a closed database, and its listeners are removed;
 * - the session is reset (DISCARD ALL), which fails in a transaction left open;
 * - the catalog must be what the dump had (tables, columns, defaults, constraints, triggers,
 *   functions, schemas, extensions, roles, settings): a file that changed the schema hands back
 *   an engine that is closed, not reused;
 * - every table is emptied and its identities restarted, the rows the migrations wrote are put
 *   back, and every sequence is set where the dump had it.
 *
 * Where any step fails, the engine is closed and the next file opens a new one from the dump.
 */

interface Baseline {
  catalog: string;
  tables: string[];
  rows: { table: string; json: string }[];
  sequences: { name: string; value: string; called: boolean }[];
}

/** One text of everything in the catalog that a file could change and emptying tables does not undo. */
const CATALOG = `
with user_ns as (
  select oid, nspname from pg_namespace
  where nspname not in ('pg_catalog', 'information_schema') and nspname not like 'pg_toast%'
    and nspname not like 'pg_temp%'
)
select md5(string_agg(item, E'\\n' order by item)) as catalog from (
  select 'ns ' || nspname || ' ' || oid as item from pg_namespace
  union all select 'rel ' || n.nspname || '.' || c.relname || ' ' || c.oid || ' ' || c.relkind::text
      || ' ' || c.relnatts || ' ' || c.relrowsecurity || ' ' || c.relpersistence::text
    from pg_class c join user_ns n on n.oid = c.relnamespace
  union all select 'col ' || a.attrelid || ' ' || a.attnum || ' ' || a.attname || ' '
      || a.atttypid || ' ' || a.attnotnull || ' ' || a.attisdropped || ' ' || a.atthasdef
    from pg_attribute a join pg_class c on c.oid = a.attrelid join user_ns n on n.oid = c.relnamespace
    where a.attnum > 0
  union all select 'def ' || d.adrelid || ' ' || d.adnum || ' ' || pg_get_expr(d.adbin, d.adrelid)
    from pg_attrdef d
  union all select 'con ' || c.oid || ' ' || c.conname || ' ' || c.convalidated || ' '
      || pg_get_constraintdef(c.oid)
    from pg_constraint c join user_ns n on n.oid = c.connamespace
  union all select 'trg ' || t.oid || ' ' || t.tgname || ' ' || t.tgenabled::text || ' ' || t.tgfoid
    from pg_trigger t
  union all select 'fn ' || p.oid || ' ' || p.proname || ' ' || md5(p.prosrc)
      || ' ' || coalesce(array_to_string(p.proconfig, ','), '')
    from pg_proc p join user_ns n on n.oid = p.pronamespace
  union all select 'type ' || t.oid || ' ' || t.typname from pg_type t join user_ns n on n.oid = t.typnamespace
  union all select 'enum ' || enumtypid || ' ' || enumlabel from pg_enum
  union all select 'ext ' || extname || ' ' || extversion from pg_extension
  union all select 'role ' || rolname || ' ' || rolsuper from pg_roles
  union all select 'setting ' || setdatabase || ' ' || setrole || ' ' || array_to_string(setconfig, ',')
    from pg_db_role_setting
  union all select 'policy ' || oid || ' ' || polname from pg_policy
  union all select 'rule ' || oid || ' ' || rulename from pg_rewrite where ev_class >= 16384
) items`;

const TABLES = `
select quote_ident(schemaname) || '.' || quote_ident(relname) as name
from pg_stat_user_tables order by 1`;

const SEQUENCES = `
select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name,
  coalesce(last_value, start_value)::text as value, last_value is not null as called
from pg_sequences order by 1`;

const baselines = new WeakMap<PGlite, Baseline>();
/** Engines a file is done with, open and fenced, waiting for the next file of this worker. */
const idle: PGlite[] = [];

async function catalogOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ catalog: string }>(CATALOG);
  return rows[0]?.catalog ?? '';
}

async function baselineOf(client: PGlite): Promise<Baseline> {
  const tables = (await client.query<{ name: string }>(TABLES)).rows.map((row) => row.name);
  const rows: Baseline['rows'] = [];
  for (const table of tables) {
    const { rows: found } = await client.query<{ json: string | null }>(
      `select json_agg(t)::text as json from ${table} t`,
    );
    const json = found[0]?.json;
    if (json) rows.push({ table, json });
  }
  const sequences = (
    await client.query<{ name: string; value: string; called: boolean }>(SEQUENCES)
  ).rows;
  return { catalog: await catalogOf(client), tables, rows, sequences };
}

/** Makes `client` as the dump left it; false where it cannot be (see above). */
async function madeFresh(client: PGlite): Promise<boolean> {
  const baseline = baselines.get(client);
  if (!baseline || client.closed) return false;
  try {
    await client.exec('DISCARD ALL');
    // As PGlite sets it when it opens.
    await client.exec('SET search_path TO public');
    if ((await catalogOf(client)) !== baseline.catalog) return false;
    await client.transaction(async (tx) => {
      await tx.exec(`TRUNCATE ${baseline.tables.join(', ')} RESTART IDENTITY CASCADE`);
      for (const { table, json } of baseline.rows) {
        await tx.query(
          `insert into ${table} select * from json_populate_recordset(null::${table}, $1::json)`,
          [json],
        );
      }
      for (const { name, value, called } of baseline.sequences) {
        await tx.query('select setval($1::regclass, $2::bigint, $3)', [name, value, called]);
      }
    });
    return true;
  } catch {
    return false;
  }
}

async function fromDump(dumpFile: string | undefined): Promise<PGlite> {
  const loadDataDir = dumpFile ? new Blob([await readFile(dumpFile)]) : undefined;
  const client = new PGlite({ ...pgliteOptions(), loadDataDir });
  await client.waitReady;
  if (!dumpFile) {
    // No dump (a file run outside the suite's global setup): migrated here, as the dump is.
    await embeddedDatabase(client).migrate();
  }
  baselines.set(client, await baselineOf(client));
  return client;
}

/**
 * `client` as one file sees it: fence() makes every later call fail as on a closed engine and
 * removes the file's listeners. A file that closes its database closes the engine itself.
 */
function leased(client: PGlite): { handle: PGlite; fence(): Promise<void> } {
  let fenced = false;
  const listening = new Set<() => Promise<void>>();
  const closedError = () => Promise.reject(new Error('PGlite is closed'));
  const handle = new Proxy(client, {
    get(target, property) {
      if (property === 'closed') return fenced || target.closed;
      if (property === 'close') {
        return async () => {
          fenced = true;
          if (!target.closed) await target.close();
        };
      }
      if (property === 'listen') {
        return async (...args: Parameters<PGlite['listen']>) => {
          if (fenced) return closedError();
          const unsubscribe = await target.listen(...args);
          const stop = async () => {
            listening.delete(stop);
            await unsubscribe();
          };
          listening.add(stop);
          return stop;
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) =>
        fenced ? closedError() : (value as (...a: unknown[]) => unknown).apply(target, args);
    },
  });
  return {
    handle,
    fence: async () => {
      fenced = true;
      await Promise.all([...listening].map((stop) => stop().catch(() => undefined)));
    },
  };
}

/** A database as fresh as the migrated dump, on an engine of this worker's or a new one. */
export async function embeddedTestDatabase(
  dumpFile: string | undefined,
): Promise<{ database: Database; dispose(): Promise<void> }> {
  let client: PGlite | undefined;
  while (!client && idle.length > 0) {
    const candidate = idle.pop()!;
    if (await madeFresh(candidate)) client = candidate;
    else await candidate.close().catch(() => undefined);
  }
  const engine = client ?? (await fromDump(dumpFile));
  const lease = leased(engine);
  const database = embeddedDatabase(lease.handle);
  return {
    database,
    dispose: async () => {
      await lease.fence();
      if (!engine.closed) idle.push(engine);
    },
  };
}
