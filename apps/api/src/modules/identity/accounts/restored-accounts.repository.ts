import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/owned-tables.js';
import { restoredAccounts } from './restored-accounts.schema.js';

/** Rows written per statement by a restore. */
const INSERT_BATCH = 500;

/**
 * Keeps the accounts of a restored backup for their cooks (modules/export): each waits until a
 * cook proves the address (account-claim.repository.ts). Answers how many were kept; one that
 * waits already stays as it is.
 */
export async function keepWaitingAccounts(
  tx: Tx,
  accounts: readonly { sub: string; email: string }[],
): Promise<number> {
  let kept = 0;
  for (let i = 0; i < accounts.length; i += INSERT_BATCH) {
    const rows = await tx
      .insert(restoredAccounts)
      .values(accounts.slice(i, i + INSERT_BATCH))
      .onConflictDoNothing()
      .returning({ sub: restoredAccounts.sub });
    kept += rows.length;
  }
  return kept;
}

/** The address a restore kept for the account `sub`, still unclaimed (SQL, for a backup). */
export const waitingAddressOf = (sub: SQL): SQL =>
  sql`(select a.email from restored_accounts a where a.sub = ${sub})`;
