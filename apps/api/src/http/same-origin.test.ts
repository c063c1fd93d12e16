import { userRecordSchema } from '@family-recipes/shared';
import { count } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../db/schema.js';
import { createTokenVerifier } from '../modules/auth/token-verifier.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createTestUser, type TestUser } from '../test/test-users.js';
import { createApp } from './app.js';
import { createLogger } from './logger.js';
import { CROSS_SITE_MESSAGE } from './same-origin.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
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
