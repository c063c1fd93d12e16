import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  parseIngredientLine,
  RATE_LIMITS,
  recipeSchema,
  recipeSummarySchema,
} from '@family-recipes/shared';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { wholeBody } from '../../test/test-app.js';
import { phonePhotoWithGps, smallJpeg } from '../../test/test-images.js';
import { createCook, type TestUser } from '../../test/test-users.js';
import { RecipesRepository } from './recipes.repository.js';
import { APPLE_PIE_MORE } from '../../test/test-recipes.js';
import { useTestApp, useUsers } from '../../test/use-test-app.js';

let jpeg: Buffer;

const t = useTestApp();
const [owner, other, admin, groupless] = useUsers(
  t,
  'Owner Olive',
  'Other Oscar',
  { groups: ['admin'], name: 'Admin Ada' },
  { groups: [], name: 'No Group' },
);

beforeAll(async () => {
  jpeg = await smallJpeg();
});

interface RecipeBody {
  _id: string;
  title: string;
  status: number;
  featured: boolean;
  category: string;
  thumbnail_image: string;
  user_name: string;
  user_email?: string;
  more: { prep_time: number; serving: string; difficulty: string; source: string };
  ingredients: { quantity: number | null; units: string; ingredient: string }[];
}

function fields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    title: 'Grandma’s Apple Pie',
    description: 'Flaky crust, cinnamon apples.',
    category: 'Desserts',
    instructions: JSON.stringify(['Make the crust.', 'Fill and bake.']),
    tags: JSON.stringify(['holiday', 'Vegetarian']),
    ingredients: JSON.stringify([
      { quantity: 2.5, units: 'cups', ingredient: 'flour' },
      { quantity: 0.5, units: 'tsp', ingredient: 'cinnamon' },
    ]),
    reviews: JSON.stringify([]),
    more: APPLE_PIE_MORE,
    tips: JSON.stringify(['Use tart apples.']),
    status: '100',
    ...overrides,
  };
}

function submit(
  token: string | undefined,
  overrides: Record<string, string> = {},
  file: Buffer | null = jpeg,
  filename = 'pie.jpg',
) {
  let req = request(t.app).post('/api/submit-recipe');
  if (token) req = req.set('Authorization', `Bearer ${token}`);
  for (const [k, v] of Object.entries(fields(overrides))) req = req.field(k, v);
  if (file) req = req.attach('thumbnail_image', file, filename);
  return req;
}

async function submitted(token: string, overrides: Record<string, string> = {}) {
  const res = await submit(token, overrides).expect(201);
  return res.body as RecipeBody;
}

/** A PUT to `path` with the id token of `user`. */
const putAs = (user: TestUser, path: string) =>
  request(t.app).put(path).set('Authorization', `Bearer ${user.idToken}`);

async function approve(id: string) {
  await putAs(admin, `/api/admin/recipes/${id}/status/101`).expect(200);
}

const repoCount = () => new RecipesRepository(t.db.database.db).count();
const titles = (body: RecipeBody[]) => body.map((r) => r.title);

