import { loadConfig } from '../config/config.js';
import { openDatabase } from '../db/client.js';
import { createLogger } from '../http/logger.js';
import { RecipesRepository } from '../modules/recipes/recipes.repository.js';
import { seedDemoRecipes } from '../modules/seed/seed.js';
import { createStorage } from '../runtime.js';

/** `pnpm seed`: loads the demo recipes into the configured database, on demand. */
async function main() {
  const config = loadConfig();
  const logger = createLogger('warn');
  const database = await openDatabase(
    { url: config.database.url, pgliteDir: config.database.pgliteDir },
    logger,
  );
  try {
    // Under the start-up lock: a server starting on the same PostgreSQL database migrates too.
    await database.withStartupLock(() => database.migrate());
    const inserted = await seedDemoRecipes({
      recipes: new RecipesRepository(database.db),
      storage: createStorage(config),
      logger,
    });
    console.log(`Loaded ${inserted} demo recipes.`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
