import { randomBytes } from 'node:crypto';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_EMULATOR_IN_PRODUCTION, PUBLIC_URL_REQUIRED } from './config/config.js';
import { createCognitoClient } from './modules/identity/index.js';
import { runRefusedServer, startChildServer, type ChildServer } from './test/child-server.js';
import { startTestIdentity, type TestIdentity } from './test/test-identity.js';
import { createTestUser } from './test/test-users.js';

/*
 * What NODE_ENV=production refuses (docs/security.md): the embedded identity emulator, a missing
 * PUBLIC_URL; what it turns off: the development mailbox, the development admin, demo content,
 * readable start-up text; and what it turns on: JSON logs only, Secure cookies and
 * upgrade-insecure-requests behind https, a warning when an identity emulator service is used.
 */

let identity: TestIdentity;
let server: ChildServer;
/** Production never creates a development admin: this one must not exist once the site runs. */
const devAdmin = { email: `dev-admin-${randomBytes(4).toString('hex')}@family-recipes.test` };

beforeAll(async () => {
  // An identity service of its own, as the compose stack runs one beside the app.
  identity = await startTestIdentity();
  const { emulator } = identity;
  // The address for the app's own calls; the browsers' one where the emulator has no other.
  const adminEndpoint = (emulator as { adminEndpoint?: string }).adminEndpoint ?? emulator.endpoint;
  server = await startChildServer({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://recipes.example.test',
    COGNITO_ENDPOINT: adminEndpoint,
    COGNITO_ADMIN_CREDENTIALS_FILE: emulator.adminCredentialsFile,
    COGNITO_PUBLIC_ENDPOINT: emulator.endpoint,
    DEV_ADMIN_EMAIL: devAdmin.email,
    LOG_LEVEL: 'info',
    SEED_DEMO: '',
  });
}, 90_000);
afterAll(async () => {
  await server?.dispose();
  await identity?.dispose();
});

describe('the server refused in production', () => {
  it('when NODE_ENV=production would run on the embedded identity emulator, then it exits with 1 before starting, saying why and what to set', async () => {
    const { code, output } = await runRefusedServer({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://recipes.example.test',
      LOG_LEVEL: 'info',
    });

    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration');
    expect(output).toContain(EMBEDDED_EMULATOR_IN_PRODUCTION);
    expect(output).not.toContain('Family Recipes is running at');
  });

  it('when NODE_ENV=production has no PUBLIC_URL, then it exits with 1 naming it', async () => {
    const { code, output } = await runRefusedServer({
      NODE_ENV: 'production',
      COGNITO_ENDPOINT: identity.emulator.endpoint,
    });

    expect(code).toBe(1);
    expect(output).toContain(PUBLIC_URL_REQUIRED);
  });
});

describe('the server in production', () => {
  it('when started on an identity emulator service, then every line it prints is JSON, no password is printed, and it warns that the emulator is not for a site others reach', () => {
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
    expect(server.output()).toContain('The identity service is an emulator');
  });

  it('when /dev/mail is asked for, then no mailbox is listed', async () => {
    const res = await fetch(`${server.base}/dev/mail`);
    const type = res.headers.get('content-type') ?? '';

    expect(type).not.toMatch(/json/);
  });

  it('when the development admin tries to sign in, then the account does not exist', async () => {
    const settings = await server.identity();
    const client = createCognitoClient(settings.region, identity.emulator.endpoint);
    try {
      // The identity service may answer a missing account like a wrong password, hiding who exists.
      await expect(
        client.send(
          new InitiateAuthCommand({
            AuthFlow: 'USER_PASSWORD_AUTH',
            ClientId: settings.clientId,
            AuthParameters: { USERNAME: devAdmin.email, PASSWORD: 'Recipes!2024' },
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

  it('when a session is stored, then its cookies carry the __Host- and __Secure- names and are Secure, HttpOnly and SameSite=Lax', async () => {
    const cook = await createTestUser(identity.settings, { groups: ['user'] });

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
      '__Host-idToken',
      '__Host-accessToken',
      '__Secure-refreshToken',
      '__Secure-refreshToken',
      '__Host-refreshable',
    ]);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
    }
  });
});
