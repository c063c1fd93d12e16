import {
  KITCHEN_LIMITS,
  KITCHEN_MESSAGES,
  shoppingListSchema,
  shoppingListSummarySchema,
} from '@family-recipes/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shoppingListMembers, users } from '../../db/schema.js';
import { buildOpenApiDocument } from '../../openapi/document.js';
import { responseProblems } from '../../openapi/response-validator.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createTestUser, type TestUser } from '../../test/test-users.js';
import { addItem, bearer, createList, readList, registerCook } from '../../test/shopping-lists.js';
import { SHARE_RATE_LIMIT } from './shopping.router.js';

let t: TestApp;
let owner: TestUser;
const document = buildOpenApiDocument();

beforeAll(async () => {
  t = await createTestApp();
  owner = await createTestUser(t.identity.settings, { groups: ['user'], name: 'Owner Olive' });
  await registerCook(t, owner);
});
afterAll(async () => {
  await t?.dispose();
});

/** A signed-in cook with a users row, as after their first sign-in. */
async function registeredCook(name: string): Promise<TestUser> {
  const cook = await createTestUser(t.identity.settings, { groups: ['user'], name });
  await registerCook(t, cook);
  return cook;
}

const share = (by: TestUser, listId: string, email: string) =>
  request(t.app).post(`/api/shopping-lists/${listId}/members`).set(bearer(by)).send({ email });
const unshare = (by: TestUser, listId: string, email: string) =>
  request(t.app)
    .delete(`/api/shopping-lists/${listId}/members/${encodeURIComponent(email)}`)
    .set(bearer(by));

describe('POST /api/shopping-lists/:id/members', () => {
  it('when the owner shares a list, then the member sees it, edits its lines and its name, but cannot delete or share it', async () => {
    const member = await registeredCook('Member Mia');
    const third = await registeredCook('Third Theo');
    const list = await createList(t, owner, { name: 'Family shop' });
    const res = await share(owner, list._id, member.email.toUpperCase()).expect(200);
    expect(
      responseProblems(document, {
        method: 'POST',
        expressPath: '/shopping-lists/:id/members',
        status: 200,
        body: res.body,
      }),
    ).toEqual([]);
    expect(shoppingListSchema.parse(res.body)).toMatchObject({
      shared: true,
      members: [{ name: 'Member Mia', email: member.email }],
    });

    const seen = await request(t.app).get('/api/shopping-lists').set(bearer(member)).expect(200);
    expect(shoppingListSummarySchema.array().parse(seen.body)).toEqual([
      expect.objectContaining({
        _id: list._id,
        owner_name: 'Owner Olive',
        is_owner: false,
        shared: true,
      }),
    ]);
    const added = await addItem(t, member, list._id, '2 lemons');
    await request(t.app)
      .patch(`/api/shopping-lists/${list._id}/items/${added.items[0]?._id ?? ''}`)
      .set(bearer(member))
      .send({ checked: true })
      .expect(200);
    await request(t.app)
      .patch(`/api/shopping-lists/${list._id}`)
      .set(bearer(member))
      .send({ name: 'Family shop (Mia)' })
      .expect(200);

    const refused = await request(t.app)
      .delete(`/api/shopping-lists/${list._id}`)
      .set(bearer(member))
      .expect(403);
    expect(refused.body).toEqual({ message: "Only the list's owner can delete it." });
    await share(member, list._id, third.email).expect(403);

    const now = await readList(t, owner, list._id);
    expect(now).toMatchObject({ name: 'Family shop (Mia)', is_owner: true });
    expect(now.items.map((i) => [i.key, i.checked])).toEqual([['lemon', true]]);
    expect(now.members.map((m) => m.email)).toEqual([member.email]);
  });

  it('when the address is nobody’s, a cook without an account, the owner’s own, or already a member’s, then 400 on email and nothing changes', async () => {
    const member = await registeredCook('Member Max');
    const list = await createList(t, owner);
    await share(owner, list._id, member.email).expect(200);
    const unknown = `nobody-${Date.now()}@example.test`;
    const noAccount = `no-account-${Date.now()}@example.test`;
    await t.db.database.db.insert(users).values({ name: 'Paper Only', email: noAccount });
    const cases = [
      [unknown, KITCHEN_MESSAGES.noSuchCook],
      [noAccount, KITCHEN_MESSAGES.noSuchCook],
      [owner.email, KITCHEN_MESSAGES.notYourself],
      [member.email.toUpperCase(), KITCHEN_MESSAGES.alreadyMember],
    ] as const;
    const before = await readList(t, owner, list._id);
    for (const [email, message] of cases) {
      const res = await share(owner, list._id, email).expect(400);
      expect(res.body).toEqual({ message, errors: [{ field: 'email', message }] });
    }
    expect(await readList(t, owner, list._id)).toEqual(before);
  });

  it('when a list is shared with the most cooks allowed, then one more is refused with 400', async () => {
    const list = await createList(t, owner);
    await t.db.database.db.insert(shoppingListMembers).values(
      Array.from({ length: KITCHEN_LIMITS.membersPerList }, (_, i) => ({
        listId: list._id,
        userSub: `member-${i}`,
        name: `Member ${i}`,
        email: `member-${i}@example.test`,
      })),
    );
    const extra = await registeredCook('One Too Many');
    const res = await share(owner, list._id, extra.email).expect(400);
    expect((res.body as { errors: { field: string }[] }).errors[0]?.field).toBe('email');
    expect((await readList(t, owner, list._id)).members).toHaveLength(
      KITCHEN_LIMITS.membersPerList,
    );
  });
});

