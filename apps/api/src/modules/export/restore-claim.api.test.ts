import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { backupSchema, restoreResultSchema } from '@family-recipes/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../http/logger.js';
import { claimRestoredAccounts } from '../identity/index.js';
import { joinHousehold } from '../../test/households.js';
import { thisWeekDay } from '../../test/plan-week.js';
import {
  deleteAccount,
  expectSameTables,
  labelled,
  setTokens,
  signIn,
  signUp,
  type Labels,
} from '../../test/restore-drill.js';
import { createList } from '../../test/shopping-lists.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { insertRecipe, ownedBy, subOf } from '../../test/test-recipes.js';
import {
  adminCreateAccount,
  bearer,
  createTestUser,
  type TestUser,
} from '../../test/test-users.js';
import { createCognitoClient } from '../identity/index.js';
import { storedImageKeys, storeRecipeImage } from '../images/image-processor.js';
import { smallJpeg } from '../../test/test-images.js';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cookedEntries } from '../cooked/cooked.schema.js';
import { favourites } from '../favourites/favourites.schema.js';
import { householdMembers, households } from '../households/households.schema.js';
import { mealPlanEntries } from '../meal-plan/meal-plan.schema.js';
import { recipes } from '../recipes/recipes.schema.js';
import { shoppingListItems, shoppingLists } from '../shopping/shopping.schema.js';
import { users } from '../users/users.schema.js';

/*
 * A restore onto a new installation (a new database and a new identity pool): each cook who signs
 * up again with the verified address of a backed-up account gets back everything that account
 * had; nobody else gets any of it.
 */

const tag = randomBytes(4).toString('hex');
const people = {
  ann: { email: `ann-${tag}@example.test`, name: 'Ann Apple' },
  ben: { email: `ben-${tag}@example.test`, name: 'Ben Bean' },
  boss: { email: `boss-${tag}@example.test`, name: 'Boss Basil' },
};
const ids = { soup: randomUUID(), pie: randomUUID(), stew: randomUUID() };
const planned = thisWeekDay(2);
const week = { from: thisWeekDay(0), to: thisWeekDay(6) };

let source: TestApp;
let ann: TestUser;
let ben: TestUser;
let boss: TestUser;
/** The source site's account ids, by who they are. */
const sourceLabels: Labels = new Map();
let backupText: string;
/** What each cook's pages showed on the source site, their account ids by who they are. */
const pagesBefore = new Map<string, unknown>();

/**
 * What a cook's pages show of their kitchen: their recipes, favourites, notes, household, lists,
 * plan; stored photos by their place, since a restore stores each under a new id.
 */
async function pagesOf(site: TestApp, user: TestUser, labels: Labels) {
  const read = async (path: string) =>
    (await request(site.app).get(`/api/${path}`).set(bearer(user)).expect(200)).body as unknown;
  return photosUnnamed(
    labelled(
      {
        recipes: await read('my-recipes'),
        favourites: await read('my-favourites'),
        cooked: await read('my-cooked'),
        household: await read('household'),
        lists: await read('shopping-lists'),
        plan: await read(`meal-plan?from=${week.from}&to=${week.to}`),
      },
      labels,
    ),
  );
}

/** `pages` with each stored photo's id left out: a restore stores each photo again, under a new id. */
function photosUnnamed(pages: unknown): unknown {
  const text = JSON.stringify(pages).replace(
    /\/uploads\/recipes\/[0-9a-f-]{36}-/g,
    '/uploads/<photo>-',
  );
  return JSON.parse(text);
}

/**
 * Every row of each table that belongs to an account, ordered, the ids named by `labels`. Photos'
 * addresses are left out: a restore stores each photo again.
 */
