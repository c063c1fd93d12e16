import { createSign, generateKeyPairSync } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  UpdateUserPoolClientCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { API_MESSAGES } from '@family-recipes/shared';
import request, { type Response } from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { bearer, createTestUser, type TestUser } from '../../../test/test-users.js';
import { createCognitoClient, withCognitoClient } from '../cognito-client.js';
import type { IdentitySettings } from '../identity-settings.js';
import {
  useIdentityRoutes,
  type IdentityTestApp,
  poolGroups,
  unreachableEndpoint,
} from '../../../test/identity-test-app.js';
import { IDENTITY_UNAVAILABLE } from '../accounts/cognito-admin.js';
import { REFRESH_COOKIE_MAX_AGE_MS, SECURE_TOKEN_COOKIES } from './session.cookies.js';
import { SESSION_MESSAGES } from './session.service.js';
import { claimsOf, encodeJwtPart } from '../../../test/test-tokens.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp();

const h = useIdentityRoutes(t);

function setCookieLines(res: Response): string[] {
  const raw = res.headers['set-cookie'] as unknown;
  return Array.isArray(raw) ? raw.filter((l): l is string => typeof l === 'string') : [];
}

/** Set-Cookie lines by cookie name and path, e.g. `refreshToken /api/logout`. */
function setCookies(res: Response): Map<string, string> {
  return new Map(
    setCookieLines(res).map((line) => [
      `${line.slice(0, line.indexOf('='))} ${/; Path=([^;]*)/.exec(line)?.[1] ?? ''}`,
      line,
    ]),
  );
}

/** Posts `body` (or no body) to set-tokens, checks the answer is `status` with no cookie set, and gives it. */
async function setTokensRefused(status: number, body?: object): Promise<Response> {
  const post = request(h.app).post('/api/set-tokens');
  const res = await (body === undefined ? post : post.send(body));
  expect(res.status).toBe(status);
  expect(res.headers['set-cookie']).toBeUndefined();
  return res;
}

/** Each cookie a session sets, with its path. */
const SESSION_COOKIES = [
  'accessToken /',
  'idToken /',
  'refreshToken /api/logout',
  'refreshToken /api/refresh-tokens',
  'refreshable /',
];

/**
 * What clearing a session on plain http clears: its cookies, and the previous release's refresh
 * cookie on Path=/, which has today's name and so cannot be told apart from it in a request.
 */
const CLEARED_COOKIES = [...SESSION_COOKIES, 'refreshToken /'].sort();

function cookieValue(line: string | undefined): string {
  const pair = line?.split(';')[0] ?? '';
  return decodeURIComponent(pair.slice(pair.indexOf('=') + 1));
}

function maxAge(line: string | undefined): number {
  return Number(/Max-Age=(\d+)/.exec(line ?? '')?.[1] ?? NaN);
}

function cookieHeader(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('; ');
}

/** The routes with an identity service that cannot be reached: it answers 503 to whatever it is sent. */
const appWithIdentityDown = async () =>
  h.build({ identity: { ...h.settings, endpoint: await unreachableEndpoint() } });

/** POSTs to `route` of `app` with `refreshToken` as the only cookie. */
const postWithRefresh = (app: IdentityTestApp['app'], route: string, refreshToken: string) =>
  request(app).post(route).set('Cookie', cookieHeader({ refreshToken }));

function tokensOf(user: TestUser) {
  return { idToken: user.idToken, accessToken: user.accessToken, refreshToken: user.refreshToken };
}

/** Same header and claims, one character of the signature changed. */
function withChangedSignature(token: string): string {
  const [header, payload, signature = ''] = token.split('.');
  const i = Math.floor(signature.length / 2);
  const swapped = signature[i] === 'A' ? 'B' : 'A';
  return `${header}.${payload}.${signature.slice(0, i)}${swapped}${signature.slice(i + 1)}`;
}

