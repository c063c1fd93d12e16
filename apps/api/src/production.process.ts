import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCognitoClient } from './modules/identity/cognito-client.js';
import { startChildServer, type ChildServer } from './test/child-server.js';
import { createTestUser } from './test/test-users.js';

/*
 * What NODE_ENV=production turns off (docs/security.md): the development mailbox, the
 * development admin, demo content, readable start-up text; and what it turns on: JSON logs only,
 * Secure cookies and upgrade-insecure-requests behind https, a warning when the emulator is used.
 */

let server: ChildServer;

beforeAll(async () => {
  server = await startChildServer({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://recipes.example.test',
    LOG_LEVEL: 'info',
    SEED_DEMO: '',
  });
}, 90_000);
afterAll(async () => {
  await server?.dispose();
});

describe('the server in production', () => {
  it('when started, then every line it prints is JSON, no password is printed, and it warns that the emulator is not for a site others reach', () => {
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.includes('NodeVersionSupportWarning'));
    // Node's own deprecation notices aside, which go to stderr as text.
    const ours = lines.filter((line) => line.startsWith('{'));
    expect(ours.length).toBeGreaterThan(0);
    for (const line of ours) expect(() => JSON.parse(line) as unknown).not.toThrow();
    expect(server.output()).not.toContain('Recipes!2024');
    expect(server.output()).not.toContain('Development admin');
    expect(server.output()).toContain('key published in its package');
  });

  it('when /dev/mail is asked for, then no mailbox is listed', async () => {
    const res = await fetch(`${server.base}/dev/mail`);
    const type = res.headers.get('content-type') ?? '';

    expect(type).not.toMatch(/json/);
  });

  it('when the development admin tries to sign in, then the account does not exist', async () => {
    const settings = await server.identity();
    const client = createCognitoClient(settings.region, settings.endpoint);
    try {
      await expect(
        client.send(
          new InitiateAuthCommand({
            AuthFlow: 'USER_PASSWORD_AUTH',
            ClientId: settings.clientId,
            AuthParameters: { USERNAME: 'admin@family-recipes.test', PASSWORD: 'Recipes!2024' },
          }),
        ),
      ).rejects.toThrow(/User does not exist|Incorrect username or password/);
    } finally {
      client.destroy();
    }
  });

  it('when the recipes are listed, then there is no demo content', async () => {
    const res = await fetch(`${server.base}/api/all-recipes`);

    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('0');
  });

  it('when a page is served behind https, then the CSP upgrades insecure requests and errors carry no stack', async () => {
    const page = await fetch(`${server.base}/api/health`);
    const missing = await fetch(`${server.base}/api/nope`);

    expect(page.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    expect(await missing.json()).toEqual({ message: 'Not found: GET /api/nope' });
  });

  it('when a session is stored, then its three cookies are Secure, HttpOnly and SameSite=Lax', async () => {
    const cook = await createTestUser(await server.identity(), { groups: ['user'] });

    const res = await fetch(`${server.base}/api/set-tokens`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        idToken: cook.idToken,
        accessToken: cook.accessToken,
        refreshToken: cook.refreshToken,
      }),
    });

    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    expect(cookies.map((c) => c.slice(0, c.indexOf('=')))).toEqual([
      'idToken',
      'accessToken',
      'refreshToken',
    ]);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
    }
  });
});
