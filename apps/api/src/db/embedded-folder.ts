import { existsSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/*
 * The embedded engine's folder (DATA_DIR/db) through an interrupted first start.
 *
 * PGlite creates a new database in an empty folder (initdb: about ten seconds of writes) and takes
 * any folder holding PG_VERSION for a finished one. A first start stopped in between (a watcher's
 * restart, Ctrl-C, a power cut) left a half-made database that every later start opened and then
 * failed on: "language plpgsql does not exist", "text search configuration english does not
 * exist", or PGlite's "Aborted()". So a first start leaves a marker beside the folder, written
 * before the engine touches the folder and removed once the migrations are committed, before
 * anything else writes: a folder with the marker has never held anyone's data. A later start that
 * finds it completes the creation or makes the database again. A database without the marker is
 * never removed unless it holds no row at all, the migrations' journal included (one that a
 * start before this marker existed left half-made); otherwise the start stops and says why.
 */

/** What the start says about the folder; a pino logger is one. */
export interface StartLog {
  info(message: string): void;
  warn(message: string): void;
}

/** How the engine is opened and migrated (src/db/client.ts). */
export interface EmbeddedSteps {
  /** Opens the engine in `dir`, creating a database when the folder holds none. */
  open(dir: string): Promise<PGlite>;
  /** Applies the pending migrations, all in one transaction. */
  migrate(client: PGlite): Promise<void>;
}

/** The start refuses the folder: it may hold data and cannot be opened or migrated. */
class EmbeddedDatabaseError extends Error {
  override name = 'EmbeddedDatabaseError';
}

/** How far the first start had come: initdb running, or the database made and being migrated. */
type Stage = 'creating' | 'migrating';

/** The marker beside the folder: `<DATA_DIR>/db.first-start` for `<DATA_DIR>/db`. */
export function firstStartMarker(dir: string): string {
  return `${path.resolve(dir)}.first-start`;
}

/** Opens the embedded database in `dir`, creating, completing or rebuilding it as said above. */
export async function openEmbeddedFolder(
  dir: string,
  steps: EmbeddedSteps,
  log: StartLog,
): Promise<PGlite> {
  const stage = await readMarker(dir);
  if (stage) return resumeFirstStart(dir, stage, steps, log);
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    const entries = existsSync(dir) ? await readdir(dir) : [];
    if (entries.length > 0) {
      throw new EmbeddedDatabaseError(
        `${dir} holds files but no database (it has no PG_VERSION), so the start stops rather than write over them. Move the folder aside to start with a new, empty database.`,
      );
    }
    log.info(`Creating the embedded database in ${dir}`);
    return create(dir, steps);
  }
  let client: PGlite;
  try {
    client = await steps.open(dir);
  } catch (err) {
    throw new EmbeddedDatabaseError(
      `The embedded database in ${dir} cannot be opened (${reason(err)}). It is left as it is: restore it from a backup or move the folder aside to start with a new, empty one.`,
    );
  }
  try {
    await steps.migrate(client);
    return client;
  } catch (err) {
    const holding = await tablesWithRows(client, { journal: true }).catch(() => undefined);
    await client.close().catch(() => undefined);
    if (holding === undefined || holding.length > 0) {
      throw new EmbeddedDatabaseError(
        `The embedded database in ${dir} cannot be migrated (${reason(err)}). It holds data (${listed(holding)}), so it is left as it is: restore it from a backup or move the folder aside to start with a new, empty one.`,
      );
    }
    log.warn(
      `The embedded database in ${dir} cannot be migrated (${reason(err)}), and it holds no rows at all: a first start was stopped while it created the database. It is created again.`,
    );
    return create(dir, steps);
  }
}

