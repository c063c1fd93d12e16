import { and, asc, eq, inArray, isNull, notExists, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { canonicalEmail } from '@family-recipes/shared';
import type { Db } from '../../db/client.js';
import { ownTables, type Tx } from '../../db/owned-tables.js';
import { users, type NewUserRow, type UserRow } from './users.schema.js';

/*
 * The user records as the work across modules reads and writes them: a claim of restored accounts
 * (src/db/owned-tables.ts) and a backup and its restore (modules/export).
 */

const otherUser = alias(users, 'other_user');

/** `sub` has no record yet: a record may become theirs. */
const hasNoRecord = (tx: Tx, sub: string) =>
  notExists(
    tx
      .select({ one: sql`1` })
      .from(otherUser)
      .where(eq(otherUser.sub, sub)),
  );

/**
 * The record a restore wrote for a claimed address (it names no account) becomes the claimer's,
 * unless they have one: as signing in gives it (users.service.ts). Addresses are compared in
 * canonical form, as the identity gate compares them.
 */
async function addressClaimed(tx: Tx, email: string, sub: string): Promise<void> {
  const wanted = canonicalEmail(email.trim());
  const records = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(isNull(users.sub));
  const ids = records
    .filter((row) => canonicalEmail(row.email.trim()) === wanted)
    .map((row) => row.id);
  await tx
    .update(users)
    .set({ sub })
    .where(and(isNull(users.sub), inArray(users.id, ids), hasNoRecord(tx, sub)));
}

// An account has one record: a claimer's own stays, the old account's loses its account.
ownTables('users', [
  {
    table: users,
    accountColumns: [users.sub],
    uniqueWith: [],
    repeated: 'unset',
    addressClaimed,
  },
]);

/** Every user record, oldest first (a backup). */
export function allUsers(db: Db): Promise<UserRow[]> {
  return db.select().from(users).orderBy(asc(users.createdOn), asc(users.id));
}

/** Restores user records; a record whose address is on the site already stays. Answers how many went in. */
export async function restoreUsers(tx: Tx, rows: NewUserRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await tx
    .insert(users)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: users.id });
  return inserted.length;
}

/** The address of the record of the account `sub` (SQL, for a statement of another module). */
export const recordAddressOf = (sub: SQL): SQL =>
  sql`(select nullif(trim(u.email), '') from ${users} u where u.sub = ${sub})`;
