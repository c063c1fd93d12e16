import {
  KITCHEN_MESSAGES,
  itemConflictSchema,
  shoppingListSchema,
  updatedItemSchema,
  type ShoppingItem,
  type ShoppingList,
} from '@family-recipes/shared';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it, vi, beforeAll } from 'vitest';
import { appliedOps } from '../applied-ops/applied-ops.schema.js';
import { joinHousehold } from '../../test/households.js';
import { useTestApp, useUsers } from '../../test/use-test-app.js';
import { subOf } from '../../test/test-recipes.js';
import type { TestUser } from '../../test/test-users.js';
import {
  addItem,
  bearer,
  createList,
  openStream,
  readList,
  registerCook,
  useSecondInstance,
} from '../../test/shopping-lists.js';
import { expectDocumented } from '../../test/documented.js';

const t = useTestApp();
const [ann, ben, stranger] = useUsers(t, 'Offline Ann', 'Offline Ben', 'Stranger Sam');
const b = useSecondInstance(t);

beforeAll(async () => {
  await registerCook(t, ben);
  await joinHousehold(t, ann, ben);
});

/**
 * Resolves once this machine's clock (the server's too) is past `iso`, so that an edit made now
 * is later than the change made at `iso`: times are kept to the millisecond.
 */
const clockPast = (iso: string) =>
  vi.waitFor(() => expect(Date.now()).toBeGreaterThan(Date.parse(iso)), { interval: 1 });

/** A list of Ann's household, which Ben is in, with one line. */
async function sharedLine(text = '2 carrots'): Promise<{ list: ShoppingList; line: ShoppingItem }> {
  const created = await createList(t, ann);
  const list = await addItem(t, ann, created._id, text);
  const line = list.items[0];
  if (!line) throw new Error('no line');
  return { list, line };
}

const patchLine = (user: TestUser, list: ShoppingList, itemId: string, body: object) =>
  request(t.app)
    .patch(`/api/shopping-lists/${list._id}/items/${itemId}`)
    .set(bearer(user))
    .send(body);

const lineOf = async (user: TestUser, list: ShoppingList, id: string) =>
  (await readList(t, user, list._id)).items.find((item) => item._id === id);

describe('PATCH /api/shopping-lists/:id/items/:itemId with base_version', () => {
  it('when the line changed since and this edit was made later, then it applies and names the change it replaced', async () => {
    const { list, line } = await sharedLine();
    const changed = await patchLine(ben, list, line._id, { text: '3 carrots' }).expect(200);
    await clockPast((changed.body as ShoppingItem).updated_on);
    const res = await patchLine(ann, list, line._id, {
      text: '5 carrots',
      base_version: line.version,
      edited_at: new Date().toISOString(),
    });
    expect(res.status).toBe(200);
    expectDocumented('PATCH', '/shopping-lists/:id/items/:itemId', res);
    const answer = updatedItemSchema.parse(res.body);
    expect(answer).toMatchObject({ quantity: 5, version: line.version + 2 });
    expect(answer.conflict).toMatchObject({ kept: 'yours', other: { quantity: 3 } });
    expect(await lineOf(ben, list, line._id)).toMatchObject({ quantity: 5 });
  });

  it('when the line changed after this edit was made, then 409 with the line as it is, and nothing changes', async () => {
    const { list, line } = await sharedLine();
    const editedAt = new Date(Date.now() - 60_000).toISOString();
    await patchLine(ben, list, line._id, { text: '3 carrots', checked: true }).expect(200);
    const before = await lineOf(ann, list, line._id);
    const edit = {
      text: '5 carrots',
      checked: false,
      base_version: line.version,
      edited_at: editedAt,
      op_id: randomUUID(),
    };
    const res = await patchLine(ann, list, line._id, edit);
    expect(res.status).toBe(409);
    expectDocumented('PATCH', '/shopping-lists/:id/items/:itemId', res);
    const body = itemConflictSchema.parse(res.body);
    expect(body.message).toBe(KITCHEN_MESSAGES.itemChangedLater);
    expect(body.item).toEqual(before);
    expect(await lineOf(ann, list, line._id)).toEqual(before);
    // A refused edit is not recorded as applied: sent again, it is refused again.
    const recorded = await t.db.database.db
      .select()
      .from(appliedOps)
      .where(eq(appliedOps.opId, edit.op_id));
    expect(recorded).toEqual([]);
    expect((await patchLine(ann, list, line._id, edit)).status).toBe(409);
  });

  it('when the line is still on the version the edit was made on, then it applies and the line is dated by the edit', async () => {
    const { list, line } = await sharedLine();
    const editedAt = new Date(Date.parse(line.updated_on) + 1_000);
    const res = await patchLine(ann, list, line._id, {
      checked: true,
      base_version: line.version,
      edited_at: new Date(Math.min(Date.now(), editedAt.getTime())).toISOString(),
    });
    expect(res.status).toBe(200);
    expect(res.body.conflict).toBeUndefined();
    expect(res.body).toMatchObject({ checked: true, version: line.version + 1 });
    expect(Date.parse((res.body as ShoppingItem).updated_on)).toBeGreaterThanOrEqual(
      Date.parse(line.updated_on),
    );
  });

  it('when edited_at lies in the future, then it counts as now: a later edit of the line still wins', async () => {
    const { list, line } = await sharedLine();
    const future = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    const first = await patchLine(ann, list, line._id, {
      text: '4 carrots',
      base_version: line.version,
      edited_at: future,
    }).expect(200);
    const stored = (first.body as ShoppingItem).updated_on;
    expect(Date.parse(stored)).toBeLessThanOrEqual(Date.now());
    await clockPast(stored);
    const second = await patchLine(ben, list, line._id, {
      text: '6 carrots',
      base_version: line.version,
      edited_at: new Date().toISOString(),
    });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ quantity: 6, conflict: { other: { quantity: 4 } } });
  });

  it('when base_version, edited_at or op_id are not valid, then 400 names each field and nothing changes', async () => {
    const { list, line } = await sharedLine();
    const res = await patchLine(ann, list, line._id, {
      checked: true,
      base_version: 0,
      edited_at: 'yesterday',
      op_id: 'op-1',
    }).expect(400);
    expect((res.body as { errors: { field: string; message: string }[] }).errors).toEqual(
      expect.arrayContaining([
        { field: 'base_version', message: KITCHEN_MESSAGES.baseVersionInvalid },
        { field: 'edited_at', message: KITCHEN_MESSAGES.editedAtInvalid },
        { field: 'op_id', message: KITCHEN_MESSAGES.opIdInvalid },
      ]),
    );
    expect(await lineOf(ann, list, line._id)).toEqual(line);
  });

  it('when a stale edit wins, then the list streams "changed"; when it loses, nothing is announced', async () => {
    const { list, line } = await sharedLine();
    const stream = await openStream(b.base, `/api/shopping-lists/${list._id}/events`, ben);
    b.streams.push(stream);
    const changed = await patchLine(ben, list, line._id, { checked: true }).expect(200);
    await stream.next('changed', 2_000);
    await patchLine(ann, list, line._id, {
      checked: false,
      base_version: line.version,
      edited_at: new Date(Date.now() - 60_000).toISOString(),
    }).expect(409);
    await clockPast((changed.body as ShoppingItem).updated_on);
    await patchLine(ann, list, line._id, {
      checked: false,
      base_version: line.version,
      edited_at: new Date().toISOString(),
    }).expect(200);
    // Notices arrive in the order of the writes: had the refused edit been announced, its
    // "changed" would have come before this one.
    await stream.next('changed', 2_000);
    expect(stream.events.filter((e) => e.event === 'changed')).toHaveLength(2);
  });
});

