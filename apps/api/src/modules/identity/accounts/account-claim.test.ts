import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import '../../../test/owned-tables.js';
import { recountRatings } from '../../cooked/recipe-ratings.repository.js';
import { appliedOps } from '../../applied-ops/applied-ops.schema.js';
import { cookedEntries } from '../../cooked/cooked.schema.js';
import { favourites } from '../../favourites/favourites.schema.js';
import { householdMembers, households } from '../../households/households.schema.js';
import { mealPlanEntries } from '../../meal-plan/meal-plan.schema.js';
import { recipes } from '../../recipes/recipes.schema.js';
import { restoredAccounts } from './restored-accounts.schema.js';
import { shoppingLists } from '../../shopping/shopping.schema.js';
import { users } from '../../users/users.schema.js';
import { useTestDatabase } from '../../../test/test-database.js';
import { recipeRow } from '../../../test/test-recipes.js';
import { AccountClaimRepository } from './account-claim.repository.js';

/*
 * The claim's invariants on any kitchen: the old account (O) ends with nothing, the claimer (N)
 * ends with the union of both, a third cook (T) keeps what they had, no list or plan line is lost,
 * every household keeps an owner, ratings stay what the entries add up to, and a second claim
 * changes nothing.
 */

const db = useTestDatabase();
const O = 'old-sub';
const N = 'new-sub';
const T = 'third-sub';
/** A fourth cook, only ever in a household: with T, both households can hold someone else. */
const U = 'fourth-sub';
const MEMBERS = [O, N, T, U] as const;
const EMAIL = 'Olive@Example.test';
const COOKS = [O, N, T] as const;
type Cook = (typeof COOKS)[number];
const RECIPES = [0, 1, 2, 3].map(() => randomUUID());
const DAYS = ['2026-11-02', '2026-11-03'];

/** Which household (0-2) each cook is in, or none; lists and plan lines of each household. */
const kitchenArb = fc.record({
  owners: fc.array(fc.constantFrom<Cook | null>(O, N, T, null), {
    minLength: RECIPES.length,
    maxLength: RECIPES.length,
  }),
  favourites: fc.subarray(COOKS.flatMap((cook) => RECIPES.map((r) => [cook, r] as const))),
  cooked: fc.subarray(
    COOKS.flatMap((cook) => RECIPES.flatMap((r) => DAYS.map((d) => [cook, r, d] as const))),
    { maxLength: 8 },
  ),
  ratings: fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 24, maxLength: 24 }),
  homes: fc.record({
    [O]: fc.constantFrom(0, 1, 2, null),
    [N]: fc.constantFrom(0, 1, 2, null),
    [T]: fc.constantFrom(0, 1, 2, null),
    [U]: fc.constantFrom(0, 1, 2, null),
  }),
  order: fc.shuffledSubarray([...MEMBERS], { minLength: 4, maxLength: 4 }),
  lists: fc.array(fc.tuple(fc.constantFrom(0, 1, 2), fc.constantFrom(...COOKS)), { maxLength: 4 }),
  plan: fc.array(
    fc.tuple(fc.constantFrom(0, 1, 2), fc.constantFrom(...COOKS), fc.constantFrom(...DAYS)),
    { maxLength: 5 },
  ),
  record: fc.constantFrom('none', 'restored', 'both'),
});
type Kitchen = typeof kitchenArb extends fc.Arbitrary<infer K> ? K : never;

async function clear() {
  const d = db.database.db;
  for (const table of [
    restoredAccounts,
    appliedOps,
    favourites,
    cookedEntries,
    users,
    households,
  ]) {
    await d.delete(table);
  }
  await d.delete(recipes);
}

