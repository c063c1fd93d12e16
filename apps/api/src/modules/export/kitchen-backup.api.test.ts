import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import {
  BACKUP_KITCHEN_SECTIONS,
  EXPORT_KITCHEN_KEY,
  RESTORE_SKIPPED,
  backupSchema,
  recipeExportSchema,
  type Backup,
} from '@family-recipes/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { calendarFeeds, mealPlanEntries } from '../meal-plan/meal-plan.schema.js';
import { cookedEntries } from '../cooked/cooked.schema.js';
import { favourites } from '../favourites/favourites.schema.js';
import { householdAisleOrders, householdItemAisles } from '../aisles/aisles.schema.js';
import { householdMembers, households } from '../households/households.schema.js';
import { householdPantries, pantryStaples } from '../pantry/pantry.schema.js';
import { recipes } from '../recipes/recipes.schema.js';
import { shoppingListItems, shoppingLists } from '../shopping/shopping.schema.js';
import { users as userRecords } from '../users/users.schema.js';
import { thisWeekDay } from '../../test/plan-week.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ownedBy, recipeRow, subOf } from '../../test/test-recipes.js';
import { createTestUser, type TestUser } from '../../test/test-users.js';
import { ExportRepository } from './export.repository.js';
import { ExportService } from './export.service.js';
import { EXPORT_MESSAGES } from './export.messages.js';
import { useTestApp, useUsers } from '../../test/use-test-app.js';

/** Backup, restore and the cook's export of the family kitchen's tables (migration 0012). */
const ids = { soup: randomUUID(), pie: randomUUID(), stew: randomUUID() };
const lists = { cooks: randomUUID(), others: randomUUID() };
const FEED_HASH = 'feed-token-hash-that-must-stay-home';
/** A member of the cook's household who has no account on the test pool. */
const HAL = 'hal-housemate-sub';
/** The planned days: this week's Tuesday and Wednesday (UTC), in the plan window. */
const planned = { cooks: thisWeekDay(1), others: thisWeekDay(2) };
let backupText: string;

function as(user: TestUser) {
  return (req: request.Test) => req.set('Authorization', `Bearer ${user.idToken}`);
}

/** Every row of the kitchen's tables, in a fixed order, and each recipe's rating columns. */
async function kitchenOf(db: Db) {
  return {
    favourites: await db
      .select()
      .from(favourites)
      .orderBy(asc(favourites.userSub), asc(favourites.recipeId)),
    cooked: await db.select().from(cookedEntries).orderBy(asc(cookedEntries.id)),
    households: await db.select().from(households).orderBy(asc(households.id)),
    members: await db.select().from(householdMembers).orderBy(asc(householdMembers.userSub)),
    pantries: await db.select().from(householdPantries),
    staples: await db
      .select()
      .from(pantryStaples)
      .orderBy(asc(pantryStaples.householdId), asc(pantryStaples.position)),
    itemAisles: await db.select().from(householdItemAisles),
    aisleOrders: await db.select().from(householdAisleOrders),
    lists: await db.select().from(shoppingLists).orderBy(asc(shoppingLists.id)),
    items: await db.select().from(shoppingListItems).orderBy(asc(shoppingListItems.id)),
    plan: await db
      .select()
      .from(mealPlanEntries)
      .orderBy(
        asc(mealPlanEntries.userSub),
        asc(mealPlanEntries.day),
        asc(mealPlanEntries.position),
      ),
  };
}

async function ratingsOf(db: Db) {
  const rows = await db
    .select({ id: recipes.id, count: recipes.ratingCount, total: recipes.ratingTotal })
    .from(recipes);
  return Object.fromEntries(rows.map((row) => [row.id, { count: row.count, total: row.total }]));
}

function restore(site: TestApp, boss: TestUser, file: string) {
  return as(boss)(request(site.app).post('/api/admin/restore')).attach(
    'file',
    Buffer.from(file),
    'backup.json',
  );
}

async function emptySite(prefix: string) {
  const site = await createTestApp({}, { databasePrefix: prefix });
  const boss = await createTestUser(site.identity.settings, { groups: ['admin'] });
  return { site, boss };
}

const t = useTestApp(undefined, undefined, { databasePrefix: 'kitchen_source' });
const [cook, other, admin] = useUsers(t, 'Cook Kit', 'Other Olive', {
  groups: ['admin'],
  name: 'Admin Ari',
});

