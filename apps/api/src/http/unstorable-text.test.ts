import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { count } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, recipes } from '../db/schema.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { smallJpeg } from '../test/test-images.js';
import { createTestUser, type TestUser } from '../test/test-users.js';
import { UNSTORABLE_TEXT_MESSAGE } from './errors.js';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.identity.settings, { groups: ['admin', 'user'] });
});
afterAll(async () => {
  await t?.dispose();
});

async function uploadedFiles(): Promise<string[]> {
  if (t.config.storage.kind !== 'local' || !existsSync(t.config.storage.dir)) return [];
  return (await readdir(t.config.storage.dir, { recursive: true })).sort();
}

/* Found by the fuzz suite (src/fuzz): PostgreSQL cannot store U+0000, and said so with a 500. */
describe('text holding U+0000, which PostgreSQL cannot store', () => {
  it('when an admin looks up the user %00, then 400 with a plain message, not 500', async () => {
    const res = await request(t.app)
      .get('/api/user/%00')
      .set('Authorization', `Bearer ${admin.idToken}`);

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: UNSTORABLE_TEXT_MESSAGE });
  });

  it('when a contact message holds U+0000, then 400 and nothing is stored', async () => {
    const res = await request(t.app)
      .post('/api/send-email')
      .send({ name: 'Nul\u0000l', email: 'nul@example.test', body: 'Hello\u0000there' });

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: UNSTORABLE_TEXT_MESSAGE });
    expect(await t.db.database.db.select({ n: count() }).from(contactMessages)).toEqual([{ n: 0 }]);
  });

  it('when a submitted recipe holds U+0000, then 400, no row and its photo is removed again', async () => {
    const fields: Record<string, string> = {
      title: 'Nul\u0000 Soup',
      description: 'Soup.',
      category: 'Entrees',
      instructions: JSON.stringify(['Boil.']),
      tags: JSON.stringify(['a\u0000b']),
      ingredients: JSON.stringify([{ quantity: 1, units: 'l', ingredient: 'water' }]),
      reviews: '[]',
      tips: '[]',
      more: JSON.stringify({
        prep_time: 1,
        cook_time: 1,
        total_time: 2,
        serving: '1',
        difficulty: 'Easy',
        source: 'Nobody',
      }),
    };
    let req = request(t.app)
      .post('/api/submit-recipe')
      .set('Authorization', `Bearer ${admin.idToken}`);
    for (const [k, v] of Object.entries(fields)) req = req.field(k, v);

    const res = await req.attach('thumbnail_image', await smallJpeg(), 'soup.jpg');

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: UNSTORABLE_TEXT_MESSAGE });
    expect(await t.db.database.db.select({ n: count() }).from(recipes)).toEqual([{ n: 0 }]);
    expect((await uploadedFiles()).filter((f) => f.endsWith('.webp'))).toEqual([]);
  });
});
