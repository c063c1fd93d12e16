import { GROUPS } from '@family-recipes/shared';
import type { Config } from './config/config.js';
import { keepDataPrivate } from './config/private-data.js';
import { openDatabase, type Database } from './db/client.js';
import { newSubmissions, rereadIngredients } from './modules/recipes/index.js';
import type { Logger } from './http/logger.js';
import {
  adminEmails,
  backfillOwners,
  claimRestoredAccounts,
  createTokenVerifier,
  type TokenVerifier,
  bootstrapEmulatorIdentity,
  bootstrapStartedEmulator,
  DEV_ADMIN_NAME,
  startIdentityEmulator,
  type IdentityEmulator,
  type IdentitySettings,
} from './modules/identity/index.js';
import { Mailbox } from './modules/mail/index.js';
import { createContactModule } from './modules/contact/index.js';
import { createBackupsModule, type BackupsModule } from './modules/backups/index.js';
import { siteUrl } from './http/site.js';
import { createNoticesModule, type NoticesModule } from './modules/notices/index.js';
import { RecipesRepository } from './modules/recipes/recipes.repository.js';
import { seedDemoRecipes } from './modules/seed/seed.js';
import { S3Storage } from './modules/storage/s3-storage.js';
import { UsersRepository } from './modules/users/index.js';
import { LocalStorage, type Storage } from './modules/storage/storage.js';

const OUTBOX_INTERVAL_MS = 15_000;
const RETRY_MAX_DELAY_MS = 5_000;

/**
 * Runs `attempt` until it succeeds: in a compose stack or after a reboot the database or identity
 * service may come up after the app, which should wait for them rather than exit and crash-loop.
 */
async function retryUntilReady<T>(
  what: string,
  attempt: () => Promise<T>,
  logger: Logger,
  options: { firstDelayMs?: number; maxDelayMs?: number } = {},
): Promise<T> {
  const maxDelay = options.maxDelayMs ?? RETRY_MAX_DELAY_MS;
  let delay = options.firstDelayMs ?? 250;
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (err) {
      logger.warn(
        { err: err instanceof Error ? err.message : String(err), tries, retryInMs: delay },
        `${what} is not reachable yet; retrying`,
      );
      await new Promise((r) => setTimeout(r, delay));
      delay = Math.min(delay * 2, maxDelay);
    }
  }
}

export interface Runtime {
  database: Database;
  identity: IdentitySettings;
  verifier: TokenVerifier;
  contact: ReturnType<typeof createContactModule>;
  notices: NoticesModule;
  emulator: IdentityEmulator | undefined;
  devMailbox: Mailbox | undefined;
  storage: Storage;
  /** Scheduled and on-demand backups; the schedule is started once the database is migrated. */
  backups: BackupsModule;
  /** Stops the outbox and the emulator, then closes the database. */
  stop(): Promise<void>;
}

export function createStorage(config: Config): Storage {
  return config.storage.kind === 's3'
    ? new S3Storage(config.storage)
    : new LocalStorage(config.storage.dir);
}

/**
 * The mail the app sends: contact messages to the site and notices to members, each with an
 * outbox that the caller starts. `publicUrl` is the site address the notices link to.
 */
export function createMailModules(options: {
  config: Config;
  database: Database;
  identity: IdentitySettings;
  mailbox: Mailbox;
  publicUrl: string;
  logger: Logger;
}): { contact: ReturnType<typeof createContactModule>; notices: NoticesModule } {
  const { config, database, mailbox, logger } = options;
  const contact = createContactModule({ db: database.db, mail: config.mail, mailbox, logger });
  const notices = createNoticesModule({
    db: database.db,
    mail: config.mail,
    mailbox,
    publicUrl: options.publicUrl,
    adminEmails: adminEmails(options.identity),
    submissions: newSubmissions,
    logger,
  });
  return { contact, notices };
}

/**
 * The pages that may call the embedded identity emulator from a browser: the site's own, those
 * CORS_ORIGINS lets call the API, and outside production the Vite dev server of `pnpm dev`.
 */
function identityOrigins(config: Config): string[] {
  const site = config.publicUrl
    ? [new URL(config.publicUrl).origin]
    : [`http://localhost:${config.port}`, `http://127.0.0.1:${config.port}`];
  const dev = config.env === 'production' ? [] : ['http://localhost:5173', 'http://127.0.0.1:5173'];
  return [...new Set([...site, ...config.corsOrigins, ...dev])];
}

/** Starts what the API depends on: database (migrated), identity (emulator when no pool is set), storage. */
async function dataKeptPrivate(config: Config, logger: Logger): Promise<void> {
  const tightened = await keepDataPrivate(config.dataDir);
  if (tightened > 0) logger.info({ tightened }, 'DATA_DIR made readable by this account only');
}

