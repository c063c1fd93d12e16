import { GROUPS } from '@family-recipes/shared';
import type { Config } from './config/config.js';
import { createDatabase, type Database } from './db/client.js';
import type { Logger } from './http/logger.js';
import { createTokenVerifier, type TokenVerifier } from './modules/auth/token-verifier.js';
import { createContactModule } from './modules/contact/index.js';
import { bootstrapEmulatorIdentity, DEV_ADMIN_NAME } from './modules/identity/bootstrap.js';
import { startIdentityEmulator, type IdentityEmulator } from './modules/identity/emulator.js';
import type { IdentitySettings } from './modules/identity/identity-settings.js';
import { Mailbox } from './modules/mail/mailbox.js';
import { RecipesRepository } from './modules/recipes/recipes.repository.js';
import { seedDemoRecipes } from './modules/seed/seed.js';
import { S3Storage } from './modules/storage/s3-storage.js';
import { UsersRepository } from './modules/users/users.repository.js';
import { LocalStorage, type Storage } from './modules/storage/storage.js';

const OUTBOX_INTERVAL_MS = 15_000;

export interface Runtime {
  database: Database;
  identity: IdentitySettings;
  verifier: TokenVerifier;
  contact: ReturnType<typeof createContactModule>;
  emulator: IdentityEmulator | undefined;
  devMailbox: Mailbox | undefined;
  storage: Storage;
  /** Stops the outbox and the emulator, then closes the database. */
  stop(): Promise<void>;
}

export function createStorage(config: Config): Storage {
  return config.storage.kind === 's3'
    ? new S3Storage(config.storage)
    : new LocalStorage(config.storage.dir);
}

/** Starts what the API depends on: database (migrated), identity (emulator when no pool is set), storage. */
export async function startRuntime(config: Config, logger: Logger): Promise<Runtime> {
  let emulator: IdentityEmulator | undefined;
  let identity: IdentitySettings;
  let devMailbox: Mailbox | undefined;
  if (config.identity.mode === 'emulator') {
    devMailbox = new Mailbox(config.mail.mailboxDir);
    emulator = await startIdentityEmulator({
      stateDir: config.identity.stateDir,
      mailboxDir: config.mail.mailboxDir,
      port: config.identity.emulatorPort,
      logger,
    });
    if (emulator.portChanged) {
      logger.warn(
        `Port ${config.identity.emulatorPort} is taken; the identity emulator uses ${emulator.port}`,
      );
    }
    try {
      identity = await bootstrapEmulatorIdentity({
        endpoint: emulator.endpoint,
        region: config.identity.region,
        devAdmin: config.identity.devAdmin,
      });
    } catch (err) {
      await emulator.stop();
      throw err;
    }
  } else {
    identity = {
      region: config.identity.region,
      userPoolId: config.identity.userPoolId,
      clientId: config.identity.clientId,
      endpoint: config.identity.endpoint ?? null,
      authFlow: config.identity.authFlow,
    };
  }

  const database = createDatabase({
    url: config.database.url,
    pgliteDir: config.database.pgliteDir,
    onIdleError: (err) => logger.warn({ err }, 'idle database connection lost'),
  });
  const storage = createStorage(config);
  const contact = createContactModule({
    db: database.db,
    mail: config.mail,
    mailbox: devMailbox ?? new Mailbox(config.mail.mailboxDir),
    logger,
  });
  const stop = async () => {
    await contact.outbox.stop();
    await emulator?.stop();
    await database.close();
  };
  let verifier: TokenVerifier;
  try {
    verifier = await createTokenVerifier(identity);
    await database.migrate();
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
    const recipes = new RecipesRepository(database.db);
    // Only the embedded default loads demo content by itself, and only into an empty database.
    if (config.seedDemo && !config.database.url && (await recipes.count()) === 0) {
      await seedDemoRecipes({ recipes, storage, logger });
    }
    contact.outbox.start(OUTBOX_INTERVAL_MS);
  } catch (err) {
    await stop();
    throw err;
  }
  return { database, identity, verifier, contact, emulator, devMailbox, storage, stop };
}
