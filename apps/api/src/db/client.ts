import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { openEmbeddedFolder, type StartLog } from './embedded-folder.js';
import { pgliteOptions } from './pglite-engine.js';

/**
 * One Drizzle type for both drivers, so repositories never know which engine runs. Without a
 * schema of its own: each module imports its tables from its `<name>.schema.ts`.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations from the one migrations folder. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * Runs `work` while this instance holds the site's start-up lock. On a PostgreSQL server it is a
   * session advisory lock, so app processes that start together on one database migrate, seed and
   * set up the identity pool one after the other, never side by side. The embedded engine has one
   * process, which runs `work` at once.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Hears `NOTIFY channel` (committed transactions only, in commit order). Rejects when the
   * database cannot be reached or is closed; `onLost` is called once if the listening connection
   * goes away later. The subscription ends with `close()` on it or on the database.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Subscription>;
  /** The embedded engine's WebAssembly memory in bytes (it grows and is never given back). */
  wasmMemoryBytes?: () => number;
  close(): Promise<void>;
}

export interface ListenHandlers {
  onMessage(payload: string): void;
  onLost(err: Error): void;
}

export interface Subscription {
  /** Resolves when the listening connection answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class DatabaseClosedError extends Error {
  constructor() {
    super('database closed');
  }
}

const channelName = /^[a-z_][a-z0-9_]*$/;

/** The advisory lock key of start-up work (any fixed bigint; this one spells "FAMRECIP"). */
const STARTUP_LOCK_KEY = '5057054478651802960';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface DatabaseOptions {
  /** A PostgreSQL server; when absent the embedded engine is used. */
  url?: string | undefined;
  /**
   * Folder of the embedded engine; in memory when absent. `createDatabase` opens it as it is;
   * `openDatabase` first sees to an interrupted first start.
   */
  pgliteDir?: string | undefined;
  /**
   * An in-memory embedded engine starts from this dump of a data folder (PGlite's `dumpDataDir`)
   * instead of an empty one: the tests start each file's database from one already migrated.
   */
  pgliteDump?: Blob | undefined;
  /** Told about errors of idle server connections. */
  onIdleError?: ((err: Error) => void) | undefined;
}

/** A dump of the data folder of a new in-memory embedded database with every migration applied. */
export async function migratedPgliteDump(): Promise<Blob> {
  const client = new PGlite(pgliteOptions());
  try {
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

export function createDatabase(options: DatabaseOptions): Database {
  if (options.url) {
    // A bounded connect wait: with the server gone a request answers 503 instead of hanging.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      connectionTimeoutMillis: 5_000,
    });
    // An idle connection the server drops (restart, admin command) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (err) => options.onIdleError?.(err));
    // A connection that dies while checked out between two statements (inside a transaction)
    // emits 'error' on the client, where the pool no longer listens: without this listener that
    // is an uncaught exception. The statement in flight still fails, and the request gets 503.
    pool.on('connect', (client) => {
      client.on('error', (err) => options.onIdleError?.(err));
    });
    const db = drizzlePg(pool) as unknown as Db;
    const listeners = new Set<pg.Client>();
    let closed = false;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      ping: async () => {
        await pool.query('select 1');
      },
      withStartupLock: async (work) => {
        // Its own connection: an advisory lock belongs to the session that took it.
        const client = await pool.connect();
        let broken = false;
        try {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
          try {
            return await work();
          } finally {
            await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {
              broken = true;
            });
          }
        } catch (err) {
          broken = true;
          throw err;
        } finally {
          // A connection whose lock state is unknown is closed, not returned to the pool.
          client.release(broken);
        }
      },
      listen: async (channel, handlers) => {
        if (closed) throw new DatabaseClosedError();
        if (!channelName.test(channel)) throw new Error(`not a channel name: ${channel}`);
        // Its own connection, outside the pool: LISTEN belongs to a session.
        const client = new pg.Client({
          connectionString: options.url,
          connectionTimeoutMillis: 5_000,
          keepAlive: true,
        });
        let lost = false;
        const lose = (err: Error) => {
          if (lost) return;
          lost = true;
          listeners.delete(client);
          client.end().catch(() => undefined);
          handlers.onLost(err);
        };
        client.on('notification', (message) => {
          if (message.channel === channel) handlers.onMessage(message.payload ?? '');
        });
        client.on('error', (err) => {
          if (!closed) lose(err);
        });
        try {
          await client.connect();
          await client.query(`LISTEN ${channel}`);
        } catch (err) {
          lost = true;
          await client.end().catch(() => undefined);
          throw err;
        }
        client.on('end', () => {
          if (!closed) lose(new Error('listening connection ended'));
        });
        listeners.add(client);
        return {
          ping: async () => {
            await client.query('select 1');
          },
          close: async () => {
            lost = true;
            listeners.delete(client);
            await client.end().catch(() => undefined);
          },
        };
      },
      close: async () => {
        closed = true;
        await Promise.all([...listeners].map((client) => client.end().catch(() => undefined)));
        listeners.clear();
        await pool.end();
      },
    };
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  const client = options.pgliteDir
    ? new PGlite(options.pgliteDir, pgliteOptions())
    : new PGlite({ ...pgliteOptions(), loadDataDir: options.pgliteDump });
  return embeddedDatabase(client);
}

/**
 * The database the site runs on. The embedded engine's folder is opened, and on a first start
 * created and migrated, by openEmbeddedFolder (src/db/embedded-folder.ts), which also completes or
 * makes again a database whose first start was stopped midway, and refuses, saying why, a folder
 * that may hold data and cannot be opened. `createDatabase` does none of that.
 */
export async function openDatabase(options: DatabaseOptions, log: StartLog): Promise<Database> {
  if (options.url || !options.pgliteDir) return createDatabase(options);
  const client = await openEmbeddedFolder(
    options.pgliteDir,
    {
      open: (dir) => PGlite.create(dir, pgliteOptions()),
      migrate: (opened) => migratePglite(drizzlePglite(opened), { migrationsFolder }),
    },
    log,
  );
  return embeddedDatabase(client);
}

/** The Database of an embedded engine that is already open (the tests reuse theirs). */
export function embeddedDatabase(client: PGlite): Database {
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => {
      if (client.closed) throw new DatabaseClosedError();
      await db.execute(sql`select 1`);
    },
    withStartupLock: (work) => work(),
    wasmMemoryBytes: () =>
      (client as unknown as { mod?: { HEAP8?: Int8Array } }).mod?.HEAP8?.buffer.byteLength ?? 0,
    // In-process: the connection cannot be lost, only closed with the database.
    listen: async (channel, handlers) => {
      if (client.closed) throw new DatabaseClosedError();
      if (!channelName.test(channel)) throw new Error(`not a channel name: ${channel}`);
      const unsubscribe = await client.listen(channel, (payload) => handlers.onMessage(payload));
      return {
        ping: async () => {
          if (client.closed) throw new DatabaseClosedError();
        },
        close: async () => {
          if (!client.closed) await unsubscribe();
        },
      };
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