/** The real signature, over claims changed to make the holder an admin. */
function withForgedClaims(token: string): string {
  const [header, , signature] = token.split('.');
  const forged = { ...claimsOf(token), 'cognito:groups': ['admin', 'user'] };
  return `${header}.${encodeJwtPart(forged)}.${signature}`;
}

/** The same claims signed with a key of our own, under the emulator's key id or another one. */
function signedWithAnotherKey(token: string, kid?: string): string {
  const header = JSON.parse(
    Buffer.from(token.split('.')[0] ?? '', 'base64url').toString(),
  ) as Record<string, unknown>;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const head = Buffer.from(JSON.stringify({ ...header, ...(kid ? { kid } : {}) })).toString(
    'base64url',
  );
  const body = token.split('.')[1] ?? '';
  const signature = createSign('RSA-SHA256').update(`${head}.${body}`).sign(privateKey);
  return `${head}.${body}.${signature.toString('base64url')}`;
}

async function secondPool(settings: IdentitySettings): Promise<IdentitySettings> {
  return withCognitoClient(settings, async (client) => {
    const pool = await client.send(
      new CreateUserPoolCommand({ PoolName: 'somebody-else', UsernameAttributes: ['email'] }),
    );
    const userPoolId = pool.UserPool?.Id ?? '';
    const app = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: 'somebody-else-web',
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );
    return { ...settings, userPoolId, clientId: app.UserPoolClient?.ClientId ?? '' };
  });
}

