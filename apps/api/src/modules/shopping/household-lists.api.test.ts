import {
  HOUSEHOLD_MESSAGES,
  KITCHEN_LIMITS,
  joinPreviewSchema,
  shoppingListSchema,
  shoppingListSummarySchema,
  type ShoppingListSummary,
} from '@family-recipes/shared';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  askToJoin,
  inviteCode,
  joinHousehold,
  removeFromHousehold,
} from '../../test/households.js';
import { useTestApp } from '../../test/use-test-app.js';
import { subOf } from '../../test/test-recipes.js';
import { createCook, type TestUser } from '../../test/test-users.js';
import {
  addItem,
  bearer,
  createList,
  openStream,
  readList,
  useSecondInstance,
  within,
} from '../../test/shopping-lists.js';

/*
 * Shopping lists belong to the household (migration 0019): every member reads and writes every
 * list of it, live; anyone else is told a list does not exist; a member who leaves or is removed
 * loses the lists at once, their open streams included.
 */

const t = useTestApp();

const b = useSecondInstance(t);

const cook = (name: string) => createCook(t, name);

async function overview(who: TestUser): Promise<ShoppingListSummary[]> {
  const res = await request(t.app).get('/api/shopping-lists').set(bearer(who)).expect(200);
  return shoppingListSummarySchema.array().parse(res.body);
}

/** Every call on one list, as a cook outside its household would try them. */
function everyCall(listId: string, itemId: string) {
  return [
    request(t.app).get(`/api/shopping-lists/${listId}`),
    request(t.app).patch(`/api/shopping-lists/${listId}`).send({ name: 'Mine now' }),
    request(t.app).post(`/api/shopping-lists/${listId}/items`).send({ text: '1 onion' }),
    request(t.app).patch(`/api/shopping-lists/${listId}/items/${itemId}`).send({ checked: true }),
    request(t.app).delete(`/api/shopping-lists/${listId}/items/${itemId}`),
    request(t.app).get(`/api/shopping-lists/${listId}/events`),
    request(t.app).delete(`/api/shopping-lists/${listId}`),
  ];
}

