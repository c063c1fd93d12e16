import request from 'supertest';
import { describe, expect, it, beforeAll } from 'vitest';
import { ownedBy, recipeRow } from '../../test/test-recipes.js';
import { RecipesRepository } from '../recipes/recipes.repository.js';
import { IDENTITY_UNAVAILABLE } from './accounts/cognito-admin.js';
import { useTestApp, useUsers } from '../../test/use-test-app.js';

/*
 * The identity service stops while the site runs (issue 12, faults survived). The keys that
 * verify tokens were read at start, so reading goes on; the calls that need the service say so
 * with 503 and the process keeps running.
 */

let recipeId: string;

const t = useTestApp();
const [cook, admin] = useUsers(t, 'Test Cook', { groups: ['admin', 'user'] });

beforeAll(async () => {
  const row = await new RecipesRepository(t.db.database.db).insert(
    recipeRow({ title: 'Identity-free soup', ...ownedBy(cook) }),
  );
  recipeId = row.id;
  await t.identity.emulator.stop();
});

describe('the identity service down', () => {
  it('when visitors and signed-in cooks read, then they are answered as usual', async () => {
    await request(t.app).get('/api/all-recipes').expect(200);
    await request(t.app).get(`/api/recipes/${recipeId}`).expect(200);
    const mine = await request(t.app)
      .get('/api/my-recipes')
      .set('Authorization', `Bearer ${cook.idToken}`)
      .expect(200);
    expect((mine.body as { title: string }[]).map((r) => r.title)).toEqual(['Identity-free soup']);
  });

  it('when someone signs in, refreshes or an admin lists accounts, then 503 says the identity service is unavailable, no cookie is set, and the server keeps answering', async () => {
    const signIn = await request(t.app).post('/api/set-tokens').send({
      idToken: cook.idToken,
      accessToken: cook.accessToken,
      refreshToken: cook.refreshToken,
    });
    const refresh = await request(t.app)
      .post('/api/refresh-tokens')
      .set('Cookie', `refreshToken=${encodeURIComponent(cook.refreshToken)}`);
    const accounts = await request(t.app)
      .get('/api/admin/users')
      .set('Authorization', `Bearer ${admin.idToken}`);

    for (const res of [signIn, refresh, accounts]) {
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ message: IDENTITY_UNAVAILABLE });
      expect(res.headers['retry-after']).toBe('5');
    }
    expect(signIn.headers['set-cookie']).toBeUndefined();
    await request(t.app).get('/api/health').expect(200);
  });
});