describe('op_id: a write sent again changes nothing', () => {
  it('when a free item is sent twice with one op_id, then it is added once and the second answer is 200', async () => {
    const list = await createList(t, ann);
    const opId = randomUUID();
    const send = () =>
      request(t.app)
        .post(`/api/shopping-lists/${list._id}/items`)
        .set(bearer(ann))
        .send({ text: '2 lemons', op_id: opId });
    expect((await send()).status).toBe(201);
    const again = await send();
    expect(again.status).toBe(200);
    expectDocumented('POST', '/shopping-lists/:id/items', again);
    const after = shoppingListSchema.parse(again.body);
    expect(after.items).toHaveLength(1);
    expect(after.items[0]).toMatchObject({ key: 'lemon', quantity: 2 });
  });

  it('when a tick is sent again after someone unticked the line, then the line stays unticked', async () => {
    const { list, line } = await sharedLine();
    const opId = randomUUID();
    const tick = { checked: true, base_version: line.version, op_id: opId };
    await patchLine(ann, list, line._id, tick).expect(200);
    await patchLine(ben, list, line._id, { checked: false }).expect(200);
    const before = await lineOf(ann, list, line._id);
    const again = await patchLine(ann, list, line._id, tick);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(before);
    expect(await lineOf(ann, list, line._id)).toEqual(before);
  });

  it('when another cook sends an op_id on a list not theirs, then 404; on their own list, the op_id of someone else neither replays nor reveals', async () => {
    const { list, line } = await sharedLine();
    const opId = randomUUID();
    await patchLine(ann, list, line._id, { checked: true, op_id: opId }).expect(200);
    const res = await patchLine(stranger, list, line._id, { checked: false, op_id: opId });
    expect(res.status).toBe(404);
    expect(await lineOf(ann, list, line._id)).toMatchObject({ checked: true });

    const own = await createList(t, stranger);
    const added = await request(t.app)
      .post(`/api/shopping-lists/${own._id}/items`)
      .set(bearer(stranger))
      .send({ text: '1 loaf of bread', op_id: opId });
    expect(added.status).toBe(201);
    expect(shoppingListSchema.parse(added.body).items).toHaveLength(1);
  });

  it('when a cook’s op_id was first used by another cook, then their retry of it applies once and the other cook’s op is untouched', async () => {
    const opId = randomUUID();
    const annList = await createList(t, ann);
    const addTo = (user: TestUser, list: ShoppingList, text: string) =>
      request(t.app)
        .post(`/api/shopping-lists/${list._id}/items`)
        .set(bearer(user))
        .send({ text, op_id: opId });
    expect((await addTo(ann, annList, '2 lemons')).status).toBe(201);

    const benList = await createList(t, ben);
    expect((await addTo(ben, benList, '3 onions')).status).toBe(201);
    const retried = await addTo(ben, benList, '3 onions');
    expect(retried.status).toBe(200);
    expect(shoppingListSchema.parse(retried.body).items).toEqual([
      expect.objectContaining({ key: 'onion', quantity: 3 }),
    ]);
    expect((await readList(t, ben, benList._id)).items).toHaveLength(1);

    const annAgain = await addTo(ann, annList, '2 lemons');
    expect(annAgain.status).toBe(200);
    expect((await readList(t, ann, annList._id)).items).toEqual([
      expect.objectContaining({ key: 'lemon', quantity: 2 }),
    ]);
    const recorded = await t.db.database.db
      .select({ userSub: appliedOps.userSub })
      .from(appliedOps)
      .where(eq(appliedOps.opId, opId));
    expect(recorded.map((row) => row.userSub).sort()).toEqual(
      [subOf(ann.idToken), subOf(ben.idToken)].sort(),
    );
  });
});