beforeAll(async () => {
  const db = t.db.database.db;
  const [cookSub, otherSub] = [subOf(cook.idToken), subOf(other.idToken)];
  // The rating columns hold numbers no entry adds up to: a restore must not carry them over.
  const photo = 'https://photos.example.test/dish.jpg';
  await db
    .insert(recipes)
    .values([
      recipeRow({ id: ids.soup, title: 'Barley Soup', thumbnailImage: photo, ...ownedBy(cook) }),
      recipeRow({ id: ids.pie, title: 'Apple Pie', thumbnailImage: photo, ratingCount: 99 }),
      recipeRow({ id: ids.stew, title: 'Bean Stew', thumbnailImage: photo, ...ownedBy(other) }),
    ]);
  await db.insert(favourites).values([
    { userSub: cookSub, recipeId: ids.pie },
    { userSub: cookSub, recipeId: ids.stew },
    { userSub: otherSub, recipeId: ids.soup },
  ]);
  const entry = (recipeId: string, user: TestUser, rating: number, cookedOn: string) => ({
    recipeId,
    userSub: subOf(user.idToken),
    userName: user.name,
    rating,
    cookedOn,
  });
  await db
    .insert(cookedEntries)
    .values([
      { ...entry(ids.pie, cook, 4, '2026-11-01'), note: 'Lovely crust' },
      entry(ids.pie, cook, 5, '2026-11-08'),
      entry(ids.pie, other, 3, '2026-11-02'),
      { ...entry(ids.soup, other, 2, '2026-11-03'), note: 'Far too salty for us', hidden: true },
    ]);
  // Plans and lists are a household's: each cook's own here, Hal in the cook's.
  const homes: Record<string, string> = {};
  for (const [sub, user] of [
    [cookSub, cook],
    [otherSub, other],
  ] as const) {
    const [home] = await db
      .insert(households)
      .values({ name: `${user.name}'s kitchen` })
      .returning();
    await db.insert(householdMembers).values({
      userSub: sub,
      householdId: home!.id,
      role: 'owner',
      name: user.name,
      email: user.email,
    });
    homes[sub] = home!.id;
  }
  const [cookHome, otherHome] = [homes[cookSub]!, homes[otherSub]!];
  await db.insert(householdMembers).values({
    userSub: HAL,
    householdId: cookHome,
    role: 'member',
    name: 'Hal Housemate',
    email: 'hal@example.test',
    joinedAt: new Date(Date.now() + 60_000),
  });
  // The cook's household keeps its own pantry and aisles.
  await db.insert(householdPantries).values({ householdId: cookHome });
  await db.insert(pantryStaples).values([
    { householdId: cookHome, key: 'salt', name: 'Sea salt', position: 0 },
    { householdId: cookHome, key: 'saffron', name: 'Saffron', position: 1 },
  ]);
  await db
    .insert(householdItemAisles)
    .values({ householdId: cookHome, ingredientKey: 'candle', aisle: 'pantry' });
  await db.insert(householdAisleOrders).values({
    householdId: cookHome,
    aisles: ['bakery', 'produce', 'dairy', 'meat and fish', 'pantry', 'frozen', 'other'],
  });
  await db.insert(shoppingLists).values([
    {
      id: lists.cooks,
      householdId: cookHome,
      ownerSub: cookSub,
      ownerName: cook.name,
      name: 'Sunday shop',
    },
    {
      id: lists.others,
      householdId: otherHome,
      ownerSub: otherSub,
      ownerName: other.name,
      name: 'Olive secret list',
    },
  ]);
  await db.insert(shoppingListItems).values([
    {
      listId: lists.cooks,
      ingredient: 'Apples',
      ingredientKey: 'apple',
      quantity: 2.5,
      units: 'kg',
      aisle: 'produce',
      checked: true,
      sources: [{ recipeId: ids.pie, title: 'Apple Pie', servings: 8 }],
      version: 3,
    },
    { listId: lists.cooks, ingredient: 'candles', ingredientKey: 'candle', aisle: 'other' },
    { listId: lists.others, ingredient: 'olive oil', ingredientKey: 'olive oil', aisle: 'pantry' },
  ]);
  await db.insert(mealPlanEntries).values([
    {
      householdId: cookHome,
      userSub: cookSub,
      day: planned.cooks,
      meal: 'dinner',
      position: 0,
      recipeId: ids.pie,
    },
    {
      householdId: cookHome,
      userSub: cookSub,
      day: planned.cooks,
      meal: 'dinner',
      position: 1,
      recipeId: ids.soup,
    },
    {
      householdId: otherHome,
      userSub: otherSub,
      day: planned.others,
      meal: 'lunch',
      position: 0,
      recipeId: ids.stew,
    },
  ]);
  await db
    .insert(calendarFeeds)
    .values({ householdId: cookHome, userSub: cookSub, tokenHash: FEED_HASH });

  // Pages of two rows, so that every table with more rows is read in several.
  const service = new ExportService(new ExportRepository(db), t.storage, { kitchenBatch: 2 });
  let text = '';
  for await (const chunk of service.backup('https://recipes.example.test')) text += chunk;
  backupText = text;
});

