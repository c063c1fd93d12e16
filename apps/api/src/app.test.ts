import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from './config/config.js';
import { createDatabase } from './db/client.js';
import { createTestApp, type TestApp } from './test/test-app.js';

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'fr-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Family Recipes</title>');
  await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  t = await createTestApp({ WEB_DIST: webDist });
});

afterAll(async () => {
  await t.dispose();
  await rm(webDist, { recursive: true, force: true });
});

describe('health and readiness', () => {
  it('when the process is up, then GET /api/health answers ok with a request id', async () => {
    const res = await request(t.app).get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['x-request-id']).toMatch(/^[\w-]+$/);
  });

  it('when the database answers, then GET /api/ready is 200', async () => {
    const res = await request(t.app).get('/api/ready').expect(200);
    expect(res.body.status).toBe('ready');
  });

  it('when a container probe names the server by its own address, then health and readiness answer, and nothing else does', async () => {
    for (const host of ['127.0.0.1:3000', '172.18.0.5:3000', 'app:3000']) {
      await request(t.app).get('/api/health').set('Host', host).expect(200);
      await request(t.app).get('/api/ready').set('Host', host).expect(200);
    }
    const other = await request(t.app).get('/api/all-recipes').set('Host', '172.18.0.5:3000');
    expect(other.status).toBe(400);
    expect(other.body).toEqual({
      message: 'Unknown host',
      errors: [{ field: '', message: 'Unknown host' }],
    });
  });

  it('when the database is closed, then GET /api/ready is 503 with a JSON message', async () => {
    const { createTestDatabase } = await import('./test/test-database.js');
    const db = await createTestDatabase();
    const app = t.build({ database: db.database });
    await db.dispose();
    const res = await request(app).get('/api/ready').expect(503);
    expect(res.body).toEqual({ message: 'Database unavailable' });
  });
});

describe('a database server that cannot be reached', () => {
  it('when PostgreSQL refuses connections, then readiness and data calls answer 503, not 500', async () => {
    // Port 1 on loopback: nothing listens, so every connection is refused at once.
    const database = createDatabase({ url: 'postgres://nobody@127.0.0.1:1/none' });
    const app = t.build({ database });
    try {
      const ready = await request(app).get('/api/ready').expect(503);
      expect(ready.body).toEqual({ message: 'Database unavailable' });
      for (const url of ['/api/all-recipes', '/api/featured-recipes', '/api/recipes?q=soup']) {
        const res = await request(app).get(url);
        expect(res.status, url).toBe(503);
        expect(res.body).toEqual({ message: 'Database unavailable' });
      }
    } finally {
      await database.close();
    }
  });
});

describe('addresses browsers use (compose stack)', () => {
  it('when COGNITO_PUBLIC_ENDPOINT and S3_PUBLIC_URL are set, then /api/config and the CSP give browsers those, not the in-network ones', async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost:3000',
      COGNITO_ENDPOINT: 'http://identity:9229',
      COGNITO_PUBLIC_ENDPOINT: 'http://localhost:9229',
      S3_BUCKET: 'images',
      S3_ENDPOINT: 'http://storage:9000',
      S3_PUBLIC_URL: 'http://localhost:9000/images',
    });
    // Production: no development mailbox.
    const app = t.build({
      config,
      identity: { ...t.identity.settings, endpoint: 'http://identity:9229' },
      devMailbox: undefined,
    });
    const res = await request(app).get('/api/config').expect(200);
    expect(res.body.cognito.endpoint).toBe('http://localhost:9229');
    const csp = (await request(app).get('/api/health')).headers['content-security-policy'] ?? '';
    expect(csp).toContain("connect-src 'self' http://localhost:9229");
    expect(csp).toMatch(/img-src [^;]*http:\/\/localhost:9000(;| )/);
    expect(csp).not.toContain('identity:9229');
    // Plain http on loopback: nothing may be upgraded to https there.
    expect(csp).not.toContain('upgrade-insecure-requests');
    await request(app).get('/dev/mail').expect(404);
  });
});

