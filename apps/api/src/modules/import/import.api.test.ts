import sharp from 'sharp';
import request from 'supertest';
import {
  API_MESSAGES,
  EXPORT_EXTENSION_KEY,
  parseIngredientLine,
  rebuiltText,
  RECIPE_STATUS,
  RATE_LIMITS,
} from '@family-recipes/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { smallJpeg } from '../../test/test-images.js';
import { createCook, createTestUser, type TestUser } from '../../test/test-users.js';
import { RecipesRepository } from '../recipes/recipes.repository.js';
import { startRecipeSite, type RecipeSite } from './fixtures/recipe-site.js';
import { IMPORT_MESSAGES } from './import-messages.js';
import { FETCH_MESSAGES } from './safe-fetch.js';

let t: TestApp;
let strict: TestApp;
let site: RecipeSite;
let cook: TestUser;
let admin: TestUser;
let groupless: TestUser;
let photo: Buffer;

beforeAll(async () => {
  photo = await smallJpeg(640, 480);
  [t, strict, site] = await Promise.all([
    createTestApp({ IMPORT_ALLOW_LOOPBACK: 'true' }),
    createTestApp(),
    startRecipeSite({ photo }),
  ]);
  [cook, admin, groupless] = await Promise.all([
    createCook(t, 'Importing Ivy'),
    createTestUser(t.identity.settings, { groups: ['admin'], name: 'Admin Ada' }),
    createTestUser(t.identity.settings, { groups: [], name: 'No Group' }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.dispose(), strict.dispose(), site.close()]);
});

/** The recipeIngredient lines of the fixture site's lemon chicken page. */
const LEMON_CHICKEN_LINES = [
  '1 1/2 lbs chicken thighs',
  '2 tbsp olive oil',
  '4 cloves garlic',
  '1 lemon',
  'salt to taste',
];

function importUrl(app: TestApp, url: string, token: string | null = cook.idToken) {
  const req = request(app.app).post('/api/import/url').send({ url });
  return token ? req.set('Authorization', `Bearer ${token}`) : req;
}

describe('POST /api/import/url', () => {
  it('when a cook imports a page with a JSON-LD @graph, then the draft has the submit form fields and a WebP photo', async () => {
    const pageUrl = `${site.origin}/recipes/lemon-chicken/`;
    const res = await importUrl(t, pageUrl).set('Cookie', 'idToken=secret-session').expect(200);
    expect(res.body).toMatchObject({
      title: 'Lemon Garlic Roast Chicken & Potatoes',
      description: 'A one-pan weeknight dinner: crispy chicken thighs, lemon and garlic.',
      category: 'Entrees',
      tags: ['chicken', 'one pan', 'gluten free'],
      instructions: [
        'Heat the oven to 220°C.',
        'Toss the chicken with oil, garlic and lemon.',
        'Roast for 45 minutes.',
      ],
      tips: [],
      reviews: [],
      more: {
        prep_time: 15,
        cook_time: 45,
        total_time: 60,
        serving: '4 servings',
        difficulty: 'Medium',
        source: pageUrl,
      },
      warnings: [],
    });
    // Each line of the page as the parser reads it, with the line as the page wrote it.
    expect(res.body.ingredients).toEqual(LEMON_CHICKEN_LINES.map(parseIngredientLine));
    expect(res.body.ingredients.map((line: { text: string }) => line.text)).toEqual(
      LEMON_CHICKEN_LINES,
    );
    const dataUrl = String(res.body.thumbnail_image);
    expect(dataUrl.startsWith('data:image/webp;base64,')).toBe(true);
    const meta = await sharp(Buffer.from(dataUrl.split(',')[1] ?? '', 'base64')).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 480 });
    // Nothing of the cook's request reaches the other site.
    const sent = site.requests.filter(
      (r) => r.path.startsWith('/recipes/lemon-chicken') || r.path.includes('lemon-chicken.jpg'),
    );
    expect(sent.length).toBeGreaterThanOrEqual(2);
    for (const { headers } of sent) {
      expect(headers.cookie).toBeUndefined();
      expect(headers.authorization).toBeUndefined();
    }
    // Nothing is saved until the cook submits.
    const mine = await request(t.app)
      .get('/api/my-recipes')
      .set('Authorization', `Bearer ${cook.idToken}`)
      .expect(200);
    expect(mine.body).toEqual([]);
  });

  it('when the page has microdata only, then the recipe is read from it and the missing photo is a warning', async () => {
    const res = await importUrl(t, `${site.origin}/shortbread`).expect(200);
    expect(res.body).toMatchObject({
      title: "Grandma's Shortbread",
      category: 'Desserts',
      ingredients: [
        { quantity: 2, units: 'cups', ingredient: 'flour' },
        { quantity: 1, units: 'cup', ingredient: 'butter' },
        { quantity: 0.5, units: 'cup', ingredient: 'sugar' },
      ],
      instructions: [
        'Cream the butter and sugar.',
        'Mix in the flour and press into a pan.',
        'Bake until pale gold.',
      ],
      more: {
        prep_time: 10,
        cook_time: 25,
        total_time: 35,
        serving: '24 cookies',
        difficulty: 'Medium',
      },
      thumbnail_image: null,
      warnings: [IMPORT_MESSAGES.noPhoto],
    });
  });

  it('when the link redirects three times, then the page at the end is imported', async () => {
    const res = await importUrl(t, `${site.origin}/hop/3`).expect(200);
    expect(res.body.title).toBe('Lemon Garlic Roast Chicken & Potatoes');
  });

  it('when the link redirects a fourth time, then the import is refused', async () => {
    const res = await importUrl(t, `${site.origin}/hop/4`).expect(502);
    expect(res.body.message).toBe(FETCH_MESSAGES.tooManyRedirects);
  });

  it('when a redirect points at the metadata address, then it is refused even where loopback is allowed', async () => {
    const res = await importUrl(t, `${site.origin}/to-metadata`).expect(400);
    expect(res.body.message).toBe(FETCH_MESSAGES.notPublic);
  });

  it('when the page is larger than 2 MB, then 413 says so', async () => {
    const res = await importUrl(t, `${site.origin}/huge`).expect(413);
    expect(res.body.message).toBe(IMPORT_MESSAGES.pageTooLarge);
  });

  it('when the page has no recipe data, then 422 tells the cook to fill in the form', async () => {
    const res = await importUrl(t, `${site.origin}/no-recipe`).expect(422);
    expect(res.body.message).toBe(IMPORT_MESSAGES.noRecipe);
  });

  it.each([
    ['ftp://example.com/recipe', FETCH_MESSAGES.badUrl],
    ['javascript:alert(1)', FETCH_MESSAGES.badUrl],
    ['not a url', FETCH_MESSAGES.badUrl],
    ['http://user:pw@example.com/', FETCH_MESSAGES.credentials],
    ['', IMPORT_MESSAGES.urlRequired],
  ])('when the address is %j, then 400 explains what is wrong', async (url, message) => {
    const res = await importUrl(t, url).expect(400);
    expect(res.body.message).toBe(message);
  });

  it.each([
    'http://127.0.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://10.0.0.8/',
    'http://0.0.0.0/',
  ])(
    'when the app runs with the default settings and the link is %s, then it is refused before any request',
    async (url) => {
      const res = await importUrl(strict, url, (await strictCook()).idToken).expect(400);
      expect(res.body.message).toBe(FETCH_MESSAGES.notPublic);
    },
  );

  it('when the default app is given the fixture site on loopback, then it is refused too', async () => {
    const before = site.requests.length;
    await importUrl(
      strict,
      `${site.origin}/recipes/lemon-chicken/`,
      (await strictCook()).idToken,
    ).expect(400);
    expect(site.requests.length).toBe(before);
  });

  it('when a cook sends more imports than the limit allows, then 429 with Retry-After', async () => {
    const busy = await createCook(t);
    for (let i = 0; i < RATE_LIMITS.importUrl.max; i += 1) {
      await importUrl(t, '', busy.idToken).expect(400);
    }
    const res = await importUrl(t, `${site.origin}/shortbread`, busy.idToken).expect(429);
    expect(res.body.message).toBe(RATE_LIMITS.importUrl.message);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Counted per account: another cook is not affected.
    await importUrl(t, `${site.origin}/shortbread`).expect(200);
  });

  it('when nobody is signed in or the account has no group, then 401 and 403', async () => {
    await importUrl(t, `${site.origin}/shortbread`, null).expect(401);
    await importUrl(t, `${site.origin}/shortbread`, groupless.idToken).expect(403);
  });
});

