import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { createDatabase, type Database } from '../db/client.js';
import { embeddedTestDatabase } from './embedded-test-database.js';

export interface TestDatabase {
  database: Database;
  /** The throw-away database's address on the PostgreSQL server; absent on the embedded engine. */
  url?: string;
  /** Closes the connection and drops the throw-away database. */
  dispose(): Promise<void>;
}

/**
 * A fresh migrated database for one test file: in-memory PGlite, or, when DATABASE_URL is set, a
 * new database named `<prefix>_<random>` on that PostgreSQL server (so files can run in parallel).
 */
export async function createTestDatabase(prefix = 'fr_test'): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    // As fresh as the suite's migrated dump (pglite-dump.setup.ts), on an engine this worker's
    // last file was done with where there is one (embedded-test-database.ts); migrate() then
    // finds nothing to apply.
    const { database, dispose } = await embeddedTestDatabase(inject('pgliteDump'));
    await database.migrate();
    return { database, dispose };
  }
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // Copied from the suite's migrated template (pglite-dump.setup.ts) where there is one; migrate()
    // then finds nothing to apply.
    const template = inject('serverTemplate');
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = createDatabase({ url: url.toString() });
  await database.migrate();
  return {
    database,
    url: url.toString(),
    dispose: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/**
 * A test database opened before the file's tests (or before each test, with `'test'`) and
 * disposed of after them; read its `database` only while the tests run.
 */
export function useTestDatabase(scope: 'file' | 'test' = 'file'): TestDatabase {
  let current: TestDatabase | undefined;
  const [open, close] = scope === 'file' ? [beforeAll, afterAll] : [beforeEach, afterEach];
  open(async () => {
    current = await createTestDatabase();
  });
  close(async () => {
    await current?.dispose();
    current = undefined;
  });
  const opened = (): TestDatabase => {
    if (!current) throw new Error('The test database is open only while the tests run');
    return current;
  };
  return {
    get database() {
      return opened().database;
    },
    get url() {
      return opened().url;
    },
    dispose: () => opened().dispose(),
  };
}