describe('POST /api/set-tokens', () => {
  it('when a user posts real tokens, then httpOnly Lax cookies are set, the refresh token only on its two paths, and user-token answers loggedIn with name, email and groups', async () => {
    const user = await createTestUser(h.settings, { groups: ['user'], name: 'Ada Lovelace' });
    const agent = request.agent(h.app);

    const stored = await agent.post('/api/set-tokens').send(tokensOf(user));
    expect(stored.status).toBe(200);
    expect(stored.body).toEqual({ message: 'Tokens stored' });
    expect(stored.headers['cache-control']).toBe('no-store');
    const cookies = setCookies(stored);
    expect([...cookies.keys()].sort()).toEqual(SESSION_COOKIES);
    for (const line of cookies.values()) {
      expect(line).toMatch(/; HttpOnly/);
      expect(line).toMatch(/; SameSite=Lax/);
      expect(line).not.toMatch(/; Secure/);
      expect(line).not.toMatch(/; Domain/i);
    }
    expect(cookieValue(cookies.get('idToken /'))).toBe(user.idToken);
    expect(cookieValue(cookies.get('refreshToken /api/refresh-tokens'))).toBe(user.refreshToken);
    expect(cookieValue(cookies.get('refreshToken /api/logout'))).toBe(user.refreshToken);
    // The marker tells user-token that a refresh is possible; it holds no secret.
    expect(cookieValue(cookies.get('refreshable /'))).toBe('1');
    const idLifetime = Number(claimsOf(user.idToken)['exp']) - Date.now() / 1000;
    expect(Math.abs(maxAge(cookies.get('idToken /')) - idLifetime)).toBeLessThan(5);
    const accessLifetime = Number(claimsOf(user.accessToken)['exp']) - Date.now() / 1000;
    expect(Math.abs(maxAge(cookies.get('accessToken /')) - accessLifetime)).toBeLessThan(5);
    for (const key of ['refreshToken /api/refresh-tokens', 'refreshable /']) {
      expect(maxAge(cookies.get(key))).toBe(REFRESH_COOKIE_MAX_AGE_MS / 1000);
    }

    const me = await agent.get('/api/user-token');
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      loggedIn: true,
      name: 'Ada Lovelace',
      email: user.email,
      groups: ['user'],
      idToken: user.idToken,
      exp: claimsOf(user.idToken)['exp'],
      iat: claimsOf(user.idToken)['iat'],
    });
  });

  it('when the app runs in production, then the cookies are Secure, named __Host- (Path=/, no Domain) and the refresh cookie __Secure- on its two paths', async () => {
    const user = await createTestUser(h.settings, { groups: ['user'] });
    const res = await request(h.build({ production: true }))
      .post('/api/set-tokens')
      .send(tokensOf(user));
    expect(res.status).toBe(200);
    const cookies = setCookies(res);
    expect([...cookies.keys()].sort()).toEqual([
      '__Host-accessToken /',
      '__Host-idToken /',
      '__Host-refreshable /',
      '__Secure-refreshToken /api/logout',
      '__Secure-refreshToken /api/refresh-tokens',
    ]);
    for (const line of cookies.values()) {
      expect(line).toMatch(/; Secure/);
      expect(line).toMatch(/; HttpOnly/);
      expect(line).not.toMatch(/; Domain/i);
    }
    expect(cookieValue(cookies.get('__Secure-refreshToken /api/refresh-tokens'))).toBe(
      user.refreshToken,
    );
  });

  it('when an admin posts real tokens, then user-token reports both groups', async () => {
    const admin = await createTestUser(h.settings, { groups: ['admin', 'user'], name: 'Boss' });
    const agent = request.agent(h.app);
    await agent.post('/api/set-tokens').send(tokensOf(admin)).expect(200);
    const me = await agent.get('/api/user-token').expect(200);
    expect(me.body).toMatchObject({ loggedIn: true, name: 'Boss', email: admin.email });
    expect([...(me.body as { groups: string[] }).groups].sort()).toEqual(['admin', 'user']);
  });

  it.each([
    [
      'an id token whose signature was changed',
      (u: TestUser) => ({ ...tokensOf(u), idToken: withChangedSignature(u.idToken) }),
    ],
    [
      'an access token whose signature was changed',
      (u: TestUser) => ({ ...tokensOf(u), accessToken: withChangedSignature(u.accessToken) }),
    ],
    [
      'an id token whose groups were rewritten',
      (u: TestUser) => ({ ...tokensOf(u), idToken: withForgedClaims(u.idToken) }),
    ],
    [
      'the access token in place of the id token',
      (u: TestUser) => ({ ...tokensOf(u), idToken: u.accessToken }),
    ],
    [
      'the id token in place of the access token',
      (u: TestUser) => ({ ...tokensOf(u), accessToken: u.idToken }),
    ],
    [
      'an id token signed with another key',
      (u: TestUser) => ({ ...tokensOf(u), idToken: signedWithAnotherKey(u.idToken) }),
    ],
    [
      'an id token signed with another key under an unknown key id',
      (u: TestUser) => ({
        ...tokensOf(u),
        idToken: signedWithAnotherKey(u.idToken, 'attacker-key'),
      }),
    ],
    ['text that is not a token', (u: TestUser) => ({ ...tokensOf(u), idToken: 'not-a-jwt' })],
  ])('when someone posts %s, then 401 and no cookie is set', async (_label, tokens) => {
    const user = await createTestUser(h.settings, { groups: ['user'] });
    const res = await setTokensRefused(401, tokens(user));
    expect(res.body).toEqual({ message: SESSION_MESSAGES.invalidToken });
  });

  it('when the tokens come from another user pool of the same service, then 401 and no cookie is set', async () => {
    const other = await secondPool(h.settings);
    const stranger = await createTestUser(other, { groups: [] });
    expect(claimsOf(stranger.idToken)['iss']).not.toBe(
      claimsOf((await createTestUser(h.settings, { groups: [] })).idToken)['iss'],
    );
    await setTokensRefused(401, tokensOf(stranger));
  });

  it("when the id token is one user's and the access token another's, then 401 and no cookie is set", async () => {
    const ann = await createTestUser(h.settings, { groups: ['user'] });
    const bob = await createTestUser(h.settings, { groups: ['user'] });
    const res = await setTokensRefused(401, { ...tokensOf(ann), accessToken: bob.accessToken });
    expect(res.body).toEqual({ message: SESSION_MESSAGES.tokensMismatch });
  });

  it('when a token is missing or the body is not an object, then 400 and no cookie is set', async () => {
    const user = await createTestUser(h.settings, { groups: ['user'] });
    for (const body of [
      { idToken: user.idToken, accessToken: user.accessToken },
      { ...tokensOf(user), accessToken: '' },
      { ...tokensOf(user), idToken: 42 },
    ]) {
      const res = await setTokensRefused(400, body);
      expect(res.body).toMatchObject({ message: SESSION_MESSAGES.tokensRequired });
    }
    await setTokensRefused(400);
  });
});

