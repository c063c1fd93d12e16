import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { createDatabase, migratedPgliteDump } from '../db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a freshly migrated embedded database (test-database.ts); absent on the server. */
    pgliteDump?: string;
    /** A migrated database on the PostgreSQL server that each file's database is copied from. */
    serverTemplate?: string;
    /** Each worker starts its next file's identity emulator ahead (test-identity.ts). */
    spareIdentity?: boolean;
  }
}

const migrations = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * The engine's version and every file under the migrations folder: another engine, or a new or
 * changed migration, makes a new dump.
 */
async function dumpKey(): Promise<string> {
  const hash = createHash('sha256');
  const engine = path.resolve(
    path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
    '..',
    'package.json',
  );
  hash.update(await readFile(engine));
  const entries = await readdir(migrations, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) {
    hash.update(path.relative(migrations, file));
    hash.update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * On the PostgreSQL server (DATABASE_URL): one migrated database, named after the migrations, that
 * each test file's database is made from (CREATE DATABASE ... TEMPLATE), instead of every file
 * running every migration. It is migrated under a name of its own and then renamed, so runs side
 * by side never copy a half-migrated one.
 */
async function serverTemplate(serverUrl: string, key: string): Promise<string> {
  const name = `fr_template_${key}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return name;
    const partial = `${name}_${process.pid}`;
    await admin.query(`DROP DATABASE IF EXISTS ${partial}`);
    await admin.query(`CREATE DATABASE ${partial}`);
    const url = new URL(serverUrl);
    url.pathname = `/${partial}`;
    const database = createDatabase({ url: url.toString() });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    try {
      await admin.query(`ALTER DATABASE ${partial} RENAME TO ${name}`);
    } catch (error) {
      // Another run made it first: use theirs.
      await admin.query(`DROP DATABASE IF EXISTS ${partial}`);
      const made = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (!made.rowCount) throw error;
    }
    return name;
  } finally {
    await admin.end();
  }
}

/**
 * Global setup of the API suite. On the embedded engine it migrates one database and dumps its
 * data folder once, so that each test file's database starts from it (about 0.5 s less each, over
 * a hundred times); on the PostgreSQL server it makes the template each file's database is copied
 * from. Every file still gets a database of its own.
 */
export default async function setup(project: TestProject): Promise<void> {
  const key = await dumpKey();
  project.provide('spareIdentity', true);
  if (process.env.DATABASE_URL) {
    project.provide('serverTemplate', await serverTemplate(process.env.DATABASE_URL, key));
    return;
  }
  const file = path.join(tmpdir(), `family-recipes-test-db-${key}.tar`);
  const existing = await stat(file).catch(() => undefined);
  if (!existing) {
    const dump = await migratedPgliteDump();
    // Written under a name of its own, then renamed: runs side by side never read half a file.
    const partial = `${file}.${process.pid}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  }
  project.provide('pgliteDump', file);
}