describe('POST /api/submit-recipe', () => {
  it('when an anonymous visitor submits, then 401 and nothing is stored', async () => {
    const before = await repoCount();
    await submit(undefined).expect(401);
    expect(await repoCount()).toBe(before);
  });

  it('when a forged token is sent, then 401 Invalid token', async () => {
    const [header, payload] = owner.idToken.split('.');
    const res = await submit(`${header}.${payload}.bm90LWEtc2lnbmF0dXJl`).expect(401);
    expect(res.body.message).toBe('Invalid token');
  });

  it('when a signed-in account without a group submits, then 403', async () => {
    await submit(groupless.idToken).expect(403);
  });

  it('when a cook sends a line with model fields of their own, then the stored line is the parser’s reading of its text', async () => {
    const written = '4 cloves of garlic, minced';
    const forged = {
      quantity: 99,
      units: 'kg',
      ingredient: 'minced',
      text: written,
      food: '<img src=x onerror=alert(1)>',
      unit: 'gallon',
      range: { low: 1, high: 1e9 },
      optional: true,
      owner: 'someone-else',
    };
    const res = await submit(owner.idToken, { ingredients: JSON.stringify([forged]) }).expect(201);
    expect((res.body as RecipeBody).ingredients).toEqual([parseIngredientLine(written)]);
  });

  it('when an ingredient line is longer than a line may be, then 400 with the limit and nothing is stored', async () => {
    const before = await repoCount();
    const text = `2 cups ${'flour '.repeat(130)}`;
    const res = await submit(owner.idToken, {
      ingredients: JSON.stringify([{ ingredient: 'flour', text }]),
    }).expect(400);
    expect(JSON.stringify(res.body)).toContain(
      'Each ingredient line must be at most 640 characters',
    );
    expect(await repoCount()).toBe(before);
  });

  it('when a user submits a valid recipe, then 201 with status 100 and server-set fields', async () => {
    const res = await submit(owner.idToken, {
      status: '101',
      featured: 'true',
      user_email: 'someone@else.test',
      user_name: 'Mallory',
    }).expect(201);
    const body = res.body as RecipeBody;
    expect(body).toMatchObject({
      title: 'Grandma’s Apple Pie',
      status: 100,
      featured: false,
      user_name: 'Owner Olive',
      user_email: owner.email,
      category: 'Desserts',
    });
    expect(body.more).toMatchObject({ prep_time: 30, serving: '8 slices', difficulty: 'Medium' });
    // Sent as the three fields only: stored as the parser's reading of the line they make.
    expect(body.ingredients[0]).toEqual(parseIngredientLine('2.5 cups flour'));
    expect(body.thumbnail_image).toMatch(/^\/uploads\/recipes\/[\w-]+-1280\.webp$/);
    // Pending: its photo goes to its owner (and admins) only.
    const image = await request(t.app)
      .get(body.thumbnail_image)
      .set('Authorization', `Bearer ${owner.idToken}`)
      .expect(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('when every field is missing, then 400 lists every specification message together and stores nothing', async () => {
    const before = await repoCount();
    const res = await request(t.app)
      .post('/api/submit-recipe')
      .set('Authorization', `Bearer ${owner.idToken}`)
      .field('reviews', '[]')
      .expect(400);
    expect(res.body.errors).toEqual([
      { field: 'title', message: 'Title is required' },
      { field: 'description', message: 'Description is required' },
      { field: 'thumbnail_image', message: 'Thumbnail Image is required' },
      { field: 'category', message: 'Category is required' },
      { field: 'more.difficulty', message: 'Difficulty is required' },
      { field: 'more.prep_time', message: 'Prep Time is required' },
      { field: 'more.cook_time', message: 'Cook Time is required' },
      { field: 'more.total_time', message: 'Total Time is required' },
      { field: 'more.serving', message: 'Serving is required' },
      { field: 'ingredients', message: 'Ingredients are required' },
      { field: 'instructions', message: 'Instructions are required' },
      { field: 'more.source', message: 'Source is required' },
    ]);
    expect(res.body.message).toBe('Title is required');
    expect(await repoCount()).toBe(before);
  });

  it('when the input is garbage, then 4xx with a clear message and nothing changes', async () => {
    const before = await repoCount();
    const cases: [Record<string, string>, number, string, RegExp][] = [
      [{ title: 'x'.repeat(51) }, 400, 'title', /Title must be at most 50 characters/],
      [{ category: 'Soups' }, 400, 'category', /Category must be one of/],
      [{ ingredients: '{not json' }, 400, 'ingredients', /Ingredients/],
      [{ more: JSON.stringify({ prep_time: 'ten' }) }, 400, 'more.prep_time', /Prep Time/],
      [{ instructions: JSON.stringify([{ step: 1 }]) }, 400, 'instructions', /Instructions/],
    ];
    for (const [overrides, status, field, message] of cases) {
      const res = await submit(owner.idToken, overrides).expect(status);
      const errors = res.body.errors as { field: string; message: string }[];
      expect(errors.find((error) => error.field === field)?.message).toMatch(message);
    }
    const text = await submit(owner.idToken, {}, Buffer.from('hello, not an image'), 'x.jpg');
    expect(text.status).toBe(415);
    expect(text.body.message).toBe('Please upload a JPEG, PNG, WebP or AVIF image.');
    const huge = await submit(owner.idToken, {}, Buffer.alloc(16 * 1024 * 1024, 1), 'big.jpg');
    expect(huge.status).toBe(413);
    expect(await repoCount()).toBe(before);
  });

  it('when text fields hold SQL-ish and HTML-ish strings, then they are stored verbatim', async () => {
    const nasty = `'); DROP TABLE recipes; -- <script>alert(1)</script>`;
    const body = await submitted(owner.idToken, {
      title: nasty.slice(0, 50),
      description: nasty,
      tags: JSON.stringify([nasty.slice(0, 40)]),
    });
    const res = await request(t.app)
      .get(`/api/recipes/${body._id}`)
      .set('Authorization', `Bearer ${owner.idToken}`)
      .expect(200);
    expect(res.body.description).toBe(nasty);
    expect(await repoCount()).toBeGreaterThan(0);
  });

  it('when a 4000x3000 phone photo with GPS tags is sent, then WebP variants without metadata are served', async () => {
    const photo = await phonePhotoWithGps();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await submit(owner.idToken, {}, photo, 'IMG_0001.jpg').expect(201);
    const url = (res.body as RecipeBody).thumbnail_image;
    // Approved, its photos are everyone's and cached for good.
    await approve((res.body as RecipeBody)._id);
    for (const width of [320, 640, 1280]) {
      const variant = await request(t.app)
        .get(url.replace('-1280.webp', `-${width}.webp`))
        .buffer(true)
        .parse(wholeBody)
        .expect(200);
      expect(variant.headers['cache-control']).toContain('immutable');
      const meta = await sharp(variant.body as Buffer).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: (width * 3) / 4 });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
    }
  });
});

describe('visibility of a pending recipe', () => {
  let pending: RecipeBody;
  beforeAll(async () => {
    pending = await submitted(owner.idToken, { title: 'Hidden Pending Stew', category: 'Entrees' });
  });

  it('when anonymous or another user opens it, then 403 with the specification message', async () => {
    const anon = await request(t.app).get(`/api/recipes/${pending._id}`).expect(403);
    expect(anon.body).toEqual({ message: 'Access denied. Unauthorized to view this recipe.' });
    await request(t.app)
      .get(`/api/recipes/${pending._id}`)
      .set('Authorization', `Bearer ${other.idToken}`)
      .expect(403);
  });

  it('when the owner or an admin opens it, then 200 with the submitter email', async () => {
    for (const who of [owner, admin]) {
      const res = await request(t.app)
        .get(`/api/recipes/${pending._id}`)
        .set('Authorization', `Bearer ${who.idToken}`)
        .expect(200);
      expect(res.body.user_email).toBe(owner.email);
    }
  });

  it('when the owner reads it through the idToken cookie, then 200', async () => {
    await request(t.app)
      .get(`/api/recipes/${pending._id}`)
      .set('Cookie', `idToken=${owner.idToken}`)
      .expect(200);
  });

  it('when the id is unknown or not an id at all, then 404 Recipe not found', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', "1' OR '1'='1"]) {
      const res = await request(t.app)
        .get(`/api/recipes/${encodeURIComponent(id)}`)
        .expect(404);
      expect(res.body).toEqual({ message: 'Recipe not found' });
    }
  });

  it('when listing publicly, then the pending recipe is in no public list', async () => {
    for (const url of [
      '/api/all-recipes?limit=100',
      '/api/categories/entrees',
      '/api/recipes?q=stew',
      '/api/featured-recipes',
    ]) {
      const res = await request(t.app).get(url).expect(200);
      expect(titles(res.body)).not.toContain('Hidden Pending Stew');
    }
  });
});

