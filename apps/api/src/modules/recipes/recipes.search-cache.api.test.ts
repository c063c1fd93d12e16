import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { ownedBy, recipeRow } from '../../test/test-recipes.js';
import { bearer, createCook, createTestUser, type TestUser } from '../../test/test-users.js';
import { RecipesRepository } from './recipes.repository.js';
import { useTestApp } from '../../test/use-test-app.js';

/*
 * GET /api/recipes: what the search read (X-Search-Corrected) and its cache (decision 037), on
 * PGlite and, with DATABASE_URL, on the PostgreSQL server.
 */

let repo: RecipesRepository;
let admin: TestUser;
let cook: TestUser;

const t = useTestApp(undefined, undefined, { env: { SEARCH_CACHE_STATS: 'true' } });

beforeAll(async () => {
  repo = new RecipesRepository(t.db.database.db);
  [admin, cook] = await Promise.all([
    createTestUser(t.identity.settings, { groups: ['admin'], name: 'Admin Ada' }),
    createCook(t, 'Cook Cora'),
  ]);
  await repo.insert(recipeRow({ title: 'Chicken Noodle Soup', category: 'Soups' }));
  await repo.insert(recipeRow({ title: 'Steamed Buns in a Bamboo Basket', category: 'Breads' }));
  await repo.insert(
    recipeRow({ title: 'Cora’s Chicken Curry', category: 'Main Dishes', ...ownedBy(cook) }),
  );
});

const titles = (body: unknown) => (body as { title: string }[]).map((r) => r.title);
const cacheOf = (res: { headers: Record<string, string> }) =>
  (res.headers['x-search-cache'] ?? '').split(';')[0];

describe('what the search read', () => {
  it('when a word is read as another, then X-Search-Corrected says so as typed=read', async () => {
    const res = await request(t.app).get('/api/recipes?q=chiken%20soup').expect(200);
    expect(res.headers['x-search-corrected']).toBe('chiken=chicken');
    expect(titles(res.body)).toEqual(['Chicken Noodle Soup']);
  });

  it('when a corrected word is not ASCII, then the header is ASCII, encoded as a URI component', async () => {
    const res = await request(t.app).get(`/api/recipes?q=${encodeURIComponent('chïken soup')}`);
    expect(res.status).toBe(200);
    expect(res.headers['x-search-corrected']).toBe('ch%C3%AFken=chicken');
    expect(titles(res.body)).toEqual(['Chicken Noodle Soup']);
  });

  it('when as_typed=1, then no word is read as another and the header is absent', async () => {
    const res = await request(t.app).get('/api/recipes?q=chiken%20soup&as_typed=1').expect(200);
    expect(res.headers['x-search-corrected']).toBeUndefined();
    // "chiken" is no word of any recipe: the recipes with "soup" answer, as for any word.
    expect(titles(res.body)).toEqual(['Chicken Noodle Soup']);
    const alone = await request(t.app).get('/api/recipes?q=chiken&as_typed=1').expect(200);
    expect(alone.body).toEqual([]);
    expect(alone.headers['x-total-count']).toBe('0');
    const invalid = await request(t.app).get('/api/recipes?q=chiken&as_typed=yes').expect(400);
    expect(invalid.body.errors).toEqual([
      { field: 'as_typed', message: 'as_typed must be 0 or 1' },
    ]);
  });

  it('when one word matches nothing and the other only as another word, then nothing is found', async () => {
    const alone = await request(t.app).get('/api/recipes?q=gasket').expect(200);
    expect(alone.headers['x-search-corrected']).toBe('gasket=basket');
    expect(titles(alone.body)).toEqual(['Steamed Buns in a Bamboo Basket']);
    const res = await request(t.app).get('/api/recipes?q=carburetor%20gasket').expect(200);
    expect(res.body).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
    expect(res.headers['x-search-corrected']).toBeUndefined();
  });
});