describe('signing in repairs an interrupted sign-up', () => {
  it('when an account confirmed its code but never got the role or the record (a closed tab), then set-tokens gives it both and stores a token that carries the group', async () => {
    const user = await createTestUser(h.settings, { groups: [], name: 'Closed Tab' });
    const agent = request.agent(h.app);
    await agent.post('/api/set-tokens').send(tokensOf(user)).expect(200);

    expect(await poolGroups(h.settings, user.email)).toEqual(['user']);
    const me = await agent.get('/api/user-token').expect(200);
    expect(me.body).toMatchObject({ loggedIn: true, email: user.email, groups: ['user'] });
    expect((me.body as { idToken: string }).idToken).not.toBe(user.idToken);
    const record = await agent.get(`/api/user/${user.email}`).expect(200);
    expect(record.body).toMatchObject({
      name: 'Closed Tab',
      email: user.email,
      birth_day: null,
      birth_month: null,
      groups: ['user'],
    });
  });

  it('when the sign-up page already assigned the role and saved the record, then signing in keeps the record as it was and refreshes the token', async () => {
    const user = await createTestUser(h.settings, { groups: [], name: 'Page Done' });
    await request(h.app)
      .post('/api/assign-role')
      .set(bearer(user))
      .send({ username: user.email, group: 'user' })
      .expect(200);
    const inserted = await request(h.app)
      .post('/api/insert-user')
      .set(bearer(user))
      .send({ name: 'Page Done', email: user.email, birth_day: 17, birth_month: 5 })
      .expect(201);

    const agent = request.agent(h.app);
    await agent.post('/api/set-tokens').send(tokensOf(user)).expect(200);
    expect((await agent.get('/api/user-token')).body).toMatchObject({ groups: ['user'] });
    expect((await agent.get(`/api/user/${user.email}`)).body).toEqual(inserted.body);
  });

  it('when the refresh token belongs to another account, then 401 and no cookie is set', async () => {
    const ann = await createTestUser(h.settings, { groups: [] });
    const bob = await createTestUser(h.settings, { groups: ['user'] });
    const res = await setTokensRefused(401, { ...tokensOf(ann), refreshToken: bob.refreshToken });
    expect(res.body).toEqual({ message: SESSION_MESSAGES.tokensMismatch });
  });
});