let strictUser: TestUser | undefined;
async function strictCook(): Promise<TestUser> {
  strictUser ??= await createTestUser(strict.identity.settings, { groups: ['user'] });
  return strictUser;
}

function schemaOrgRecipe(name: string, overrides: Record<string, unknown> = {}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name,
    description: 'From another recipe manager.',
    image: `data:image/jpeg;base64,${photo.toString('base64')}`,
    recipeCategory: 'Dessert',
    keywords: 'baking',
    recipeIngredient: ['2 cups flour', '1 cup sugar'],
    recipeInstructions: [{ '@type': 'HowToStep', text: 'Mix.' }, 'Bake.'],
    prepTime: 'PT10M',
    cookTime: 'PT20M',
    recipeYield: '8 slices',
    author: { '@type': 'Person', name: 'Aunt May' },
    ...overrides,
  };
}

function siteExport(name: string, status: number, featured: boolean) {
  const now = new Date().toISOString();
  return {
    ...schemaOrgRecipe(name),
    [EXPORT_EXTENSION_KEY]: {
      version: 1,
      id: crypto.randomUUID(),
      title: name,
      description: 'Exported from this site.',
      category: 'Sides',
      tags: ['kept'],
      ingredients: [{ quantity: 3, units: 'cups', ingredient: 'beans' }],
      instructions: ['Simmer.'],
      tips: ['Salt late.'],
      reviews: [],
      status,
      featured,
      prep_time: 5,
      cook_time: 50,
      total_time: 55,
      serving: '6 bowls',
      difficulty: 'Easy',
      source: 'Family book',
      user_name: 'Someone',
      user_email: 'someone@example.test',
      created_on: now,
      updated_on: now,
      image: { content_type: 'image/jpeg', file_name: 'beans.jpg', data: photo.toString('base64') },
    },
  };
}