async function accountTables(db: Db, labels: Labels) {
  const who = (sub: string | null) => (sub === null ? null : (labels.get(sub) ?? sub));
  const recipeRows = await db
    .select({
      id: recipes.id,
      title: recipes.title,
      status: recipes.status,
      owner: recipes.ownerSub,
      userEmail: recipes.userEmail,
      ratingCount: recipes.ratingCount,
      ratingTotal: recipes.ratingTotal,
    })
    .from(recipes)
    .orderBy(asc(recipes.id));
  const userRows = await db.select().from(users).orderBy(asc(users.email));
  const byKey = <T>(rows: T[], key: (row: T) => string) =>
    rows.sort((a, b) => key(a).localeCompare(key(b)));
  return {
    recipes: recipeRows.map((row) => ({ ...row, owner: who(row.owner) })),
    users: userRows.map((row) => ({ ...row, sub: who(row.sub) })),
    favourites: byKey(
      (await db.select().from(favourites)).map((row) => ({ ...row, userSub: who(row.userSub) })),
      (row) => `${row.userSub} ${row.recipeId}`,
    ),
    cooked_entries: (await db.select().from(cookedEntries).orderBy(asc(cookedEntries.id))).map(
      ({ photo: _photo, ...row }) => ({ ...row, userSub: who(row.userSub) }),
    ),
    households: await db.select().from(households).orderBy(asc(households.id)),
    household_members: byKey(
      (await db.select().from(householdMembers)).map((row) => ({
        ...row,
        userSub: who(row.userSub),
      })),
      (row) => `${row.userSub}`,
    ),
    shopping_lists: (await db.select().from(shoppingLists).orderBy(asc(shoppingLists.id))).map(
      (row) => ({ ...row, ownerSub: who(row.ownerSub) }),
    ),
    shopping_list_items: await db
      .select()
      .from(shoppingListItems)
      .orderBy(asc(shoppingListItems.id)),
    meal_plan_entries: (
      await db
        .select()
        .from(mealPlanEntries)
        .orderBy(
          asc(mealPlanEntries.householdId),
          asc(mealPlanEntries.day),
          asc(mealPlanEntries.meal),
          asc(mealPlanEntries.position),
        )
    ).map((row) => ({ ...row, userSub: who(row.userSub) })),
  };
}

/** The accounts a restore keeps for their cooks, by address. */
async function waitingAccounts(db: Db): Promise<string[]> {
  // Read by name: the table is the identity module's own (modules/identity/accounts).
  const result = await db.execute(sql`select email from restored_accounts order by email`);
  return (result as { rows: { email: string }[] }).rows.map((row) => row.email);
}

beforeAll(async () => {
  source = await createTestApp({}, { databasePrefix: 'claim_source' });
  const settings = source.identity.settings;
  [ann, ben, boss] = await Promise.all([
    createTestUser(settings, { groups: ['user'], ...people.ann }),
    createTestUser(settings, { groups: ['user'], ...people.ben }),
    createTestUser(settings, { groups: ['admin', 'user'], ...people.boss }),
  ]);
  for (const [label, user] of [
    ['ann', ann],
    ['ben', ben],
    ['boss', boss],
  ] as const) {
    sourceLabels.set(subOf(user.idToken), label);
    await setTokens(source, user).expect(200);
  }
  // Photos elsewhere: the restore keeps their addresses as they are.
  const elsewhere = 'https://photos.example.test/dish.jpg';
  // The soup's photo is stored by the site, every size of it.
  const stored = await storeRecipeImage(source.storage, await smallJpeg(200, 150));
  for (const [id, title, cook, status, thumbnailImage] of [
    [ids.soup, 'Barley Soup', ann, 101, stored.url],
    [ids.pie, 'Apple Pie', ann, 100, elsewhere],
    [ids.stew, 'Bean Stew', ben, 101, elsewhere],
  ] as const) {
    await insertRecipe(source, { id, title, status, thumbnailImage, ...ownedBy(cook) });
  }
  const as = (user: TestUser) => (req: request.Test) => req.set(bearer(user));
  await as(ann)(request(source.app).put(`/api/recipes/${ids.stew}/favourite`)).expect(200);
  await as(ben)(request(source.app).put(`/api/recipes/${ids.soup}/favourite`)).expect(200);
  await as(boss)(request(source.app).put(`/api/recipes/${ids.stew}/favourite`)).expect(200);
  await as(ann)(request(source.app).post(`/api/recipes/${ids.stew}/cooked`))
    .send({ rating: 5, note: 'Smoky and good' })
    .expect(201);
  await as(ben)(request(source.app).post(`/api/recipes/${ids.soup}/cooked`))
    .send({ rating: 4 })
    .expect(201);
  // Ann's household, which Ben joins: a shared list and a plan.
  await as(ann)(request(source.app).get('/api/household')).expect(200);
  await joinHousehold(source, ann, ben);
  const list = await createList(source, ann, { name: 'Sunday shop' });
  await as(ben)(request(source.app).post(`/api/shopping-lists/${list._id}/items`))
    .send({ text: '2 lemons' })
    .expect(201);
  await as(ben)(request(source.app).put(`/api/meal-plan/${planned}`))
    .send({ dinner: [ids.soup, { note: 'Leftovers' }], lunch: [ids.stew] })
    .expect(200);
  for (const [label, user] of [
    ['ann', ann],
    ['ben', ben],
  ] as const) {
    pagesBefore.set(label, await pagesOf(source, user, sourceLabels));
  }
  const backup = await as(boss)(request(source.app).get('/api/admin/backup')).expect(200);
  backupText = backup.text;
}, 180_000);
afterAll(async () => {
  await source?.dispose();
});

