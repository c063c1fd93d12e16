import {
  AISLE_MESSAGES,
  AISLES,
  builtInAisleName,
  householdAislesSchema,
  shoppingListSchema,
  type Aisle,
} from '@family-recipes/shared';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { joinHousehold } from '../../test/households.js';
import { createCook, type TestUser } from '../../test/test-users.js';
import {
  UNKNOWN,
  addItem,
  bearer,
  createList,
  openStream,
  readList,
  useSecondInstance,
} from '../../test/shopping-lists.js';
import { expectDocumented } from '../../test/documented.js';
import { useTestApp } from '../../test/use-test-app.js';

let n = 0;

const t = useTestApp();

const b = useSecondInstance(t);

/** A cook of their own, in a household of their own. */
const newCook = () => {
  n += 1;
  return createCook(t, `Aisle Cook ${n}`);
};

const aislesOf = async (who: TestUser) =>
  householdAislesSchema.parse(
    (await request(t.app).get('/api/household/aisles').set(bearer(who)).expect(200)).body,
  );

const orderAisles = (who: TestUser, body: unknown) =>
  request(t.app)
    .put('/api/household/aisles')
    .set(bearer(who))
    .send(body as object);

const moveLine = (who: TestUser, listId: string, itemId: string, aisle: unknown) =>
  request(t.app)
    .put(`/api/shopping-lists/${listId}/items/${itemId}/aisle`)
    .set(bearer(who))
    .send({ aisle });

/** The shop in reverse: frozen first, produce last. */
const REVERSED: Aisle[] = [...AISLES].reverse();

describe('GET and PUT /api/household/aisles', () => {
  it('when a household never chose an order, then it has the seven aisles in their first order', async () => {
    const cook = await newCook();

    const res = await request(t.app).get('/api/household/aisles').set(bearer(cook)).expect(200);

    expectDocumented('GET', '/household/aisles', res);
    expect(res.body).toEqual({
      order: [...AISLES],
      aisles: AISLES.map((id) => ({ id, name: builtInAisleName(id), built_in: true })),
      shops: [],
    });
  });

  it('when a member orders the aisles, then the whole household has that order and its lists follow it', async () => {
    const [owner, member] = await Promise.all([newCook(), newCook()]);
    await joinHousehold(t, owner, member);
    const list = await createList(t, owner);
    for (const text of ['2 lemons', '1 l milk', '1 bag frozen peas']) {
      await addItem(t, owner, list._id, text);
    }

    const res = await orderAisles(member, { order: REVERSED }).expect(200);

    expectDocumented('PUT', '/household/aisles', res);
    expect(res.body).toMatchObject({ order: REVERSED, shops: [] });
    expect(res.body.aisles.map((aisle: { id: string }) => aisle.id)).toEqual(REVERSED);
    expect((await aislesOf(owner)).order).toEqual(REVERSED);
    const after = await readList(t, owner, list._id);
    expect(after.aisle_order).toEqual(REVERSED);
    expect(after.items.map((item) => item.aisle)).toEqual(['frozen', 'dairy', 'produce']);
  });

  it('when the order is not every aisle once, then 400 with the message and the order is unchanged', async () => {
    const cook = await newCook();
    await orderAisles(cook, { order: REVERSED }).expect(200);
    const wrong: unknown[] = [
      { order: AISLES.slice(1) },
      { order: [...AISLES.slice(1), 'produce', 'produce'] },
      { order: [...AISLES.slice(0, 6), 'garden'] },
      { order: [...AISLES, 'produce'] },
      { order: 'produce' },
      { order: [1, 2, 3, 4, 5, 6, 7] },
      {},
    ];

    for (const body of wrong) {
      const res = await orderAisles(cook, body).expect(400);
      expectDocumented('PUT', '/household/aisles', res);
      expect(res.body.message).toBe(AISLE_MESSAGES.orderInvalid);
      expect(res.body.errors.length).toBeGreaterThan(0);
      for (const error of res.body.errors as { field: string; message: string }[]) {
        expect(error.field).toMatch(/^order(\.\d+)?$/);
        expect(error.message).toBe(AISLE_MESSAGES.orderInvalid);
      }
    }
    expect((await aislesOf(cook)).order).toEqual(REVERSED);
  });

  it('when two households each order their aisles, then neither sees the other’s', async () => {
    const [first, second] = await Promise.all([newCook(), newCook()]);

    await orderAisles(first, { order: REVERSED }).expect(200);

    expect((await aislesOf(second)).order).toEqual([...AISLES]);
  });

  it('when no token is sent, then 401 and nothing changes', async () => {
    await request(t.app).get('/api/household/aisles').expect(401);
    await request(t.app).put('/api/household/aisles').send({ order: REVERSED }).expect(401);
  });
});

