import { randomUUID } from 'node:crypto';
import {
  AISLE_LIMITS,
  AISLE_MESSAGES,
  MEAL_RULE_MESSAGES,
  backupSchema,
  householdAislesSchema,
  mealRulesSchema,
  type Backup,
  type MealRulesInput,
} from '@family-recipes/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { householdAisles, householdShops, shoppingListShops } from '../aisles/aisles.schema.js';
import { households } from '../households/households.schema.js';
import { householdMealRules } from '../meal-plan/meal-rules.schema.js';
import { setTokens } from '../../test/restore-drill.js';
import { createList, readList } from '../../test/shopping-lists.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { bearer, createCooks, createTestUser, type TestUser } from '../../test/test-users.js';
import { useTestApp } from '../../test/use-test-app.js';
import { EXPORT_MESSAGES } from './export.messages.js';

/*
 * A household's own aisles, renamed and removed built-in ones, its shops, the shop of each list
 * and its meal rules in a backup (migrations 0032-0033, decision 048): each comes back with a
 * restore; a bad entry of any of them refuses the whole file; a backup written before them
 * still restores.
 */

const t = useTestApp(undefined, undefined, { databasePrefix: 'aisles_backup' });
const NEW_PARTS = [
  'household_aisles',
  'household_shops',
  'household_meal_rules',
  'shopping_list_shops',
] as const;
const rules: MealRulesInput = {
  meals: {
    breakfast: { categories: ['Breakfast', 'Drinks'], tags: ['quick'] },
    lunch: { categories: [], tags: [] },
    dinner: { categories: ['Entrees'], tags: ['vegetarian', 'one pot'] },
    other: { categories: [], tags: [] },
  },
  no_repeat_days: 21,
  favourite_a_week: false,
};

let cook: TestUser;
let listId: string;
let backup: Backup;
/** What the cook's pages read on the source site. */
let before: Awaited<ReturnType<typeof kitchenPages>>;

async function kitchenPages(site: TestApp, user: TestUser, list: string) {
  const read = async (path: string) =>
    (await request(site.app).get(path).set(bearer(user)).expect(200)).body as unknown;
  const { aisle_order, aisle_names, shop_id, shops } = await readList(site, user, list);
  return {
    aisles: householdAislesSchema.parse(await read('/api/household/aisles')),
    list: { aisle_order, aisle_names, shop_id, shops },
    rules: mealRulesSchema.parse(await read('/api/household/meal-rules')),
  };
}

/** An empty site, its administrator, and a way to restore a file into it. */
async function emptySite(prefix: string) {
  const site = await createTestApp({}, { databasePrefix: prefix });
  const boss = await createTestUser(site.identity.settings, { groups: ['admin'] });
  const restore = (file: unknown) =>
    request(site.app)
      .post('/api/admin/restore')
      .set(bearer(boss))
      .attach('file', Buffer.from(JSON.stringify(file)), 'backup.json');
  return { site, restore };
}

/** The cook signs up again on `site` with their address, and their household is theirs again. */
async function cookAgain(site: TestApp) {
  const again = await createTestUser(site.identity.settings, {
    groups: ['user'],
    email: cook.email,
    name: cook.name,
  });
  await setTokens(site, again).expect(200);
  return again;
}

async function newRows(db: Db) {
  return {
    households: await db.select().from(households),
    aisles: await db.select().from(householdAisles),
    shops: await db.select().from(householdShops),
    listShops: await db.select().from(shoppingListShops),
    rules: await db.select().from(householdMealRules),
  };
}

