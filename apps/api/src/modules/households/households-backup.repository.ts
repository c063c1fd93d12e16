import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { BackupHousehold, BackupHouseholdMember } from '@family-recipes/shared';
import type { Db } from '../../db/client.js';
import { iso, type BackupPart } from '../../db/backup-part.js';
import type { Tx } from '../../db/owned-tables.js';
import { kitchenName } from './households.service.js';
import {
  householdMembers,
  households,
  type HouseholdMemberRow,
  type HouseholdRow,
} from './households.schema.js';

/*
 * The households in a backup, a restore and a cook's own export (modules/export).
 */

/** Rows written per statement by a restore. */
const INSERT_BATCH = 500;

export const HOUSEHOLDS_BACKUP: BackupPart<HouseholdRow, BackupHousehold> = {
  table: households,
  key: ['id'],
  toBackup: (row) => ({ id: row.id, name: row.name, created_on: iso(row.createdAt) }),
  toRow: (entry) => ({ id: entry.id, name: entry.name, createdAt: new Date(entry.created_on) }),
};

/**
 * A member of the backup is put back in the household the backup names, whatever they were in
 * before on this site.
 */
export const MEMBERS_BACKUP: BackupPart<HouseholdMemberRow, BackupHouseholdMember> = {
  table: householdMembers,
  key: ['userSub'],
  toBackup: (row) => ({
    user_sub: row.userSub,
    household_id: row.householdId,
    role: row.role,
    name: row.name,
    email: row.email,
    joined_at: iso(row.joinedAt),
  }),
  toRow: (entry) => ({
    userSub: entry.user_sub,
    householdId: entry.household_id,
    role: entry.role,
    name: entry.name,
    email: entry.email,
    joinedAt: new Date(entry.joined_at),
  }),
  restore: async (tx, rows) => {
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      await tx
        .insert(householdMembers)
        .values(rows.slice(i, i + INSERT_BATCH))
        .onConflictDoUpdate({
          target: householdMembers.userSub,
          set: {
            householdId: sql`excluded.household_id`,
            role: sql`excluded.role`,
            name: sql`excluded.name`,
            email: sql`excluded.email`,
            joinedAt: sql`excluded.joined_at`,
          },
        });
    }
  },
};

/** A cook a restore names: their account id, name and address as the backup's users have them. */
export interface RestoredCook {
  sub?: string | null | undefined;
  name: string;
  email: string;
}

/** The household of each cook `subs`, made (theirs, named after them) for those who have none. */
export async function homesOf(
  tx: Tx,
  subs: string[],
  people: readonly RestoredCook[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(subs)];
  const homes = new Map<string, string>();
  if (wanted.length === 0) return homes;
  const found = await tx
    .select({ sub: householdMembers.userSub, householdId: householdMembers.householdId })
    .from(householdMembers)
    .where(inArray(householdMembers.userSub, wanted));
  for (const row of found) homes.set(row.sub, row.householdId);
  for (const sub of wanted.filter((sub) => !homes.has(sub))) {
    const person = people.find((user) => user.sub === sub);
    const [made] = await tx
      .insert(households)
      .values({ name: kitchenName(person?.name ?? '') })
      .returning({ id: households.id });
    if (!made) continue;
    await tx.insert(householdMembers).values({
      userSub: sub,
      householdId: made.id,
      role: 'owner',
      name: person?.name ?? '',
      email: person?.email ?? '',
    });
    homes.set(sub, made.id);
  }
  return homes;
}

/** The cook's household with its members, oldest member first; undefined when they have none. */
export async function householdOfCook(
  db: Pick<Db, 'select'>,
  sub: string,
): Promise<{ id: string; name: string; members: HouseholdMemberRow[] } | undefined> {
  const [membership] = await db
    .select({ id: householdMembers.householdId, name: households.name })
    .from(householdMembers)
    .innerJoin(households, eq(households.id, householdMembers.householdId))
    .where(eq(householdMembers.userSub, sub));
  if (!membership) return undefined;
  const members = await db
    .select()
    .from(householdMembers)
    .where(eq(householdMembers.householdId, membership.id))
    .orderBy(asc(householdMembers.joinedAt), asc(householdMembers.userSub));
  return { ...membership, members };
}

/** The address the household last saw for the cook `sub` (SQL, for another module's statement). */
export const memberAddressOf = (sub: SQL): SQL =>
  sql`(select nullif(trim(m.email), '') from household_members m where m.user_sub = ${sub})`;