describe('moderation', () => {
  it('when a user or anonymous asks for the pending list, then 403 or 401; an admin gets it', async () => {
    const mine = await submitted(owner.idToken, {
      title: 'Waiting Waffles',
      category: 'Breakfast',
    });
    await request(t.app).get('/api/admin/pending-recipes').expect(401);
    await request(t.app)
      .get('/api/admin/pending-recipes')
      .set('Authorization', `Bearer ${owner.idToken}`)
      .expect(403);
    const res = await request(t.app)
      .get('/api/admin/pending-recipes?limit=100')
      .set('Cookie', `idToken=${admin.idToken}`)
      .expect(200);
    expect(titles(res.body)).toContain(mine.title);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(1);
  });

  it('when an admin approves, then it is public in all-recipes, its category and search, without the email', async () => {
    const recipe = await submitted(owner.idToken, {
      title: 'Zesty Lemon Bars',
      category: 'Desserts',
    });
    await putAs(owner, `/api/admin/recipes/${recipe._id}/status/101`).expect(403);
    const res = await putAs(admin, `/api/admin/recipes/${recipe._id}/status/101`).expect(200);
    expect(res.body.status).toBe(101);
    const again = await putAs(admin, `/api/admin/recipes/${recipe._id}/status/101`).expect(409);
    expect(again.body.message).toMatch(/Only a pending recipe can be approved/);

    for (const url of [
      '/api/all-recipes?limit=100',
      '/api/categories/DESSERTS',
      '/api/recipes?q=lemon%20bars',
    ]) {
      const list = await request(t.app).get(url).expect(200);
      expect(titles(list.body)).toContain('Zesty Lemon Bars');
      expect(JSON.stringify(list.body)).not.toContain(owner.email);
      // Lists are card-sized; the method comes with the recipe itself.
      const item = (list.body as Record<string, unknown>[]).find((r) => r['_id'] === recipe._id);
      expect(Object.keys(item ?? {}).sort()).toEqual(
        Object.keys(recipeSummarySchema.shape)
          .filter((k) => k !== 'user_email' && k !== 'review_note')
          .sort(),
      );
    }
    const single = await request(t.app).get(`/api/recipes/${recipe._id}`).expect(200);
    expect(single.body).not.toHaveProperty('user_email');
    expect(recipeSchema.parse(single.body).instructions.length).toBeGreaterThan(0);
  });

  it('when an admin denies, then it is in the denied list and cannot be approved or featured', async () => {
    const recipe = await submitted(owner.idToken, { title: 'Burnt Toast', category: 'Breakfast' });
    const res = await putAs(admin, `/api/admin/recipes/${recipe._id}/status/199`).expect(200);
    expect(res.body.status).toBe(199);
    const denied = await request(t.app)
      .get('/api/admin/denied-recipes')
      .set('Authorization', `Bearer ${admin.idToken}`)
      .expect(200);
    expect(titles(denied.body)).toContain('Burnt Toast');
    await putAs(admin, `/api/admin/recipes/${recipe._id}/status/101`).expect(409);
    await putAs(admin, `/api/feature-recipe/${recipe._id}`).expect(409);
    await request(t.app)
      .get('/api/admin/denied-recipes')
      .set('Authorization', `Bearer ${other.idToken}`)
      .expect(403);
  });

  it('when the status in the path is not 101 or 199, then 400', async () => {
    const recipe = await submitted(owner.idToken, { title: 'Odd Status Soup' });
    await putAs(admin, `/api/admin/recipes/${recipe._id}/status/100`).expect(400);
  });

  it('when an admin features an approved recipe, then it is listed as featured until unfeatured', async () => {
    const recipe = await submitted(owner.idToken, { title: 'Sunday Roast', category: 'Entrees' });
    await putAs(admin, `/api/feature-recipe/${recipe._id}`).expect(409);
    await approve(recipe._id);
    await putAs(owner, `/api/feature-recipe/${recipe._id}`).expect(403);
    const featured = await putAs(admin, `/api/feature-recipe/${recipe._id}`).expect(200);
    expect(featured.body.featured).toBe(true);
    let list = await request(t.app).get('/api/featured-recipes').expect(200);
    expect(titles(list.body)).toContain('Sunday Roast');
    await putAs(admin, `/api/unfeature-recipe/${recipe._id}`).expect(200);
    list = await request(t.app).get('/api/featured-recipes').expect(200);
    expect(titles(list.body)).not.toContain('Sunday Roast');
  });
});

