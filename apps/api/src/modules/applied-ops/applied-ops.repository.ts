import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appliedOps } from './applied-ops.schema.js';

/**
 * What a write's op id says: new (now recorded) or already applied for this cook. Ids are the
 * cook's own: one another cook used is a different key, so it neither replays nor blocks theirs.
 */
export type OpClaim = 'new' | 'replay';

/** How long an op id is remembered: far longer than a device stays offline. */
const APPLIED_OPS_KEEP_DAYS = 30;

/**
 * The ids of writes sent from a cook's device (decision 029). Used inside the write's own
 * transaction, so the id is recorded if and only if the write commits.
 */
export class AppliedOps {
  constructor(private readonly db: Db) {}

  /**
   * Records the op id for the cook; an id the cook sent before is a replay. Two transactions of
   * the cook claiming one id wait for each other on the key (user_sub, op_id).
   */
  async claim(opId: string, userSub: string): Promise<OpClaim> {
    return (await this.record(opId, userSub)) ? 'new' : 'replay';
  }

  /**
   * Records the id as applied for the cook, and forgets ids older than 30 days; false when the
   * id was there already.
   */
  async record(opId: string, userSub: string): Promise<boolean> {
    await this.db.execute(
      sql`delete from ${appliedOps} where ${appliedOps.createdOn} < now() - make_interval(days => ${APPLIED_OPS_KEEP_DAYS})`,
    );
    const inserted = await this.db
      .insert(appliedOps)
      .values({ opId, userSub })
      .onConflictDoNothing({ target: [appliedOps.userSub, appliedOps.opId] })
      .returning({ opId: appliedOps.opId });
    return inserted.length > 0;
  }
}

/*
 * The same record as parts of another module's statement (SQL), for a write that records its op
 * id in the statement that makes it (shopping's line writes, decision 038).
 */

/** Whether the cook `sub` applied the op id `opId` before (null: no op id). */
export const opSeenSql = (sub: string, opId: string | undefined): SQL =>
  sql`exists (select 1 from applied_ops o
    where o.user_sub = ${sub}::text and o.op_id = ${opId ?? null}::uuid)`;

/**
 * The two queries a statement names `recorded` (the op id recorded now, or no row when it was
 * there already or there is none) and `forgotten` (ids past APPLIED_OPS_KEEP_DAYS deleted).
 */
export const recordOpSql = (sub: string, opId: string | undefined): SQL => sql`
  recorded as (
    insert into applied_ops (op_id, user_sub)
    select ${opId ?? null}::uuid, ${sub}::text where ${opId ?? null}::uuid is not null
    on conflict do nothing
    returning op_id
  ),
  forgotten as (
    delete from applied_ops
    where ${opId ?? null}::uuid is not null
      and created_on < now() - make_interval(days => ${APPLIED_OPS_KEEP_DAYS}::int)
  )`;
