import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDatabase } from './client.js';
import { PGLITE_SHARED_BUFFERS } from './pglite-engine.js';

/*
 * The embedded engine's shared buffers (pglite-engine.ts). A PGlite release that no longer holds
 * the setting where it is changed leaves the engine at its own 128 MB: this test fails then.
 */
describe('the embedded engine', () => {
  it('when an embedded database opens, then its shared buffers are ours, and its extensions work', async () => {
    const database = createDatabase({});
    try {
      const shown = (await database.db.execute(sql`show shared_buffers`)) as { rows: unknown[] };
      expect(shown.rows).toEqual([{ shared_buffers: PGLITE_SHARED_BUFFERS }]);
      expect(PGLITE_SHARED_BUFFERS).not.toBe('128MB');
      await database.db.execute(sql`create extension if not exists pg_trgm`);
      await database.db.execute(sql`create extension if not exists unaccent`);
      const words = (await database.db.execute(
        sql`select unaccent('crème brûlée') as plain, similarity('chicken', 'chiken') > 0.3 as near`,
      )) as { rows: unknown[] };
      expect(words.rows).toEqual([{ plain: 'creme brulee', near: true }]);
    } finally {
      await database.close();
    }
  });
});
