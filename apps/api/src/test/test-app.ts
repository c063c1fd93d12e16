import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import { loadConfig, type Config } from '../config/config.js';
import { createApp } from '../app.js';
import { createLogger } from '../http/logger.js';
import { adminEmails, createTokenVerifier } from '../modules/identity/index.js';
import { createContactModule } from '../modules/contact/index.js';
import { createNoticesModule, type NoticesModule } from '../modules/notices/index.js';
import type { Storage } from '../modules/storage/storage.js';
import { createStorage } from '../runtime.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import { startTestIdentity, type TestIdentity } from './test-identity.js';

export interface TestApp {
  app: Express;
  storage: Storage;
  contact: ReturnType<typeof createContactModule>;
  notices: NoticesModule;
  config: Config;
  db: TestDatabase;
  identity: TestIdentity;
  dispose(): Promise<void>;
}

/**
 * createApp() on a fresh migrated database and a real identity emulator. `databasePrefix` names the
 * throw-away database on a PostgreSQL server (DATABASE_URL).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { databasePrefix?: string } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fr-app-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const [db, identity] = await Promise.all([
    createTestDatabase(options.databasePrefix),
    startTestIdentity(),
  ]);
  const logger = createLogger('silent');
  const contact = createContactModule({
    db: db.database.db,
    mail: config.mail,
    mailbox: identity.mailbox,
    logger,
  });
  const notices = createNoticesModule({
    db: db.database.db,
    mail: config.mail,
    mailbox: identity.mailbox,
    publicUrl: 'https://recipes.example.test',
    adminEmails: adminEmails(identity.settings),
    logger,
  });
  const storage = createStorage(config);
  const app = createApp({
    config,
    database: db.database,
    identity: identity.settings,
    verifier: await createTokenVerifier(identity.settings),
    storage,
    contact,
    notices,
    logger,
    devMailbox: identity.mailbox,
  });
  return {
    app,
    config,
    db,
    identity,
    storage,
    contact,
    notices,
    dispose: async () => {
      await Promise.all([contact.outbox.stop(), notices.outbox.stop(), notices.digest.stop()]);
      await Promise.all([db.dispose(), identity.dispose()]);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
