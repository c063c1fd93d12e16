import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { unzipSync, strFromU8 } from 'fflate';
import {
  RECIPE_LIMITS,
  backupSchema,
  parseIngredientLine,
  rebuiltText,
  recipeExportSchema,
  type Backup,
  type ExportedRecipe,
} from '@family-recipes/shared';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { recipes } from '../recipes/recipes.schema.js';
import { createTestApp, wholeBody, type TestApp } from '../../test/test-app.js';
import { smallJpeg } from '../../test/test-images.js';
import { createTestUser, type TestUser } from '../../test/test-users.js';
import { storedImageKeys, storedImageSource } from '../images/image-processor.js';
import { EXPORT_MESSAGES } from './export.messages.js';
import { useTestApp, useUsers } from '../../test/use-test-app.js';

const ids: Record<string, string> = {};

/** The ingredient lines as the cook wrote them. */
const LINES = ['2 1/2 cups flour', 'salt to taste'];

function recipeFields(title: string, category = 'Desserts'): Record<string, string> {
  return {
    title,
    description: `${title}, the family way.`,
    category,
    instructions: JSON.stringify(['Mix everything.', 'Bake until golden.']),
    tags: JSON.stringify(['holiday']),
    ingredients: JSON.stringify(LINES.map(parseIngredientLine)),
    reviews: JSON.stringify([]),
    more: JSON.stringify({
      prep_time: 15,
      cook_time: 75,
      total_time: 90,
      serving: '8 slices',
      difficulty: 'Medium',
      source: 'Grandma Rose',
    }),
    tips: JSON.stringify(['Use cold butter.']),
  };
}

async function submit(user: TestUser, title: string, width: number, height: number) {
  let req = request(t.app)
    .post('/api/submit-recipe')
    .set('Authorization', `Bearer ${user.idToken}`);
  for (const [name, value] of Object.entries(recipeFields(title))) req = req.field(name, value);
  const res = await req.attach('thumbnail_image', await smallJpeg(width, height), 'photo.jpg');
  expect(res.status).toBe(201);
  return (res.body as { _id: string })._id;
}

function as(user: TestUser | undefined) {
  return (r: request.Test) => (user ? r.set('Authorization', `Bearer ${user.idToken}`) : r);
}

/** The SHA-256 of each stored file of a photo (every size, smallest first). */
async function photoFileHashes(app: TestApp, thumbnail: string): Promise<string[]> {
  const keys = storedImageKeys(app.storage, thumbnail);
  expect(keys).toHaveLength(3);
  return Promise.all(
    keys.map(async (key) => {
      const bytes = await app.storage.get(key);
      expect(bytes, key).toBeDefined();
      return createHash('sha256')
        .update(bytes ?? '')
        .digest('hex');
    }),
  );
}

/** The decoded size of the photo the site stores for a recipe. */
async function storedPhotoSize(app: TestApp, thumbnail: string) {
  const source = storedImageSource(app.storage, thumbnail);
  expect(source).toBeDefined();
  const bytes = await app.storage.get(source?.key ?? '');
  expect(bytes).toBeDefined();
  const meta = await sharp(bytes).metadata();
  return { width: meta.width, height: meta.height };
}

/** The SHA-256 of each stored file of the photo of one recipe of a site. */
async function recipePhotoHashes(site: TestApp, id: string | undefined): Promise<string[]> {
  const [row] = await site.db.database.db
    .select({ thumbnail: recipes.thumbnailImage })
    .from(recipes)
    .where(eq(recipes.id, id ?? ''));
  return photoFileHashes(site, row?.thumbnail ?? '');
}

/**
 * Runs `steps` on a new site with no recipes and an admin of its own, then disposes of the site.
 * `restore` posts the text of a backup file to its restore route as that admin.
 */