/** GET /api/recipes/:id, as the file's cook, of a recipe an import stored: answered 200. */
function importedAsCook(entry: { _id: string }) {
  return request(t.app)
    .get(`/api/recipes/${entry._id}`)
    .set('Authorization', `Bearer ${cook.idToken}`)
    .expect(200);
}

function importFile(content: unknown, token: string) {
  return request(t.app)
    .post('/api/import/file')
    .set('Authorization', `Bearer ${token}`)
    .attach('file', Buffer.from(typeof content === 'string' ? content : JSON.stringify(content)), {
      filename: 'recipes.json',
      contentType: 'application/json',
    });
}

describe('POST /api/import/file', () => {
  it('when a cook imports schema.org recipes and some are broken, then the good ones are pending submissions and each broken one is named with its reason', async () => {
    const res = await importFile(
      [
        schemaOrgRecipe('Plum Cake'),
        schemaOrgRecipe('No Steps Pie', { recipeInstructions: [] }),
        { '@type': 'Person', name: 'Not a recipe' },
        schemaOrgRecipe('Photo-less Tart', { image: undefined }),
        siteExport('Bean Stew', RECIPE_STATUS.APPROVED, true),
      ],
      cook.idToken,
    ).expect(200);
    expect(res.body.imported).toEqual([
      { index: 1, _id: expect.any(String), title: 'Plum Cake', status: RECIPE_STATUS.PENDING },
      { index: 5, _id: expect.any(String), title: 'Bean Stew', status: RECIPE_STATUS.PENDING },
    ]);
    expect(res.body.failed).toEqual([
      {
        index: 2,
        title: 'No Steps Pie',
        message: 'Instructions are required',
        errors: ['Instructions are required'],
      },
      {
        index: 3,
        title: 'Not a recipe',
        message: IMPORT_MESSAGES.notRecipe,
        errors: [IMPORT_MESSAGES.notRecipe],
      },
      {
        index: 4,
        title: 'Photo-less Tart',
        message: IMPORT_MESSAGES.entryNoPhoto,
        errors: [IMPORT_MESSAGES.entryNoPhoto],
      },
    ]);
    const cake = await importedAsCook(res.body.imported[0]);
    expect(cake.body).toMatchObject({
      category: 'Desserts',
      status: RECIPE_STATUS.PENDING,
      featured: false,
      user_email: cook.email.toLowerCase(),
      ingredients: [parseIngredientLine('2 cups flour'), parseIngredientLine('1 cup sugar')],
      instructions: ['Mix.', 'Bake.'],
      more: {
        prep_time: 10,
        cook_time: 20,
        total_time: 30,
        serving: '8 slices',
        source: 'Aunt May',
      },
    });
    expect(cake.body.thumbnail_image).toMatch(/\/uploads\/recipes\/.+-1280\.webp$/);
    const stew = await importedAsCook(res.body.imported[1]);
    expect(stew.body).toMatchObject({
      title: 'Bean Stew',
      category: 'Sides',
      tips: ['Salt late.'],
      status: RECIPE_STATUS.PENDING,
      featured: false,
      more: { serving: '6 bowls', source: 'Family book' },
    });
  });

  it('when an admin imports this site’s export, then statuses and the featured flag are kept', async () => {
    const res = await importFile(
      [
        siteExport('Approved Soup', RECIPE_STATUS.APPROVED, true),
        siteExport('Denied Dip', RECIPE_STATUS.DENIED, false),
        siteExport('Waiting Bread', RECIPE_STATUS.PENDING, false),
      ],
      admin.idToken,
    ).expect(200);
    expect(res.body.failed).toEqual([]);
    expect(res.body.imported.map((r: { status: number }) => r.status)).toEqual([101, 199, 100]);
    const soup = await request(t.app)
      .get(`/api/recipes/${res.body.imported[0]._id as string}`)
      .expect(200);
    expect(soup.body).toMatchObject({ title: 'Approved Soup', status: 101, featured: true });
  });

  it('when this site’s export is imported again, then each line keeps its text and is stored as the parser reads it, whatever else the file says of it', async () => {
    const written = '4 cloves of garlic, minced';
    const old = { quantity: 0.25, units: 'tsp red pepper', ingredient: 'flakes' };
    const entry = siteExport('Garlic Oil', RECIPE_STATUS.PENDING, false);
    entry[EXPORT_EXTENSION_KEY].ingredients = [
      // The model as a file may carry it, edited by hand: only its text is taken.
      { ...parseIngredientLine(written), food: 'edited food', unit: 'cup', optional: true },
      // A line exported before the model: its three fields only.
      old,
    ] as never[];
    const res = await importFile([entry], cook.idToken).expect(200);
    expect(res.body.failed).toEqual([]);
    const stored = await importedAsCook(res.body.imported[0]);
    expect(stored.body.ingredients).toEqual([
      parseIngredientLine(written),
      parseIngredientLine(rebuiltText(old)),
    ]);
    expect(stored.body.ingredients[0].text).toBe(written);
  });

  it('when an imported recipe holds 200,000 reviews or one nested 90,000 deep, then that entry fails with the message and nothing is stored', async () => {
    const recipes = new RecipesRepository(t.db.database.db);
    const before = await recipes.count();
    const many = siteExport('Many Reviews', RECIPE_STATUS.PENDING, false);
    many[EXPORT_EXTENSION_KEY].reviews = Array.from({ length: 200_000 }, () => 0) as never[];
    const nested = siteExport('Nested Review', RECIPE_STATUS.PENDING, false);
    nested[EXPORT_EXTENSION_KEY].reviews = ['DEEP'] as never[];
    // A value too deep to serialise goes into the file as text.
    const deep = '['.repeat(90_000) + ']'.repeat(90_000);
    const file = JSON.stringify([many, nested]).replace('"DEEP"', deep);
    const res = await importFile(file, cook.idToken).expect(200);
    expect(res.body.imported).toEqual([]);
    const failed = res.body.failed as { title: string; message: string }[];
    expect(failed.map((f) => f.title)).toEqual(['Many Reviews', 'Nested Review']);
    expect(failed[0]?.message).toContain(API_MESSAGES.reviewsTooLarge);
    expect(failed[1]?.message).toContain('Each review must have an author, a rating and a text');
    expect(await recipes.count()).toBe(before);
  });

  it('when the file is not JSON or holds nothing, then 400 says so', async () => {
    expect((await importFile('{ nope', cook.idToken).expect(400)).body.message).toBe(
      IMPORT_MESSAGES.notJson,
    );
    expect((await importFile([], cook.idToken).expect(400)).body.message).toBe(
      IMPORT_MESSAGES.noRecipesInFile,
    );
    const none = await request(t.app)
      .post('/api/import/file')
      .set('Authorization', `Bearer ${cook.idToken}`)
      .expect(400);
    expect(none.body.message).toBe(IMPORT_MESSAGES.fileRequired);
  });

  it('when a file entry points its photo at a private address, then that entry fails and nothing is fetched', async () => {
    const res = await importFile(
      [schemaOrgRecipe('Sneaky Scones', { image: 'http://169.254.169.254/latest/meta-data/iam' })],
      cook.idToken,
    ).expect(200);
    expect(res.body.failed).toEqual([
      expect.objectContaining({ index: 1, message: FETCH_MESSAGES.notPublic }),
    ]);
  });
});