/** A first start stopped before it removed the marker: complete its work or begin it again. */
async function resumeFirstStart(
  dir: string,
  stage: Stage,
  steps: EmbeddedSteps,
  log: StartLog,
): Promise<PGlite> {
  // The marker says no data was ever written; what the folder holds is checked all the same
  // whenever it opens, in case someone put a database there by hand.
  let client: PGlite | undefined;
  let holding: string[] | undefined;
  // Without PG_VERSION the engine would make a database in the folder just to look into it.
  if (existsSync(path.join(dir, 'PG_VERSION'))) {
    try {
      client = await steps.open(dir);
      holding = await tablesWithRows(client, { journal: false });
    } catch {
      // Half-made by initdb: nothing in it can be read, nor was ever written by the site.
    }
  }
  if (client && holding && holding.length > 0) {
    await client.close().catch(() => undefined);
    throw new EmbeddedDatabaseError(
      `The embedded database in ${dir} is marked as being created by an earlier start (${firstStartMarker(dir)}), but it holds data (${listed(holding)}), so it is left as it is. If that data is wanted, delete the marker and start again.`,
    );
  }
  if (client && stage === 'migrating') {
    try {
      await steps.migrate(client);
      await removeMarker(dir);
      log.warn(
        `The embedded database in ${dir} was being migrated when an earlier start stopped; its migrations are now complete.`,
      );
      return client;
    } catch (err) {
      log.warn(`Completing the embedded database in ${dir} failed (${reason(err)}).`);
    }
  }
  await client?.close().catch(() => undefined);
  log.warn(
    `The embedded database in ${dir} was being created when an earlier start stopped, so it holds no data yet. It is created again.`,
  );
  return create(dir, steps);
}

/** Makes a new database in `dir` (emptied first), the marker telling how far it came. */
async function create(dir: string, steps: EmbeddedSteps): Promise<PGlite> {
  await writeMarker(dir, 'creating');
  // Emptied rather than removed, as the folder may be a mount point; PG_VERSION first, so that
  // what is left is never taken for a database.
  await mkdir(dir, { recursive: true });
  await rm(path.join(dir, 'PG_VERSION'), { force: true });
  for (const entry of await readdir(dir)) {
    await rm(path.join(dir, entry), { recursive: true, force: true });
  }
  const client = await steps.open(dir);
  try {
    await writeMarker(dir, 'migrating');
    await steps.migrate(client);
    await removeMarker(dir);
    return client;
  } catch (err) {
    await client.close().catch(() => undefined);
    throw err;
  }
}

const SYSTEM_SCHEMAS = `('pg_catalog', 'information_schema')`;

/**
 * The tables (schema.name) that hold at least one row, outside PostgreSQL's own schemas and,
 * unless `journal`, outside the migrations' journal (schema drizzle). Plain SQL: a half-made
 * database may lack PL/pgSQL.
 */
async function tablesWithRows(client: PGlite, options: { journal: boolean }): Promise<string[]> {
  const tables = await client.query<{ schema: string; name: string }>(
    `SELECT n.nspname AS schema, c.relname AS name FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p', 'm') AND n.nspname NOT IN ${SYSTEM_SCHEMAS}
        AND n.nspname NOT LIKE 'pg\\_%' ${options.journal ? '' : `AND n.nspname <> 'drizzle'`}
      ORDER BY 1, 2`,
  );
  const holding: string[] = [];
  for (const { schema, name } of tables.rows) {
    const quoted = `"${schema.replaceAll('"', '""')}"."${name.replaceAll('"', '""')}"`;
    const { rows } = await client.query(`SELECT 1 FROM ${quoted} LIMIT 1`);
    if (rows.length > 0) holding.push(`${schema}.${name}`);
  }
  return holding;
}

function listed(holding: string[] | undefined): string {
  if (!holding) return 'its tables cannot be read';
  const shown = holding.slice(0, 5).join(', ');
  return holding.length > 5 ? `${shown} and ${holding.length - 5} more tables` : shown;
}

/** What went wrong in a line: a failed query's cause (Drizzle puts the whole query first). */
function reason(err: unknown): string {
  const error = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] ?? message;
}

async function readMarker(dir: string): Promise<Stage | undefined> {
  let text: string;
  try {
    text = await readFile(firstStartMarker(dir), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  try {
    const { stage } = JSON.parse(text) as { stage?: unknown };
    if (stage === 'migrating') return 'migrating';
  } catch {
    // Cut short while written (it is written to another name and renamed, but by hand...).
  }
  return 'creating';
}

/** Written to another name, flushed and renamed, so a power cut leaves the old or the new one. */
async function writeMarker(dir: string, stage: Stage): Promise<void> {
  const marker = firstStartMarker(dir);
  await mkdir(path.dirname(marker), { recursive: true });
  const temporary = `${marker}.tmp`;
  const file = await open(temporary, 'w');
  try {
    await file.writeFile(`${JSON.stringify({ stage, at: new Date().toISOString() })}\n`);
    await file.sync();
  } finally {
    await file.close();
  }
  await rename(temporary, marker);
  await syncFolder(path.dirname(marker));
}

async function removeMarker(dir: string): Promise<void> {
  const marker = firstStartMarker(dir);
  await unlink(marker);
  await syncFolder(path.dirname(marker));
}

async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
