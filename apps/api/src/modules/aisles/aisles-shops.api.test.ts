import {
  AISLE_LIMITS,
  AISLE_MESSAGES,
  AISLES,
  aisleNameTaken,
  householdAislesSchema,
  shopNameTaken,
  type HouseholdAisles,
} from '@family-recipes/shared';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { householdIdOfCook, joinHousehold } from '../../test/households.js';
import {
  UNKNOWN,
  addItem,
  createList,
  openStream,
  readList,
  useSecondInstance,
} from '../../test/shopping-lists.js';
import { expectDocumented } from '../../test/documented.js';
import { bearer, createCooks, type TestUser } from '../../test/test-users.js';
import { useTestApp } from '../../test/use-test-app.js';

/* A household's own aisles and its shops (decision 048). */

const t = useTestApp();
const b = useSecondInstance(t);

const aislesOf = async (who: TestUser): Promise<HouseholdAisles> =>
  householdAislesSchema.parse(
    (await request(t.app).get('/api/household/aisles').set(bearer(who)).expect(200)).body,
  );
const addAisle = (who: TestUser, body: unknown) =>
  request(t.app)
    .post('/api/household/aisles')
    .set(bearer(who))
    .send(body as object);
const renameAisle = (who: TestUser, id: string, name: unknown) =>
  request(t.app)
    .patch(`/api/household/aisles/${encodeURIComponent(id)}`)
    .set(bearer(who))
    .send({ name });
const removeAisle = (who: TestUser, id: string) =>
  request(t.app)
    .delete(`/api/household/aisles/${encodeURIComponent(id)}`)
    .set(bearer(who));
const addShop = (who: TestUser, name: unknown) =>
  request(t.app).post('/api/household/shops').set(bearer(who)).send({ name });
const setListShop = (who: TestUser, listId: string, shopId: unknown) =>
  request(t.app).patch(`/api/shopping-lists/${listId}`).set(bearer(who)).send({ shop_id: shopId });
const moveLine = (who: TestUser, listId: string, itemId: string, aisle: string) =>
  request(t.app)
    .put(`/api/shopping-lists/${listId}/items/${itemId}/aisle`)
    .set(bearer(who))
    .send({ aisle });

const namesOf = (aisles: HouseholdAisles) => aisles.aisles.map((aisle) => aisle.name);

