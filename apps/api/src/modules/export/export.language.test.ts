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
  source = await createTestApp({}, { databasePrefix: 'export_lang_a' });
  target = await createTestApp({}, { databasePrefix: 'export_lang_b' });
  [cook, admin, targetAdmin] = await Promise.all([
    createTestUser(source.identity.settings, { groups: ['user'], name: 'Cook Layla' }),
    createTestUser(source.identity.settings, { groups: ['admin'], name: 'Admin Ada' }),
    createTestUser(target.identity.settings, { groups: ['admin'], name: 'Admin Bea' }),
  ]);
});
afterAll(async () => {
  await Promise.all([source?.dispose(), target?.dispose()]);
});

interface Exported {
  inLanguage?: string;
  family_recipes: { id: string; language?: string };
}

async function submit(title: string, language: string): Promise<string> {
  const res = await withFields(
    request(source.app).post('/api/submit-recipe').set(bearer(cook)),
    recipeForm({ title, language }),
  )
    .attach('thumbnail_image', await smallJpeg(), 'a.jpg')
    .expect(201);
  return (res.body as { _id: string })._id;
}

describe('export, backup and restore of a recipe’s language', () => {
  it('when recipes are exported and backed up, then each carries its language; a backup without it restores as English', async () => {
    const arabic = await submit('كبسة الدجاج', 'ar');
    const hebrew = await submit('שקשוקה', 'he');

    const mine = await request(source.app)
      .get('/api/export/my-recipes')
      .set(bearer(cook))
      .expect(200);
    const exported = (mine.body as { '@graph': Exported[] })['@graph'].find(
      (r) => r.family_recipes.id === arabic,
    );
    expect(exported?.inLanguage).toBe('ar');
    expect(exported?.family_recipes.language).toBe('ar');

    const backup = await request(source.app)
      .get('/api/admin/backup')
      .set(bearer(admin))
      .expect(200);
    const body = backup.body as { recipes: Exported[] };
    const inBackup = (id: string) => body.recipes.find((r) => r.family_recipes.id === id);
    expect(inBackup(hebrew)?.family_recipes.language).toBe('he');

    // The Hebrew recipe as a backup made before recipes had a language holds it.
    const older = inBackup(hebrew);
    delete older?.inLanguage;
    delete older?.family_recipes.language;
    await request(target.app)
      .post('/api/admin/restore')
      .set(bearer(targetAdmin))
      .attach('file', Buffer.from(JSON.stringify(body)), 'backup.json')
      .expect(200);
    const restored = async (id: string) =>
      (await request(target.app).get(`/api/recipes/${id}`).set(bearer(targetAdmin)).expect(200))
        .body as { language: string };
    expect((await restored(arabic)).language).toBe('ar');
    expect((await restored(hebrew)).language).toBe('en');
  });
});