describe('sharing by email, counted per account', () => {
  it('when a cook tries more addresses than SHARE_RATE_LIMIT allows in an hour, then 429 with Retry-After, for that cook alone', async () => {
    const prober = await registeredCook('Prober Pete');
    const list = await createList(t, prober);
    for (let i = 0; i < SHARE_RATE_LIMIT.max; i++) {
      await share(prober, list._id, `nobody-${i}@example.test`).expect(400);
    }
    const refused = await share(prober, list._id, 'one-more@example.test').expect(429);
    expect(refused.headers['retry-after']).toBeDefined();
    const other = await createList(t, owner);
    await share(owner, other._id, 'still-nobody@example.test').expect(400);
  });
});

describe('DELETE /api/shopping-lists/:id/members/:email', () => {
  it('when a member leaves, then they no longer see the list; when they try to remove another member, then 403', async () => {
    const [mia, max] = [await registeredCook('Mia'), await registeredCook('Max')];
    const list = await createList(t, owner);
    await share(owner, list._id, mia.email).expect(200);
    await share(owner, list._id, max.email).expect(200);

    const refused = await unshare(mia, list._id, max.email).expect(403);
    expect(refused.body).toEqual({ message: "Only the list's owner can remove other cooks." });
    await unshare(mia, list._id, mia.email.toUpperCase()).expect(204);

    await request(t.app).get(`/api/shopping-lists/${list._id}`).set(bearer(mia)).expect(404);
    const lists = await request(t.app).get('/api/shopping-lists').set(bearer(mia)).expect(200);
    expect(lists.body).toEqual([]);
    expect((await readList(t, owner, list._id)).members.map((m) => m.name)).toEqual(['Max']);
  });

  it('when the owner removes a member, then the member gets 404; a stranger removing anyone gets 404 too', async () => {
    const member = await registeredCook('Removed Rita');
    const stranger = await registeredCook('Stranger Sam');
    const list = await createList(t, owner);
    await share(owner, list._id, member.email).expect(200);

    const hidden = await unshare(stranger, list._id, member.email).expect(404);
    expect(hidden.body).toEqual({ message: 'Shopping list not found' });
    await unshare(owner, list._id, member.email).expect(204);
    await request(t.app).get(`/api/shopping-lists/${list._id}`).set(bearer(member)).expect(404);
    await addItem(t, owner, list._id, '1 onion');
    await request(t.app)
      .post(`/api/shopping-lists/${list._id}/items`)
      .set(bearer(member))
      .send({ text: '1 onion' })
      .expect(404);
    await unshare(owner, list._id, member.email).expect(404);
    const after = await readList(t, owner, list._id);
    expect(after).toMatchObject({ shared: false, members: [] });
    expect(after.items.map((i) => i.quantity)).toEqual([1]);
  });
});