async function inEmptySite(
  databasePrefix: string,
  steps: (site: {
    empty: TestApp;
    boss: TestUser;
    restore: (file: string, name?: string) => request.Test;
  }) => Promise<void>,
) {
  const empty = await createTestApp({}, { databasePrefix });
  try {
    const boss = await createTestUser(empty.identity.settings, { groups: ['admin'] });
    const restore = (file: string, name = 'backup.json') =>
      as(boss)(request(empty.app).post('/api/admin/restore')).attach(
        'file',
        Buffer.from(file),
        name,
      );
    await steps({ empty, boss, restore });
  } finally {
    await empty.dispose();
  }
}

const t = useTestApp();
const [cook, other, admin, groupless] = useUsers(
  t,
  'Cook Carla',
  'Other Oscar',
  { groups: ['admin'], name: 'Admin Ada' },
  { groups: [], name: 'No Group' },
);

beforeAll(async () => {
  ids['approved'] = await submit(cook, 'Crème Brûlée', 120, 80);
  ids['denied'] = await submit(cook, 'Burnt Toast', 64, 96);
  ids['pending'] = await submit(cook, 'Lemon Tart', 90, 90);
  ids['others'] = await submit(other, 'Oscar’s Chili', 64, 48);
  const put = (path: string) =>
    request(t.app).put(path).set('Authorization', `Bearer ${admin.idToken}`).expect(200);
  await put(`/api/admin/recipes/${ids['approved']}/status/101`);
  await put(`/api/feature-recipe/${ids['approved']}`);
  await put(`/api/admin/recipes/${ids['denied']}/status/199`);
  for (const user of [cook, admin]) {
    await request(t.app)
      .post('/api/insert-user')
      .set('Authorization', `Bearer ${user.idToken}`)
      .send({ name: user.name, email: user.email, birth_day: 3, birth_month: 7 })
      .expect((res) => expect([200, 201]).toContain(res.status));
  }
});

describe('access to export, backup and restore', () => {
  it('when nobody is signed in, then every call answers 401', async () => {
    await request(t.app).get('/api/export/my-recipes').expect(401);
    await request(t.app).get('/api/admin/backup').expect(401);
    await request(t.app)
      .post('/api/admin/restore')
      .attach('file', Buffer.from('{}'), 'b.json')
      .expect(401);
  });

  it('when a cook calls the admin routes, then they answer 403', async () => {
    await as(cook)(request(t.app).get('/api/admin/backup')).expect(403);
    await as(cook)(request(t.app).post('/api/admin/restore'))
      .attach('file', Buffer.from('{}'), 'b.json')
      .expect(403);
  });

  it('when an account has no group, then its export answers 403', async () => {
    const res = await as(groupless)(request(t.app).get('/api/export/my-recipes')).expect(403);
    expect(res.body).toEqual({ message: 'Only registered cooks can export recipes.' });
  });

  it('when the format is unknown, then the export answers 400 with the allowed ones', async () => {
    const res = await as(cook)(request(t.app).get('/api/export/my-recipes?format=xml')).expect(400);
    expect((res.body as { message: string }).message).toBe('format must be one of json, markdown');
  });
});