describe('the family kitchen in a backup', () => {
  it('when an admin backs up, then every kitchen row is in it, and no calendar feed', async () => {
    const res = await as(admin)(request(t.app).get('/api/admin/backup')).expect(200);
    const backup = backupSchema.parse(res.body);
    expect(backupSchema.parse(JSON.parse(backupText))).toEqual({
      ...backup,
      created_on: expect.any(String) as string,
    });
    expect(backup.favourites).toHaveLength(3);
    expect(backup.cooked_entries).toHaveLength(4);
    expect(backup.cooked_entries?.find((e) => e.rating === 2)).toMatchObject({
      hidden: true,
      note: 'Far too salty for us',
      recipe_id: ids.soup,
    });
    expect(backup.shopping_lists?.map((l) => l.name).sort()).toEqual([
      'Olive secret list',
      'Sunday shop',
    ]);
    expect(backup.shopping_list_members).toBeUndefined();
    expect(backup.pantry_staples?.map((staple) => staple.name).sort()).toEqual([
      'Saffron',
      'Sea salt',
    ]);
    expect(backup.household_pantries).toHaveLength(1);
    expect(backup.household_item_aisles).toMatchObject([{ ingredient_key: 'candle' }]);
    expect(backup.household_aisle_orders?.[0]?.aisles[0]).toBe('bakery');
    expect(backup.households).toHaveLength(2);
    expect(backup.household_members?.map((m) => [m.name, m.role]).sort()).toEqual(
      [
        [cook.name, 'owner'],
        [other.name, 'owner'],
        ['Hal Housemate', 'member'],
      ].sort(),
    );
    const cooksHome = backup.household_members?.find((m) => m.user_sub === HAL)?.household_id;
    expect(backup.shopping_lists?.find((l) => l.id === lists.cooks)?.household_id).toBe(cooksHome);
    expect(
      backup.meal_plan_entries?.filter((e) => e.household_id === cooksHome).map((e) => e.day),
    ).toEqual([planned.cooks, planned.cooks]);
    expect(backup.shopping_list_items?.find((i) => i.key === 'apple')).toMatchObject({
      checked: true,
      version: 3,
      quantity: 2.5,
      sources: [{ recipe_id: ids.pie, title: 'Apple Pie', servings: 8 }],
    });
    expect(backup.meal_plan_entries).toHaveLength(3);
    expect(JSON.stringify(res.body)).not.toContain(FEED_HASH);
    expect(Object.keys(res.body as object).some((key) => /calendar|feed/.test(key))).toBe(false);
  });

  it('when a backup is restored into an empty site, then every kitchen row comes back and ratings are recounted from the entries, each cook once', async () => {
    const { site, boss } = await emptySite('kitchen_restore');
    try {
      const res = await restore(site, boss, backupText).expect(200);
      const { users } = backupSchema.parse(JSON.parse(backupText));
      expect(res.body).toMatchObject({
        recipes: 3,
        users: users.length,
        restored: {
          favourites: 3,
          cooked_entries: 4,
          households: 2,
          household_members: 3,
          shopping_lists: 2,
          shopping_list_items: 3,
          meal_plan_entries: 3,
          pantry_staples: 2,
        },
        skipped: [],
      });
      const restored = site.db.database.db;
      expect(await kitchenOf(restored)).toEqual(await kitchenOf(t.db.database.db));
      const hidden = await restored
        .select()
        .from(cookedEntries)
        .where(eq(cookedEntries.hidden, true));
      expect(hidden.map((e) => e.note)).toEqual(['Far too salty for us']);
      expect(await ratingsOf(restored)).toEqual({
        // The cook's latest 5 and the other cook's 3; the cook's earlier 4 no longer counts.
        [ids.pie]: { count: 2, total: 8 },
        [ids.soup]: { count: 1, total: 2 },
        [ids.stew]: { count: 0, total: 0 },
      });
      expect(await restored.select().from(calendarFeeds)).toEqual([]);
    } finally {
      await site.dispose();
    }
  });
});

