import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { userRecordSchema, RATE_LIMITS } from '@family-recipes/shared';
import { count, eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Config } from '../config/config.js';
import { contactMessages } from '../modules/contact/contact.schema.js';
import { rateLimits } from '../modules/rate-limit/rate-limit.schema.js';
import { recipes } from '../modules/recipes/recipes.schema.js';
import { RecipesRepository } from '../modules/recipes/recipes.repository.js';
import { loggedApp } from '../test/test-app.js';
import { smallJpeg } from '../test/test-images.js';
import { recipeForm, recipeRow, withFields } from '../test/test-recipes.js';
import { bearer, createCook, type TestUser } from '../test/test-users.js';
import { UNSTORABLE_TEXT_MESSAGE } from './errors.js';
import { UNKNOWN_HOST_MESSAGE } from './host-check.js';
import { CROSS_SITE_MESSAGE } from './same-origin.js';
import { useTestApp, useUsers } from '../test/use-test-app.js';

/*
 * The HTTP layer's security controls on one app (docs/security.md): cross-site writes, the Host
 * header, client addresses and rate limits, security headers, what the logs contain, and text the
 * database cannot store.
 */

const t = useTestApp();
const [admin] = useUsers(t, { groups: ['admin', 'user'] });

/**
 * A browser session: the cookies set-tokens stores, the caller's own user record, and `rename`,
 * which renames that record through the session with `headers` on the request.
 */
async function cookieSession(app = t.app) {
  const user: TestUser = await createCook(t);
  const agent = request.agent(app);
  await agent
    .post('/api/set-tokens')
    .send({ idToken: user.idToken, accessToken: user.accessToken, refreshToken: user.refreshToken })
    .expect(200);
  const record = userRecordSchema.parse(
    (await agent.get(`/api/user/${encodeURIComponent(user.email)}`).expect(200)).body,
  );
  const rename = (headers: Record<string, string>, name: string) =>
    agent.put(`/api/update-db-user/${record._id}`).set(headers).send({ name });
  return { agent, record, user, rename };
}

