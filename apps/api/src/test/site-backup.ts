import { backupSchema, type Backup } from '@family-recipes/shared';
import request from 'supertest';
import { RECIPE_FIELDS } from './hostile-uploads.js';
import type { TestApp } from './test-app.js';
import { smallJpeg } from './test-images.js';
import { bearer, createTestUser } from './test-users.js';

/**
 * Fills `site` with a recipe a cook submits, with a photo, for each of `titles`; then its
 * administrator downloads the site's backup: its text as sent and the file parsed.
 */
export async function backupOfSite(
  site: TestApp,
  titles: readonly string[],
): Promise<{ text: string; backup: Backup }> {
  const [cook, admin] = await Promise.all([
    createTestUser(site.identity.settings, { groups: ['user'], name: 'Cook Cleo' }),
    createTestUser(site.identity.settings, { groups: ['admin'] }),
  ]);
  for (const title of titles) {
    let req = request(site.app).post('/api/submit-recipe').set(bearer(cook));
    for (const [name, value] of Object.entries({ ...RECIPE_FIELDS, title })) {
      req = req.field(name, value);
    }
    await req.attach('thumbnail_image', await smallJpeg(48, 36), 'photo.jpg').expect(201);
  }
  const res = await request(site.app)
    .get('/api/admin/backup')
    .set(bearer(admin))
    .buffer(true)
    .parse((r, done) => {
      let text = '';
      r.setEncoding('utf8');
      r.on('data', (chunk: string) => (text += chunk));
      r.on('end', () => done(null, text));
    })
    .expect(200);
  const text = res.body as string;
  return { text, backup: backupSchema.parse(JSON.parse(text)) };
}
