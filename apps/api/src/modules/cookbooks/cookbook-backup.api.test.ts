import { randomUUID } from 'node:crypto';
import { backupSchema, cookbookSchema } from '@family-recipes/shared';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookbooks } from './cookbooks.schema.js';
import { setTokens } from '../../test/restore-drill.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { smallJpeg } from '../../test/test-images.js';
import { subOf } from '../../test/test-recipes.js';
import { bearer, createTestUser, type TestUser } from '../../test/test-users.js';
import { makeBook, newCook, recipeWithPhoto, settled, startPdf } from './test-cookbooks.js';

/* The saved cookbooks in a backup and a restore; their PDFs and uploaded covers stay behind. */

let t: TestApp;
let site: TestApp | undefined;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({}, { databasePrefix: 'cookbook_backup' });
  admin = await createTestUser(t.identity.settings, { groups: ['admin'] });
});
afterAll(async () => {
  await Promise.all([t?.dispose(), site?.dispose()]);
});

describe('cookbooks in a backup', () => {
  // A backup and a restore of a site with photos, each photo with its original for print: slow
  // beside other work.
  it('when a site with a book is backed up and restored into an empty site, then the book comes back as saved, without its PDF or uploaded cover', async () => {
    const cook = await newCook(t, 'Backed Up');
    // Their user record, as the pages make it at the first sign-in: it carries their address.
    await request(t.app)
      .post('/api/insert-user')
      .set(bearer(cook))
      .send({ name: cook.name, email: cook.email })
      .expect(201);
    const [first, second] = [await recipeWithPhoto(t), await recipeWithPhoto(t)];
    const page = { id: randomUUID() };
    const book = await makeBook(t.app, cook, {
      title: 'Kept Safe',
      subtitle: 'Volume one',
      dedication: 'For the grandchildren',
      recipeIds: [second, first],
      order: 'chapters',
      chapters: [{ title: 'Ours', recipeIds: [second, first] }],
      familyPages: [{ id: page.id, title: 'The Farm', caption: 'Us', story: 'Long ago', after: 1 }],
      coverRecipeId: first,
      pageSize: 'Letter',
      photos: false,
      shared: true,
      language: 'de',
    });
    await request(t.app)
      .put(`/api/cookbooks/${book.id}/cover`)
      .set(bearer(cook))
      .attach('cover', await smallJpeg(), 'cover.jpg')
      .expect(200);
    await startPdf(t.app, cook, book.id);
    expect((await settled(t.app, cook, book.id)).status).toBe('ready');
    const saved = cookbookSchema.parse(
      (await request(t.app).get(`/api/cookbooks/${book.id}`).set(bearer(cook)).expect(200)).body,
    );

    const res = await request(t.app).get('/api/admin/backup').set(bearer(admin)).expect(200);
    const backup = backupSchema.parse(res.body);
    expect(backup.cookbooks).toEqual([
      {
        id: book.id,
        owner_sub: subOf(cook.idToken),
        owner_name: 'Backed Up',
        title: 'Kept Safe',
        subtitle: 'Volume one',
        dedication: 'For the grandchildren',
        recipe_ids: [second, first],
        order: 'chapters',
        chapters: [{ title: 'Ours', recipeIds: [second, first] }],
        card_recipe_ids: [],
        family_pages: [
          { id: page.id, title: 'The Farm', caption: 'Us', story: 'Long ago', after: 1 },
        ],
        cover_recipe_id: null,
        page_size: 'Letter',
        photos: false,
        shared: true,
        language: 'de',
        created_on: saved.created_on,
        updated_on: saved.updated_on,
      },
    ]);
    expect(JSON.stringify(res.body)).not.toContain('.pdf');

    site = await createTestApp({}, { databasePrefix: 'cookbook_restore' });
    const boss = await createTestUser(site.identity.settings, { groups: ['admin'] });
    const restored = await request(site.app)
      .post('/api/admin/restore')
      .set(bearer(boss))
      .attach('file', Buffer.from(JSON.stringify(res.body)), 'backup.json')
      .expect(200);
    expect(restored.body).toMatchObject({ restored: { cookbooks: 1 } });
    const [row] = await site.db.database.db
      .select()
      .from(cookbooks)
      .where(eq(cookbooks.id, book.id));
    expect(row).toMatchObject({
      ownerSub: subOf(cook.idToken),
      title: 'Kept Safe',
      recipeIds: [second, first],
      orderBy: 'chapters',
      chapters: [{ title: 'Ours', recipeIds: [second, first] }],
      familyPages: [
        { id: page.id, title: 'The Farm', caption: 'Us', story: 'Long ago', after: 1, image: null },
      ],
      shared: true,
      language: 'de',
      coverImage: null,
      pdfStatus: 'none',
      pdfKey: null,
    });
    expect(row?.updatedOn.toISOString()).toBe(saved.updated_on);

    // The cook signs up again on the new site with their address: the book is theirs again.
    const again = await createTestUser(site.identity.settings, {
      groups: ['user'],
      email: cook.email,
      name: cook.name,
    });
    await setTokens(site, again).expect(200);
    const mine = await request(site.app)
      .get(`/api/cookbooks/${book.id}`)
      .set(bearer(again))
      .expect(200);
    expect(cookbookSchema.parse(mine.body)).toMatchObject({
      mine: true,
      recipeIds: [second, first],
      language: 'de',
      pdf: { status: 'none' },
    });
  }, 120_000);
});