describe('POST, PATCH and DELETE /api/household/aisles', () => {
  it('when a member adds, renames and removes an aisle, then the whole household sees each change and another household nothing', async () => {
    const [owner, member, stranger] = await createCooks(t, 'Ada Aisle', 'Mo Member', 'St Ranger');
    await joinHousehold(t, owner, member);

    const added = await addAisle(member, { name: '  Drinks ' }).expect(201);

    expectDocumented('POST', '/household/aisles', added);
    expect(added.body).toEqual({
      id: expect.stringMatching(/^a_[0-9a-f]{32}$/),
      name: 'Drinks',
      built_in: false,
    });
    const id = added.body.id as string;
    const seen = await aislesOf(owner);
    expect(seen.order).toEqual([...AISLES, id]);
    expect(seen.aisles.at(-1)).toEqual({ id, name: 'Drinks', built_in: false });

    const renamed = await renameAisle(owner, id, 'Wine and beer').expect(200);
    expectDocumented('PATCH', '/household/aisles/:aisleId', renamed);
    expect(namesOf(renamed.body)).toContain('Wine and beer');
    await renameAisle(owner, 'dairy', 'Milk and eggs').expect(200);
    expect(namesOf(await aislesOf(member))).toEqual([
      'Produce',
      'Milk and eggs',
      'Bakery',
      'Meat and fish',
      'Pantry',
      'Frozen',
      'Other',
      'Wine and beer',
    ]);

    const strangers = await aislesOf(stranger);
    expect(strangers.order).toEqual([...AISLES]);
    await renameAisle(stranger, id, 'Mine').expect(404, { message: AISLE_MESSAGES.aisleNotFound });
    await removeAisle(stranger, id).expect(404);

    const removed = await removeAisle(member, id).expect(200);
    expectDocumented('DELETE', '/household/aisles/:aisleId', removed);
    expect(removed.body.order).toEqual([...AISLES]);
    await removeAisle(member, 'bakery').expect(200);
    expect((await aislesOf(owner)).order).toEqual(AISLES.filter((aisle) => aisle !== 'bakery'));
  });

  it('when a name or an id is wrong, then 400 with the message and nothing changes', async () => {
    const [cook] = await createCooks(t, 'Wen Wrong');
    const drinks = (await addAisle(cook, { name: 'Drinks' }).expect(201)).body.id as string;
    const before = await aislesOf(cook);
    const refusals: [request.Test, string, string][] = [
      [addAisle(cook, { name: '' }), 'name', AISLE_MESSAGES.nameRequired],
      [addAisle(cook, { name: '   ' }), 'name', AISLE_MESSAGES.nameRequired],
      [addAisle(cook, {}), 'name', AISLE_MESSAGES.nameRequired],
      [addAisle(cook, { name: 'x'.repeat(41) }), 'name', AISLE_MESSAGES.nameTooLong],
      [addAisle(cook, { name: 'drinks' }), 'name', aisleNameTaken('drinks')],
      [addAisle(cook, { name: 'DAIRY' }), 'name', aisleNameTaken('DAIRY')],
      [renameAisle(cook, 'produce', 'Drinks'), 'name', aisleNameTaken('Drinks')],
      [renameAisle(cook, 'garden', 'Garden'), 'aisleId', AISLE_MESSAGES.aisleIdInvalid],
      [removeAisle(cook, 'a_123'), 'aisleId', AISLE_MESSAGES.aisleIdInvalid],
      [removeAisle(cook, 'other'), 'aisleId', AISLE_MESSAGES.otherStays],
      [addShop(cook, ''), 'name', AISLE_MESSAGES.nameRequired],
      [
        request(t.app)
          .patch(`/api/household/shops/not-a-shop`)
          .set(bearer(cook))
          .send({ name: 'A' }),
        'shopId',
        AISLE_MESSAGES.shopPathInvalid,
      ],
    ];
    for (const [call, field, message] of refusals) {
      const res = await call.expect(400);
      expect(res.body.errors).toContainEqual({ field, message });
    }
    await removeAisle(cook, `a_${'f'.repeat(32)}`).expect(404, {
      message: AISLE_MESSAGES.aisleNotFound,
    });
    expect(await aislesOf(cook)).toEqual(before);
    expect(before.order).toContain(drinks);
  });

  it('when a cook with no household yet is refused, then no household is made for them', async () => {
    const [cook] = await createCooks(t, 'Nell New');
    const uuid = '00000000-0000-4000-8000-000000000000';
    await addAisle(cook, { name: 'Dairy' }).expect(400);
    await removeAisle(cook, 'other').expect(400);
    await removeAisle(cook, `a_${'f'.repeat(32)}`).expect(404);
    await renameAisle(cook, 'garden', 'Garden').expect(400);
    await request(t.app)
      .put('/api/household/aisles')
      .set(bearer(cook))
      .send({ order: ['produce'] })
      .expect(400);
    await request(t.app)
      .put(`/api/household/shops/${uuid}/order`)
      .set(bearer(cook))
      .send({ order: [...AISLES] })
      .expect(404);
    await request(t.app).delete('/api/household/shops/not-a-shop').set(bearer(cook)).expect(400);
    expect(await householdIdOfCook(t, cook)).toBeUndefined();

    await addAisle(cook, { name: 'Drinks' }).expect(201);
    expect(await householdIdOfCook(t, cook)).toBeDefined();
  });

  it('when a household has its limit of aisles, then the next is refused, and a burst at the limit leaves exactly the limit', async () => {
    const [cook] = await createCooks(t, 'Lim Itt');
    for (let n = 1; n <= AISLE_LIMITS.ownAisles - 3; n += 1) {
      await addAisle(cook, { name: `Aisle ${n}` }).expect(201);
    }

    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, n) => addAisle(cook, { name: `Burst ${n}` })),
    );

    expect(burst.filter((res) => res.status === 201)).toHaveLength(3);
    for (const res of burst.filter((res) => res.status !== 201)) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(AISLE_MESSAGES.aislesFull);
    }
    expect((await aislesOf(cook)).aisles).toHaveLength(AISLES.length + AISLE_LIMITS.ownAisles);
    await addAisle(cook, { name: 'One more' }).expect(400);
  });

  it('when an aisle is removed, then its lines and the ingredients moved to it go back to their own aisle, or other', async () => {
    const [cook] = await createCooks(t, 'Rem Oval');
    const drinks = (await addAisle(cook, { name: 'Drinks' }).expect(201)).body.id as string;
    const list = await createList(t, cook);
    for (const text of ['2 lemons', '1 l milk']) await addItem(t, cook, list._id, text);
    const lemon = (await readList(t, cook, list._id)).items.find((item) => item.key === 'lemon');
    const moved = await moveLine(cook, list._id, lemon?._id ?? UNKNOWN, drinks).expect(200);
    expect(moved.body.items.find((item: { key: string }) => item.key === 'lemon').aisle).toBe(
      drinks,
    );
    expect(moved.body.aisle_names[drinks]).toBe('Drinks');

    await removeAisle(cook, drinks).expect(200);

    const after = await readList(t, cook, list._id);
    expect(after.items.map((item) => [item.key, item.aisle])).toEqual([
      ['lemon', 'produce'],
      ['milk', 'dairy'],
    ]);
    await removeAisle(cook, 'produce').expect(200);
    const again = await addItem(t, cook, list._id, '1 lime');
    expect(again.aisle_order).not.toContain('produce');
    expect(again.items.map((item) => [item.key, item.aisle])).toEqual([
      ['milk', 'dairy'],
      ['lemon', 'other'],
      ['lime', 'other'],
    ]);
    await moveLine(cook, list._id, lemon?._id ?? UNKNOWN, 'produce').expect(400);
  });
});

