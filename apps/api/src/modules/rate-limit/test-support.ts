import pg from 'pg';
import type { Database } from '../../db/client.js';

const ADMIN_SHUTDOWN = '57P01';

/**
 * Test-only. createTestDatabase() drops its throw-away database WITH (FORCE) as soon as pool.end()
 * resolves, but pg closes idle connections asynchronously; when a test has used several pooled
 * connections the server's "terminating connection" notice reaches the pool as an 'error' event
 * without a listener, which fails the run after the tests passed. Only that notice is ignored.
 */
export function ignorePoolShutdownNotices(database: Database): void {
  const client: unknown = Reflect.get(database.db, '$client');
  if (!(client instanceof pg.Pool)) return;
  client.on('error', (err: Error & { code?: string }) => {
    if (err.code !== ADMIN_SHUTDOWN) throw err;
  });
}
