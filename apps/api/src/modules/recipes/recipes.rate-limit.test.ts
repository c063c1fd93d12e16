import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createTestUser, type TestUser } from '../../test/test-users.js';
import { RECIPE_WRITES_RATE_LIMIT, TOO_MANY_RECIPE_WRITES } from './recipes.router.js';

let t: TestApp;
let cook: TestUser;
let neighbour: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [cook, neighbour] = await Promise.all([
    createTestUser(t.identity.settings, { groups: ['user'] }),
    createTestUser(t.identity.settings, { groups: ['user'] }),
  ]);
});
afterAll(async () => {
  await t?.dispose();
});

/** A submission without fields: refused with 400 after the limit is counted. */
const emptySubmission = (user: TestUser) =>
  request(t.app).post('/api/submit-recipe').set('Authorization', `Bearer ${user.idToken}`);

describe('rate limit of recipe submissions and edits', () => {
  it('when one account sends more than the limit in ten minutes, then 429 with Retry-After for it alone, edits included', async () => {
    const { max } = RECIPE_WRITES_RATE_LIMIT;
    for (let i = 0; i < max - 1; i += 1) await emptySubmission(cook).expect(400);
    const edit = await request(t.app)
      .put('/api/update-recipe/00000000-0000-4000-8000-000000000000')
      .set('Authorization', `Bearer ${cook.idToken}`)
      .field('title', 'x');
    expect(edit.status).toBe(404);

    const refused = await emptySubmission(cook);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: TOO_MANY_RECIPE_WRITES });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const refusedEdit = await request(t.app)
      .put('/api/update-recipe/00000000-0000-4000-8000-000000000000')
      .set('Authorization', `Bearer ${cook.idToken}`);
    expect(refusedEdit.status).toBe(429);

    // Another account from the same address is counted on its own.
    await emptySubmission(neighbour).expect(400);
  });
});
