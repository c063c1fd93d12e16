import './module-tables.js';
import { listBackups, startBackup } from '@family-recipes/shared';
import { loadConfig } from '../config/config.js';
import { openDatabase } from '../db/client.js';
import { createLogger } from '../http/logger.js';
import { siteUrl } from '../http/site.js';
import { createBackupsModule } from '../modules/backups/index.js';
import { createStorage } from '../runtime.js';

/**
 * The operator at the server's shell, an administrator for the in-process caller: a principal
 * made in code, never from a token, so it reaches nothing over HTTP.
 */
const OPERATOR = {
  principal: {
    sub: 'operator',
    username: 'operator',
    email: 'operator@localhost',
    name: 'Operator',
    groups: ['admin'],
  },
  client: 'in-process',
};

/**
 * `pnpm backup` (in the image: `node dist/cli/backup.js`): makes a backup of the whole site now,
 * into the backup store the settings name, through the same endpoints an administrator calls
 * (POST and GET /api/admin/backups, in process). With the embedded database it runs while the
 * site is stopped (PGlite has one writer); with DATABASE_URL at any time.
 */
async function main() {
  const config = loadConfig();
  // The command says what failed and why itself; the modules' logs would repeat it as JSON.
  const logger = createLogger('silent');
  const database = await openDatabase(
    { url: config.database.url, pgliteDir: config.database.pgliteDir },
    logger,
  );
  const backups = createBackupsModule({
    db: database.db,
    storage: createStorage(config),
    settings: { ...config.backups, periodHours: null },
    publicUrl: siteUrl(config),
    logger,
  });
  try {
    // Under the start-up lock: a server starting on the same PostgreSQL database migrates too.
    await database.withStartupLock(() => database.migrate());
    const started = await backups.api.read(startBackup, {}, OPERATOR);
    await backups.runner.idle();
    const list = await backups.api.read(listBackups, {}, OPERATOR);
    const done = list.items.find((item) => item.id === started.id);
    if (done?.status !== 'complete') {
      throw new Error(`The backup failed: ${done?.error ?? 'it was not recorded'}`);
    }
    console.log(
      `Backed up ${done.recipes} recipes and ${done.users ?? 0} users to ${done.file_name} (${done.size} bytes, ${list.schedule.storage}).`,
    );
  } finally {
    await backups.stop();
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
