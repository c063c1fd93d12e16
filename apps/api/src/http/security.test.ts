import { Writable } from 'node:stream';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { userRecordSchema } from '@family-recipes/shared';
import { count } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, recipes } from '../db/schema.js';
import { createTokenVerifier } from '../modules/auth/token-verifier.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { smallJpeg } from '../test/test-images.js';
import { createTestUser, type TestUser } from '../test/test-users.js';
import { createApp } from './app.js';
import { UNSTORABLE_TEXT_MESSAGE } from './errors.js';
import { createLogger } from './logger.js';
import { CROSS_SITE_MESSAGE } from './same-origin.js';

/*
 * The HTTP layer's security controls on one app (docs/security.md): cross-site writes, security
 * headers, what the logs contain, and text the database cannot store.
 */

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.identity.settings, { groups: ['admin', 'user'] });
});
afterAll(async () => {
  await t?.dispose();
});

/** A browser session: the cookies set-tokens stores, and the caller's own user record. */
async function cookieSession(app = t.app) {
  const user: TestUser = await createTestUser(t.identity.settings, { groups: ['user'] });
  const agent = request.agent(app);
  await agent
    .post('/api/set-tokens')
    .send({ idToken: user.idToken, accessToken: user.accessToken, refreshToken: user.refreshToken })
    .expect(200);
  const record = userRecordSchema.parse(
    (await agent.get(`/api/user/${encodeURIComponent(user.email)}`).expect(200)).body,
  );
  return { agent, record, user };
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
      const { agent, record } = await cookieSession();

      const res = await agent
        .put(`/api/update-db-user/${record._id}`)
        .set(headers)
        .send({ name: 'Changed by another site' });

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
    const attacker = await createTestUser(t.identity.settings, { groups: ['user'] });
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
      { Host: 'recipes.test', Origin: 'http://recipes.test' },
    ],
    ['neither header (curl, a script)', {}],
  ])('when a write carries %s, then it goes through', async (_label, headers) => {
    const { agent, record } = await cookieSession();

    const res = await agent
      .put(`/api/update-db-user/${record._id}`)
      .set(headers)
      .send({ name: 'Renamed at home' });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Renamed at home' });
  });

  it('when the Origin is listed in CORS_ORIGINS or is PUBLIC_URL, then its cross-site writes go through', async () => {
    const app = createApp({
      config: {
        ...t.config,
        corsOrigins: ['https://cooks.example.com'],
        publicUrl: 'https://recipes.example.com/',
      },
      database: t.db.database,
      identity: t.identity.settings,
      verifier: await createTokenVerifier(t.identity.settings),
      storage: t.storage,
      contact: t.contact,
      logger: createLogger('silent'),
    });
    const { agent, record } = await cookieSession(app);

    for (const origin of ['https://cooks.example.com', 'https://recipes.example.com']) {
      const res = await agent
        .put(`/api/update-db-user/${record._id}`)
        .set({ Origin: origin, 'Sec-Fetch-Site': 'cross-site' })
        .send({ name: `From ${origin.slice(8, 13)}` });
      expect(res.status, origin).toBe(201);
    }
    const other = await agent
      .put(`/api/update-db-user/${record._id}`)
      .set({ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' })
      .send({ name: 'Eve' });
    expect(other.status).toBe(403);
  });

  it('when another site reads, then it is answered: reads change nothing', async () => {
    const res = await request(t.app)
      .get('/api/all-recipes')
      .set({ 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' });

    expect(res.status).toBe(200);
  });
});

function expectSecurityHeaders(headers: Record<string, string | undefined>) {
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
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
      expectSecurityHeaders(res.headers as Record<string, string>);
    }
  });

  it('when a stored photo is served, then it is image/webp with nosniff and the CSP, so it can never run as a page', async () => {
    const cook = await createTestUser(t.identity.settings, { groups: ['user'] });
    let submit = request(t.app)
      .post('/api/submit-recipe')
      .set('Authorization', `Bearer ${cook.idToken}`);
    const fields: Record<string, string> = {
      title: 'Header Toast',
      description: 'Toast.',
      category: 'Breakfast',
      instructions: JSON.stringify(['Toast.']),
      tags: '[]',
      ingredients: JSON.stringify([{ quantity: 1, units: 'slice', ingredient: 'bread' }]),
      reviews: '[]',
      tips: '[]',
      more: JSON.stringify({
        prep_time: 1,
        cook_time: 2,
        total_time: 3,
        serving: '1',
        difficulty: 'Easy',
        source: 'Me',
      }),
    };
    for (const [k, v] of Object.entries(fields)) submit = submit.field(k, v);
    const created = await submit
      .attach('thumbnail_image', await smallJpeg(), 'toast.html')
      .expect(201);

    const photo = await request(t.app)
      .get((created.body as { thumbnail_image: string }).thumbnail_image)
      .expect(200);

    expect(photo.headers['content-type']).toBe('image/webp');
    expectSecurityHeaders(photo.headers as Record<string, string>);
  });
});

/** The app as server.ts builds it, logging at the most detailed level into a string. */
async function loggedApp() {
  let text = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  const app = createApp({
    config: t.config,
    database: t.db.database,
    identity: t.identity.settings,
    verifier: await createTokenVerifier(t.identity.settings),
    storage: t.storage,
    contact: t.contact,
    logger: createLogger('trace', sink),
  });
  return { app, logged: () => text };
}

describe('what the logs contain', () => {
  it('when a session is made, used, refreshed and ended, then no token appears in the logs, and each request is logged with its id and status', async () => {
    const { app, logged } = await loggedApp();
    const cook = await createTestUser(t.identity.settings, { groups: ['user'] });
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
    expect(res.body).toEqual({ message: UNSTORABLE_TEXT_MESSAGE });
  });

  it('when a contact message holds U+0000, then 400 and nothing is stored', async () => {
    const messages = () => t.db.database.db.select({ n: count() }).from(contactMessages);
    const before = await messages();

    const res = await request(t.app)
      .post('/api/send-email')
      .send({ name: 'Nul\u0000l', email: 'nul@example.test', body: 'Hello\u0000there' });

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: UNSTORABLE_TEXT_MESSAGE });
    expect(await messages()).toEqual(before);
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
    const rows = () => t.db.database.db.select({ n: count() }).from(recipes);
    const [rowsBefore, filesBefore] = [await rows(), await uploadedFiles()];

    const res = await req.attach('thumbnail_image', await smallJpeg(), 'soup.jpg');

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: UNSTORABLE_TEXT_MESSAGE });
    expect(await rows()).toEqual(rowsBefore);
    expect(await uploadedFiles()).toEqual(filesBefore);
  });
});
