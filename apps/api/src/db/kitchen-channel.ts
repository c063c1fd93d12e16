import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

/*
 * The database's channel of the family kitchen's live changes (LISTEN/NOTIFY). The shopping module
 * writes and reads its lists' messages (modules/shopping/list-channel.repository.ts); this file
 * writes and reads the household's: its plan changed, its aisles (their order, or where a line
 * goes) changed, its members changed, a member is no longer in it, or it ended. modules/shopping/list-events.ts tells the open streams.
 */

export const KITCHEN_CHANNEL = 'shopping_list';

const HOUSEHOLD_CHANGES = ['plan', 'aisles', 'members', 'left', 'ended'] as const;

/** A change of one household: ids only, never a name or a line's text. */
export interface HouseholdNotice {
  household: string;
  change: (typeof HOUSEHOLD_CHANGES)[number];
  /** The cook who is no longer in it (change `left`). */
  sub?: string;
}

/** The household notice a parsed payload holds; undefined for anything else. */
export function readHouseholdNotice(value: Record<string, unknown>): HouseholdNotice | undefined {
  const { household, change, sub } = value;
  if (value['kind'] !== 'household' || typeof household !== 'string') return undefined;
  const known = HOUSEHOLD_CHANGES.find((one) => one === change);
  if (!known) return undefined;
  return typeof sub === 'string' ? { household, change: known, sub } : { household, change: known };
}

/**
 * Tells every instance about the change, once the transaction commits (NOTIFY is transactional):
 * a rolled-back write is never announced.
 */
export async function notifyHousehold(
  db: Pick<Db, 'execute'>,
  notice: HouseholdNotice,
): Promise<void> {
  await db.execute(
    sql`select pg_notify(${KITCHEN_CHANNEL}, ${JSON.stringify({ kind: 'household', ...notice })})`,
  );
}