describe('writes from other sites (CSRF)', () => {
  it.each([
    [
      'Sec-Fetch-Site: cross-site',
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
    ],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'Sec-Fetch-Site': 'same-site' }],
    [
      'a foreign Origin without Sec-Fetch-Site (an older browser)',
      { Origin: 'https://evil.example' },
    ],
    ['Origin: null (a sandboxed frame)', { Origin: 'null' }],
  ])(
    'when a cookie-authenticated write carries %s, then 403 and the record is unchanged',
    async (_label, headers) => {
      const { agent, record, rename } = await cookieSession();

      const res = await rename(headers, 'Changed by another site');

      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: CROSS_SITE_MESSAGE });
      const after = await agent.get(`/api/user/${encodeURIComponent(record.email)}`).expect(200);
      expect(after.body).toEqual(record);
    },
  );

  it('when another site makes the browser log out, then 403 and the session cookies stay', async () => {
    const { agent } = await cookieSession();

    const res = await agent.post('/api/logout').set('Sec-Fetch-Site', 'cross-site');

    expect(res.status).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await agent.get('/api/user-token').expect(200)).body).toMatchObject({
      loggedIn: true,
    });
  });

  it('when another site posts the contact form or tokens, then 403, nothing is stored and no cookie is set', async () => {
    const stored = () => t.db.database.db.select({ n: count() }).from(contactMessages);
    const before = await stored();

    const contact = await request(t.app)
      .post('/api/send-email')
      .set({ 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' })
      .send({ name: 'Eve', email: 'eve@example.test', message: 'Hello from elsewhere' });
    const attacker = await createCook(t);
    const tokens = await request(t.app)
      .post('/api/set-tokens')
      .set('Origin', 'https://evil.example')
      .send({
        idToken: attacker.idToken,
        accessToken: attacker.accessToken,
        refreshToken: attacker.refreshToken,
      });

    expect([contact.status, tokens.status]).toEqual([403, 403]);
    expect(tokens.headers['set-cookie']).toBeUndefined();
    expect(await stored()).toEqual(before);
  });

  it.each([
    ['Sec-Fetch-Site: same-origin', { 'Sec-Fetch-Site': 'same-origin', Origin: 'http://x.test' }],
    ['Sec-Fetch-Site: none (typed by the user)', { 'Sec-Fetch-Site': 'none' }],
    [
      'an Origin naming the Host it was sent to',
      { Host: 'localhost:3000', Origin: 'http://localhost:3000' },
    ],
    ['neither header (curl, a script)', {}],
  ])('when a write carries %s, then it goes through', async (_label, headers) => {
    const { rename } = await cookieSession();

    const res = await rename(headers, 'Renamed at home');

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Renamed at home' });
  });

  it('when the Origin is listed in CORS_ORIGINS or is PUBLIC_URL, then its cross-site writes go through', async () => {
    const app = t.build({
      config: {
        corsOrigins: ['https://cooks.example.com'],
        publicUrl: 'https://recipes.example.com/',
      },
    });
    const { rename } = await cookieSession(app);

    for (const origin of ['https://cooks.example.com', 'https://recipes.example.com']) {
      const crossSite = { Origin: origin, 'Sec-Fetch-Site': 'cross-site' };
      const res = await rename(crossSite, `From ${origin.slice(8, 13)}`);
      expect(res.status, origin).toBe(201);
    }
    const other = await rename(
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      'Eve',
    );
    expect(other.status).toBe(403);
  });

  it('when another site reads, then it is answered: reads change nothing', async () => {
    const res = await request(t.app)
      .get('/api/all-recipes')
      .set({ 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' });

    expect(res.status).toBe(200);
  });
});

/** Another app on the same database and identity service, with some settings changed. */
const appWith = (config: Partial<Config>) => t.build({ config });

async function storedMessages(): Promise<number> {
  const [row] = await t.db.database.db.select({ n: count() }).from(contactMessages);
  return row?.n ?? 0;
}

describe('the Host header (DNS rebinding)', () => {
  it('when the Host header is another name (DNS rebinding), then 400 and nothing is read or changed', async () => {
    const { agent, record, user, rename } = await cookieSession();
    const evil = { Host: 'evil.example:3000' };

    const read = await agent.get('/api/my-recipes').set(evil);
    const who = await agent.get('/api/user-token').set(evil);
    const write = await rename(evil, 'Changed through a rebound name');
    const messagesBefore = await storedMessages();
    const message = await request(t.app)
      .post('/api/send-email')
      .set(evil)
      .send({ name: 'Eve', email: 'eve@example.test', body: 'Through a rebound name.' });
    const page = await agent.get('/account').set(evil);

    for (const res of [read, who, write, message]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: UNKNOWN_HOST_MESSAGE,
        errors: [{ field: '', message: UNKNOWN_HOST_MESSAGE }],
      });
    }
    expect(who.text).not.toContain(user.email);
    expect(page.status).toBe(400);
    expect(page.text).toBe(UNKNOWN_HOST_MESSAGE);
    expect(await storedMessages()).toBe(messagesBefore);
    const after = await agent.get(`/api/user/${encodeURIComponent(record.email)}`).expect(200);
    expect(after.body).toEqual(record);
  });

  it('when PUBLIC_URL is set, then the sitemap and canonical links use it whatever the Host header says', async () => {
    const webDist = await mkdtemp(path.join(os.tmpdir(), 'fr-host-web-'));
    try {
      await writeFile(
        path.join(webDist, 'index.html'),
        '<!doctype html><html><head><title>Family Recipes</title></head><body></body></html>',
      );
      const site = 'https://recipes.example.com';
      const app = appWith({ publicUrl: `${site}/`, webDist });
      const { id } = await new RecipesRepository(t.db.database.db).insert(
        recipeRow({ title: 'Host-proof soup' }),
      );

      for (const host of ['recipes.example.com', 'localhost:3000', '127.0.0.1:3500']) {
        const sitemap = await request(app).get('/sitemap.xml').set('Host', host).expect(200);
        const locs = [...sitemap.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
        expect(locs.length, host).toBeGreaterThan(0);
        for (const loc of locs) expect(loc).toMatch(/^https:\/\/recipes\.example\.com\//);
        expect(locs).toContain(`${site}/recipes/${id}`);

        const page = await request(app).get(`/recipes/${id}`).set('Host', host).expect(200);
        expect(page.text).toContain(`<link rel="canonical" href="${site}/recipes/${id}" />`);
        expect(page.text).not.toMatch(/localhost|127\.0\.0\.1/);
      }
      await request(app).get('/sitemap.xml').set('Host', 'evil.example').expect(400);
    } finally {
      await rm(webDist, { recursive: true, force: true });
    }
  });

  it('when PUBLIC_URL is unset, then absolute URLs name this machine, never the Host header', async () => {
    const res = await request(t.app).get('/robots.txt').set('Host', '127.0.0.1:3999').expect(200);
    expect(res.text).toContain(`Sitemap: http://localhost:${t.config.port}/sitemap.xml`);
  });
});

/** How many requests the limit called `name` has counted for `client` in its current window. */
async function counted(name: string, client: string): Promise<number> {
  const [row] = await t.db.database.db
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(eq(rateLimits.key, `${name}:${client}`));
  return row?.hits ?? 0;
}

function sendMessage(app: Parameters<typeof request>[0], forwardedFor: string) {
  return request(app)
    .post('/api/send-email')
    .set('X-Forwarded-For', forwardedFor)
    .send({ name: 'Lou', email: 'lou@example.test', body: 'Hello there.' });
}

describe('client addresses and rate limits', () => {
  it('when a client floods refresh-tokens, then 429 with Retry-After', async () => {
    const flood = () =>
      request(t.app).post('/api/refresh-tokens').set('X-Forwarded-For', '198.51.100.7');
    for (let i = 0; i < RATE_LIMITS.refreshTokens.max; i += 1) await flood().expect(401);

    const refused = await flood().expect(429);
    expect(refused.body).toEqual({ message: RATE_LIMITS.refreshTokens.message });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.refreshTokens.windowMs / 1000);
    // Another client is not held back.
    await request(t.app)
      .post('/api/refresh-tokens')
      .set('X-Forwarded-For', '198.51.100.8')
      .expect(401);
  });

  it('when two IPv6 clients of one /64 send messages, then they share one counter; clients of two /64s do not', async () => {
    for (let i = 0; i < 3; i += 1) await sendMessage(t.app, '2001:db8:aa:1::1').expect(200);
    for (let i = 0; i < 2; i += 1) await sendMessage(t.app, '2001:db8:aa:1::2').expect(200);

    await sendMessage(t.app, '2001:db8:aa:1:ffff:ffff:ffff:fffe').expect(429);
    await sendMessage(t.app, '2001:db8:aa:2::1').expect(200);
    expect(await counted('send-email', '2001:db8:aa:1::/64')).toBe(6);
    // An IPv4 client arriving IPv4-mapped counts as itself.
    await sendMessage(t.app, '::ffff:192.0.2.44').expect(200);
    expect(await counted('send-email', '192.0.2.44')).toBe(1);
  });

  it('when TRUST_PROXY names the proxy, then X-Forwarded-For decides the client address for limits', async () => {
    // The proxy (this loopback peer) named: each client it reports gets its own five messages.
    const named = appWith({ trustProxy: ['127.0.0.1'] });
    for (let i = 0; i < 5; i += 1) await sendMessage(named, '203.0.113.10').expect(200);
    await sendMessage(named, '203.0.113.10').expect(429);
    await sendMessage(named, '203.0.113.11').expect(200);

    // Two hops trusted (a CDN in front of the proxy): the address the first one reported counts,
    // not what the client wrote before it.
    await sendMessage(appWith({ trustProxy: 2 }), '192.0.2.66, 203.0.113.14, 203.0.113.15').expect(
      200,
    );
    expect(await counted('send-email', '203.0.113.14')).toBe(1);
    expect(await counted('send-email', '192.0.2.66')).toBe(0);

    // No proxy trusted: the header is only the client's word, and the peer's address counts.
    const before = await counted('send-email', '127.0.0.1');
    await sendMessage(appWith({ trustProxy: false }), '203.0.113.13');
    expect(await counted('send-email', '203.0.113.13')).toBe(0);
    expect(await counted('send-email', '127.0.0.1')).toBe(before + 1);
  });
});

function expectSecurityHeaders(headers: Record<string, string | undefined>) {
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  // Scripts of the site only; WebAssembly may be compiled (the card scan's reader), script text
  // never evaluated.
  expect(csp).toMatch(/(?:^|;)script-src 'self' 'wasm-unsafe-eval'(?:;|$)/);
  expect(csp).not.toContain("'unsafe-eval'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8}/);
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['x-powered-by']).toBeUndefined();
}

describe('security headers', () => {
  // Pages of the built web app get the same headers: http/app.test.ts checks them.
  it('when an API answer or an API error is served, then each carries the CSP, nosniff, framing and referrer rules', async () => {
    for (const path of ['/api/health', '/api/nope', '/api/recipes/not-an-id']) {
      const res = await request(t.app).get(path);
      expect(res.status, path).toBeLessThan(500);
      expectSecurityHeaders(res.headers);
    }
  });

  it('when a stored photo is served, then it is image/webp with nosniff and the CSP, so it can never run as a page', async () => {
    const cook = await createCook(t);
    const submit = withFields(
      request(t.app).post('/api/submit-recipe').set(bearer(cook)),
      recipeForm({ title: 'Header Toast' }),
    );
    const created = await submit
      .attach('thumbnail_image', await smallJpeg(), 'toast.html')
      .expect(201);

    // Pending: its photo goes to the cook who sent it.
    const photo = await request(t.app)
      .get((created.body as { thumbnail_image: string }).thumbnail_image)
      .set(bearer(cook))
      .expect(200);

    expect(photo.headers['content-type']).toBe('image/webp');
    expectSecurityHeaders(photo.headers);
  });
});

describe('what the logs contain', () => {
  it('when a session is made, used, refreshed and ended, then no token appears in the logs, and each request is logged with its id and status', async () => {
    const { app, logged } = loggedApp(t, 'trace');
    const cook = await createCook(t);
    const agent = request.agent(app);

    await agent
      .post('/api/set-tokens')
      .send({
        idToken: cook.idToken,
        accessToken: cook.accessToken,
        refreshToken: cook.refreshToken,
      })
      .expect(200);
    await agent.get('/api/user-token').expect(200);
    const refreshed = await agent.post('/api/refresh-tokens').expect(200);
    await request(app)
      .get('/api/my-recipes')
      .set('Authorization', `Bearer ${cook.idToken}`)
      .set('X-Request-Id', 'trace-me-42')
      .expect(200);
    await request(app)
      .get('/api/my-recipes')
      .set('Authorization', `Bearer ${cook.idToken.slice(0, -4)}AAAA`)
      .expect(401);
    await request(app)
      .post('/api/send-email')
      .send({ name: 'Lou', email: 'lou@example.test', body: 'A private note about my aunt.' })
      .expect(200);
    await agent.post('/api/logout').expect(200);

    const text = logged();
    const { idToken, accessToken } = refreshed.body as { idToken: string; accessToken: string };
    const secrets = [cook.idToken, cook.accessToken, cook.refreshToken, idToken, accessToken];
    for (const secret of secrets) {
      // Any long piece of a token would do; the signature part is the one that matters.
      expect(text).not.toContain(secret.split('.').at(-1)?.slice(0, 40));
    }
    expect(text).not.toContain('A private note about my aunt.');
    expect(text).toContain('[redacted]');
    const lines = text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { req?: { id?: string }; res?: { statusCode?: number } });
    expect(lines.find((l) => l.req?.id === 'trace-me-42')?.res?.statusCode).toBe(200);
  });
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
    expect(res.body).toEqual({
      message: UNSTORABLE_TEXT_MESSAGE,
      errors: [{ field: '', message: UNSTORABLE_TEXT_MESSAGE }],
    });
  });

  it('when a contact message holds U+0000, then 400 and nothing is stored', async () => {
    const messages = () => t.db.database.db.select({ n: count() }).from(contactMessages);
    const before = await messages();

    const res = await request(t.app)
      .post('/api/send-email')
      .send({ name: 'Nul\u0000l', email: 'nul@example.test', body: 'Hello\u0000there' });

    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: UNSTORABLE_TEXT_MESSAGE,
      errors: [{ field: '', message: UNSTORABLE_TEXT_MESSAGE }],
    });
    expect(await messages()).toEqual(before);
  });

  it('when a submitted recipe holds U+0000, then 400, no row and its photo is removed again', async () => {
    const req = withFields(
      request(t.app).post('/api/submit-recipe').set(bearer(admin)),
      recipeForm({ title: 'Nul\u0000 Soup', tags: JSON.stringify(['a\u0000b']) }),
    );
    const rows = () => t.db.database.db.select({ n: count() }).from(recipes);
    const [rowsBefore, filesBefore] = [await rows(), await uploadedFiles()];

    const res = await req.attach('thumbnail_image', await smallJpeg(), 'soup.jpg');

    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: UNSTORABLE_TEXT_MESSAGE,
      errors: [{ field: '', message: UNSTORABLE_TEXT_MESSAGE }],
    });
    expect(await rows()).toEqual(rowsBefore);
    expect(await uploadedFiles()).toEqual(filesBefore);
  });
});