async function build(k: Kitchen) {
  const d = db.database.db;
  await d
    .insert(recipes)
    .values(
      RECIPES.map((id, i) => recipeRow({ id, title: `Dish ${i}`, ownerSub: k.owners[i] ?? null })),
    );
  if (k.favourites.length > 0) {
    await d
      .insert(favourites)
      .values(k.favourites.map(([userSub, recipeId]) => ({ userSub, recipeId })));
  }
  if (k.cooked.length > 0) {
    await d.insert(cookedEntries).values(
      k.cooked.map(([userSub, recipeId, cookedOn], i) => ({
        userSub,
        recipeId,
        cookedOn,
        userName: userSub,
        rating: k.ratings[i] ?? 3,
      })),
    );
  }
  await recountRatings(d);
  const ids = [randomUUID(), randomUUID(), randomUUID()];
  const used = new Set(MEMBERS.map((c) => k.homes[c]).filter((h) => h !== null));
  for (const h of used) await d.insert(households).values({ id: ids[h]!, name: `Home ${h}` });
  // The first of `order` in a household owns it; each joins a minute after the one before.
  const owned = new Set<number>();
  for (const [i, cook] of k.order.entries()) {
    const h = k.homes[cook];
    if (h === null) continue;
    await d.insert(householdMembers).values({
      userSub: cook,
      householdId: ids[h]!,
      role: owned.has(h) ? 'member' : 'owner',
      joinedAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
    });
    owned.add(h);
  }
  // Lists and plan lines only in households someone is in, made by one of its members or not.
  for (const [h, cook] of k.lists.filter(([h]) => used.has(h))) {
    await d
      .insert(shoppingLists)
      .values({ householdId: ids[h]!, ownerSub: cook, ownerName: cook, name: 'Shop' });
  }
  const next = new Map<string, number>();
  for (const [h, cook, day] of k.plan.filter(([h]) => used.has(h))) {
    const slot = `${h} ${day}`;
    const position = next.get(slot) ?? 0;
    next.set(slot, position + 1);
    await d.insert(mealPlanEntries).values({
      householdId: ids[h]!,
      userSub: cook,
      day,
      meal: 'dinner',
      position,
      recipeId: RECIPES[0]!,
    });
  }
  if (k.record !== 'none') {
    await d.insert(users).values({ name: 'Olive', email: EMAIL.toLowerCase(), sub: null });
  }
  if (k.record === 'both') {
    await d.insert(users).values({ name: 'New', email: 'new@example.test', sub: N });
  }
  await d.insert(restoredAccounts).values({ sub: O, email: EMAIL });
  await d.insert(appliedOps).values({ opId: randomUUID(), userSub: O });
}

async function state() {
  const d = db.database.db;
  return {
    recipes: await d.select().from(recipes).orderBy(asc(recipes.id)),
    favourites: await d.select().from(favourites),
    cooked: await d.select().from(cookedEntries),
    members: await d.select().from(householdMembers),
    households: await d.select().from(households),
    lists: await d.select().from(shoppingLists),
    plan: await d.select().from(mealPlanEntries),
    users: await d.select().from(users),
    ops: await d.select().from(appliedOps),
    waiting: await d.select().from(restoredAccounts),
  };
}

const of = <R extends { userSub: string }>(rows: R[], cook: string) =>
  rows.filter((row) => row.userSub === cook);

