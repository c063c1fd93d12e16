import { cookedEntrySchema, KITCHEN_MESSAGES } from '@family-recipes/shared';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { cookedEntries } from './cooked.schema.js';
import { bearer, insertRecipe } from '../../test/shopping-lists.js';
import type { TestUser } from '../../test/test-users.js';
import { storedRatingOf } from '../../test/test-recipes.js';
import { useTestApp, useUsers } from '../../test/use-test-app.js';

const t = useTestApp();
const [cook, other] = useUsers(t, 'Replay Rita', 'Other Otto');

const cooked = (user: TestUser, id: string, body: object) =>
  request(t.app).post(`/api/recipes/${id}/cooked`).set(bearer(user)).send(body);

const ratingOf = (id: string) => storedRatingOf(t, id);

describe('POST /api/recipes/:id/cooked with op_id', () => {
  it('when the same note is sent twice with one op_id, then it is stored once and both answers are the entry', async () => {
    const id = await insertRecipe(t, { title: 'Replayed Ratatouille' });
    const body = { rating: 4, note: 'Made it in the cabin.', op_id: randomUUID() };
    const first = await cooked(cook, id, body);
    const again = await cooked(cook, id, body);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(cookedEntrySchema.parse(again.body)).toEqual(cookedEntrySchema.parse(first.body));
    const stored = await t.db.database.db
      .select()
      .from(cookedEntries)
      .where(eq(cookedEntries.recipeId, id));
    expect(stored).toHaveLength(1);
    expect(await ratingOf(id)).toEqual({ count: 1, total: 4 });
  });

  it('when another cook sends an op_id already used, then their own note is stored as usual and their retry of it is a replay', async () => {
    const id = await insertRecipe(t, { title: 'Shared Shakshuka' });
    const opId = randomUUID();
    const first = await cooked(cook, id, { rating: 5, op_id: opId }).expect(201);
    const theirs = await cooked(other, id, { rating: 2, op_id: opId });
    expect(theirs.status).toBe(201);
    expect(theirs.body).toMatchObject({ rating: 2, mine: true, user_name: 'Other Otto' });
    expect(await ratingOf(id)).toEqual({ count: 2, total: 7 });

    const retried = await cooked(other, id, { rating: 2, op_id: opId });
    expect(retried.status).toBe(201);
    expect(cookedEntrySchema.parse(retried.body)).toEqual(cookedEntrySchema.parse(theirs.body));
    const again = await cooked(cook, id, { rating: 5, op_id: opId });
    expect(cookedEntrySchema.parse(again.body)).toEqual(cookedEntrySchema.parse(first.body));
    expect(await ratingOf(id)).toEqual({ count: 2, total: 7 });
  });

  it('when op_id is not a uuid, then 400 on op_id and nothing is stored', async () => {
    const id = await insertRecipe(t, { title: 'Invalid Irish Stew' });
    const res = await cooked(cook, id, { rating: 3, op_id: 'again' }).expect(400);
    expect(res.body).toMatchObject({
      errors: [{ field: 'op_id', message: KITCHEN_MESSAGES.opIdInvalid }],
    });
    expect(await ratingOf(id)).toEqual({ count: 0, total: 0 });
  });
});
