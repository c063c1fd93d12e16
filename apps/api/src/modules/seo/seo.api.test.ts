import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipes } from '../recipes/recipes.schema.js';
import { RecipesRepository } from '../recipes/recipes.repository.js';
import { readHtmlPage } from '../../test/html-page.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { APPLE_PIE_MORE, recipeRow } from '../../test/test-recipes.js';
import { createCook, createTestUser, type TestUser } from '../../test/test-users.js';

const SITE = 'https://recipes.example.test';
/**
 * The web app's index.html as its build writes it (the generic head every page starts with): the
 * entry's module script moved into the head, after a boot script placed first.
 */
const INDEX_HTML = readFileSync(new URL('../../../../web/index.html', import.meta.url), 'utf8')
  .replace('    <script type="module" src="/src/main.tsx"></script>\n', '')
  .replace(
    '<head>\n',
    '<head>\n    <script type="module" crossorigin src="/assets/boot-abc.js"></script>\n',
  )
  .replace(
    '  </head>',
    '    <script type="module" crossorigin src="/assets/index-abc.js"></script>\n  </head>',
  );
/** That page as sent to a visitor whose browser names no language: in English, left to right. */
const SENT_HTML = INDEX_HTML.replace('<html lang="en">', '<html lang="en" dir="ltr">');

let t: TestApp;
let webDist: string;
let owner: TestUser;
let admin: TestUser;
let photo: Buffer;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'fr-seo-web-'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  t = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL: `${SITE}/` });
  [owner, admin] = await Promise.all([
    createCook(t, 'Owner Olive'),
    createTestUser(t.identity.settings, { groups: ['admin'], name: 'Admin Ada' }),
  ]);
  photo = await sharp({
    create: { width: 1600, height: 1000, channels: 3, background: { r: 190, g: 110, b: 50 } },
  })
    .jpeg()
    .toBuffer();
});

afterAll(async () => {
  await t?.dispose();
  await rm(webDist, { recursive: true, force: true });
});

/** As the form sends them: the three fields and the line as the cook wrote it. */
const INGREDIENTS = [
  { quantity: 2.5, units: 'cups', ingredient: 'flour', text: '2 1/2 cups flour' },
  { quantity: 0.5, units: 'tsp', ingredient: 'cinnamon', text: '½ tsp cinnamon' },
  { quantity: null, units: '', ingredient: 'salt to taste', text: 'salt to taste' },
];
const STEPS = ['Make the crust.', 'Fill with apples.', 'Bake at 350F for 50 minutes.'];

function recipeFields(title: string): Record<string, string> {
  return {
    title,
    description: 'Flaky crust,\ncinnamon apples.',
    category: 'Desserts',
    instructions: JSON.stringify(STEPS),
    tags: JSON.stringify(['holiday', 'Vegetarian']),
    ingredients: JSON.stringify(INGREDIENTS),
    reviews: JSON.stringify([]),
    more: APPLE_PIE_MORE,
    tips: JSON.stringify(['Use tart apples.']),
    status: '100',
  };
}

async function submit(title: string): Promise<{ _id: string; thumbnail_image: string }> {
  let req = request(t.app)
    .post('/api/submit-recipe')
    .set('Authorization', `Bearer ${owner.idToken}`);
  for (const [k, v] of Object.entries(recipeFields(title))) req = req.field(k, v);
  const res = await req.attach('thumbnail_image', photo, 'pie.jpg').expect(201);
  return res.body as { _id: string; thumbnail_image: string };
}

async function moderate(id: string, status: 101 | 199) {
  await request(t.app)
    .put(`/api/admin/recipes/${id}/status/${status}`)
    .set('Authorization', `Bearer ${admin.idToken}`)
    .expect(200);
}

async function page(pathname: string) {
  const res = await request(t.app).get(pathname).expect(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.headers['cache-control']).toBe('no-cache');
  return res.text;
}