describe('GET /api/export/my-recipes', () => {
  it('when a cook exports JSON, then only their recipes come, in every status, with photos', async () => {
    const res = await as(cook)(request(t.app).get('/api/export/my-recipes?format=json')).expect(
      200,
    );
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="my-recipes-/);
    const recipes = recipeExportSchema.parse(res.body)['@graph'];
    const byId = new Map(recipes.map((r) => [r.family_recipes.id, r]));
    expect([...byId.keys()].sort()).toEqual(
      [ids['approved'], ids['denied'], ids['pending']].sort(),
    );
    expect(byId.get(ids['approved'] ?? '')?.family_recipes).toMatchObject({
      status: 101,
      featured: true,
      user_email: cook.email,
    });
    expect(byId.get(ids['denied'] ?? '')?.family_recipes.status).toBe(199);
    expect(byId.get(ids['pending'] ?? '')?.family_recipes.status).toBe(100);
    const brulee = byId.get(ids['approved'] ?? '') as ExportedRecipe;
    // schema.org's lines are the cook's; this site's fields carry the model of each.
    expect(brulee.family_recipes.ingredients).toEqual(LINES.map(parseIngredientLine));
    expect(brulee).toMatchObject({
      '@type': 'Recipe',
      name: 'Crème Brûlée',
      recipeIngredient: LINES,
      prepTime: 'PT15M',
      cookTime: 'PT1H15M',
      totalTime: 'PT1H30M',
      recipeYield: '8 slices',
      author: { '@type': 'Person', name: 'Cook Carla' },
    });
    // The site's configured address, never the Host header the request happened to carry.
    expect(brulee.image).toMatch(
      new RegExp(`^http://localhost:${t.config.port}/uploads/recipes/[^/]+-1280\\.webp$`),
    );
    const photo = Buffer.from(brulee.family_recipes.image?.data ?? '', 'base64');
    const meta = await sharp(photo).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'webp',
      width: 120,
      height: 80,
    });
  });

  it('when another cook exports, then the first cook’s recipes are not in it', async () => {
    const res = await as(other)(request(t.app).get('/api/export/my-recipes')).expect(200);
    const recipes = recipeExportSchema.parse(res.body)['@graph'];
    expect(recipes.map((r) => r.family_recipes.id)).toEqual([ids['others']]);
  });

  it('when a cook exports Markdown, then the zip holds a page and the photo for each recipe', async () => {
    const res = await as(cook)(request(t.app).get('/api/export/my-recipes?format=markdown'))
      .buffer(true)
      .parse(wholeBody)
      .expect(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(res.body as Buffer));
    const pages = Object.keys(files).filter((name) => name.endsWith('.md'));
    const photos = Object.keys(files).filter((name) => name.startsWith('photos/'));
    expect(pages).toHaveLength(3);
    expect(photos).toHaveLength(3);
    const bruleePage = pages.find((name) => name.startsWith('creme-brulee-'));
    expect(bruleePage).toBeDefined();
    const page = strFromU8(files[bruleePage ?? ''] ?? new Uint8Array());
    expect(page).toContain('# Crème Brûlée');
    expect(page).toContain('## Ingredients\n\n- 2 1/2 cups flour\n- salt to taste\n');
    expect(page).toContain('2. Bake until golden.');
    expect(page).toContain('- Status: Approved');
    const photoPath = /!\[[^\]]*\]\(([^)]+)\)/.exec(page)?.[1] ?? '';
    const recipe = await as(cook)(request(t.app).get(`/api/recipes/${ids['approved']}`)).expect(
      200,
    );
    const stored = storedImageSource(
      t.storage,
      (recipe.body as { thumbnail_image: string }).thumbnail_image,
    );
    const original = await t.storage.get(stored?.key ?? '');
    expect(
      Buffer.from(files[photoPath] ?? new Uint8Array()).equals(original ?? Buffer.alloc(0)),
    ).toBe(true);
  });
});