describe('shops: /api/household/shops and a list’s shop', () => {
  it('when a list is set to a shop, then its lines are walked in that shop’s order, and without it in the household’s', async () => {
    const [owner, member, stranger] = await createCooks(t, 'Sho Pper', 'Mem Ber', 'Oth Er');
    await joinHousehold(t, owner, member);
    const list = await createList(t, owner);
    for (const text of ['2 lemons', '1 l milk', '1 bag frozen peas']) {
      await addItem(t, owner, list._id, text);
    }

    const shop = await addShop(member, 'Corner shop').expect(201);
    expectDocumented('POST', '/household/shops', shop);
    expect(shop.body).toEqual({ id: expect.any(String), name: 'Corner shop', order: [...AISLES] });
    const reversed = [...AISLES].reverse();
    const ordered = await request(t.app)
      .put(`/api/household/shops/${shop.body.id}/order`)
      .set(bearer(member))
      .send({ order: reversed })
      .expect(200);
    expectDocumented('PUT', '/household/shops/:shopId/order', ordered);
    await addShop(owner, 'corner SHOP').expect(400, {
      message: shopNameTaken('corner SHOP'),
      errors: [{ field: 'name', message: shopNameTaken('corner SHOP') }],
    });

    const set = await setListShop(owner, list._id, shop.body.id).expect(200);
    expect(set.body.shop_id).toBe(shop.body.id);
    expect(set.body.aisle_order).toEqual(reversed);
    expect(set.body.items.map((item: { aisle: string }) => item.aisle)).toEqual([
      'frozen',
      'dairy',
      'produce',
    ]);
    const theirShop = (await addShop(stranger, 'Far shop').expect(201)).body.id as string;
    await setListShop(owner, list._id, theirShop).expect(400);
    await setListShop(owner, list._id, 'nope').expect(400);
    expect((await readList(t, member, list._id)).shop_id).toBe(shop.body.id);

    const renamed = await request(t.app)
      .patch(`/api/household/shops/${shop.body.id}`)
      .set(bearer(owner))
      .send({ name: 'Market' })
      .expect(200);
    expect(renamed.body.shops).toEqual([{ id: shop.body.id, name: 'Market', order: reversed }]);
    await request(t.app)
      .delete(`/api/household/shops/${shop.body.id}`)
      .set(bearer(stranger))
      .expect(404);
    await request(t.app)
      .delete(`/api/household/shops/${shop.body.id}`)
      .set(bearer(owner))
      .expect(200);
    const back = await readList(t, owner, list._id);
    expect(back.shop_id).toBeNull();
    expect(back.items.map((item) => item.aisle)).toEqual(['produce', 'dairy', 'frozen']);
  });

  it('when an aisle is added or removed, then every shop’s order names it once, or not at all', async () => {
    const [cook] = await createCooks(t, 'Ord Er');
    const shop = (await addShop(cook, 'Big shop').expect(201)).body.id as string;
    const id = (await addAisle(cook, { name: 'Pets' }).expect(201)).body.id as string;
    expect((await aislesOf(cook)).shops[0]?.order).toEqual([...AISLES, id]);
    await request(t.app)
      .put(`/api/household/shops/${shop}/order`)
      .set(bearer(cook))
      .send({ order: AISLES })
      .expect(400, {
        message: AISLE_MESSAGES.orderInvalid,
        errors: [{ field: 'order', message: AISLE_MESSAGES.orderInvalid }],
      });
    await removeAisle(cook, 'pantry').expect(200);
    expect((await aislesOf(cook)).shops[0]?.order).toEqual([
      ...AISLES.filter((aisle) => aisle !== 'pantry'),
      id,
    ]);
  });
});

describe('the household stream hears every change of the aisles', () => {
  it('when a member changes aisles or shops, then another member’s open stream hears "aisles" each time', async () => {
    const [owner, member] = await createCooks(t, 'Str Eam', 'Lis Tener');
    await joinHousehold(t, owner, member);
    const stream = await openStream(b.base, '/api/household/events', member);
    b.streams.push(stream);
    const hears = async (call: request.Test) => {
      await call.expect((res) => expect(res.status).toBeLessThan(300));
      await stream.next('aisles', 3_000);
    };

    const id = (await addAisle(owner, { name: 'Drinks' }).expect(201)).body.id as string;
    await stream.next('aisles', 3_000);
    await hears(renameAisle(owner, id, 'Soft drinks'));
    const shop = (await addShop(owner, 'Corner').expect(201)).body.id as string;
    await stream.next('aisles', 3_000);
    await hears(
      request(t.app)
        .put(`/api/household/shops/${shop}/order`)
        .set(bearer(owner))
        .send({ order: [id, ...AISLES] }),
    );
    await hears(
      request(t.app)
        .patch(`/api/household/shops/${shop}`)
        .set(bearer(owner))
        .send({ name: 'Deli' }),
    );
    await hears(removeAisle(owner, id));
    await hears(request(t.app).delete(`/api/household/shops/${shop}`).set(bearer(owner)));
    expect(stream.events.filter((event) => event.event === 'aisles')).toHaveLength(7);
  });
});