describe('claiming a restored account', () => {
  it('when any kitchen is claimed, then the old account ends with nothing, the claimer with both, the third cook with theirs, and a second claim changes nothing', async () => {
    const claims = new AccountClaimRepository(db.database.db);
    await fc.assert(
      fc.asyncProperty(kitchenArb, async (k) => {
        await clear();
        await build(k);
        const before = await state();
        // Any spelling of the address; the caller proved it is theirs.
        const claimed = await claims.claim(' olive@example.TEST ', N);
        expect(claimed?.subs).toEqual([O]);
        const after = await state();

        const subsOf = (s: typeof after) => [
          ...s.recipes.map((r) => r.ownerSub),
          ...s.favourites.map((r) => r.userSub),
          ...s.cooked.map((r) => r.userSub),
          ...s.members.map((r) => r.userSub),
          ...s.lists.map((r) => r.ownerSub),
          ...s.plan.map((r) => r.userSub),
          ...s.users.map((r) => r.sub),
          ...s.ops.map((r) => r.userSub),
        ];
        expect(subsOf(after)).not.toContain(O);
        expect(after.waiting).toEqual([]);

        const recipeSet = (rows: { recipeId: string }[]) => new Set(rows.map((r) => r.recipeId));
        expect(recipeSet(of(after.favourites, N))).toEqual(
          new Set([...recipeSet(of(before.favourites, O)), ...recipeSet(of(before.favourites, N))]),
        );
        const daySet = (rows: { recipeId: string; cookedOn: string }[]) =>
          new Set(rows.map((r) => `${r.recipeId} ${r.cookedOn}`));
        expect(daySet(of(after.cooked, N))).toEqual(
          new Set([...daySet(of(before.cooked, O)), ...daySet(of(before.cooked, N))]),
        );
        // The claimer's own entries are the ones kept where both cooked the same dish that day.
        const ids = new Set(after.cooked.map((e) => e.id));
        expect(of(before.cooked, N).every((e) => ids.has(e.id))).toBe(true);
        expect(of(after.favourites, T)).toEqual(of(before.favourites, T));
        expect(of(after.cooked, T)).toEqual(of(before.cooked, T));
        expect(after.recipes.map((r) => r.ownerSub)).toEqual(
          before.recipes.map((r) => (r.ownerSub === O ? N : r.ownerSub)),
        );

        // Households: the third cook stays where they were; every household with members has one
        // owner; no list is lost, and no plan line while the plan has room.
        const homeOf = (s: typeof after, cook: string) =>
          s.members.find((m) => m.userSub === cook)?.householdId;
        expect(homeOf(after, T)).toBe(homeOf(before, T));
        expect(homeOf(after, U)).toBe(homeOf(before, U));
        const oldHome = homeOf(before, O);
        const newHome = homeOf(before, N);
        const others = before.members.filter((m) => m.householdId === newHome && m.userSub !== N);
        if (oldHome && (!newHome || others.length === 0)) expect(homeOf(after, N)).toBe(oldHome);
        if (newHome && others.length > 0) expect(homeOf(after, N)).toBe(newHome);
        if (!oldHome) expect(homeOf(after, N)).toBe(newHome);
        for (const home of new Set(after.members.map((m) => m.householdId))) {
          const owners = after.members.filter((m) => m.householdId === home && m.role === 'owner');
          expect(owners).toHaveLength(1);
        }
        expect(after.lists.map((l) => l.id).sort()).toEqual(before.lists.map((l) => l.id).sort());
        const homes = new Set(after.members.map((m) => m.householdId));
        expect(after.lists.every((l) => homes.has(l.householdId))).toBe(true);
        expect(after.plan).toHaveLength(before.plan.length);

        // The user record with the address is the claimer's unless they had one.
        const record = after.users.find((u) => u.email === EMAIL.toLowerCase());
        if (k.record === 'restored') expect(record?.sub).toBe(N);
        if (k.record === 'both') expect(record?.sub).toBeNull();

        // Ratings are what the entries add up to.
        const ratings = after.recipes.map((r) => [r.ratingCount, r.ratingTotal]);
        await recountRatings(db.database.db);
        const recounted = (await state()).recipes.map((r) => [r.ratingCount, r.ratingTotal]);
        expect(ratings).toEqual(recounted);

        expect(await claims.claim(EMAIL, N)).toBeUndefined();
        expect(await state()).toEqual(after);
      }),
      { numRuns: 40 },
    );
  });

  it("when the claimer's address differs from the restored one only by case or compatibility characters (a Kelvin sign, full-width letters), then it claims the account; another address claims nothing", async () => {
    const claims = new AccountClaimRepository(db.database.db);
    const d = db.database.db;
    for (const spelling of ['\u212Aate@Example.test', '\uFF2Bate@EXAMPLE.test']) {
      await clear();
      await d.insert(restoredAccounts).values({ sub: O, email: 'kate@example.test' });
      await d.insert(users).values({ name: 'Kate', email: 'KATE@example.test', sub: null });

      expect(await claims.claim('kates@example.test', N)).toBeUndefined();
      const claimed = await claims.claim(spelling, N);

      expect(claimed?.subs).toEqual([O]);
      expect(await claims.waitingEmails()).toEqual([]);
      expect((await d.select().from(users)).map((u) => u.sub)).toEqual([N]);
    }
  });

  it('when nobody waits for the address, then a claim changes nothing', async () => {
    await clear();
    const claims = new AccountClaimRepository(db.database.db);
    await db.database.db.insert(restoredAccounts).values({ sub: O, email: EMAIL });
    expect(await claims.claim('someone.else@example.test', N)).toBeUndefined();
    expect(await claims.waitingEmails()).toEqual([EMAIL]);
  });
});