beforeAll(async () => {
  [cook] = await createCooks(t, 'Ada Aisles');
  const admin = await createTestUser(t.identity.settings, { groups: ['admin'] });
  const as = (req: request.Test) => req.set(bearer(cook!));
  // Their user record, as the pages make it at the first sign-in: it carries their address.
  await as(request(t.app).post('/api/insert-user'))
    .send({ name: cook!.name, email: cook!.email })
    .expect(201);
  listId = (await createList(t, cook!, { name: 'Big shop' }))._id;
  await as(request(t.app).post('/api/household/aisles')).send({ name: 'Drinks' }).expect(201);
  await as(request(t.app).patch('/api/household/aisles/dairy'))
    .send({ name: 'Milk and eggs' })
    .expect(200);
  await as(request(t.app).delete('/api/household/aisles/frozen')).expect(200);
  const shop = await as(request(t.app).post('/api/household/shops'))
    .send({ name: 'Corner shop' })
    .expect(201);
  const shopId = (shop.body as { id: string }).id;
  const order = [...(shop.body as { order: string[] }).order].reverse();
  await as(request(t.app).put(`/api/household/shops/${shopId}/order`))
    .send({ order })
    .expect(200);
  await as(request(t.app).patch(`/api/shopping-lists/${listId}`))
    .send({ shop_id: shopId })
    .expect(200);
  await as(request(t.app).put('/api/household/meal-rules')).send(rules).expect(200);
  before = await kitchenPages(t, cook!, listId);
  const res = await request(t.app).get('/api/admin/backup').set(bearer(admin)).expect(200);
  backup = backupSchema.parse(res.body);
}, 60_000);

describe('a household’s own aisles, shops and meal rules in a backup', () => {
  it('when a backup is restored into an empty site, then the aisles, the shop, the list’s shop and the meal rules read the same', async () => {
    expect(before.list.shop_id).toEqual(expect.any(String));
    expect(before.aisles.aisles.map((aisle) => aisle.name)).toContain('Drinks');
    expect(before.aisles.aisles.map((aisle) => aisle.name)).toContain('Milk and eggs');
    expect(before.aisles.order).not.toContain('frozen');
    expect(before.list.aisle_order).toEqual(before.aisles.shops[0]?.order);
    expect(before.rules.no_repeat_days).toBe(21);
    expect(backup.household_aisles).toHaveLength(3);
    expect(backup.household_shops).toMatchObject([{ name: 'Corner shop' }]);
    expect(backup.shopping_list_shops).toEqual([{ list_id: listId, shop_id: before.list.shop_id }]);
    expect(backup.household_meal_rules).toMatchObject([{ no_repeat_days: 21 }]);

    const { site, restore } = await emptySite('aisles_restore');
    try {
      const res = await restore(backup).expect(200);
      expect(res.body).toMatchObject({
        restored: {
          household_aisles: 3,
          household_shops: 1,
          shopping_list_shops: 1,
          household_meal_rules: 1,
        },
      });
      const again = await cookAgain(site);
      expect(await kitchenPages(site, again, listId)).toEqual(before);
    } finally {
      await site.dispose();
    }
  });
});