describe('backup and restore', () => {
  let backup: Backup;

  it('when an admin backs up, then every recipe of every cook and the users table are in it', async () => {
    const res = await as(admin)(request(t.app).get('/api/admin/backup')).expect(200);
    backup = backupSchema.parse(res.body);
    expect(backup.recipes.map((r) => r.family_recipes.id).sort()).toEqual(
      Object.values(ids).sort(),
    );
    expect(backup.users.map((u) => u.email).sort()).toEqual([admin.email, cook.email].sort());
    // Every stored size of each photo: the largest in `data`, the others in `sizes`; each line
    // with its model.
    for (const recipe of backup.recipes) {
      expect(recipe.family_recipes.ingredients).toEqual(LINES.map(parseIngredientLine));
      expect(recipe.family_recipes.image?.sizes?.map((size) => size.width)).toEqual([320, 640]);
    }
    expect(backup.users.find((u) => u.email === cook.email)).toMatchObject({
      birth_day: 3,
      birth_month: 7,
    });
  });

  it('when the site already has recipes, then restore answers 409 and changes nothing', async () => {
    const res = await as(admin)(request(t.app).post('/api/admin/restore'))
      .attach('file', Buffer.from(JSON.stringify(backup)), 'backup.json')
      .expect(409);
    expect(res.body).toEqual({ message: EXPORT_MESSAGES.notEmpty });
    const after = await as(admin)(request(t.app).get('/api/admin/backup')).expect(200);
    expect((after.body as Backup).recipes).toHaveLength(4);
  });

  it('when the file is not a backup, then restore answers 400 with the problems', async () => {
    await inEmptySite('restore_bad', async ({ restore }) => {
      const res = await restore(JSON.stringify({ ...backup, format: 'other' }), 'b.json').expect(
        400,
      );
      const body = res.body as { message: string; errors: { field: string; message: string }[] };
      expect(body.message).toBe(EXPORT_MESSAGES.invalidBackup);
      expect(body.errors[0]?.field).toBe('format');
      expect(body.errors[0]?.message).toMatch(/^format: /);
    });
  });

  it('when a restored recipe has an over-long field or 90,000-deep reviews, then restore answers 400 and stores nothing', async () => {
    await inEmptySite('restore_long', async ({ empty, boss, restore }) => {
      const [first, ...rest] = backup.recipes as [ExportedRecipe, ...ExportedRecipe[]];
      const cases: [Record<string, unknown>, RegExp][] = [
        [{ story: 'a'.repeat(RECIPE_LIMITS.storyMax + 1) }, /^recipes\.0\.family_recipes\.story: /],
        [
          { reviews: Array.from({ length: 200_000 }, () => 0) },
          /^recipes\.0\.family_recipes\.reviews: /,
        ],
        [{ reviews: 'DEEP' }, /^recipes\.0: nested deeper than 64 levels$/],
      ];
      const deep = '['.repeat(90_000) + ']'.repeat(90_000);
      for (const [site, problem] of cases) {
        const hostile = {
          ...backup,
          recipes: [{ ...first, family_recipes: { ...first.family_recipes, ...site } }, ...rest],
        };
        // A value too deep to serialise goes into the file as text.
        const file = JSON.stringify(hostile).replace('"DEEP"', deep);
        const res = await restore(file).expect(400);
        expect((res.body as { message: string }).message).toBe(EXPORT_MESSAGES.invalidBackup);
        const [error] = (res.body as { errors: { field: string; message: string }[] }).errors;
        expect(error?.message).toMatch(problem);
        expect(error && error.message.startsWith(`${error.field}: `)).toBe(true);
      }
      const after = await as(boss)(request(empty.app).get('/api/admin/backup')).expect(200);
      expect((after.body as Backup).recipes).toEqual([]);
    });
  });

  it('when a size of a photo in the backup is not one the site wrote, then that photo is made again from its largest size and the rest are kept', async () => {
    await inEmptySite('restore_sizes', async ({ empty, restore }) => {
      const tampered = structuredClone(backup);
      const target = tampered.recipes.find((r) => r.family_recipes.id === ids['approved']);
      const image = target?.family_recipes.image;
      if (!image?.sizes?.[0]) throw new Error('the backup has no sizes');
      image.sizes[0].data = (
        await sharp(await smallJpeg(64, 48))
          .png()
          .toBuffer()
      ).toString('base64');
      const res = await restore(JSON.stringify(tampered)).expect(200);
      expect(res.body).toMatchObject({ recipes: 4, skipped: [] });
      const was = await recipePhotoHashes(t, ids['approved']);
      const is = await recipePhotoHashes(empty, ids['approved']);
      // Made again: no file is the backed-up one, and the photo keeps its size.
      expect(is.filter((hash) => was.includes(hash))).toEqual([]);
      const pub = await request(empty.app).get(`/api/recipes/${ids['approved']}`).expect(200);
      expect(
        await storedPhotoSize(empty, (pub.body as { thumbnail_image: string }).thumbnail_image),
      ).toEqual({ width: 120, height: 80 });
      expect(await recipePhotoHashes(empty, ids['pending'])).toEqual(
        await recipePhotoHashes(t, ids['pending']),
      );
    });
  });

  it('when a backup made before the model is restored, then each line is stored as the parser reads its text, or the line its three fields make', async () => {
    await inEmptySite('restore_lines', async ({ empty, restore }) => {
      const older = { quantity: 0.25, units: 'tsp red pepper', ingredient: 'flakes' };
      const written = '4 cloves of garlic, minced';
      const old = structuredClone(backup);
      for (const recipe of old.recipes) {
        recipe.family_recipes.ingredients = [
          older,
          // A model edited in the file: only the text is taken.
          { ...parseIngredientLine(written), food: 'edited food', optional: true },
        ];
      }
      await restore(JSON.stringify(old)).expect(200);
      const rows = await empty.db.database.db
        .select({ ingredients: recipes.ingredients })
        .from(recipes);
      expect(rows).toHaveLength(old.recipes.length);
      for (const row of rows) {
        expect(row.ingredients).toEqual([
          parseIngredientLine(rebuiltText(older)),
          parseIngredientLine(written),
        ]);
      }
    });
  });

  it('when a backup is restored into an empty site, then recipes, photos, statuses and users come back', async () => {
    await inEmptySite('restore', async ({ empty, boss, restore }) => {
      const res = await restore(JSON.stringify(backup)).expect(200);
      expect(res.body).toMatchObject({
        recipes: 4,
        users: 2,
        restored: { recipes: 4, users: 2 },
        skipped: [],
      });

      const again = await as(boss)(request(empty.app).get('/api/admin/backup')).expect(200);
      const restored = backupSchema.parse(again.body);
      const strip = (r: ExportedRecipe) => {
        const { image: _image, ...site } = r.family_recipes;
        return site;
      };
      const before = new Map(backup.recipes.map((r) => [r.family_recipes.id, r]));
      expect(restored.recipes).toHaveLength(4);
      for (const recipe of restored.recipes) {
        const original = before.get(recipe.family_recipes.id) as ExportedRecipe;
        expect(strip(recipe)).toEqual(strip(original));
        const [a, b] = await Promise.all(
          [recipe, original].map((r) =>
            sharp(Buffer.from(r.family_recipes.image?.data ?? '', 'base64')).metadata(),
          ),
        );
        expect({ width: a?.width, height: a?.height }).toEqual({
          width: b?.width,
          height: b?.height,
        });
      }
      expect(restored.users).toEqual(backup.users);

      // The restored site serves them: the approved one publicly, with its photo in storage.
      const pub = await request(empty.app).get(`/api/recipes/${ids['approved']}`).expect(200);
      expect(pub.body).toMatchObject({ status: 101, featured: true, title: 'Crème Brûlée' });
      expect(
        await storedPhotoSize(empty, (pub.body as { thumbnail_image: string }).thumbnail_image),
      ).toEqual({
        width: 120,
        height: 80,
      });
      // Every size of every photo is the very file the backed-up site served.
      for (const id of Object.values(ids)) {
        const [was, is] = await Promise.all([t, empty].map((site) => recipePhotoHashes(site, id)));
        expect(is).toEqual(was);
      }
      const featured = await request(empty.app).get('/api/featured-recipes').expect(200);
      expect((featured.body as { _id: string }[]).map((r) => r._id)).toEqual([ids['approved']]);
      await request(empty.app).get(`/api/recipes/${ids['denied']}`).expect(403);
    });
  });
});