describe('a backup', () => {
  it('when it is written, then it names each account id its rows hold with that account’s address', () => {
    const backup = backupSchema.parse(JSON.parse(backupText));
    const named = new Map((backup.accounts ?? []).map((a) => [sourceLabels.get(a.sub), a.email]));
    expect(Object.fromEntries(named)).toEqual({
      ann: people.ann.email,
      ben: people.ben.email,
      boss: people.boss.email,
    });
    const owners = backup.recipes.map((r) => sourceLabels.get(r.family_recipes.owner_sub ?? ''));
    expect(owners.sort()).toEqual(['ann', 'ann', 'ben']);
  });
});

describe('a restore onto a new installation', () => {
  let site: TestApp;
  let admin: TestUser;
  /** The restored site's account ids, by who they are: the old ones until claimed, then the new. */
  const labels: Labels = new Map();
  const logger = createLogger('silent');
  const startUpClaim = () =>
    claimRestoredAccounts({ db: site.db.database.db, identity: site.identity.settings, logger });
  const tables = () => accountTables(site.db.database.db, labels);
  const restore = () =>
    request(site.app)
      .post('/api/admin/restore')
      .set(bearer(admin))
      .attach('file', Buffer.from(backupText), 'backup.json');

  beforeAll(async () => {
    site = await createTestApp({}, { databasePrefix: 'claim_target' });
    // The administrator who restores has an account with the address they had before.
    admin = await createTestUser(site.identity.settings, {
      groups: ['admin', 'user'],
      ...people.boss,
    });
    for (const [sub, label] of sourceLabels) labels.set(sub, `old ${label}`);
  }, 60_000);
  afterAll(async () => {
    await site?.dispose();
  });

  it('when the backup is restored, then the answer reports each table, the administrator already in the pool gets their rows at once, and every other row keeps its old account', async () => {
    const res = await restore().expect(200);
    const report = restoreResultSchema.parse(res.body);
    expect(report).toMatchObject({ recipes: 3, users: 3, claimed: 1, skipped: [] });
    expect(report.restored).toEqual({
      recipes: 3,
      recipe_status_changes: 0,
      users: 3,
      accounts: 3,
      households: 1,
      household_members: 2,
      household_pantries: 0,
      pantry_staples: 0,
      household_item_aisles: 0,
      household_aisle_orders: 0,
      household_aisles: 0,
      household_shops: 0,
      household_meal_rules: 0,
      favourites: 3,
      cooked_entries: 2,
      shopping_lists: 1,
      shopping_list_items: 1,
      shopping_list_shops: 0,
      meal_plan_entries: 3,
      cookbooks: 0,
    });
    labels.set(subOf(admin.idToken), 'boss');
    const before = await accountTables(source.db.database.db, labels);
    const restored = await tables();
    // The cooks' records have no account until their cook signs in; the rest is as it was, but
    // for the administrator's, which are theirs now.
    expect(restored.users.map((u) => u.sub)).toEqual([null, null, 'boss']);
    expect(restored.favourites.filter((f) => f.userSub === 'boss')).toHaveLength(1);
    const oldBoss = (sub: string | null) => (sub === 'old boss' ? 'boss' : sub);
    expectSameTables(
      {
        ...before,
        users: before.users.map((u) => ({ ...u, sub: u.sub === 'old boss' ? 'boss' : null })),
        favourites: before.favourites
          .map((f) => ({ ...f, userSub: oldBoss(f.userSub) }))
          .sort((a, b) => `${a.userSub} ${a.recipeId}`.localeCompare(`${b.userSub} ${b.recipeId}`)),
      },
      restored,
    );
    expect(await waitingAccounts(site.db.database.db)).toEqual(
      [people.ann.email, people.ben.email].sort(),
    );
  });

  it('when the backup is restored, then every size of each stored photo is the same file', async () => {
    const files = async (app: TestApp) => {
      const [row] = await app.db.database.db
        .select({ url: recipes.thumbnailImage })
        .from(recipes)
        .where(eq(recipes.id, ids.soup));
      const keys = storedImageKeys(app.storage, row?.url ?? '');
      expect(keys).toHaveLength(3);
      return Promise.all(
        keys.map(async (key) =>
          createHash('sha256')
            .update((await app.storage.get(key)) ?? key)
            .digest('hex'),
        ),
      );
    };
    expect(await files(site)).toEqual(await files(source));
  });

  it('when the same backup is restored again, then 409 and nothing changes', async () => {
    const before = await tables();
    const waiting = await waitingAccounts(site.db.database.db);
    await restore().expect(409);
    expectSameTables(before, await tables());
    expect(await waitingAccounts(site.db.database.db)).toEqual(waiting);
  });

  it('when someone signs up with a cook’s address and never verifies it, or has it unverified, then they get nothing', async () => {
    const before = await tables();
    // Signed up with Ben's address, the code never entered: no sign-in, and the pool says unverified.
    await signUp(site, people.ben, false);
    await expect(signIn(site, people.ben)).rejects.toThrow();
    // An account whose address is Ann's, set but never proven, signs in: its token names nobody.
    const client = createCognitoClient(
      site.identity.settings.region,
      site.identity.settings.endpoint,
      site.identity.settings.adminCredentialsFile,
    );
    const squatter = await adminCreateAccount(client, site.identity.settings.userPoolId, {
      email: people.ann.email,
      password: 'Kitchen-42!x',
      verified: 'false',
    });
    client.destroy();
    const unverified = await signIn(site, people.ann);
    await setTokens(site, unverified).expect(401);
    await request(site.app).get('/api/my-favourites').set(bearer(unverified)).expect(401);
    await startUpClaim();
    expectSameTables(before, await tables());
    expect(await waitingAccounts(site.db.database.db)).toHaveLength(2);
    // The administrators remove both accounts; the cooks then sign up themselves.
    await deleteAccount(site, squatter);
    await deleteAccount(site, people.ben.email);
  });

  it('when a third cook signs up and in, then they get nothing of anyone', async () => {
    const before = await tables();
    const carol = { email: `carol-${tag}@example.test`, name: 'Carol Cress' };
    await signUp(site, carol, true);
    const signedIn = await signIn(site, carol);
    await setTokens(site, signedIn).expect(200);
    labels.set(subOf(signedIn.idToken), 'carol');
    const after = await tables();
    expect(after.users.filter((u) => u.sub === 'carol')).toHaveLength(1);
    expectSameTables({ ...before, users: [] }, { ...after, users: [] });
    const again = await signIn(site, carol);
    const favourites = await request(site.app).get('/api/my-favourites').set(bearer(again));
    expect(favourites.body).toEqual([]);
  });

  it('when a cook signs up and verifies, then the next start gives them their rows, before they sign in', async () => {
    const before = await tables();
    await signUp(site, people.ann, true);
    const ann = await signIn(site, people.ann);
    labels.set(subOf(ann.idToken), 'ann');
    await startUpClaim();
    const after = await tables();
    const oldAnn = (sub: string | null) => (sub === 'old ann' ? 'ann' : sub);
    expect(after.recipes.map((r) => r.owner)).toEqual(before.recipes.map((r) => oldAnn(r.owner)));
    expect(after.users.find((u) => u.email === people.ann.email)?.sub).toBe('ann');
    expect(after.household_members.map((m) => m.userSub)).toEqual(['ann', 'old ben']);
    expect(await waitingAccounts(site.db.database.db)).toEqual([people.ben.email]);
  });

  it('when a cook signs up again with their address, verifies and signs in, then every row is theirs again, as it was', async () => {
    // Ben looks at his lists before his first sign-in ends: he gets a new, empty household.
    await signUp(site, people.ben, true);
    const first = await signIn(site, people.ben);
    await request(site.app).get('/api/shopping-lists').set(bearer(first)).expect(200);
    expect((await tables()).households).toHaveLength(2);
    labels.set(subOf(first.idToken), 'ben');
    await setTokens(site, first).expect(200);
    // Ann's sign-in finds nothing more to claim and changes nothing.
    const beforeAnn = await tables();
    await setTokens(site, await signIn(site, people.ann)).expect(200);
    expectSameTables(beforeAnn, await tables());
    expect(await waitingAccounts(site.db.database.db)).toEqual([]);
    // The source's rows, each account named by who it is, and the new site's: the same.
    const before = await accountTables(source.db.database.db, sourceLabels);
    const after = await tables();
    const byWho = (rows: { userSub: string | null }[]) => rows.map((r) => r.userSub);
    // The restored household won over Ben's empty new one, which is gone.
    expect(byWho(after.household_members)).toEqual(['ann', 'ben']);
    const withoutCarol = { ...after, users: after.users.filter((u) => u.sub !== 'carol') };
    const ids = (rows: { id: string }[]) => rows.map((u) => u.id);
    expect(ids(withoutCarol.users)).toEqual(ids(before.users));
    expectSameTables(
      { ...before, users: before.users.map(({ createdOn: _c, updatedOn: _u, ...u }) => u) },
      {
        ...withoutCarol,
        users: withoutCarol.users.map(({ createdOn: _c, updatedOn: _u, ...u }) => u),
      },
    );
    // And their pages show what they showed before.
    for (const label of ['ann', 'ben'] as const) {
      const now = await signIn(site, people[label]);
      expect(await pagesOf(site, now, labels), label).toEqual(pagesBefore.get(label));
    }
  });
});
