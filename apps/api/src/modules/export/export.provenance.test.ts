import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { smallJpeg } from '../../test/test-images.js';
import { recipeForm, withFields } from '../../test/test-recipes.js';
import { bearer, createTestUser, type TestUser } from '../../test/test-users.js';

let source: TestApp;
let target: TestApp;
let cook: TestUser;
let admin: TestUser;
let targetAdmin: TestUser;

beforeAll(async () => {
  // One after the other: two emulators starting at once on a busy machine can miss their deadline.
  source = await createTestApp({}, { databasePrefix: 'export_prov_a' });
  target = await createTestApp({}, { databasePrefix: 'export_prov_b' });
  [cook, admin, targetAdmin] = await Promise.all([
    createTestUser(source.identity.settings, { groups: ['user'], name: 'Cook Clara' }),
    createTestUser(source.identity.settings, { groups: ['admin'], name: 'Admin Ada' }),
    createTestUser(target.identity.settings, { groups: ['admin'], name: 'Admin Bea' }),
  ]);
});
afterAll(async () => {
  await Promise.all([source?.dispose(), target?.dispose()]);
});

interface Site {
  story?: string;
  from_kitchen_of?: string;
  card_image?: { data?: string } | null;
  review_note?: string | null;
  history?: { from: number | null; to: number; note: string | null }[];
}

/** GET /api/recipes/:id on `site` as `user`, answered 200. */
const recipeAs = (site: TestApp, user: TestUser, id: string | undefined) =>
  request(site.app).get(`/api/recipes/${id}`).set(bearer(user)).expect(200);

describe('export, backup and restore of the family fields and the review', () => {
  it('when a denied recipe with a story and a card is exported, backed up and restored, then the cook gets no note and the restored site has everything', async () => {
    const submit = withFields(
      request(source.app).post('/api/submit-recipe').set(bearer(cook)),
      recipeForm({
        title: 'Backup Shortbread',
        category: 'Desserts',
        story: 'From the blue tin.',
        from_kitchen_of: 'Granny Flo',
      }),
    );
    const created = await submit
      .attach('thumbnail_image', await smallJpeg(), 'a.jpg')
      .attach('card_image', await smallJpeg(200, 150), 'card.jpg')
      .expect(201);
    const id = (created.body as { _id: string })._id;
    await request(source.app)
      .put(`/api/admin/recipes/${id}/status/199`)
      .set('Authorization', `Bearer ${admin.idToken}`)
      .send({ note: 'Oven temperature, please.' })
      .expect(200);

    const mine = await request(source.app)
      .get('/api/export/my-recipes')
      .set('Authorization', `Bearer ${cook.idToken}`)
      .expect(200);
    const exported = (mine.body as { '@graph': { family_recipes: Site }[] })['@graph'][0]
      ?.family_recipes;
    expect(exported?.story).toBe('From the blue tin.');
    expect(exported?.from_kitchen_of).toBe('Granny Flo');
    expect(exported?.card_image?.data).toBeTruthy();
    expect(exported).not.toHaveProperty('review_note');
    expect(exported).not.toHaveProperty('history');
    expect(JSON.stringify(mine.body)).not.toContain('Oven temperature');

    // The cook's own export, imported again, keeps the family fields and the card.
    const imported = await request(source.app)
      .post('/api/import/file')
      .set('Authorization', `Bearer ${cook.idToken}`)
      .attach('file', Buffer.from(JSON.stringify(mine.body)), 'mine.json')
      .expect(200);
    const copyId = (imported.body as { imported: { _id: string }[] }).imported[0]?._id;
    const copy = await recipeAs(source, cook, copyId);
    expect(copy.body.story).toBe('From the blue tin.');
    expect(copy.body.from_kitchen_of).toBe('Granny Flo');
    expect(copy.body.card_image).toMatch(/^\/uploads\/.+\.webp$/);
    expect(copy.body.review_note).toBeNull();

    const backup = await request(source.app)
      .get('/api/admin/backup')
      .set('Authorization', `Bearer ${admin.idToken}`)
      .expect(200);
    const backedUp = (
      backup.body as { recipes: { family_recipes: Site & { id: string } }[] }
    ).recipes.find((r) => r.family_recipes.id === id)?.family_recipes;
    expect(backedUp?.review_note).toBe('Oven temperature, please.');
    expect(backedUp?.history?.map((h) => [h.from, h.to, h.note])).toEqual([
      [null, 100, null],
      [100, 199, 'Oven temperature, please.'],
    ]);

    const file = Buffer.from(JSON.stringify(backup.body));
    await request(target.app)
      .post('/api/admin/restore')
      .set('Authorization', `Bearer ${targetAdmin.idToken}`)
      .attach('file', file, 'backup.json')
      .expect(200);
    const restored = await recipeAs(target, targetAdmin, id);
    expect(restored.body.story).toBe('From the blue tin.');
    expect(restored.body.from_kitchen_of).toBe('Granny Flo');
    expect(restored.body.card_image).toMatch(/^\/uploads\/.+\.webp$/);
    expect(restored.body.review_note).toBe('Oven temperature, please.');
    expect(restored.body.history).toHaveLength(2);
  });
});
