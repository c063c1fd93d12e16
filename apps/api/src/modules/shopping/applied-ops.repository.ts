import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appliedOps } from '../../db/schema.js';

/** What a write's op id says: new (now recorded), already applied for this cook, or not theirs. */
export type OpClaim = 'new' | 'replay' | 'foreign';

/** How long an op id is remembered: far longer than a device stays offline. */
const KEEP_DAYS = 30;

/**
 * The ids of writes sent from a cook's device (decision 029). Used inside the write's own
 * transaction, so the id is recorded if and only if the write commits.
 */
export class AppliedOps {
  constructor(private readonly db: Db) {}

  /**
   * Records the op id for the cook. An id the cook sent before is a replay; an id another cook
   * sent before is `foreign`: their write is neither shown nor changed, and this one applies
   * without being recorded. Two transactions claiming one id wait for each other on the key.
   */
  async claim(opId: string, userSub: string): Promise<OpClaim> {
    if (await this.record(opId, userSub)) return 'new';
    return (await this.seen(opId, userSub)) ?? 'new';
  }

  /** Whether the id was applied before, for this cook (`replay`) or another (`foreign`). */
  async seen(opId: string, userSub: string): Promise<Exclude<OpClaim, 'new'> | undefined> {
    const [row] = await this.db
      .select({ userSub: appliedOps.userSub })
      .from(appliedOps)
      .where(eq(appliedOps.opId, opId));
    if (!row) return undefined;
    return row.userSub === userSub ? 'replay' : 'foreign';
  }

  /**
   * Records the id as applied for the cook, and forgets ids older than 30 days; false when the
   * id was there already.
   */
  async record(opId: string, userSub: string): Promise<boolean> {
    await this.db.execute(
      sql`delete from ${appliedOps} where ${appliedOps.createdOn} < now() - make_interval(days => ${KEEP_DAYS})`,
    );
    const inserted = await this.db
      .insert(appliedOps)
      .values({ opId, userSub })
      .onConflictDoNothing()
      .returning({ opId: appliedOps.opId });
    return inserted.length > 0;
  }
}