describe('a restore that refuses a kitchen row, then an older backup', () => {
  let site: TestApp;
  let boss: TestUser;
  let backup: Backup;
  beforeAll(async () => {
    ({ site, boss } = await emptySite('kitchen_refused'));
    backup = backupSchema.parse(JSON.parse(backupText));
  }, 60_000);
  afterAll(async () => {
    await site?.dispose();
  });

  async function expectNothingRestored() {
    const db = site.db.database.db;
    expect(await db.select({ id: recipes.id }).from(recipes)).toEqual([]);
    const kitchen = await kitchenOf(db);
    expect(Object.values(kitchen).every((rows) => rows.length === 0)).toBe(true);
  }

  it('when a kitchen row is bad or names a recipe, list or household the backup lacks, then restore answers 400 with its place and restores nothing', async () => {
    const [cooked0, cooked1, ...cookedRest] = backup.cooked_entries ?? [];
    const [plan0, ...planRest] = backup.meal_plan_entries ?? [];
    const [item0, ...itemRest] = backup.shopping_list_items ?? [];
    const [favourite0, ...favouriteRest] = backup.favourites ?? [];
    const [member0, ...memberRest] = backup.household_members ?? [];
    const [list0, ...listRest] = backup.shopping_lists ?? [];
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [
        { cooked_entries: [cooked0, { ...cooked1, rating: 9 }, ...cookedRest] },
        'cooked_entries.1.rating',
        /^cooked_entries\.1\.rating: /,
      ],
      [
        { meal_plan_entries: [{ ...plan0, recipe_id: randomUUID() }, ...planRest] },
        'meal_plan_entries.0.recipe_id',
        new RegExp(`: ${EXPORT_MESSAGES.noSuchRecipe}$`),
      ],
      [
        { shopping_list_items: [{ ...item0, list_id: randomUUID() }, ...itemRest] },
        'shopping_list_items.0.list_id',
        new RegExp(`: ${EXPORT_MESSAGES.noSuchList}$`),
      ],
      [
        { household_members: [{ ...member0, household_id: randomUUID() }, ...memberRest] },
        'household_members.0.household_id',
        new RegExp(`: ${EXPORT_MESSAGES.noSuchHousehold}$`),
      ],
      [
        { shopping_lists: [{ ...list0, household_id: randomUUID() }, ...listRest] },
        'shopping_lists.0.household_id',
        new RegExp(`: ${EXPORT_MESSAGES.noSuchHousehold}$`),
      ],
      [
        { favourites: [favourite0, ...favouriteRest, favourite0] },
        `favourites.${favouriteRest.length + 1}`,
        new RegExp(`: ${EXPORT_MESSAGES.duplicateRow}$`),
      ],
    ];
    for (const [change, field, message] of cases) {
      const res = await restore(site, boss, JSON.stringify({ ...backup, ...change })).expect(400);
      const body = res.body as { message: string; errors: { field: string; message: string }[] };
      expect(body.message).toBe(EXPORT_MESSAGES.invalidBackup);
      expect(body.errors[0]?.field, field).toBe(field);
      expect(body.errors[0]?.message).toMatch(message);
      expect(body.errors[0]?.message.startsWith(`${field}: `)).toBe(true);
    }
    // A plan written before the recipes is checked once the whole file has been read.
    const { recipes: all, ...head } = backup;
    const early = JSON.stringify({
      ...head,
      meal_plan_entries: [{ ...plan0, recipe_id: randomUUID() }],
      recipes: all,
    });
    const res = await restore(site, boss, early).expect(400);
    expect((res.body as { errors: { field: string }[] }).errors[0]?.field).toBe(
      'meal_plan_entries.0.recipe_id',
    );
    await expectNothingRestored();
  });

  it('when a backup from before the kitchen is restored, then its recipes come back with no kitchen and no ratings', async () => {
    const old = JSON.parse(backupText) as Record<string, unknown>;
    for (const key of [
      ...Object.keys(BACKUP_KITCHEN_SECTIONS),
      'shopping_list_members',
      'accounts',
    ]) {
      delete old[key];
    }
    const res = await restore(site, boss, JSON.stringify(old)).expect(200);
    expect(res.body).toMatchObject({
      recipes: 3,
      users: backup.users.length,
      restored: { recipes: 3, favourites: 0, households: 0, accounts: 0 },
      claimed: 0,
    });
    // Without the backup's accounts, no recipe keeps an owner: the owner backfill finds them.
    const owners = await site.db.database.db.select({ owner: recipes.ownerSub }).from(recipes);
    expect(owners).toEqual([{ owner: null }, { owner: null }, { owner: null }]);
    const db = site.db.database.db;
    const kitchen = await kitchenOf(db);
    expect(Object.values(kitchen).every((rows) => rows.length === 0)).toBe(true);
    expect(Object.values(await ratingsOf(db))).toEqual([
      { count: 0, total: 0 },
      { count: 0, total: 0 },
      { count: 0, total: 0 },
    ]);
  });
});

