import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import express, { type Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../http/logger.js';
import { spaRouter } from '../../http/spa.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { recipeRow } from '../../test/test-recipes.js';
import { LocalStorage } from '../storage/storage.js';
import { RecipesRepository } from '../recipes/recipes.repository.js';
import { createSeoModule } from './index.js';
import { SITEMAP_PATHS } from './seo.service.js';

const SITE = 'http://family.example';
const PER_FILE = 5;
const APPROVED = 6;

let db: TestDatabase;
let dir: string;
let app: Express;
let approvedIds: string[];
let hiddenIds: string[];

beforeAll(async () => {
  db = await createTestDatabase('fr_seo');
  dir = await mkdtemp(path.join(os.tmpdir(), 'fr-seo-'));
  await writeFile(
    path.join(dir, 'index.html'),
    '<html><head><title>Family Recipes</title></head></html>',
  );
  const recipes = new RecipesRepository(db.database.db);
  approvedIds = [];
  for (let i = 0; i < APPROVED; i += 1) {
    approvedIds.push((await recipes.insert(recipeRow({ title: `Approved ${i}` }))).id);
  }
  hiddenIds = [
    (await recipes.insert(recipeRow({ title: 'Pending', status: 100 }))).id,
    (await recipes.insert(recipeRow({ title: 'Denied', status: 199 }))).id,
  ];
  const seo = createSeoModule({
    db: db.database.db,
    storage: new LocalStorage(path.join(dir, 'uploads')),
    logger: createLogger('silent'),
    publicUrl: SITE,
    dataDir: dir,
    version: () => recipes.dataVersion(),
    maxUrlsPerSitemap: PER_FILE,
  });
  app = express();
  app.use(seo.router);
  app.use(spaRouter(dir, seo.recipePage)!);
});

afterAll(async () => {
  await db?.dispose();
  await rm(dir, { recursive: true, force: true });
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');

describe('sitemap parts', () => {
  it('when there are more URLs than one file holds, then /sitemap.xml is an index whose parts list every public URL once', async () => {
    const index = await request(app).get('/sitemap.xml').expect(200);

    expect(index.text).toContain('<sitemapindex');
    const total = SITEMAP_PATHS.length + APPROVED;
    const partUrls = locs(index.text);
    expect(partUrls).toEqual(
      Array.from({ length: Math.ceil(total / PER_FILE) }, (_, i) => `${SITE}/sitemap-${i + 1}.xml`),
    );
    const listed: string[] = [];
    for (const url of partUrls) {
      const part = await request(app).get(new URL(url).pathname);
      expect(part.status).toBe(200);
      expect(part.text).toContain('<urlset');
      expect(locs(part.text).length).toBeLessThanOrEqual(PER_FILE);
      listed.push(...locs(part.text));
    }
    expect(listed.sort()).toEqual(
      [
        ...SITEMAP_PATHS.map((page) => `${SITE}${page}`),
        ...approvedIds.map((id) => `${SITE}/recipes/${id}`),
      ].sort(),
    );
    for (const id of hiddenIds) expect(listed.join(' ')).not.toContain(id);
  });

  it('when a part beyond the last is asked for, then 404', async () => {
    const parts = Math.ceil((SITEMAP_PATHS.length + APPROVED) / PER_FILE);
    await request(app)
      .get(`/sitemap-${parts + 1}.xml`)
      .expect(404);
  });
});

describe('the site URL', () => {
  it.each(['localhost:3600', 'evil.example', 'evil.example"><x'])(
    'when the Host header is %j, then URLs still use the configured site URL',
    async (host) => {
      const res = await request(app).get('/robots.txt').set('Host', host).expect(200);
      expect(res.text).toContain(`Sitemap: ${SITE}/sitemap.xml`);

      const page = await request(app).get(`/recipes/${approvedIds[0]}`).set('Host', host);
      expect(page.text).toContain(
        `<link rel="canonical" href="${SITE}/recipes/${approvedIds[0]}" />`,
      );
      expect(res.text + page.text).not.toMatch(/evil|3600/);
    },
  );
});