describe('PUT /api/shopping-lists/:id/items/:itemId/aisle', () => {
  it('when a line is moved, then it is in that aisle, the stream hears "changed", and later lemons land there on every list of the household', async () => {
    const [owner, member, stranger] = await Promise.all([newCook(), newCook(), newCook()]);
    await joinHousehold(t, owner, member);
    const list = await addItem(t, owner, (await createList(t, owner))._id, '2 lemons');
    const lemon = list.items[0];
    expect(lemon?.aisle).toBe('produce');
    const stream = await openStream(b.base, `/api/shopping-lists/${list._id}/events`, owner);
    b.streams.push(stream);

    const res = await moveLine(owner, list._id, lemon?._id ?? UNKNOWN, 'pantry').expect(200);

    expectDocumented('PUT', '/shopping-lists/:id/items/:itemId/aisle', res);
    const moved = shoppingListSchema.parse(res.body).items[0];
    expect(moved).toMatchObject({
      key: 'lemon',
      aisle: 'pantry',
      version: (lemon?.version ?? 0) + 1,
    });
    expect(JSON.parse((await stream.next('changed', 2_000)).data)).toEqual({ list: list._id });

    const again = await addItem(t, owner, list._id, '3 lemons');
    expect(again.items.filter((item) => item.key === 'lemon')).toMatchObject([
      { aisle: 'pantry', quantity: 5 },
    ]);
    const members = await addItem(t, member, (await createList(t, member))._id, '1 lemon');
    expect(members.items[0]?.aisle).toBe('pantry');
    const strangers = await addItem(t, stranger, (await createList(t, stranger))._id, '1 lemon');
    expect(strangers.items[0]?.aisle).toBe('produce');
  });

  it('when the aisle is not one of the household’s, then 400 with the message and the line stays', async () => {
    const cook = await newCook();
    const list = await addItem(t, cook, (await createList(t, cook))._id, '2 lemons');

    for (const aisle of ['garden', '', 3, null, `a_${'0'.repeat(32)}`]) {
      const res = await moveLine(cook, list._id, list.items[0]?._id ?? UNKNOWN, aisle).expect(400);
      expect(res.body.errors).toContainEqual(
        expect.objectContaining({ field: 'aisle', message: AISLE_MESSAGES.aisleInvalid }),
      );
    }
    expect(await readList(t, cook, list._id)).toEqual(list);
  });

  it('when the line is not on the list, then 404 and nothing is remembered', async () => {
    const cook = await newCook();
    const list = await addItem(t, cook, (await createList(t, cook))._id, '2 lemons');
    const other = await addItem(t, cook, (await createList(t, cook))._id, '1 lemon');

    for (const itemId of [UNKNOWN, 'not-a-line', other.items[0]?._id ?? UNKNOWN]) {
      await moveLine(cook, list._id, itemId, 'pantry').expect(404, { message: 'Item not found' });
    }
    expect(await readList(t, cook, list._id)).toEqual(list);
    expect((await readList(t, cook, other._id)).items[0]?.aisle).toBe('produce');
  });

  it('when a cook of another household moves a line, then 404 and neither household remembers it', async () => {
    const [cook, stranger] = await Promise.all([newCook(), newCook()]);
    const list = await addItem(t, cook, (await createList(t, cook))._id, '2 lemons');

    await moveLine(stranger, list._id, list.items[0]?._id ?? UNKNOWN, 'pantry').expect(404);

    expect(await readList(t, cook, list._id)).toEqual(list);
    const theirs = await addItem(t, stranger, (await createList(t, stranger))._id, '1 lemon');
    expect(theirs.items[0]?.aisle).toBe('produce');
  });
});