export async function startRuntime(config: Config, logger: Logger): Promise<Runtime> {
  // Before anything is written there: the database, the identity store and the mailbox hold
  // passwords, codes and tokens.
  await dataKeptPrivate(config, logger);
  // A server is not connected yet: the first query connects. Replicas share it for the start-up
  // lock. The embedded engine is opened here, and made and migrated on a first start.
  const database = await openDatabase(
    {
      url: config.database.url,
      pgliteDir: config.database.pgliteDir,
      onIdleError: (err) => logger.warn({ err }, 'idle database connection lost'),
    },
    logger,
  );
  // The embedded engine writes its configuration files with modes of its own, whatever the umask.
  if (database.kind === 'pglite') await dataKeptPrivate(config, logger);
  let emulator: IdentityEmulator | undefined;
  let identity: IdentitySettings;
  let devMailbox: Mailbox | undefined;
  try {
    if (database.kind === 'postgres') {
      await retryUntilReady('The database', () => database.ping(), logger);
    }
    if (config.identity.mode === 'emulator') {
      devMailbox = new Mailbox(config.mail.mailboxDir);
      emulator = await startIdentityEmulator({
        stateDir: config.identity.stateDir,
        mailboxDir: config.mail.mailboxDir,
        port: config.identity.emulatorPort,
        clientLimit: config.identity.clientLimit,
        allowedOrigins: identityOrigins(config),
        logger,
      });
      if (emulator.portChanged) {
        logger.warn(
          `Port ${config.identity.emulatorPort} is taken; the identity emulator uses ${emulator.port}`,
        );
      }
      identity = await bootstrapStartedEmulator(emulator, config.identity);
    } else if (config.identity.mode === 'emulator-service') {
      const { endpoint, publicEndpoint, region, adminCredentialsFile } = config.identity;
      // Under the start-up lock: replicas starting together on a new stack would each find no
      // pool and create one, and then refuse each other's tokens.
      identity = await retryUntilReady(
        `The identity service at ${endpoint}`,
        () =>
          database.withStartupLock(() =>
            bootstrapEmulatorIdentity({
              endpoint,
              adminCredentialsFile: adminCredentialsFile ?? null,
              browserEndpoint: publicEndpoint ?? endpoint,
              region,
            }),
          ),
        logger,
      );
    } else {
      identity = {
        region: config.identity.region,
        userPoolId: config.identity.userPoolId,
        clientId: config.identity.clientId,
        endpoint: config.identity.endpoint ?? null,
        adminCredentialsFile: config.identity.adminCredentialsFile ?? null,
        browserEndpoint: config.identity.publicEndpoint ?? config.identity.endpoint ?? null,
        authFlow: config.identity.authFlow,
      };
    }
  } catch (err) {
    await emulator?.stop();
    await database.close();
    throw err;
  }

  const storage = createStorage(config);
  const { contact, notices } = createMailModules({
    config,
    database,
    identity,
    mailbox: devMailbox ?? new Mailbox(config.mail.mailboxDir),
    publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    logger,
  });
  // Runs beside the server: against Amazon Cognito each address is one rate-limited call, and a
  // site with many older rows must not wait for all of them before it answers.
  const backups = createBackupsModule({
    db: database.db,
    storage,
    settings: config.backups,
    publicUrl: siteUrl(config),
    logger,
    claimAccounts: () => claimRestoredAccounts({ db: database.db, identity, logger }),
  });
  const backfillStop = new AbortController();
  let backfill: Promise<void> = Promise.resolve();
  const stop = async () => {
    backfillStop.abort();
    await backfill;
    await backups.stop();
    await notices.digest.stop();
    await Promise.all([contact.outbox.stop(), notices.outbox.stop()]);
    await emulator?.stop();
    await database.close();
  };
  let verifier: TokenVerifier;
  try {
    verifier = await createTokenVerifier(identity, { production: config.env === 'production' });
    const recipes = new RecipesRepository(database.db);
    // One replica at a time: two would each apply the same migration, or each find the database
    // empty and seed it twice.
    await database.withStartupLock(async () => {
      await database.migrate();
      // Data the SQL migrations cannot write: stored ingredients as the current parser reads them.
      await rereadIngredients(database.db, logger);
      if (config.identity.mode === 'emulator') {
        // The development admin signs in without the sign-up page, which is what creates a record.
        await new UsersRepository(database.db).insertIfAbsent({
          name: DEV_ADMIN_NAME,
          email: config.identity.devAdmin.email,
          birthDay: null,
          birthMonth: null,
          groups: [...GROUPS],
        });
      }
      // Demo content only ever goes into an empty database (config.ts says when it is wanted).
      if (config.seedDemo && (await recipes.count()) === 0) {
        await seedDemoRecipes({ recipes, storage, logger });
      }
      await recipes.refreshSearchStatistics();
    });
    // Restored accounts first: a claim gives a cook their recipes by account, the backfill by address.
    backfill = claimRestoredAccounts({
      db: database.db,
      identity,
      logger,
      signal: backfillStop.signal,
    }).then(() =>
      backfillOwners({
        recipes: new RecipesRepository(database.db),
        users: new UsersRepository(database.db),
        identity,
        logger,
        signal: backfillStop.signal,
      }),
    );
    contact.outbox.start(OUTBOX_INTERVAL_MS);
    notices.outbox.start(OUTBOX_INTERVAL_MS);
    notices.digest.start();
    backups.scheduler?.start();
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    database,
    identity,
    verifier,
    contact,
    notices,
    emulator,
    // GET /dev/mail lists everyone's codes: never served in production.
    devMailbox: config.env === 'production' ? undefined : devMailbox,
    storage,
    backups,
    stop,
  };
}