describe('a restore that refuses an entry of a new part, then a backup from before them', () => {
  let site: TestApp;
  let restore: (file: unknown) => request.Test;
  beforeAll(async () => {
    ({ site, restore } = await emptySite('aisles_refused'));
  }, 60_000);
  afterAll(async () => {
    await site?.dispose();
  });

  it('when an entry is malformed or names a list or shop the backup lacks, then restore answers 400 with its place and why, and changes nothing', async () => {
    const [aisle] = backup.household_aisles ?? [];
    const [shop] = backup.household_shops ?? [];
    const [listShop] = backup.shopping_list_shops ?? [];
    const [rule] = backup.household_meal_rules ?? [];
    const [list] = backup.shopping_lists ?? [];
    const otherHome = randomUUID();
    const ownAisles = (count: number) =>
      Array.from({ length: count }, (_, i) => ({
        ...aisle,
        aisle_id: `a_${i.toString(16).padStart(32, '0')}`,
        name: `Aisle ${i}`,
        hidden: false,
      }));
    const cases: [Partial<Record<string, unknown>>, string, string][] = [
      [
        { household_aisles: [{ ...aisle, aisle_id: 'a_not-hex' }] },
        'household_aisles.0.aisle_id',
        AISLE_MESSAGES.aisleInvalid,
      ],
      [
        { household_aisles: [{ ...aisle, name: 'D'.repeat(AISLE_LIMITS.nameMax + 1) }] },
        'household_aisles.0.name',
        AISLE_MESSAGES.nameTooLong,
      ],
      [
        { household_shops: [{ ...shop, name: 'S'.repeat(AISLE_LIMITS.nameMax + 1) }] },
        'household_shops.0.name',
        AISLE_MESSAGES.nameTooLong,
      ],
      [
        { household_shops: [{ ...shop, aisles: ['produce', 'toys'] }] },
        'household_shops.0.aisles.1',
        AISLE_MESSAGES.aisleInvalid,
      ],
      [
        { household_shops: [{ ...shop, opening_hours: '9-5' }] },
        'household_shops.0',
        'opening_hours',
      ],
      [{ household_meal_rules: [{ ...rule, colour: 'blue' }] }, 'household_meal_rules.0', 'colour'],
      [
        { household_meal_rules: [{ ...rule, no_repeat_days: 99 }] },
        'household_meal_rules.0.no_repeat_days',
        MEAL_RULE_MESSAGES.noRepeatInvalid,
      ],
      [
        { shopping_list_shops: [{ ...listShop, list_id: randomUUID() }] },
        'shopping_list_shops.0.list_id',
        EXPORT_MESSAGES.noSuchList,
      ],
      [
        { shopping_list_shops: [{ ...listShop, shop_id: randomUUID() }] },
        'shopping_list_shops.0.shop_id',
        EXPORT_MESSAGES.noSuchShop,
      ],
      [
        {
          households: [
            ...(backup.households ?? []),
            { id: otherHome, name: 'Next door', created_on: shop?.created_on },
          ],
          household_shops: [{ ...shop, household_id: otherHome }],
        },
        'shopping_list_shops.0.shop_id',
        EXPORT_MESSAGES.shopOfAnotherHousehold,
      ],
      [
        { household_shops: [shop, { ...shop, id: randomUUID(), name: 'CORNER SHOP' }] },
        'household_shops.1.name',
        EXPORT_MESSAGES.shopNameTwice,
      ],
      [
        { household_aisles: ownAisles(AISLE_LIMITS.ownAisles + 1) },
        `household_aisles.${AISLE_LIMITS.ownAisles}.household_id`,
        EXPORT_MESSAGES.tooManyAisles,
      ],
      [
        { shopping_list_shops: [listShop, listShop] },
        'shopping_list_shops.1',
        EXPORT_MESSAGES.duplicateRow,
      ],
    ];
    expect(list?.id).toBe(listId);
    for (const [change, field, why] of cases) {
      const res = await restore({ ...backup, ...change }).expect(400);
      const body = res.body as { message: string; errors: { field: string; message: string }[] };
      expect(body.message).toBe(EXPORT_MESSAGES.invalidBackup);
      expect(body.errors[0]?.field, field).toBe(field);
      expect(body.errors[0]?.message.startsWith(`${field}: `)).toBe(true);
      expect(body.errors[0]?.message).toContain(why);
    }
    expect(Object.values(await newRows(site.db.database.db)).flat()).toEqual([]);
  });

  it('when a backup from before these parts is restored, then the household has the seven aisles, no shop and the default rules', async () => {
    const old: Record<string, unknown> = { ...backup };
    for (const part of NEW_PARTS) delete old[part];
    const res = await restore(old).expect(200);
    expect(res.body).toMatchObject({
      restored: {
        households: 1,
        shopping_lists: 1,
        household_aisles: 0,
        household_shops: 0,
        shopping_list_shops: 0,
        household_meal_rules: 0,
      },
    });
    const again = await cookAgain(site);
    const pages = await kitchenPages(site, again, listId);
    expect(pages.aisles.aisles.map((aisle) => aisle.name)).not.toContain('Drinks');
    expect(pages.aisles.aisles.map((aisle) => aisle.id)).toContain('frozen');
    expect(pages.aisles.shops).toEqual([]);
    expect(pages.list.shop_id ?? null).toBeNull();
    expect(pages.rules.no_repeat_days).toBe(14);
    expect(pages.rules.meals.dinner.chosen).toBe(false);
  });
});