describe('a backup without recipes', () => {
  it('when it is restored twice, then the second answers 409 and changes nothing', async () => {
    const { site, boss } = await emptySite('kitchen_no_recipes');
    try {
      const backup = backupSchema.parse(JSON.parse(backupText));
      const {
        favourites: _f,
        cooked_entries: _c,
        meal_plan_entries: _p,
        ...kitchenOnly
      } = { ...backup, recipes: [] };
      const file = JSON.stringify(kitchenOnly);
      const first = await restore(site, boss, file).expect(200);
      expect(first.body).toMatchObject({ recipes: 0, restored: { households: 2 } });
      const db = site.db.database.db;
      const before = await kitchenOf(db);
      expect(before.lists).toHaveLength(2);
      const again = await restore(site, boss, file).expect(409);
      expect(again.body).toEqual({ message: EXPORT_MESSAGES.notEmpty });
      expect(await kitchenOf(db)).toEqual(before);
    } finally {
      await site.dispose();
    }
  });
});

describe('a backup written before households', () => {
  it('when it is restored, then each list and plan line goes to its cook’s own household, and lists shared by email are shared no more', async () => {
    const { site, boss } = await emptySite('kitchen_before_households');
    try {
      const backup = backupSchema.parse(JSON.parse(backupText));
      const {
        households: _h,
        household_members: _m,
        household_pantries: _p,
        pantry_staples: _s,
        household_item_aisles: _i,
        household_aisle_orders: _o,
        ...rest
      } = backup;
      const old = {
        ...rest,
        shopping_lists: backup.shopping_lists?.map(({ household_id: _id, ...list }) => list),
        meal_plan_entries: backup.meal_plan_entries?.map(({ household_id: _id, ...e }) => e),
        shopping_list_members: [
          {
            list_id: lists.cooks,
            user_sub: subOf(other.idToken),
            name: other.name,
            email: other.email,
            created_on: new Date().toISOString(),
          },
        ],
      };
      // The restoring administrator's record already has the address of the backup's one user.
      const email = `kept-${randomUUID()}@example.test`;
      const now = new Date().toISOString();
      old.users = [
        {
          id: randomUUID(),
          name: 'Kept Record',
          email,
          birth_day: null,
          birth_month: null,
          groups: ['user'],
          created_on: now,
          updated_on: now,
        },
      ];
      await site.db.database.db
        .insert(userRecords)
        .values({ name: 'Already here', email, sub: subOf(boss.idToken) });
      const res = await restore(site, boss, JSON.stringify(old)).expect(200);
      expect(res.body).toMatchObject({
        users: 1,
        restored: { users: 0 },
        skipped: [
          { table: 'users', rows: 1, reason: RESTORE_SKIPPED.userOnRecord },
          {
            table: 'shopping_list_members',
            rows: 1,
            reason: RESTORE_SKIPPED.listMembers,
          },
        ],
      });
      const db = site.db.database.db;
      const members = await db.select().from(householdMembers);
      const homeOf = (sub: string) => members.find((m) => m.userSub === sub)?.householdId;
      const [cookSub, otherSub] = [subOf(cook.idToken), subOf(other.idToken)];
      expect(members.map((m) => [m.userSub, m.role]).sort()).toEqual(
        [
          [cookSub, 'owner'],
          [otherSub, 'owner'],
        ].sort(),
      );
      expect(homeOf(cookSub)).not.toBe(homeOf(otherSub));
      const restoredLists = await db.select().from(shoppingLists);
      expect(restoredLists.map((l) => [l.id, l.householdId]).sort()).toEqual(
        [
          [lists.cooks, homeOf(cookSub)],
          [lists.others, homeOf(otherSub)],
        ].sort(),
      );
      const plan = await db.select().from(mealPlanEntries);
      expect(plan.every((e) => e.householdId === homeOf(e.userSub))).toBe(true);
      expect(plan).toHaveLength(3);
    } finally {
      await site.dispose();
    }
  });
});