describe('GET /api/user-token', () => {
  it('when nobody is signed in, then 200 loggedIn false', async () => {
    const res = await request(h.app).get('/api/user-token');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ loggedIn: false });
  });

  it('when the id-token cookie does not verify, then 401 Token expired so that the client refreshes', async () => {
    const user = await createTestUser(h.settings, { groups: ['user'] });
    for (const idToken of ['garbage', withChangedSignature(user.idToken)]) {
      const res = await request(h.app)
        .get('/api/user-token')
        .set('Cookie', cookieHeader({ idToken }));
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Token expired' });
    }
  });

  it('when only the refresh marker is left (the id cookie ran out), then 401 Token expired', async () => {
    for (const [production, marker] of [
      [false, 'refreshable'],
      [true, SECURE_TOKEN_COOKIES.refreshable],
    ] as const) {
      const res = await request(h.build({ production }))
        .get('/api/user-token')
        .set('Cookie', cookieHeader({ [marker]: '1' }));
      expect(res.status, marker).toBe(401);
      expect(res.body).toEqual({ message: 'Token expired' });
    }
  });

  it('when the id token comes as a bearer header, then it is answered like the cookie', async () => {
    const user = await createTestUser(h.settings, { groups: ['user'], name: 'Bearer Cook' });
    const res = await request(h.app)
      .get('/api/user-token')
      .set('Authorization', `Bearer ${user.idToken}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ loggedIn: true, name: 'Bearer Cook', email: user.email });
  });
});

describe('POST /api/refresh-tokens', () => {
  it('when the refresh cookie is real, then new tokens are returned and stored, carrying group changes', async () => {
    const user = await createTestUser(h.settings, { groups: ['user'] });
    const agent = request.agent(h.app);
    await agent.post('/api/set-tokens').send(tokensOf(user)).expect(200);
    expect((await agent.get('/api/user-token')).body).toMatchObject({ groups: ['user'] });

    await withCognitoClient(h.settings, (client) =>
      client.send(
        new AdminAddUserToGroupCommand({
          UserPoolId: h.settings.userPoolId,
          Username: String(claimsOf(user.idToken)['cognito:username']),
          GroupName: 'admin',
        }),
      ),
    );
    // Tokens carry whole-second times: once the clock is past the old tokens' second, the new
    // ones differ in their times too, not only in their groups.
    const issuedAt = Number(claimsOf(user.idToken)['iat']);
    await vi.waitFor(() => expect(Math.floor(Date.now() / 1000)).toBeGreaterThan(issuedAt), {
      timeout: 2_000,
      interval: 20,
    });

    const res = await agent.post('/api/refresh-tokens');
    expect(res.status).toBe(200);
    const body = res.body as { idToken: string; accessToken: string };
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'idToken']);
    expect(body.idToken).not.toBe(user.idToken);
    await expect(h.verifier.verifyIdToken(body.idToken)).resolves.toMatchObject({
      email: user.email,
      groups: ['admin', 'user'],
    });
    await expect(h.verifier.verifyAccessToken(body.accessToken)).resolves.toBeTruthy();
    const cookies = setCookies(res);
    expect(cookieValue(cookies.get('idToken /'))).toBe(body.idToken);
    expect(cookieValue(cookies.get('accessToken /'))).toBe(body.accessToken);
    expect(cookies.get('idToken /')).toMatch(/; HttpOnly/);

    expect((await agent.get('/api/user-token')).body).toMatchObject({
      loggedIn: true,
      idToken: body.idToken,
      groups: ['admin', 'user'],
    });
  });

  it('when the refresh cookie is garbage, then 401 with the exact message and the cookies are cleared', async () => {
    const res = await request(h.app)
      .post('/api/refresh-tokens')
      .set('Cookie', cookieHeader({ refreshToken: 'garbage.refresh.token', idToken: 'old' }));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: API_MESSAGES.refreshTokenMissing });
    expect(res.body).toEqual({ message: 'Refresh token missing or expired' });
    const cookies = setCookies(res);
    expect([...cookies.keys()].sort()).toEqual(CLEARED_COOKIES);
    for (const line of cookies.values()) expect(line).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it.each([
    ['far longer than any token', 'a'.repeat(10_000)],
    ['characters no token has', 'eyJhbGciOi<script>.x.y'],
    ['spaces and quotes', 'a b "c"'],
  ])(
    'when the refresh cookie is %s, then 401 without asking the identity service and the cookies are cleared',
    async (_label, refreshToken) => {
      const user = await createTestUser(h.settings, { groups: ['user'] });
      // An identity service that cannot be reached answers 503 to whatever is sent to it.
      const app = await appWithIdentityDown();
      const asked = await postWithRefresh(app, '/api/refresh-tokens', user.refreshToken);
      expect(asked.status).toBe(503);

      const res = await postWithRefresh(app, '/api/refresh-tokens', refreshToken);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Refresh token missing or expired' });
      expect(setCookies(res).get('refreshToken /api/refresh-tokens')).toMatch(
        /Expires=Thu, 01 Jan 1970/,
      );
    },
  );

  it('when there is no refresh cookie, then 401 with the exact message, without asking the identity service', async () => {
    // Unreachable, it would answer 503 to anything sent to it.
    const app = await appWithIdentityDown();
    const res = await request(app).post('/api/refresh-tokens');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Refresh token missing or expired' });
  });

  it('when the identity service cannot be reached, then 503 and the cookies are kept', async () => {
    const user = await createTestUser(h.settings, { groups: ['user'] });
    const app = await appWithIdentityDown();
    const res = await postWithRefresh(app, '/api/refresh-tokens', user.refreshToken);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: IDENTITY_UNAVAILABLE });
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('POST /api/logout', () => {
  it('when a signed-in user logs out, then the session cookies are cleared and the refresh token no longer works', async () => {
    const user = await createTestUser(h.settings, { groups: ['user'] });
    const agent = request.agent(h.app);
    await agent.post('/api/set-tokens').send(tokensOf(user)).expect(200);

    const res = await agent.post('/api/logout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: SESSION_MESSAGES.loggedOut });
    const cookies = setCookies(res);
    expect([...cookies.keys()].sort()).toEqual(CLEARED_COOKIES);
    for (const line of cookies.values()) {
      expect(line).toMatch(/Expires=Thu, 01 Jan 1970/);
      expect(line).toMatch(/; HttpOnly/);
    }
    expect((await agent.get('/api/user-token')).body).toEqual({ loggedIn: false });

    const replay = await postWithRefresh(h.app, '/api/refresh-tokens', user.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ message: 'Refresh token missing or expired' });
  });

  it('when an anonymous visitor or one with a dead refresh cookie logs out, then 200 all the same', async () => {
    await request(h.app).post('/api/logout').expect(200);
    await postWithRefresh(h.app, '/api/logout', 'garbage').expect(200);
  });

  it('when the identity service cannot be reached, then logging out still clears the cookies', async () => {
    const user = await createTestUser(h.settings, { groups: ['user'] });
    const app = await appWithIdentityDown();
    const res = await postWithRefresh(app, '/api/logout', user.refreshToken);
    expect(res.status).toBe(200);
    expect(setCookies(res).get('refreshToken /api/logout')).toMatch(/Expires=Thu, 01 Jan 1970/);
  });
});

describe('cookies where they are Secure', () => {
  const production = () => h.build({ production: true });
  const names = SECURE_TOKEN_COOKIES;

  it('when a session lives on the prefixed cookies, then user-token, refresh-tokens and logout each find what they need', async () => {
    const user = await createTestUser(h.settings, { groups: ['user'], name: 'Secure Sam' });
    const stored = setCookies(
      await request(production()).post('/api/set-tokens').send(tokensOf(user)),
    );
    const value = (key: string) => cookieValue(stored.get(key));
    // What a browser sends on Path=/, and what it adds on the refresh cookie's two paths.
    const everywhere = {
      [names.id]: value(`${names.id} /`),
      [names.access]: value(`${names.access} /`),
      [names.refreshable]: value(`${names.refreshable} /`),
    };
    const withRefresh = {
      ...everywhere,
      [names.refresh]: value(`${names.refresh} /api/refresh-tokens`),
    };

    const me = await request(production())
      .get('/api/user-token')
      .set('Cookie', cookieHeader(everywhere));
    expect(me.body).toMatchObject({ loggedIn: true, name: 'Secure Sam' });
    const mine = await request(production())
      .get(`/api/user/${encodeURIComponent(user.email)}`)
      .set('Cookie', cookieHeader(everywhere));
    expect(mine.status).toBe(200);
    const expired = await request(production())
      .get('/api/user-token')
      .set('Cookie', cookieHeader({ [names.refreshable]: '1' }));
    expect(expired.status).toBe(401);

    const refreshed = await request(production())
      .post('/api/refresh-tokens')
      .set('Cookie', cookieHeader(withRefresh));
    expect(refreshed.status).toBe(200);
    expect(setCookies(refreshed).get(`${names.id} /`)).toMatch(/; Secure/);

    const out = await request(production())
      .post('/api/logout')
      .set('Cookie', cookieHeader(withRefresh));
    expect(out.status).toBe(200);
    const cleared = setCookies(out);
    expect([...cleared.keys()].sort()).toEqual([
      `${names.access} /`,
      `${names.id} /`,
      `${names.refreshable} /`,
      `${names.refresh} /api/logout`,
      `${names.refresh} /api/refresh-tokens`,
    ]);
    const replay = await request(production())
      .post('/api/refresh-tokens')
      .set('Cookie', cookieHeader(withRefresh));
    expect(replay.status).toBe(401);
  });

  it('when a browser still holds the cookies of the previous release, then the session carries on and those cookies are cleared', async () => {
    const user = await createTestUser(h.settings, { groups: ['user'], name: 'Old Olga' });
    // The previous release: the three tokens under plain names on Path=/, sent everywhere.
    const previous = cookieHeader({
      idToken: user.idToken,
      accessToken: user.accessToken,
      refreshToken: user.refreshToken,
    });

    const me = await request(production()).get('/api/user-token').set('Cookie', previous);
    expect(me.body).toMatchObject({ loggedIn: true, name: 'Old Olga' });
    const onlyRefresh = await request(production())
      .get('/api/user-token')
      .set('Cookie', cookieHeader({ refreshToken: user.refreshToken }));
    expect(onlyRefresh.status).toBe(401);

    const refreshed = await request(production())
      .post('/api/refresh-tokens')
      .set('Cookie', previous);
    expect(refreshed.status).toBe(200);
    const cookies = setCookies(refreshed);
    for (const old of ['idToken /', 'accessToken /', 'refreshToken /']) {
      expect(cookies.get(old), old).toMatch(/Expires=Thu, 01 Jan 1970/);
    }
    expect(cookieValue(cookies.get(`${names.id} /`))).toBe(
      (refreshed.body as { idToken: string }).idToken,
    );
  });
});

describe('expired tokens', () => {
  it('when the tokens have expired, then set-tokens refuses them and user-token answers 401 Token expired', async () => {
    const client = createCognitoClient(
      h.settings.region,
      h.settings.endpoint,
      h.settings.adminCredentialsFile,
    );
    const ids = { UserPoolId: h.settings.userPoolId, ClientId: h.settings.clientId };
    const before = await client.send(new DescribeUserPoolClientCommand(ids));
    let user: TestUser;
    try {
      // One-second tokens: Cognito itself would not go below five minutes, the emulator does.
      await client.send(
        new UpdateUserPoolClientCommand({
          ...ids,
          IdTokenValidity: 1,
          AccessTokenValidity: 1,
          TokenValidityUnits: { IdToken: 'seconds', AccessToken: 'seconds' },
        }),
      );
      user = await createTestUser(h.settings, { groups: ['user'] });
    } finally {
      await client.send(
        new UpdateUserPoolClientCommand({
          ...ids,
          IdTokenValidity: before.UserPoolClient?.IdTokenValidity ?? 1,
          AccessTokenValidity: before.UserPoolClient?.AccessTokenValidity ?? 1,
          TokenValidityUnits: { IdToken: 'hours', AccessToken: 'hours' },
        }),
      );
      client.destroy();
    }
    // The server's clock moves past the tokens' expiry; the identity service's keeps real time.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2100 });
    try {
      const stored = await setTokensRefused(401, tokensOf(user));
      expect(stored.body).toEqual({ message: 'Token expired' });

      const me = await request(h.app)
        .get('/api/user-token')
        .set('Cookie', cookieHeader({ idToken: user.idToken, refreshToken: user.refreshToken }));
      expect(me.status).toBe(401);
      expect(me.body).toEqual({ message: 'Token expired' });
    } finally {
      vi.useRealTimers();
    }

    // What the client does next: the refresh works and the session carries on.
    const refreshed = await postWithRefresh(h.app, '/api/refresh-tokens', user.refreshToken);
    expect(refreshed.status).toBe(200);
    await expect(
      h.verifier.verifyIdToken((refreshed.body as { idToken: string }).idToken),
    ).resolves.toMatchObject({ email: user.email });
  });
});
