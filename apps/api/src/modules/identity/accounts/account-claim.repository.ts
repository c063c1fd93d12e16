import { and, asc, count, eq, inArray, isNull, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { KITCHEN_LIMITS, canonicalEmail } from '@family-recipes/shared';
import type { Db } from '../../../db/client.js';
import { recountRatings } from '../../../db/recipe-ratings.js';
import {
  appliedOps,
  calendarFeeds,
  cookbooks,
  cookedEntries,
  favourites,
  householdInvitations,
  householdMembers,
  households,
  mealPlanEntries,
  recipes,
  restoredAccounts,
  shoppingLists,
  users,
} from '../../../db/schema.js';
import type { ClaimedAccount, WaitingAccounts } from './account-claim.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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
 * everything an old account id (`sub`) holds to the account that claims it: every table whose rows
 * belong to a `sub` (src/db/*.schema.ts) is in `moveRows`.
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
      // The record a restore wrote for the address (it has no account) is the claimer's too,
      // unless they have one: as signing in gives it (modules/users).
      const otherUser = alias(users, 'other_user');
      const records = withAddress(
        await tx.select({ id: users.id, email: users.email }).from(users).where(isNull(users.sub)),
        email,
      );
      await tx
        .update(users)
        .set({ sub })
        .where(
          and(
            isNull(users.sub),
            inArray(
              users.id,
              records.map((row) => row.id),
            ),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(otherUser)
                .where(eq(otherUser.sub, sub)),
            ),
          ),
        );
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

/** Moves what the account `from` holds to the account `to`; answers how many rows moved. */
async function moveRows(tx: Tx, from: string, to: string): Promise<number> {
  let moved = 0;
  const owned = await tx
    .update(recipes)
    .set({ ownerSub: to })
    .where(eq(recipes.ownerSub, from))
    .returning({ id: recipes.id });
  moved += owned.length;

  // A record is the account's only when the account has none yet; an older one loses its account.
  const otherUser = alias(users, 'other_user');
  moved += (
    await tx
      .update(users)
      .set({ sub: to })
      .where(
        and(
          eq(users.sub, from),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(otherUser)
              .where(eq(otherUser.sub, to)),
          ),
        ),
      )
      .returning({ id: users.id })
  ).length;
  await tx.update(users).set({ sub: null }).where(eq(users.sub, from));

  // A favourite both accounts have is one favourite.
  const mine = alias(favourites, 'mine');
  moved += (
    await tx
      .update(favourites)
      .set({ userSub: to })
      .where(
        and(
          eq(favourites.userSub, from),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(mine)
              .where(and(eq(mine.userSub, to), eq(mine.recipeId, favourites.recipeId))),
          ),
        ),
      )
      .returning({ recipeId: favourites.recipeId })
  ).length;
  await tx.delete(favourites).where(eq(favourites.userSub, from));

  // One entry per cook, recipe and day: the one the account wrote here already is kept.
  const own = alias(cookedEntries, 'own');
  const entries = await tx
    .update(cookedEntries)
    .set({ userSub: to })
    .where(
      and(
        eq(cookedEntries.userSub, from),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(own)
            .where(
              and(
                eq(own.userSub, to),
                eq(own.recipeId, cookedEntries.recipeId),
                eq(own.cookedOn, cookedEntries.cookedOn),
              ),
            ),
        ),
      ),
    )
    .returning({ recipeId: cookedEntries.recipeId });
  moved += entries.length;
  const dropped = await tx
    .delete(cookedEntries)
    .where(eq(cookedEntries.userSub, from))
    .returning({ recipeId: cookedEntries.recipeId });

  moved += (
    await tx
      .update(shoppingLists)
      .set({ ownerSub: to })
      .where(eq(shoppingLists.ownerSub, from))
      .returning({ id: shoppingLists.id })
  ).length;
  moved += (
    await tx
      .update(mealPlanEntries)
      .set({ userSub: to })
      .where(eq(mealPlanEntries.userSub, from))
      .returning({ day: mealPlanEntries.day })
  ).length;
  moved += (
    await tx
      .update(cookbooks)
      .set({ ownerSub: to })
      .where(eq(cookbooks.ownerSub, from))
      .returning({ id: cookbooks.id })
  ).length;
  await tx.update(calendarFeeds).set({ userSub: to }).where(eq(calendarFeeds.userSub, from));
  await tx
    .update(householdInvitations)
    .set({ invitedBySub: to })
    .where(eq(householdInvitations.invitedBySub, from));
  const ops = alias(appliedOps, 'ops');
  await tx
    .update(appliedOps)
    .set({ userSub: to })
    .where(
      and(
        eq(appliedOps.userSub, from),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(ops)
            .where(and(eq(ops.userSub, to), eq(ops.opId, appliedOps.opId))),
        ),
      ),
    );
  await tx.delete(appliedOps).where(eq(appliedOps.userSub, from));
  moved += await moveMembership(tx, from, to);

  // The owner's own entries never count in a recipe's rating, and each cook counts once.
  const recount = [
    ...new Set(
      [...owned, ...entries, ...dropped].map((row) => ('id' in row ? row.id : row.recipeId)),
    ),
  ];
  if (recount.length > 0) await recountRatings(tx, inArray(recipes.id, recount));
  return moved;
}

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
  const [restored] = await tx
    .select()
    .from(householdMembers)
    .where(eq(householdMembers.userSub, from));
  if (!restored) return 0;
  const [current] = await tx
    .select()
    .from(householdMembers)
    .where(eq(householdMembers.userSub, to));
  if (!current) {
    await tx
      .update(householdMembers)
      .set({ userSub: to })
      .where(eq(householdMembers.userSub, from));
    return 1;
  }
  if (current.householdId === restored.householdId) {
    await tx.delete(householdMembers).where(eq(householdMembers.userSub, from));
    if (restored.role === 'owner') {
      await tx
        .update(householdMembers)
        .set({ role: 'owner' })
        .where(eq(householdMembers.userSub, to));
    }
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
    await tx
      .update(householdMembers)
      .set({ userSub: to })
      .where(eq(householdMembers.userSub, from));
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
  else if (restored.role === 'owner') {
    await tx
      .update(householdMembers)
      .set({ role: 'owner' })
      .where(eq(householdMembers.userSub, next.sub));
  }
  return 0;
}

/**
 * Moves the lists and plan lines of household `from` into `into`, then deletes `from`. A moved plan
 * line goes after the lines `into` has on the same day and meal; one that would be past the most a
 * meal holds is dropped, as the plan could not show it.
 */
async function mergeHousehold(tx: Tx, from: string, into: string): Promise<void> {
  await tx
    .update(shoppingLists)
    .set({ householdId: into })
    .where(eq(shoppingLists.householdId, from));
  const there = alias(mealPlanEntries, 'there');
  await tx
    .update(mealPlanEntries)
    .set({
      householdId: into,
      position: sql`${mealPlanEntries.position} + coalesce((${tx
        .select({ next: sql`max(${there.position}) + 1` })
        .from(there)
        .where(
          and(
            eq(there.householdId, into),
            eq(there.day, mealPlanEntries.day),
            eq(there.meal, mealPlanEntries.meal),
          ),
        )}), 0)`,
    })
    .where(eq(mealPlanEntries.householdId, from));
  await tx
    .delete(mealPlanEntries)
    .where(
      and(
        eq(mealPlanEntries.householdId, into),
        sql`${mealPlanEntries.position} >= ${KITCHEN_LIMITS.recipesPerMeal}`,
      ),
    );
  await tx.delete(households).where(eq(households.id, from));
}
