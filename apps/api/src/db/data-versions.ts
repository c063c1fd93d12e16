import { eq, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { dataVersions } from './data-versions.schema.js';

/** The version of the data step `name` that last went over the stored rows; undefined if none. */
export async function doneVersion(db: Db, name: string): Promise<number | undefined> {
  const [row] = await db
    .select({ version: dataVersions.version })
    .from(dataVersions)
    .where(eq(dataVersions.name, name));
  return row?.version;
}

/** Records that the data step `name` went over every stored row at `version`, now. */
export async function recordVersion(db: Db, name: string, version: number): Promise<void> {
  await db
    .insert(dataVersions)
    .values({ name, version, doneAt: sql`now()` })
    .onConflictDoUpdate({ target: dataVersions.name, set: { version, doneAt: sql`now()` } });
}
