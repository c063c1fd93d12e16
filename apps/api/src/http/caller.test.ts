import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_CHIPS, type ApiTransport } from '@family-recipes/shared';
import { RecipesRepository } from '../modules/recipes/recipes.repository.js';
import { recipeRow } from '../test/test-recipes.js';
import { runtimeConfigRouter } from '../modules/identity/index.js';
import { RateLimitRepository } from '../modules/rate-limit/rate-limit.repository.js';
import { RateLimiter } from '../modules/rate-limit/rate-limiter.js';
import { createRecipesModule } from '../modules/recipes/index.js';
import { inProcessTransport } from './caller.js';
import { createLogger } from './logger.js';
import { browserIdentityEndpoint, siteUrl } from './site.js';
import { useTestApp } from '../test/use-test-app.js';

const DESSERTS = CATEGORY_CHIPS.find((chip) => chip.slug === 'desserts')!;

/**
 * A stand-in for the web build's server entry that reads as the real one does (entry-server.tsx,
 * whose test shows it sends nothing over the network): every call through the `api` it is given.
 */
const ENTRY = `
export async function renderPage(url, api) {
  const { pathname } = new URL(url);
  const id = pathname.split('/')[2];
  const [config, recipe, latest] = await Promise.all([
    api({ method: 'GET', path: '/api/config' }),
    api({ method: 'GET', path: '/api/recipes/' + encodeURIComponent(id) }),
    api({ method: 'GET', path: '/api/all-recipes?sort_by=more.created_on&order=-1&limit=4' }),
  ]);
  if (config.status !== 200 || recipe.status !== 200 || latest.status !== 200) return undefined;
  return {
    html: '<main><h1>' + recipe.payload.title + '</h1><p>' + latest.headers['x-total-count'] + '</p></main>',
    state: { recipe: recipe.payload },
    head: { title: recipe.payload.title + ' | Family Recipes', description: recipe.payload.description },
  };
}
`;

let api: ApiTransport;
let root: string;
let approved: string;
let pending: string;

const t = useTestApp();

beforeAll(async () => {
  const repository = new RecipesRepository(t.db.database.db);
  approved = (
    await repository.insert(
      recipeRow({ title: 'Lemon Tart', category: DESSERTS.category, featured: true }),
    )
  ).id;
  await repository.insert(recipeRow({ title: 'Lemon Curd', category: DESSERTS.category }));
  await repository.insert(recipeRow({ title: 'Oat Porridge' }));
  pending = (await repository.insert(recipeRow({ title: 'Secret Stew', status: 100 }))).id;
  const recipes = createRecipesModule({
    database: t.db.database,
    storage: t.storage,
    logger: createLogger('silent'),
    publicUrl: siteUrl(t.config),
    limiter: new RateLimiter(new RateLimitRepository(t.db.database.db)),
  });
  const config = runtimeConfigRouter({
    ...t.identity.settings,
    endpoint: browserIdentityEndpoint(t.config, t.identity.settings) ?? null,
  });
  api = inProcessTransport([recipes.api, config], createLogger('silent'));

  root = await mkdtemp(path.join(os.tmpdir(), 'fr-caller-'));
  await mkdir(path.join(root, 'dist'));
  await mkdir(path.join(root, 'dist-ssr'));
  await writeFile(
    path.join(root, 'dist', 'index.html'),
    '<!doctype html><html><head><title>Family Recipes</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(root, 'dist-ssr', 'entry-server.js'), ENTRY);
});

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe('the API read in process for a page drawn on the server', () => {
  it.each([
    ['/api/config'],
    ['/api/featured-recipes'],
    ['/api/all-recipes?sort_by=more.created_on&order=-1&limit=4'],
    ['/api/all-recipes?sort_by=more.created_on&order=-1&limit=2&page=2'],
    [`/api/categories/${DESSERTS.slug}?sort_by=title&order=1&limit=12&page=1`],
    ['/api/CATEGORIES/Desserts/'],
    ['/api/recipes?q=lemon&limit=12&page=1'],
    ['/api/recipes/{approved}'],
    ['/api/recipes/{pending}'],
    [`/api/recipes/${randomUUID()}`],
    ['/api/recipes/not-an-id'],
    ['/api/categories/no-such-category'],
    ['/api/all-recipes?limit=100000&order=2'],
    ['/api/no-such-call'],
    ['/api/my-recipes'],
  ])(
    'when %s is read, then the answer is the one the HTTP API gives a visitor',
    async (template) => {
      const path = template.replace('{approved}', approved).replace('{pending}', pending);
      const [http, inProcess] = await Promise.all([
        request(t.app).get(path),
        api({ method: 'GET', path }),
      ]);

      expect(inProcess.status).toBe(http.status);
      expect(inProcess.payload).toEqual(http.body);
      expect(inProcess.headers['x-total-count']).toBe(http.headers['x-total-count']);
      for (const [name, value] of Object.entries(inProcess.headers)) {
        expect(http.headers[name]).toBe(value);
      }
    },
  );

  it('when a recipe is answered, then it is JSON as sent over HTTP: dates are text', async () => {
    const answer = await api({ method: 'GET', path: `/api/recipes/${approved}` });
    const recipe = answer.payload as { title: string; more: { created_on: unknown } };
    expect(recipe.title).toBe('Lemon Tart');
    expect(typeof recipe.more.created_on).toBe('string');
  });
});

describe('a first screen drawn on the server, by the app createApp builds', () => {
  let server: Server;
  let origin: string;
  const reached: string[] = [];

  beforeAll(async () => {
    const app = t.build({ config: { webDist: path.join(root, 'dist') } });
    server = createServer(app);
    server.on('request', (req: { url?: string }) => reached.push(req.url ?? ''));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server?.close();
    if (server) await once(server, 'close');
  });

  it('when a visitor opens a recipe page, then it is drawn from the database and the only request the server sees is that page', async () => {
    reached.length = 0;
    const res = await fetch(`${origin}/recipes/${approved}`);
    const html = await res.text();

    expect(res.status).toBe(200);
    expect(html).toContain('<div id="root"><main><h1>Lemon Tart</h1><p>3</p></main></div>');
    expect(html).toContain('<title>Lemon Tart | Family Recipes</title>');
    // No loopback: the page's reads never came back to this server as requests.
    expect(reached).toEqual([`/recipes/${approved}`]);
  });

  it('when the recipe is not approved, then the reads answer 403 in process and the bare app is sent', async () => {
    reached.length = 0;
    const html = await (await fetch(`${origin}/recipes/${pending}`)).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('Secret Stew');
    expect(reached).toEqual([`/recipes/${pending}`]);
  });
});