describe('PUT /api/update-recipe/:id', () => {
  it('when the owner edits an approved recipe, then 201, it is pending again, hidden, and keeps its image', async () => {
    const recipe = await submitted(owner.idToken, { title: 'Tomato Soup', category: 'Sides' });
    await approve(recipe._id);
    await putAs(other, `/api/update-recipe/${recipe._id}`)
      .field(fields({ title: 'Stolen Soup', category: 'Sides' }))
      .expect(403);
    const res = await putAs(owner, `/api/update-recipe/${recipe._id}`)
      .field(fields({ title: 'Roasted Tomato Soup', category: 'Sides' }))
      .expect(201);
    expect(res.body).toMatchObject({
      title: 'Roasted Tomato Soup',
      status: 100,
      thumbnail_image: recipe.thumbnail_image,
      category: 'Sides',
    });
    await request(t.app).get(`/api/recipes/${recipe._id}`).expect(403);
    const all = await request(t.app).get('/api/all-recipes?limit=100').expect(200);
    expect(titles(all.body)).not.toContain('Roasted Tomato Soup');
  });

  it('when a featured recipe is edited and approved again, then it is not featured', async () => {
    const recipe = await submitted(owner.idToken, { title: 'Featured Once', category: 'Sides' });
    await approve(recipe._id);
    await putAs(admin, `/api/feature-recipe/${recipe._id}`).expect(200);
    const edited = await putAs(owner, `/api/update-recipe/${recipe._id}`)
      .field(fields({ title: 'Featured Once, Edited', category: 'Sides' }))
      .expect(201);
    expect(edited.body).toMatchObject({ status: 100, featured: false });
    await approve(recipe._id);
    const shown = await request(t.app).get(`/api/recipes/${recipe._id}`).expect(200);
    expect(shown.body).toMatchObject({ status: 101, featured: false });
    const list = await request(t.app).get('/api/featured-recipes?limit=100').expect(200);
    expect(titles(list.body)).not.toContain('Featured Once, Edited');
  });

  it('when the category is changed, then 400 and nothing changes', async () => {
    const recipe = await submitted(owner.idToken, { title: 'Fixed Category', category: 'Sides' });
    const res = await putAs(owner, `/api/update-recipe/${recipe._id}`)
      .field(fields({ title: 'Moved', category: 'Drinks' }))
      .expect(400);
    expect(res.body.message).toBe('The category of a recipe cannot be changed.');
    const stored = await new RecipesRepository(t.db.database.db).findById(recipe._id);
    expect(stored?.title).toBe('Fixed Category');
  });

  it('when an admin edits with a new photo, then the thumbnail is replaced and the old files removed', async () => {
    const recipe = await submitted(owner.idToken, { title: 'Photo Swap', category: 'Other' });
    const oldFile = path.join(
      t.config.dataDir,
      'uploads',
      recipe.thumbnail_image.replace('/uploads/', ''),
    );
    expect(existsSync(oldFile)).toBe(true);
    const res = await putAs(admin, `/api/update-recipe/${recipe._id}`)
      .field(fields({ title: 'Photo Swapped', category: 'Other' }))
      .attach('thumbnail_image', await smallJpeg(80, 60), 'new.jpg')
      .expect(201);
    expect(res.body.thumbnail_image).not.toBe(recipe.thumbnail_image);
    expect(existsSync(oldFile)).toBe(false);
  });

  it('when required fields are missing in an edit, then 400 without the thumbnail message', async () => {
    const recipe = await submitted(owner.idToken, { title: 'Edit Me', category: 'Drinks' });
    const res = await putAs(owner, `/api/update-recipe/${recipe._id}`)
      .field(fields({ title: '', description: '' }))
      .expect(400);
    expect(res.body.errors).toEqual([
      { field: 'title', message: 'Title is required' },
      { field: 'description', message: 'Description is required' },
    ]);
  });
});

