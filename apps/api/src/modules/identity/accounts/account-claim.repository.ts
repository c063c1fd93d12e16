import { asc, inArray, sql } from 'drizzle-orm';
import { canonicalEmail } from '@family-recipes/shared';
import type { Db } from '../../../db/client.js';
import {
  afterAccountGains,
  ownedTables,
  type RegisteredTable,
  type Tx,
} from '../../../db/owned-tables.js';
import type { ClaimedAccount, WaitingAccounts } from './account-claim.js';
import { restoredAccounts } from './restored-accounts.schema.js';

/**
 * The rows whose address is `email` compared in canonical form (canonicalEmail, as the identity
 * gate compares them): "KATE@example.com" and "\u212Aate@example.com" are kate@example.com.
 * Compared here rather than in SQL, whose lower() depends on the database's locale.
 */
const withAddress = <T extends { email: string }>(rows: T[], email: string): T[] => {
  const wanted = canonicalEmail(email.trim());
  return rows.filter((row) => canonicalEmail(row.email.trim()) === wanted);
};

/**
 * The accounts of a restored backup that wait for their cook (migration 0024), and the move of
 * everything an old account id (`sub`) holds to the account that claims it: every table of the
 * registry with an account column (src/db/owned-tables.ts), as its module says it moves.
 */
export class AccountClaimRepository implements WaitingAccounts {
  constructor(private readonly db: Db) {}

  async waitingEmails(): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ email: restoredAccounts.email })
      .from(restoredAccounts)
      .orderBy(asc(restoredAccounts.email));
    return rows.map((row) => row.email);
  }

  /**
   * Moves every row of each waiting account with the address `email` to the account `sub`, and
   * forgets those waiting accounts, in one transaction. Undefined when none waits for it. The
   * caller proves the address is `sub`'s, verified.
   */
  async claim(email: string, sub: string): Promise<ClaimedAccount | undefined> {
    // Most sign-ins find nothing: one read of a backup's few accounts, without a transaction.
    const all = await this.db
      .select({ sub: restoredAccounts.sub, email: restoredAccounts.email })
      .from(restoredAccounts);
    if (withAddress(all, email).length === 0) return undefined;
    return this.db.transaction(async (tx) => {
      // Locked: a second sign-in of the same cook at once waits, then finds nothing left.
      const waiting = withAddress(
        await tx
          .select({ sub: restoredAccounts.sub, email: restoredAccounts.email })
          .from(restoredAccounts)
          .for('update'),
        email,
      );
      if (waiting.length === 0) return undefined;
      const claimed: ClaimedAccount = { subs: [], rows: 0 };
      for (const { sub: from } of waiting) {
        claimed.subs.push(from);
        if (from !== sub) claimed.rows += await moveRows(tx, from, sub);
      }
      for (const owned of ownedTables()) await owned.addressClaimed?.(tx, email, sub);
      await tx.delete(restoredAccounts).where(
        inArray(
          restoredAccounts.sub,
          waiting.map((row) => row.sub),
        ),
      );
      return claimed;
    });
  }
}

/**
 * Moves what the account `from` holds to the account `to`, table by table in the registry's
 * order, then lets each module settle what follows (a recipe's rating); answers how many rows
 * moved.
 */
async function moveRows(tx: Tx, from: string, to: string): Promise<number> {
  let moved = 0;
  for (const owned of ownedTables()) {
    moved += owned.moveAccount
      ? await owned.moveAccount(tx, from, to)
      : await moveColumns(tx, owned, from, to);
  }
  await afterAccountGains(tx, to);
  return moved;
}

const rowCount = (result: unknown): number => (result as { rows: unknown[] }).rows.length;

/**
 * Sets each account column of the table from `from` to `to`. With a unique key (`uniqueWith`),
 * a row the claimer already has stays, and the old account's row that would repeat it is deleted
 * or loses its account (`repeated`).
 */
async function moveColumns(
  tx: Tx,
  owned: RegisteredTable,
  from: string,
  to: string,
): Promise<number> {
  let moved = 0;
  for (const column of owned.accountColumns) {
    const name = sql.identifier(column.name);
    const unique = owned.uniqueWith;
    const free =
      unique === undefined
        ? sql``
        : sql`and not exists (select 1 from ${owned.table} as mine where mine.${name} = ${to}${sql.join(
            unique.map((other) => sql` and mine.${sql.identifier(other.name)} = ${other}`),
          )})`;
    moved += rowCount(
      await tx.execute(
        sql`update ${owned.table} set ${name} = ${to} where ${column} = ${from} ${free} returning 1`,
      ),
    );
    if (unique === undefined) continue;
    await tx.execute(
      owned.repeated === 'unset'
        ? sql`update ${owned.table} set ${name} = null where ${column} = ${from}`
        : sql`delete from ${owned.table} where ${column} = ${from}`,
    );
  }
  return moved;
}
