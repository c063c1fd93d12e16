import { and, asc, count, eq, ne } from 'drizzle-orm';
import { notifyHousehold } from '../../db/kitchen-channel.js';
import type { Db } from '../../db/client.js';
import {
  ownedTables,
  ownTables,
  type HouseholdJoin,
  type JoinCount,
  type Tx,
} from '../../db/owned-tables.js';
import { householdInvitations, householdMembers, households } from './households.schema.js';

/*
 * A household's rows across the modules, as its members change: every table of the registry with
 * a household column (src/db/owned-tables.ts) is moved by the module that owns it. And the
 * membership part of a claim of a restored account.
 */

/** The rows of household `from` join household `to` (`bring`: what fits; `merge`: all). */
export async function joinKitchen(
  tx: Tx,
  from: string,
  to: string,
  how: HouseholdJoin,
): Promise<void> {
  for (const owned of ownedTables()) await owned.joinHousehold?.(tx, from, to, how);
}

/** What a join of household `from` into `to` would bring of each kind of row, of how many. */
export async function countJoin(tx: Tx | Db, from: string, to: string): Promise<JoinCount[]> {
  const counts: JoinCount[] = [];
  for (const owned of ownedTables()) {
    if (owned.joinCount) counts.push(await owned.joinCount(tx, from, to));
  }
  return counts;
}

/**
 * `leaver` leaves the household: what they held in it is handed to its owner or stops, and their
 * open tabs drop it (the `left` notice) while the others' show who is in it now.
 */
export async function leaveKitchen(tx: Tx, householdId: string, leaver: string): Promise<void> {
  await notifyHousehold(tx, { household: householdId, change: 'left', sub: leaver });
  const [owner] = await tx
    .select({ sub: householdMembers.userSub })
    .from(householdMembers)
    .where(and(eq(householdMembers.householdId, householdId), eq(householdMembers.role, 'owner')));
  for (const owned of ownedTables()) {
    await owned.leaveHousehold?.(tx, householdId, leaver, owner?.sub);
  }
}

/** Deletes the household, with every row still in it (each table's foreign key cascades). */
export async function endHousehold(tx: Tx, householdId: string): Promise<void> {
  await notifyHousehold(tx, { household: householdId, change: 'ended' });
  for (const owned of ownedTables()) await owned.endHousehold?.(tx, householdId);
  await tx.delete(households).where(eq(households.id, householdId));
}

/** Moves every row of household `from` into `into`, then deletes `from` (a claim). */
async function mergeHousehold(tx: Tx, from: string, into: string): Promise<void> {
  await joinKitchen(tx, from, into, 'merge');
  await endHousehold(tx, from);
}

const memberOf = async (tx: Tx, sub: string) =>
  (await tx.select().from(householdMembers).where(eq(householdMembers.userSub, sub)))[0];

const makeOwner = (tx: Tx, sub: string) =>
  tx.update(householdMembers).set({ role: 'owner' }).where(eq(householdMembers.userSub, sub));

const giveMembership = (tx: Tx, from: string, to: string) =>
  tx.update(householdMembers).set({ userSub: to }).where(eq(householdMembers.userSub, from));

/**
 * The household rule of a claim. A cook is in one household, so when both the restored account
 * (`from`) and the claiming one (`to`) are in one:
 * - the same household: one membership stays, the owner's role if either had it;
 * - `to` alone in theirs (the household a new cook gets on their first visit): the restored
 *   household wins. `to`'s lists and plan lines move into it (the lines after those of the same
 *   day and meal), then `to`'s household goes with its pantry, aisles, feed and invitations;
 * - `to` in a household with other cooks, joined on this site after the backup was written: that
 *   later choice stands and `from` leaves the restored household. Its longest-standing member
 *   owns it then; if nobody is left in it, its lists and plan lines move into `to`'s household.
 * Answers 1 when the membership moved.
 */
async function moveMembership(tx: Tx, from: string, to: string): Promise<number> {
  const restored = await memberOf(tx, from);
  if (!restored) return 0;
  const current = await memberOf(tx, to);
  if (!current) {
    await giveMembership(tx, from, to);
    return 1;
  }
  if (current.householdId === restored.householdId) {
    await tx.delete(householdMembers).where(eq(householdMembers.userSub, from));
    if (restored.role === 'owner') await makeOwner(tx, to);
    return 1;
  }
  const [others] = await tx
    .select({ n: count() })
    .from(householdMembers)
    .where(
      and(eq(householdMembers.householdId, current.householdId), ne(householdMembers.userSub, to)),
    );
  if ((others?.n ?? 0) === 0) {
    // Deleting `to`'s household removes their membership with it.
    await mergeHousehold(tx, current.householdId, restored.householdId);
    await giveMembership(tx, from, to);
    return 1;
  }
  await tx.delete(householdMembers).where(eq(householdMembers.userSub, from));
  const [next] = await tx
    .select({ sub: householdMembers.userSub })
    .from(householdMembers)
    .where(eq(householdMembers.householdId, restored.householdId))
    .orderBy(asc(householdMembers.joinedAt), asc(householdMembers.userSub))
    .limit(1);
  if (!next) await mergeHousehold(tx, restored.householdId, current.householdId);
  else if (restored.role === 'owner') await makeOwner(tx, next.sub);
  return 0;
}

/*
 * A membership moves by the household rule above; an invitation names who sent it, moved by a
 * claim too. Both go with their household.
 */
ownTables('households', [
  {
    table: householdMembers,
    accountColumns: [householdMembers.userSub],
    household: householdMembers.householdId,
    moveAccount: moveMembership,
  },
  {
    table: householdInvitations,
    accountColumns: [householdInvitations.invitedBySub],
    household: householdInvitations.householdId,
  },
]);