describe("the cook's own kitchen in their export", () => {
  it('when a cook exports JSON, then their household, favourites and entries and its lists and plan come, and nothing of another household', async () => {
    const res = await as(cook)(request(t.app).get('/api/export/my-recipes')).expect(200);
    const exported = recipeExportSchema.parse(res.body);
    expect(exported['@graph'].map((r) => r.family_recipes.id)).toEqual([ids.soup]);
    const kitchen = exported[EXPORT_KITCHEN_KEY];
    expect(kitchen.favourites.map((f) => [f.recipe_id, f.title]).sort()).toEqual(
      [
        [ids.pie, 'Apple Pie'],
        [ids.stew, 'Bean Stew'],
      ].sort(),
    );
    expect(kitchen.cooked.map((c) => [c.title, c.rating, c.note, c.cooked_on])).toEqual([
      ['Apple Pie', 4, 'Lovely crust', '2026-11-01'],
      ['Apple Pie', 5, '', '2026-11-08'],
    ]);
    expect(kitchen.household).toEqual({
      name: `${cook.name}'s kitchen`,
      members: [
        { name: cook.name, email: cook.email, role: 'owner' },
        { name: 'Hal Housemate', email: 'hal@example.test', role: 'member' },
      ],
    });
    expect(kitchen.shopping_lists).toHaveLength(1);
    expect(kitchen.shopping_lists[0]).toMatchObject({ name: 'Sunday shop', owner_name: cook.name });
    const items = kitchen.shopping_lists[0]?.items ?? [];
    expect(items.map((i) => [i.ingredient, i.checked, i.sources.length]).sort()).toEqual([
      ['Apples', true, 1],
      ['candles', false, 0],
    ]);
    expect(kitchen.meal_plan.map((p) => [p.day, p.meal, p.position, p.title])).toEqual([
      [planned.cooks, 'dinner', 0, 'Apple Pie'],
      [planned.cooks, 'dinner', 1, 'Barley Soup'],
    ]);
    const text = JSON.stringify(res.body);
    for (const secret of [
      'Olive secret list',
      'olive oil',
      'Far too salty for us',
      subOf(other.idToken),
      subOf(cook.idToken),
      FEED_HASH,
    ]) {
      expect(text, secret).not.toContain(secret);
    }
  });

  it('when a cook exports Markdown, then kitchen.md sums up their own kitchen only', async () => {
    const res = await as(cook)(request(t.app).get('/api/export/my-recipes?format=markdown'))
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const page = strFromU8(
      unzipSync(new Uint8Array(res.body as Buffer))['kitchen.md'] ?? new Uint8Array(),
    );
    for (const line of [
      '## Favourites',
      '- Bean Stew',
      '- 2026-11-01 Apple Pie, 4 of 5: Lovely crust',
    ]) {
      expect(page).toContain(line);
    }
    expect(page).toContain(
      `## Household: ${cook.name}'s kitchen\n\n- ${cook.name} (owner)\n- Hal Housemate\n`,
    );
    expect(page).toMatch(/## Shopping list: Sunday shop\n\n- \[/);
    expect(page).toContain('- [x] 2.5 kg Apples');
    expect(page).toContain(`- ${planned.cooks} Dinner: Barley Soup`);
    expect(page).not.toMatch(/Olive secret list|olive oil|salty/);
  });

  it('when the other cook exports, then only their own kitchen is in it', async () => {
    const res = await as(other)(request(t.app).get('/api/export/my-recipes')).expect(200);
    const kitchen = recipeExportSchema.parse(res.body)[EXPORT_KITCHEN_KEY];
    expect(kitchen.favourites.map((f) => f.recipe_id)).toEqual([ids.soup]);
    expect(kitchen.cooked.map((c) => c.note).sort()).toEqual(['', 'Far too salty for us']);
    expect(kitchen.shopping_lists.map((l) => l.name)).toEqual(['Olive secret list']);
    expect(kitchen.meal_plan.map((p) => p.recipe_id)).toEqual([ids.stew]);
    expect(JSON.stringify(res.body)).not.toContain('Sunday shop');
  });
});
