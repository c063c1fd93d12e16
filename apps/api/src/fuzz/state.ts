import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/**
 * Counters, not data. rate_limits: every counted request changes it by design, answered 4xx or
 * not (the limiter has its own tests). recipe_version: the public read cache's version, bumped by
 * a statement-level trigger on every UPDATE of recipes, also one that matches no row because the
 * change is refused with 409 (an admin's feature or status call); the next anonymous read then
 * misses the cache once, and nothing else changes. backups: a backup that POST /api/admin/backups
 * started (202) goes on writing its progress and result after the answer, beside later requests;
 * the backups module's tests check what its refusals leave. card_reads and card_read_photos: a
 * card read that POST /api/card-reader/reads queued (202) is worked in the background, its
 * progress and end written beside later requests; the card reader's tests check that a refused
 * read leaves no row.
 */
const EXCLUDED_TABLES = new Set([
  'rate_limits',
  'recipe_version',
  'backups',
  'card_reads',
  'card_read_photos',
]);

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql.raw>): Promise<T[]> {
  const result = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** The application's tables, found in the database so that a table added later is covered too. */
export async function stateTables(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ table_name: string }>(
    db,
    sql.raw(
      "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
    ),
  );
  return rows.map((r) => r.table_name).filter((name) => !EXCLUDED_TABLES.has(name));
}

export interface StateSnapshot {
  /** An md5 of every row of each table, by table name. */
  tables: Record<string, string>;
  /** Every file under the uploads folder with its size. */
  files: string[];
}

async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = await Promise.all(
    entries
      .filter((e) => e.isFile())
      .map(async (e) => {
        const file = path.join(e.parentPath, e.name);
        return `${path.relative(dir, file)} ${(await stat(file)).size}`;
      }),
  );
  return files.sort();
}

/** Everything a request could have changed: the rows of every table and the uploaded files. */
export async function snapshotState(
  db: Db,
  tables: string[],
  uploadsDir: string,
): Promise<StateSnapshot> {
  const columns = tables
    .map(
      (t) =>
        `(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from "${t}" x) as "${t}"`,
    )
    .join(', ');
  const [row] = await rowsOf<Record<string, string>>(db, sql.raw(`select ${columns}`));
  return { tables: row ?? {}, files: await filesUnder(uploadsDir) };
}

export async function resetRateLimits(db: Db): Promise<void> {
  await db.execute(sql.raw('delete from rate_limits'));
}
