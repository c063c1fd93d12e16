import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

/** The project's migrations folder. */
const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** A copy, in `dir`, of the migrations folder as it was up to `last`: the same files, a shorter journal. */
async function migrationsUpTo(dir: string, last: string): Promise<string> {
  const folder = path.join(dir, last);
  await cp(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { tag: string }[];
  };
  const end = journal.entries.findIndex((entry) => entry.tag === last);
  journal.entries = journal.entries.slice(0, end + 1);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

/** An embedded database migrated up to `last`, with the extensions the migrations need. */
export async function databaseAt(dir: string, last: string): Promise<PGlite> {
  const client = new PGlite({ extensions: { unaccent, pg_trgm } });
  await migrate(drizzle(client), { migrationsFolder: await migrationsUpTo(dir, last) });
  return client;
}

/** Applies every later migration to `client`. */
export async function migrateToLatest(client: PGlite): Promise<void> {
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
}
