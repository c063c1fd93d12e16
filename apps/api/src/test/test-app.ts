import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { Express } from 'express';
import { loadConfig, type Config } from '../config/config.js';
import { createApp, type AppDeps } from '../app.js';
import { createLogger } from '../http/logger.js';
import { createTokenVerifier, type TokenVerifier } from '../modules/identity/index.js';
import type { createContactModule } from '../modules/contact/index.js';
import type { NoticesModule } from '../modules/notices/index.js';
import type { Storage } from '../modules/storage/storage.js';
import { createMailModules, createStorage } from '../runtime.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import { startTestIdentity, TEST_SITE_ORIGIN, type TestIdentity } from './test-identity.js';

/**
 * What another app of a test replaces: any of its dependencies, and settings of its config (the
 * rest is the test app's). An optional dependency given as undefined is left out (no mailbox).
 */
type AppOverrides = Partial<Omit<AppDeps, 'config'>> & { config?: Partial<Config> };

export interface TestApp {
  app: Express;
  storage: Storage;
  contact: ReturnType<typeof createContactModule>;
  notices: NoticesModule;
  config: Config;
  verifier: TokenVerifier;
  db: TestDatabase;
  identity: TestIdentity;
  /**
   * Another createApp() on the same database, identity emulator, storage and mail, with some
   * dependencies or settings replaced: a second instance, a failing dependency, other settings.
   */
  build(overrides?: AppOverrides): Express;
  dispose(): Promise<void>;
}

/**
 * createApp() on a fresh migrated database and a real identity emulator, its dependencies put
 * together as runtime.ts does for `pnpm start`. `databasePrefix` names the throw-away database on
 * a PostgreSQL server (DATABASE_URL).
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
  const { contact, notices } = createMailModules({
    config,
    database: db.database,
    identity: identity.settings,
    mailbox: identity.mailbox,
    publicUrl: TEST_SITE_ORIGIN,
    logger,
  });
  const storage = createStorage(config);
  const verifier = await createTokenVerifier(identity.settings);
  const deps: AppDeps = {
    config,
    database: db.database,
    identity: identity.settings,
    verifier,
    storage,
    contact,
    notices,
    logger,
    devMailbox: identity.mailbox,
  };
  const build = ({ config: settings, ...replaced }: AppOverrides = {}) =>
    createApp({ ...deps, ...replaced, config: { ...config, ...settings } });
  return {
    app: build(),
    build,
    config,
    verifier,
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

/** `t`'s app as server.ts builds it, logging at `level` into a string that `logged()` reads. */
export function loggedApp(t: Pick<TestApp, 'build'>, level: string) {
  let text = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  const app = t.build({ logger: createLogger(level, sink) });
  return { app, logged: () => text };
}

/** A supertest body parser that keeps a binary answer whole: `.buffer(true).parse(wholeBody)`. */
export function wholeBody(
  response: { on(event: 'data' | 'end', listener: (chunk: Buffer) => void): unknown },
  done: (error: Error | null, body: Buffer) => void,
): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}
