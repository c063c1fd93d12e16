import request from 'supertest';
import { describe, expect, it, beforeAll } from 'vitest';
import { RecipesRepository } from '../modules/recipes/recipes.repository.js';
import { ownedBy, recipeRow } from '../test/test-recipes.js';
import { bearer, createCook } from '../test/test-users.js';
import { useTestApp } from '../test/use-test-app.js';

let repo: RecipesRepository;

const t = useTestApp();

beforeAll(async () => {
  repo = new RecipesRepository(t.db.database.db);
});

/** A second API instance on the same database, as behind a load balancer. */
const secondInstance = () => t.build();

const titles = (body: unknown) => (body as { title: string }[]).map((r) => r.title);

describe('cached public reads', () => {
  it('when a recipe changes outside every instance, then each instance’s anonymous reads show it once its notification arrives, well within the heartbeat', async () => {
    const other = secondInstance();
    const first = await repo.insert(
      recipeRow({ title: 'Cached Carrot Cake', category: 'Desserts' }),
    );
    for (const app of [t.app, other]) {
      for (let i = 0; i < 2; i += 1) {
        const list = await request(app).get('/api/all-recipes?limit=100').expect(200);
        expect(titles(list.body)).toContain('Cached Carrot Cake');
      }
    }
    const before = await request(t.app).get('/api/categories/desserts').expect(200);
    const totalBefore = Number(before.headers['x-total-count']);

    // A write that neither app served: another instance, or an administrator's command.
    await repo.insert(recipeRow({ title: 'Fresh Fig Tart', category: 'Desserts' }));
    await repo.setFeatured(first.id, true);
    for (const app of [t.app, other]) {
      // A write no instance served reaches each one's cache with its notification, in commit
      // order, within milliseconds (decision 021); the bound leaves room for a busy machine.
      const reads = async () => {
        const list = await request(app).get('/api/all-recipes?limit=100').expect(200);
        const category = await request(app).get('/api/categories/desserts').expect(200);
        const featured = await request(app).get('/api/featured-recipes').expect(200);
        const detail = await request(app).get(`/api/recipes/${first.id}`).expect(200);
        return {
          listed: titles(list.body).includes('Fresh Fig Tart'),
          total: Number(category.headers['x-total-count']),
          featured: titles(featured.body).includes('Cached Carrot Cake'),
          detail: (detail.body as { featured: boolean }).featured,
        };
      };
      await expect
        .poll(reads, { timeout: 4_000, interval: 10 })
        .toEqual({ listed: true, total: totalBefore + 1, featured: true, detail: true });
    }
  });

  it('when the owner reads a list first, then anonymous visitors still never see the email, and the owner still does', async () => {
    const owner = await createCook(t);
    await repo.insert(recipeRow({ title: 'Owner Onion Soup', ...ownedBy(owner) }));
    for (let i = 0; i < 2; i += 1) {
      const mine = await request(t.app)
        .get('/api/all-recipes?limit=100')
        .set(bearer(owner))
        .expect(200);
      expect(JSON.stringify(mine.body)).toContain(owner.email);
      const anonymous = await request(t.app).get('/api/all-recipes?limit=100').expect(200);
      expect(JSON.stringify(anonymous.body)).not.toContain(owner.email);
    }
  });

  it('when a recipe is not approved, then the anonymous 403 is not kept, and approving it shows it', async () => {
    const pending = await repo.insert(recipeRow({ title: 'Pending Pear Pie', status: 100 }));
    await request(t.app).get(`/api/recipes/${pending.id}`).expect(403);
    await repo.transitionStatus(pending.id, 100, 101);
    const res = await request(t.app).get(`/api/recipes/${pending.id}`).expect(200);
    expect(res.body).toMatchObject({ title: 'Pending Pear Pie', status: 101 });
  });

  it('when signed-in callers read their own lists, then each gets their own, and a write shows at once', async () => {
    const cook = await createCook(t);
    const other = await createCook(t);
    await repo.insert(recipeRow({ title: 'Cook Cabbage Rolls', ...ownedBy(cook) }));
    await repo.insert(recipeRow({ title: 'Other Oat Bars', ...ownedBy(other) }));
    const asCook = bearer(cook);
    const asOther = bearer(other);
    for (let i = 0; i < 2; i += 1) {
      const mine = await request(t.app).get('/api/my-recipes').set(asCook).expect(200);
      expect(titles(mine.body)).toEqual(['Cook Cabbage Rolls']);
      const theirs = await request(t.app).get('/api/my-recipes').set(asOther).expect(200);
      expect(titles(theirs.body)).toEqual(['Other Oat Bars']);
    }
    await repo.insert(recipeRow({ title: 'Cook Custard', ...ownedBy(cook) }));
    const after = await request(t.app).get('/api/my-recipes').set(asCook).expect(200);
    expect(titles(after.body).sort()).toEqual(['Cook Cabbage Rolls', 'Cook Custard']);
    expect(after.headers['x-total-count']).toBe('2');
    // The access check still runs before the cache: a cook never gets the pending list.
    await request(t.app).get('/api/admin/pending-recipes').set(asCook).expect(403);
    await request(t.app).get('/api/my-recipes').expect(401);
  });
});