interface RecipeJsonLd {
  '@context': string;
  '@type': string;
  name: string;
  url: string;
  image: string[];
  author: { '@type': string; name: string };
  datePublished: string;
  description: string;
  prepTime: string;
  cookTime: string;
  totalTime: string;
  recipeYield: string;
  recipeCategory: string;
  keywords: string;
  recipeIngredient: string[];
  recipeInstructions: { '@type': string; position: number; text: string }[];
}

describe('the head of /recipes/{id}', () => {
  it('when the recipe is approved, then title, description, canonical URL, Open Graph, Twitter card and a Recipe JSON-LD describe it', async () => {
    const recipe = await submit('Grandma’s Apple Pie');
    await moderate(recipe._id, 101);

    const html = await page(`/recipes/${recipe._id}`);
    const head = readHtmlPage(html);

    // Added at the head's own indentation, one tag a line, before its end.
    expect(html).toMatch(/\n {4}<link rel="canonical" [^\n]*\n/);
    expect(html).toMatch(
      /\n {4}<script type="application\/ld\+json">[^\n]*<\/script>\n {2}<\/head>/,
    );
    const url = `${SITE}/recipes/${recipe._id}`;
    expect(head.title).toBe('Grandma’s Apple Pie | Family Recipes');
    expect(head.meta.get('description')).toBe('Flaky crust, cinnamon apples.');
    expect(head.links.get('canonical')).toBe(url);
    expect(head.meta.get('og:type')).toBe('article');
    expect(head.meta.get('og:title')).toBe('Grandma’s Apple Pie');
    expect(head.meta.get('og:description')).toBe('Flaky crust, cinnamon apples.');
    expect(head.meta.get('og:url')).toBe(url);
    expect(head.meta.get('og:image')).toMatch(
      new RegExp(`^${SITE}/share-images/${recipe._id}\\.jpg\\?v=[0-9a-f]{8}$`),
    );
    expect(head.meta.get('og:image:type')).toBe('image/jpeg');
    expect([head.meta.get('og:image:width'), head.meta.get('og:image:height')]).toEqual([
      '1200',
      '630',
    ]);
    expect(head.meta.get('twitter:card')).toBe('summary_large_image');
    expect(head.meta.get('twitter:image')).toBe(head.meta.get('og:image'));
    // One description, one title: the generic ones were replaced, not repeated.
    expect(head.metaNames.filter((name) => name === 'description')).toHaveLength(1);
    expect(head.headElements.filter((tag) => tag === 'title')).toHaveLength(1);

    expect(head.jsonLd).toHaveLength(1);
    const data = JSON.parse(head.jsonLd[0]!) as RecipeJsonLd;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Grandma’s Apple Pie',
      url,
      author: { '@type': 'Person', name: 'Grandma Rose' },
      description: 'Flaky crust,\ncinnamon apples.',
      prepTime: 'PT30M',
      cookTime: 'PT50M',
      totalTime: 'PT1H20M',
      recipeYield: '8 slices',
      recipeCategory: 'Desserts',
      keywords: 'holiday, Vegetarian',
    });
    expect(Number.isNaN(Date.parse(data.datePublished))).toBe(false);
    expect(data.image).toEqual([head.meta.get('og:image'), `${SITE}${recipe.thumbnail_image}`]);
    expect(data.recipeIngredient).toHaveLength(INGREDIENTS.length);
    // Each line as the cook wrote it.
    expect(data.recipeIngredient).toEqual(INGREDIENTS.map((line) => line.text));
    expect(data.recipeInstructions).toHaveLength(STEPS.length);
    expect(data.recipeInstructions).toEqual(
      STEPS.map((text, index) => ({ '@type': 'HowToStep', position: index + 1, text })),
    );
  });

  it('when the share image is fetched, then it is a 1200x630 JPEG of the photo, cached on disk', async () => {
    const recipe = await submit('Peach Cobbler');
    await moderate(recipe._id, 101);
    const head = readHtmlPage(await page(`/recipes/${recipe._id}`));
    const imagePath = new URL(head.meta.get('og:image')!).pathname;

    const res = await request(t.app).get(imagePath).buffer(true).expect(200);

    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const meta = await sharp(res.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    const { dominant } = await sharp(res.body as Buffer).stats();
    // The photo's own colour, not a blank or placeholder.
    expect(Math.abs(dominant.r - 190)).toBeLessThan(20);
    const imageId = /recipes\/([0-9a-f-]{36})-1280\.webp$/.exec(recipe.thumbnail_image)?.[1];
    expect(existsSync(path.join(t.config.dataDir, 'cache', 'share-images', `${imageId}.jpg`))).toBe(
      true,
    );
    const again = await request(t.app).get(imagePath).buffer(true).expect(200);
    expect(Buffer.compare(again.body as Buffer, res.body as Buffer)).toBe(0);
  });

  it('when the title, description, tags and steps hold markup, then it stays text: no element, script or comment is added', async () => {
    const hostile = `</script><script>alert(1)</script>"'<!--$&`;
    const step = '</script><img src=x onerror=alert(2)> & <!-- -->';
    const row = await new RecipesRepository(t.db.database.db).insert(
      recipeRow({
        title: hostile,
        description: `"><svg onload=alert(3)> ${hostile}`,
        tags: ['"><b>bold</b>', '\u2028line'],
        instructions: [step],
        ingredients: [{ quantity: 1, units: '</title>', ingredient: '<!--' }],
        source: '</script>',
      }),
    );
    const generic = readHtmlPage(await page('/recipes/00000000-0000-4000-8000-000000000000'));

    const html = await page(`/recipes/${row.id}`);
    const head = readHtmlPage(html);

    expect(head.title).toBe(`${hostile} | Family Recipes`);
    expect(head.meta.get('og:title')).toBe(hostile);
    expect(head.meta.get('description')).toBe(`"><svg onload=alert(3)> ${hostile}`);
    // The head gained the canonical link, meta tags and one JSON-LD script, no other element;
    // the body is as it was.
    const tally = (tags: string[]) =>
      Object.fromEntries(
        [...new Set(tags)].map((tag) => [tag, tags.filter((x) => x === tag).length]),
      );
    const before = tally(generic.headElements);
    const after = tally(head.headElements);
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    expect(after['title']).toBe(1);
    expect(after['script']).toBe((before['script'] ?? 0) + 1);
    expect(after['link']).toBe((before['link'] ?? 0) + 1);
    expect(head.bodyElements).toEqual(generic.bodyElements);
    expect(head.comments).toBe(generic.comments);
    expect(html).not.toMatch(/<(img|svg|b)[\s>]/);
    expect(html).not.toContain('<!--');

    const data = JSON.parse(head.jsonLd[0]!) as RecipeJsonLd;
    expect(data.name).toBe(hostile);
    expect(data.recipeInstructions[0]?.text).toBe(step);
    // A line stored before the model: the line its three fields make.
    expect(data.recipeIngredient).toEqual(['1 </title> <!--']);
    expect(data.author.name).toBe('</script>');
    expect(data.keywords).toBe('"><b>bold</b>, \u2028line');
    expect(head.jsonLd[0]).not.toMatch(/[<>\u2028]/);
  });

  it('when the recipe is pending, denied or unknown, then the page has the generic head and nothing about it', async () => {
    const pending = await submit('Secret Pending Stew');
    const denied = await submit('Secret Denied Soup');
    await moderate(denied._id, 199);
    const generic = await page('/about');

    for (const pathname of [
      `/recipes/${pending._id}`,
      `/recipes/${denied._id}`,
      '/recipes/00000000-0000-4000-8000-000000000000',
      '/recipes/not-a-uuid',
      `/recipes/${pending._id}/`,
    ]) {
      const html = await page(pathname);
      expect(html).toBe(generic);
      expect(html).toBe(SENT_HTML);
    }
    for (const id of [pending._id, denied._id]) {
      await request(t.app).get(`/share-images/${id}.jpg`).expect(404);
    }
  });

  it('when an approved recipe is edited or denied, then its head turns generic at once, even with the public read cache warm', async () => {
    const recipe = await submit('Lemon Bars');
    await moderate(recipe._id, 101);
    await request(t.app).get(`/api/recipes/${recipe._id}`).expect(200);
    expect(readHtmlPage(await page(`/recipes/${recipe._id}`)).title).toBe(
      'Lemon Bars | Family Recipes',
    );

    let req = request(t.app)
      .put(`/api/update-recipe/${recipe._id}`)
      .set('Authorization', `Bearer ${owner.idToken}`);
    for (const [k, v] of Object.entries(recipeFields('Lemon Bars, Sharper'))) {
      if (k !== 'category') req = req.field(k, v);
    }
    await req.expect(201);

    expect(await page(`/recipes/${recipe._id}`)).toBe(SENT_HTML);
    await request(t.app).get(`/share-images/${recipe._id}.jpg`).expect(404);

    await moderate(recipe._id, 101);
    expect(readHtmlPage(await page(`/recipes/${recipe._id}`)).title).toBe(
      'Lemon Bars, Sharper | Family Recipes',
    );
  });

  it('when other pages are asked for, then they keep the generic head', async () => {
    for (const pathname of ['/', '/all-recipes', '/recipes', '/my-recipes']) {
      expect(await page(pathname)).toBe(SENT_HTML);
    }
  });

  it('when a share image is asked for an unknown or malformed name, then 404', async () => {
    await request(t.app).get('/share-images/00000000-0000-4000-8000-000000000000.jpg').expect(404);
    await request(t.app).get('/share-images/..%2F..%2Fetc%2Fpasswd').expect(404);
    await request(t.app).get('/share-images/x.png').expect(404);
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  it('when recipes are approved, pending and denied, then the sitemap lists the public pages and the approved ones only', async () => {
    const approved = await submit('Listed Lasagne');
    await moderate(approved._id, 101);
    const pending = await submit('Unlisted Pending Pie');
    const denied = await submit('Unlisted Denied Dal');
    await moderate(denied._id, 199);

    const res = await request(t.app).get('/sitemap.xml').expect(200);

    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    for (const pathname of [
      '/',
      '/all-recipes',
      '/categories/desserts',
      '/about',
      '/contact',
      '/support',
    ]) {
      expect(locs).toContain(`${SITE}${pathname}`);
    }
    expect(locs).toContain(`${SITE}/recipes/${approved._id}`);
    expect(locs).not.toContain(`${SITE}/recipes/${pending._id}`);
    expect(locs).not.toContain(`${SITE}/recipes/${denied._id}`);
    expect(res.text).not.toMatch(/Unlisted|login|account|pending-recipes/);
    const approvedCount = await t.db.database.db.$count(recipes, eq(recipes.status, 101));
    expect(locs.filter((loc) => loc?.startsWith(`${SITE}/recipes/`))).toHaveLength(approvedCount);
  });

  it('when a recipe is approved after the sitemap was read, then the next sitemap lists it', async () => {
    const recipe = await submit('Late Approval Loaf');
    const before = await request(t.app).get('/sitemap.xml').expect(200);
    expect(before.text).not.toContain(recipe._id);

    await moderate(recipe._id, 101);

    const after = await request(t.app).get('/sitemap.xml').expect(200);
    expect(after.text).toContain(`${SITE}/recipes/${recipe._id}`);
  });

  it('when robots.txt is read, then it points to the sitemap and keeps account and admin pages out', async () => {
    const res = await request(t.app).get('/robots.txt').expect(200);

    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.text.split('\n');
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(lines).toContain('User-agent: *');
    for (const pathname of ['/login', '/signup', '/forgot-password']) {
      expect(lines).not.toContain(`Disallow: ${pathname}`);
    }
    for (const pathname of [
      '/account',
      '/submit-recipe',
      '/my-recipes',
      '/edit-recipe/',
      '/pending-recipes',
      '/denied-recipes',
      '/featured-recipes',
      '/users',
    ]) {
      expect(lines).toContain(`Disallow: ${pathname}`);
    }
    expect(
      lines.filter((line) =>
        /^Disallow: \/(recipes|share-images|uploads|categories|about)/.test(line),
      ),
    ).toEqual([]);
  });
});