describe('API conventions', () => {
  it('when an unknown /api path is requested, then the answer is a JSON 404', async () => {
    const res = await request(t.app).get('/api/nope').expect(404);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.body.message).toBe('Not found: GET /api/nope');
  });

  it('when a JSON body does not parse, then the answer is a JSON 400', async () => {
    const res = await request(t.app)
      .post('/api/anything')
      .set('Content-Type', 'application/json')
      .send('{"broken":')
      .expect(400);
    expect(res.body).toEqual({
      message: 'The request body is not valid JSON.',
      errors: [{ field: '', message: 'The request body is not valid JSON.' }],
    });
  });

  it('when GET /api/config is called, then it gives the identity settings of D3', async () => {
    const res = await request(t.app).get('/api/config').expect(200);
    expect(res.body).toEqual({
      cognito: {
        region: 'us-east-1',
        userPoolId: t.identity.settings.userPoolId,
        clientId: t.identity.settings.clientId,
        endpoint: t.identity.emulator.endpoint,
        authFlow: 'USER_PASSWORD_AUTH',
      },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('when any page is served, then security headers with a CSP allowing the identity endpoint are set', async () => {
    const res = await request(t.app).get('/').expect(200);
    const csp = res.headers['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain(`connect-src 'self' ${t.identity.emulator.endpoint}`);
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the built web app', () => {
  it('when a client route is requested, then index.html is served and never cached', async () => {
    const res = await request(t.app).get('/recipes/123').expect(200);
    expect(res.text).toContain('<title>Family Recipes</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('when a hashed asset is requested, then it is cached for a year as immutable', async () => {
    const res = await request(t.app).get('/assets/index-abc123.js').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('when a missing asset is requested, then the answer is 404, not index.html', async () => {
    await request(t.app).get('/assets/missing.js').expect(404);
  });
});

describe('development mailbox', () => {
  it('when the emulator is in use, then GET /dev/mail lists messages newest first', async () => {
    // The mailbox dates each message by the clock: the second one a second later.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 1_000);
      await t.identity.mailbox.deliver({ to: 'a@example.test', subject: 'first', text: 'one' });
      vi.setSystemTime(Date.now() + 1_000);
      await t.identity.mailbox.deliver({ to: 'b@example.test', subject: 'second', text: 'two' });
    } finally {
      vi.useRealTimers();
    }
    const res = await request(t.app).get('/dev/mail').expect(200);
    expect(res.body.map((m: { subject: string }) => m.subject).slice(0, 2)).toEqual([
      'second',
      'first',
    ]);
    expect(Object.keys(res.body[0]).sort()).toEqual(['date', 'subject', 'text', 'to']);
    const filtered = await request(t.app).get('/dev/mail?to=a@example.test').expect(200);
    expect(filtered.body).toHaveLength(1);
  });

  it('when no mailbox is given (a real pool), then /dev/mail does not exist', async () => {
    const app = t.build({
      identity: { ...t.identity.settings, endpoint: null },
      devMailbox: undefined,
    });
    const res = await request(app).get('/dev/mail');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<title>Family Recipes</title>');
  });
});

describe('cross-origin access', () => {
  it('when CORS_ORIGINS lists an origin, then only that origin is allowed, with credentials', async () => {
    const app = t.build({ config: { corsOrigins: ['https://recipes.example.com'] } });
    const preflight = await request(app)
      .options('/api/all-recipes')
      .set('Origin', 'https://recipes.example.com')
      .expect(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://recipes.example.com');
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    const other = await request(app).get('/api/health').set('Origin', 'https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const none = await request(t.app)
      .get('/api/health')
      .set('Origin', 'https://recipes.example.com');
    expect(none.headers['access-control-allow-origin']).toBeUndefined();
  });
});