describe('GET /api/my-recipes and list parameters', () => {
  it('when the owner asks, then every own recipe of every status comes back, and nobody else’s', async () => {
    const a = await submitted(other.idToken, { title: 'Oscar Only Omelette' });
    const res = await request(t.app)
      .get('/api/my-recipes?limit=100')
      .set('Authorization', `Bearer ${other.idToken}`)
      .expect(200);
    expect(titles(res.body)).toEqual(['Oscar Only Omelette']);
    expect(res.body[0]._id).toBe(a._id);
    const mine = await request(t.app)
      .get('/api/my-recipes?limit=100')
      .set('Authorization', `Bearer ${owner.idToken}`)
      .expect(200);
    expect(titles(mine.body)).not.toContain('Oscar Only Omelette');
    await request(t.app).get('/api/my-recipes').expect(401);
  });

  it('when list parameters are invalid, then 400 with a clear message', async () => {
    const bad = [
      ['limit=0', /limit must be a whole number from 1 to 100/],
      ['limit=101', /limit/],
      ['sort_by=password', /sort_by must be one of/],
      ['order=2', /order must be -1 or 1/],
      ['page=-1', /page/],
    ] as const;
    for (const [query, message] of bad) {
      const res = await request(t.app).get(`/api/all-recipes?${query}`).expect(400);
      expect(res.body.message).toMatch(message);
    }
    await request(t.app).get('/api/categories/soups').expect(404);
  });

  it('when paging through all-recipes sorted by title, then pages do not overlap and the total is reported', async () => {
    for (const title of ['Paging Apricot Jam', 'Paging Beet Salad', 'Paging Corn Bread']) {
      await approve((await submitted(owner.idToken, { title }))._id);
    }
    const first = await request(t.app)
      .get('/api/all-recipes?sort_by=title&order=1&limit=2&page=1')
      .expect(200);
    const second = await request(t.app)
      .get('/api/all-recipes?sort_by=title&order=1&limit=2&page=2')
      .expect(200);
    const total = Number(first.headers['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(3);
    expect(first.body).toHaveLength(2);
    expect(titles(first.body).some((x) => titles(second.body).includes(x))).toBe(false);
    const sorted = [...titles(first.body)].sort((x, y) => x.localeCompare(y));
    expect(titles(first.body)).toEqual(sorted);
  });
});

describe('rate limit of recipe submissions and edits', () => {
  it('when one account sends more than the limit in ten minutes, then 429 with Retry-After for it alone, edits included', async () => {
    const [cook, neighbour] = await Promise.all([createCook(t), createCook(t)]);
    // A submission without fields: refused with 400 after the limit is counted.
    const emptySubmission = (user: TestUser) =>
      request(t.app).post('/api/submit-recipe').set('Authorization', `Bearer ${user.idToken}`);
    const edit = (user: TestUser) =>
      request(t.app)
        .put('/api/update-recipe/00000000-0000-4000-8000-000000000000')
        .set('Authorization', `Bearer ${user.idToken}`);
    const { max, message } = RATE_LIMITS.recipeWrites;
    for (let i = 0; i < max - 1; i += 1) await emptySubmission(cook).expect(400);
    await edit(cook).field('title', 'x').expect(404);

    const refused = await emptySubmission(cook);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await edit(cook).expect(429);

    // Another account from the same address is counted on its own.
    await emptySubmission(neighbour).expect(400);
  });
});