describe('the search cache', () => {
  it('when the settings do not ask for its counts, then no answer says whether the cache gave it', async () => {
    const plain = t.build({ config: { searchCacheStats: false } });
    const first = await request(plain).get('/api/recipes?q=bamboo').expect(200);
    const second = await request(plain).get('/api/recipes?q=bamboo').expect(200);
    expect(titles(second.body)).toEqual(['Steamed Buns in a Bamboo Basket']);
    expect(first.headers['x-search-cache']).toBeUndefined();
    expect(second.headers['x-search-cache']).toBeUndefined();
    expect(Object.keys(second.headers).filter((h) => /cache-(hit|stat)/i.test(h))).toEqual([]);
  });

  it('when a search repeats, then the cache answers it, the same, with its size in X-Search-Cache', async () => {
    const first = await request(t.app).get('/api/recipes?q=noodle').expect(200);
    const second = await request(t.app).get('/api/recipes?q=noodle').expect(200);
    expect(cacheOf(first)).toBe('miss');
    expect(cacheOf(second)).toBe('hit');
    expect(second.text).toBe(first.text);
    expect(second.headers['x-total-count']).toBe(first.headers['x-total-count']);
    expect(second.headers['x-search-cache']).toMatch(
      /^hit; entries=[1-9]\d*; bytes=[1-9]\d*; hits=[1-9]\d*; shared=\d+; misses=[1-9]\d*$/,
    );
    // What changes the answer is in the key: another page, as typed or not.
    const page2 = await request(t.app).get('/api/recipes?q=noodle&page=2').expect(200);
    expect(cacheOf(page2)).toBe('miss');
    const typed = await request(t.app).get('/api/recipes?q=noodle&as_typed=1').expect(200);
    expect(cacheOf(typed)).toBe('miss');
  });

  it('when viewers differ, then each sees the answer as theirs, whoever asked first', async () => {
    const asCook = bearer(cook.idToken);
    const asAdmin = bearer(admin.idToken);
    const anonymous = await request(t.app).get('/api/recipes?q=curry').expect(200);
    const forCook = await request(t.app).get('/api/recipes?q=curry').set(asCook).expect(200);
    const forAdmin = await request(t.app).get('/api/recipes?q=curry').set(asAdmin).expect(200);
    const again = await request(t.app).get('/api/recipes?q=curry').expect(200);
    const emails = (body: unknown) => (body as { user_email?: string }[]).map((r) => r.user_email);
    expect(cacheOf(forAdmin)).toBe('hit');
    expect(emails(anonymous.body)).toEqual([undefined]);
    expect(emails(forCook.body)).toEqual([cook.email]);
    expect(emails(forAdmin.body)).toEqual([cook.email]);
    expect(emails(again.body)).toEqual([undefined]);
  });

  it('when a write goes through the API, then the very next search shows it', async () => {
    const pending = await repo.insert(recipeRow({ title: 'Pending Pumpkin Soup', status: 100 }));
    // Cached once the insert's own notification has reached the instance.
    const pumpkin = () => request(t.app).get('/api/recipes?q=pumpkin').expect(200);
    await expect.poll(async () => cacheOf(await pumpkin()), { timeout: 4_000 }).toBe('hit');
    expect((await pumpkin()).body).toEqual([]);
    await request(t.app)
      .put(`/api/admin/recipes/${pending.id}/status/101`)
      .set(bearer(admin.idToken))
      .expect(200);
    const after = await request(t.app).get('/api/recipes?q=pumpkin').expect(200);
    expect(titles(after.body)).toEqual(['Pending Pumpkin Soup']);
    expect(cacheOf(after)).toBe('miss');
  });

  it('when a write goes through another instance, then this one’s cached search shows it once the notification arrives', async () => {
    const other = t.build();
    const pending = await repo.insert(recipeRow({ title: 'Quiet Quince Jam', status: 100 }));
    for (const app of [t.app, other]) {
      // Cached once the insert's own notification has reached this instance.
      const quince = () => request(app).get('/api/recipes?q=quince').expect(200);
      await expect.poll(async () => cacheOf(await quince()), { timeout: 4_000 }).toBe('hit');
      expect((await quince()).body).toEqual([]);
    }
    await request(other)
      .put(`/api/admin/recipes/${pending.id}/status/101`)
      .set(bearer(admin.idToken))
      .expect(200);
    // The instance that served the write reads afresh at once; this one by its notification,
    // in milliseconds (decision 021); the bound leaves room for a busy machine.
    const found = async () => titles((await request(t.app).get('/api/recipes?q=quince')).body);
    await expect.poll(found, { timeout: 4_000, interval: 10 }).toEqual(['Quiet Quince Jam']);
    expect(titles((await request(other).get('/api/recipes?q=quince')).body)).toEqual([
      'Quiet Quince Jam',
    ]);
  });
});
