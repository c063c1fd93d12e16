import { Writable } from 'node:stream';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier } from '../modules/auth/token-verifier.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createTestUser } from '../test/test-users.js';
import { createApp } from './app.js';
import { createLogger } from './logger.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.dispose();
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