describe('shopping lists of a household', () => {
  it('when one member makes a list, then every member sees it, edits it and may delete it, and its answer names the others', async () => {
    const [rosa, tom] = [await cook('Rosa Home'), await cook('Tom Home')];
    await joinHousehold(t, rosa, tom);
    const list = await createList(t, rosa, { name: 'Saturday market' });
    expect(list).toMatchObject({
      is_owner: true,
      shared: true,
      members: [{ name: 'Tom Home', email: tom.email }],
    });
    expect((await overview(tom)).map((l) => [l.name, l.is_owner, l.owner_name])).toEqual([
      ['Saturday market', false, 'Rosa Home'],
    ]);
    await addItem(t, tom, list._id, '3 leeks');
    expect((await readList(t, rosa, list._id)).items.map((i) => i.key)).toEqual(['leek']);
    await request(t.app).delete(`/api/shopping-lists/${list._id}`).set(bearer(tom)).expect(204);
    expect(await overview(rosa)).toEqual([]);
  });

  it('when a cook of another household tries every call on a list, then each answers 404 and nothing changes', async () => {
    const [ann, stranger] = [await cook('Ann Kitchen'), await cook('Stranger Sid')];
    const withLine = await addItem(t, ann, (await createList(t, ann))._id, '2 lemons');
    const itemId = withLine.items[0]!._id;
    for (const [index, call] of everyCall(withLine._id, itemId).entries()) {
      const res = await call.set(bearer(stranger));
      expect(res.status, `call ${index}`).toBe(404);
    }
    expect(await readList(t, ann, withLine._id)).toEqual(withLine);
    expect(await overview(stranger)).toEqual([]);
  });

  it('when a member is removed, then at once every call on the household’s lists answers 404 to them, their stream ends, and the lists stay with the household', async () => {
    const [owner, member] = [await cook('Olga Owner'), await cook('Max Member')];
    await joinHousehold(t, owner, member);
    const list = await addItem(t, member, (await createList(t, member))._id, '1 cabbage');
    const stream = await openStream(b.base, `/api/shopping-lists/${list._id}/events`, member);
    expect(stream.status).toBe(200);
    await removeFromHousehold(t, owner, subOf(member.idToken));
    await stream.next('deleted', 2_000);
    await within(stream.ended, 2_000);
    for (const [index, call] of everyCall(list._id, list.items[0]!._id).entries()) {
      const res = await call.set(bearer(member));
      expect(res.status, `call ${index}`).toBe(404);
    }
    expect(await overview(member)).toEqual([]);
    expect((await readList(t, owner, list._id)).items.map((i) => i.key)).toEqual(['cabbage']);
  });

  it('when a member leaves, then their streams of the household’s lists end and the owner keeps the lists', async () => {
    const [owner, member] = [await cook('Lena Owner'), await cook('Leo Leaver')];
    await joinHousehold(t, owner, member);
    const list = await createList(t, owner, { name: 'Stays home' });
    const stream = await openStream(b.base, `/api/shopping-lists/${list._id}/events`, member);
    await request(t.app).post('/api/household/leave').set(bearer(member)).expect(200);
    await within(stream.ended, 2_000);
    expect(stream.events.map((e) => e.event)).toEqual(['deleted']);
    expect((await overview(owner)).map((l) => l.name)).toEqual(['Stays home']);
    expect(await overview(member)).toEqual([]);
  });

  it('when a cook alone in their household joins another bringing their lists, then the lists come along; without bringing, only once they confirm it, they are deleted and their streams end', async () => {
    const owner = await cook('Hana Host');
    const [bringer, leaver] = [await cook('Ben Bringer'), await cook('Lou Light')];
    const brought = await addItem(t, bringer, (await createList(t, bringer))._id, '4 eggs');
    await joinHousehold(t, owner, bringer);
    expect(shoppingListSchema.parse(await readList(t, owner, brought._id)).items).toHaveLength(1);

    const dropped = await createList(t, leaver, { name: 'Left behind' });
    const stream = await openStream(b.base, `/api/shopping-lists/${dropped._id}/events`, leaver);
    const unconfirmed = await askToJoin(t, owner, leaver, { bring: false });
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body.message).toBe(HOUSEHOLD_MESSAGES.joinWouldDelete);
    expect((await overview(leaver)).map((l) => l.name)).toEqual(['Left behind']);
    await joinHousehold(t, owner, leaver, { bring: false, discard: true });
    await within(stream.ended, 2_000);
    await request(t.app).get(`/api/shopping-lists/${dropped._id}`).set(bearer(leaver)).expect(404);
    expect((await overview(leaver)).map((l) => l.name).sort()).toEqual([brought.name]);
  });

  it('when a joiner brings more lists than the household has room for, then the join asks them to confirm, and only as many as fit come along', async () => {
    const [owner, bringer] = [await cook('Full Fran'), await cook('Many Mo')];
    for (let i = 0; i < KITCHEN_LIMITS.listsPerCook - 1; i++) {
      await createList(t, owner, { name: `Fran ${i}` });
    }
    await createList(t, bringer, { name: 'Mo old' });
    await createList(t, bringer, { name: 'Mo new' });
    const preview = await request(t.app)
      .post('/api/household/join/preview')
      .set(bearer(bringer))
      .send({ code: await inviteCode(t, owner, bringer) })
      .expect(200);
    expect(joinPreviewSchema.parse(preview.body).current.lists).toEqual({ total: 2, fits: 1 });
    expect((await askToJoin(t, owner, bringer)).status).toBe(409);
    await joinHousehold(t, owner, bringer, { discard: true });
    const names = (await overview(owner)).map((l) => l.name);
    expect(names).toHaveLength(KITCHEN_LIMITS.listsPerCook);
    expect(names).toContain('Mo new');
    expect(names).not.toContain('Mo old');
  });
});
