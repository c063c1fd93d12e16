import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  InitiateAuthCommand,
  ListUserPoolsCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN, TEST_SITE_ORIGIN } from '../../test/test-identity.js';
import {
  installationKey,
  jwtPart,
  publishedKey as publishedPrivateKey,
  signJwt,
  encodeJwtPart as encode,
  type Json,
} from '../../test/test-tokens.js';
import { adminCall } from '../../test/identity-admin-call.js';
import { identityCall } from '../../test/identity-call.js';
import { adminCreateAccount, createCook, type TestUser } from '../../test/test-users.js';
import { COGNITO_LOCAL_PUBLISHED_MODULUS } from './auth/published-keys.js';
import { withCognitoClient } from './cognito-client.js';
import { startIdentityEmulator } from './emulator.js';
import { useTestApp } from '../../test/use-test-app.js';

/*
 * The identity gate in front of the real cognito-local, as the embedded emulator runs it: which
 * tokens it hands out, which it takes, and who may call what at its public and admin addresses.
 */

const publishedKey = publishedPrivateKey();
const EVIL_ORIGIN = 'https://evil.example';

let publicUrl: string;

const t = useTestApp();

beforeAll(async () => {
  publicUrl = t.identity.emulator.endpoint;
});

const call = identityCall;

/** A call through node:http, which lets a test name any Host header. */
function rawCall(
  base: string,
  target: string,
  body: Json,
  headers: Record<string, string>,
): Promise<number> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: '/',
        headers: {
          'Content-Type': 'application/x-amz-json-1.1',
          'X-Amz-Target': `AWSCognitoIdentityProviderService.${target}`,
          ...headers,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

type ClientWork<T> = (client: CognitoIdentityProviderClient) => Promise<T>;

/** Runs `work` with an unsigned client of `endpoint`. */
const withClient = <T>(endpoint: string, work: ClientWork<T>) =>
  withCognitoClient({ region: 'us-east-1', endpoint }, work);

/** Runs `work` with a client of the admin address, its calls signed with the admin key pair. */
const withAdminClient = <T>(work: ClientWork<T>) =>
  withCognitoClient(
    {
      region: 'us-east-1',
      endpoint: t.identity.emulator.adminEndpoint,
      adminCredentialsFile: t.identity.emulator.adminCredentialsFile,
    },
    work,
  );

async function signIn(base: string, email: string, password: string) {
  const answer = await withClient(base, (client) =>
    client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: t.identity.settings.clientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    ),
  );
  const result = answer.AuthenticationResult;
  if (!result?.IdToken || !result.AccessToken || !result.RefreshToken) {
    throw new Error('No tokens');
  }
  return {
    idToken: result.IdToken,
    accessToken: result.AccessToken,
    refreshToken: result.RefreshToken,
  };
}

/** The account as the pool itself holds it, read through the admin address. */
async function poolUser(email: string) {
  try {
    return await withAdminClient(async (client) => {
      const user = await client.send(
        new AdminGetUserCommand({ UserPoolId: t.identity.settings.userPoolId, Username: email }),
      );
      const groups = await client.send(
        new AdminListGroupsForUserCommand({
          UserPoolId: t.identity.settings.userPoolId,
          Username: user.Username,
        }),
      );
      return {
        attributes: Object.fromEntries((user.UserAttributes ?? []).map((a) => [a.Name, a.Value])),
        groups: (groups.Groups ?? []).map((g) => g.GroupName).sort(),
      };
    });
  } catch (err) {
    if (err instanceof Error && err.name === 'UserNotFoundException') return null;
    throw err;
  }
}

async function poolCount(): Promise<number> {
  const pools = await withAdminClient((client) =>
    client.send(new ListUserPoolsCommand({ MaxResults: 60 })),
  );
  return pools.UserPools?.length ?? 0;
}

const freshEmail = () => `gate-${randomBytes(5).toString('hex')}@example.test`;
/** The body of AdminCreateUser for `email`, without a welcome mail, with `extra` laid over it. */
const newUser = (email: string, extra: Record<string, unknown> = {}) => ({
  UserPoolId: t.identity.settings.userPoolId,
  Username: email,
  MessageAction: 'SUPPRESS',
  UserAttributes: [{ Name: 'email', Value: email }],
  ...extra,
});

describe('tokens', () => {
  it('when an administrator token is signed with the key published in the cognito-local package, then the verifier and the API refuse it', async () => {
    const admin = await signIn(publicUrl, TEST_ADMIN.email, TEST_ADMIN.password);
    const claims = jwtPart(admin.idToken, 1);
    expect(claims['cognito:groups']).toEqual(expect.arrayContaining(['admin']));
    await request(t.app)
      .get('/api/admin/users')
      .set('Authorization', `Bearer ${admin.idToken}`)
      .expect(200);

    for (const kid of ['CognitoLocal', String(jwtPart(admin.idToken, 0)['kid'])]) {
      const forged = signJwt(publishedKey, { alg: 'RS256', typ: 'JWT', kid }, claims);

      await expect(t.verifier.verifyIdToken(forged)).rejects.toThrow();
      await request(t.app)
        .get('/api/admin/users')
        .set('Authorization', `Bearer ${forged}`)
        .expect(401);
    }
  });

  it("when the key set is read, then it holds one key, the installation's own, which a restart on the same state folder keeps and another folder does not share", async () => {
    const read = async (base: string) =>
      (await (
        await fetch(`${base}/${t.identity.settings.userPoolId}/.well-known/jwks.json`)
      ).json()) as { keys: { kid: string; n: string }[] };
    const ours = await read(publicUrl);
    expect(ours).toEqual(await read(t.identity.emulator.adminEndpoint));
    expect(ours.keys).toHaveLength(1);
    expect(ours.keys[0]?.n).not.toBe(COGNITO_LOCAL_PUBLISHED_MODULUS);
    const keyFile = await stat(path.join(t.identity.dir, 'identity', 'signing-key.json'));
    expect(keyFile.mode & 0o777).toBe(0o600);

    const dir = await mkdtemp(path.join(os.tmpdir(), 'fr-gate-'));
    try {
      const start = () =>
        startIdentityEmulator({
          stateDir: path.join(dir, 'identity'),
          mailboxDir: path.join(dir, 'mail'),
          port: 0,
          allowedOrigins: [],
        });
      const first = await start();
      const before = await read(first.endpoint);
      await first.stop();
      const second = await start();
      const after = await read(second.endpoint);
      await second.stop();

      expect(after).toEqual(before);
      expect(before.keys[0]?.n).not.toBe(ours.keys[0]?.n);
      expect(before.keys[0]?.kid).not.toBe(ours.keys[0]?.kid);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('when the test admin signs in and refreshes through the public address, then every token verifies and names the public address as issuer', async () => {
    const tokens = await signIn(publicUrl, TEST_ADMIN.email, TEST_ADMIN.password);
    const refreshed = await withClient(publicUrl, (client) =>
      client.send(
        new InitiateAuthCommand({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: t.identity.settings.clientId,
          AuthParameters: { REFRESH_TOKEN: tokens.refreshToken },
        }),
      ),
    );

    for (const [idToken, accessToken] of [
      [tokens.idToken, tokens.accessToken],
      [refreshed.AuthenticationResult?.IdToken ?? '', refreshed.AuthenticationResult?.AccessToken],
    ] as const) {
      await expect(t.verifier.verifyIdToken(idToken)).resolves.toMatchObject({
        email: TEST_ADMIN.email,
        groups: expect.arrayContaining(['admin', 'user']) as unknown,
      });
      await expect(t.verifier.verifyAccessToken(accessToken ?? '')).resolves.toMatchObject({
        token_use: 'access',
      });
      expect(jwtPart(idToken, 1)['iss']).toBe(`${publicUrl}/${t.identity.settings.userPoolId}`);
    }
  });

  it('when an account\'s email_verified attribute is "false", then its id token says false, and true for a verified account', async () => {
    const password = `Pw-${randomBytes(6).toString('hex')}1!A`;
    const verifiedAs = async (value: 'true' | 'false') => {
      const email = freshEmail();
      await withAdminClient((client) =>
        adminCreateAccount(client, t.identity.settings.userPoolId, {
          email,
          password,
          verified: value,
        }),
      );
      return jwtPart((await signIn(publicUrl, email, password)).idToken, 1)['email_verified'];
    };
    expect(await verifiedAs('false')).toBe(false);
    expect(await verifiedAs('true')).toBe(true);
  });
});

describe('signing up', () => {
  it('when a visitor signs up and enters the mailed code, then the address counts as verified in the pool and in the id token', async () => {
    const email = freshEmail();
    const password = 'Sign-up-1!';
    const clientId = t.identity.settings.clientId;
    const signUp = await call(publicUrl, 'SignUp', {
      ClientId: clientId,
      Username: email,
      Password: password,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'name', Value: 'New Cook' },
      ],
    });
    expect(signUp.status).toBe(200);
    const code = /\b(\d{6})\b/.exec(
      (await t.identity.mailbox.list()).find((m) => m.to === email)?.text ?? '',
    )?.[1];

    const confirmed = await call(publicUrl, 'ConfirmSignUp', {
      ClientId: clientId,
      Username: email,
      ConfirmationCode: code,
    });

    expect(confirmed.status).toBe(200);
    expect((await poolUser(email))?.attributes['email_verified']).toBe('true');
    const { idToken } = await signIn(publicUrl, email, password);
    expect(jwtPart(idToken, 1)['email_verified']).toBe(true);
  });
});

describe('the public address', () => {
  it('when a page of another site sends a preflight, then no CORS header is given; the site itself gets its origin back', async () => {
    const preflight = (origin: string) =>
      fetch(`${publicUrl}/`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type,x-amz-target,x-amz-user-agent',
        },
      });

    const evil = await preflight(EVIL_ORIGIN);
    const own = await preflight(TEST_SITE_ORIGIN);

    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    expect(evil.headers.get('access-control-allow-headers')).toBeNull();
    expect(own.headers.get('access-control-allow-origin')).toBe(TEST_SITE_ORIGIN);
    expect(own.headers.get('access-control-allow-headers')).toContain('x-amz-target');
  });

  it("when a page of another site posts a sign-in, then it is refused with 403; the site's own pages and scripts without an origin get an answer, never CORS for everyone", async () => {
    const body = {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: t.identity.settings.clientId,
      AuthParameters: { USERNAME: TEST_ADMIN.email, PASSWORD: TEST_ADMIN.password },
    };

    const evil = await call(publicUrl, 'InitiateAuth', body, { Origin: EVIL_ORIGIN });
    const own = await call(publicUrl, 'InitiateAuth', body, { Origin: TEST_SITE_ORIGIN });
    const script = await call(publicUrl, 'InitiateAuth', body);

    expect(evil.status).toBe(403);
    expect(evil.body['__type']).toBe('NotAuthorizedException');
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    expect(own.status).toBe(200);
    expect(own.headers.get('access-control-allow-origin')).toBe(TEST_SITE_ORIGIN);
    expect(script.status).toBe(200);
    expect(script.headers.get('access-control-allow-origin')).toBeNull();
  });

  describe.each([
    ['without an origin', {}],
    ["from the site's own page", { Origin: TEST_SITE_ORIGIN }],
  ])('administrator actions %s', (_label, headers: Record<string, string>) => {
    let cook: TestUser;
    beforeAll(async () => {
      cook = await createCook(t);
    });

    it('when AdminCreateUser is sent to the public address, then it is refused with 403 and nobody is created', async () => {
      const email = freshEmail();
      const res = await call(
        publicUrl,
        'AdminCreateUser',
        newUser(email, { TemporaryPassword: 'Intruder-42!' }),
        headers,
      );

      expect(res.status).toBe(403);
      expect(res.body['__type']).toBe('NotAuthorizedException');
      expect(await poolUser(email)).toBeNull();
    });

    it('when AdminAddUserToGroup is sent to the public address, then it is refused with 403 and the groups stay', async () => {
      const username = String(jwtPart(cook.idToken, 1)['cognito:username']);
      const res = await call(
        publicUrl,
        'AdminAddUserToGroup',
        { UserPoolId: t.identity.settings.userPoolId, Username: username, GroupName: 'admin' },
        headers,
      );

      expect(res.status).toBe(403);
      expect((await poolUser(cook.email))?.groups).toEqual(['user']);
    });

    it('when AdminSetUserPassword is sent to the public address, then it is refused with 403 and the old password still signs in', async () => {
      const res = await call(
        publicUrl,
        'AdminSetUserPassword',
        {
          UserPoolId: t.identity.settings.userPoolId,
          Username: cook.email,
          Password: 'Intruder-42!',
          Permanent: true,
        },
        headers,
      );

      expect(res.status).toBe(403);
      await expect(signIn(publicUrl, cook.email, cook.password)).resolves.toBeTruthy();
      await expect(signIn(publicUrl, cook.email, 'Intruder-42!')).rejects.toThrow();
    });

    it('when ListUsers or CreateUserPool is sent to the public address, then it is refused with 403, lists nobody and makes no pool', async () => {
      const pools = await poolCount();

      const list = await call(
        publicUrl,
        'ListUsers',
        { UserPoolId: t.identity.settings.userPoolId },
        headers,
      );
      const create = await call(publicUrl, 'CreateUserPool', { PoolName: 'intruder' }, headers);

      expect(list.status).toBe(403);
      expect(list.body['Users']).toBeUndefined();
      expect(create.status).toBe(403);
      expect(await poolCount()).toBe(pools);
    });
  });
});

describe('the admin address', () => {
  it.each<[string, Record<string, string>]>([
    ['an Origin header', { Origin: TEST_SITE_ORIGIN }],
    ['a Sec-Fetch-Site header', { 'Sec-Fetch-Site': 'cross-site' }],
    ['a Host header of another name (DNS rebinding)', { Host: 'rebound.example:80' }],
  ])(
    'when a request carries %s, then it is refused with 403 and nobody is created',
    async (_label, headers) => {
      const email = freshEmail();

      const status = await rawCall(
        t.identity.emulator.adminEndpoint,
        'AdminCreateUser',
        newUser(email),
        headers,
      );

      expect(status).toBe(403);
      expect(await poolUser(email)).toBeNull();
    },
  );

  it('when a browser sends a preflight, then it is refused without any CORS header', async () => {
    const res = await fetch(`${t.identity.emulator.adminEndpoint}/`, {
      method: 'OPTIONS',
      headers: { Origin: TEST_SITE_ORIGIN, 'Access-Control-Request-Method': 'POST' },
    });

    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('access tokens sent to the gate', () => {
  let cook: TestUser;
  beforeAll(async () => {
    cook = await createCook(t, 'Honest Cook');
  });

  const forgeries: [string, () => Promise<string>][] = [
    [
      "the cook's claims signed with the published key",
      async () =>
        signJwt(publishedKey, { alg: 'RS256', kid: 'CognitoLocal' }, jwtPart(cook.accessToken, 1)),
    ],
    [
      "the cook's claims signed with the published key under the installation's kid",
      async () => signJwt(publishedKey, jwtPart(cook.accessToken, 0), jwtPart(cook.accessToken, 1)),
    ],
    [
      'a signature that does not match',
      async () =>
        `${cook.accessToken.slice(0, -4)}${cook.accessToken.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`,
    ],
    ['alg none', async () => `${encode({ alg: 'none' })}.${encode(jwtPart(cook.accessToken, 1))}.`],
    [
      "the installation's signature over an expired token",
      async () =>
        signJwt(installationKey(t.identity.dir), jwtPart(cook.accessToken, 0), {
          ...jwtPart(cook.accessToken, 1),
          exp: Math.floor(Date.now() / 1000) - 60,
        }),
    ],
    ['an id token', async () => cook.idToken],
    ['garbage', async () => 'not.a.token'],
  ];

  it.each(forgeries)(
    'when UpdateUserAttributes and GetUser carry %s, then both are refused and the attributes stay',
    async (_label, make) => {
      const token = await make();

      const update = await call(publicUrl, 'UpdateUserAttributes', {
        AccessToken: token,
        UserAttributes: [{ Name: 'name', Value: 'Mallory' }],
      });
      const read = await adminCall(
        t.identity.emulator.adminEndpoint,
        t.identity.emulator.adminCredentialsFile,
        'GetUser',
        {
          AccessToken: token,
        },
      );

      for (const res of [update, read]) {
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          __type: 'NotAuthorizedException',
          message: 'Invalid Access Token',
        });
      }
      expect((await poolUser(cook.email))?.attributes['name']).toBe('Honest Cook');
    },
  );

  it('when a cook marks an address verified with their own token, then it is refused and the account keeps its address', async () => {
    const res = await call(publicUrl, 'UpdateUserAttributes', {
      AccessToken: cook.accessToken,
      UserAttributes: [
        { Name: 'email', Value: 'someone-else@example.test' },
        { Name: 'email_verified', Value: 'true' },
      ],
    });

    expect(res.status).toBe(400);
    expect(res.body['__type']).toBe('InvalidParameterException');
    const stored = await poolUser(cook.email);
    expect(stored?.attributes['email']).toBe(cook.email);
    expect(stored?.attributes['email_verified']).toBe('true');
  });

  it("when GetUser carries the cook's real access token, then the cook's attributes are given (the checks above refuse forgeries, not everything)", async () => {
    const res = await call(publicUrl, 'GetUser', { AccessToken: cook.accessToken });

    expect(res.status).toBe(200);
    expect(res.body['UserAttributes']).toContainEqual({ Name: 'name', Value: 'Honest Cook' });
  });
});

describe('requests that are not what they should be', () => {
  it('when a body is too large, is not JSON, or carries a token that is not a string, then the answer is a 4xx and the gate keeps answering', async () => {
    const post = (body: string) =>
      fetch(`${publicUrl}/`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-amz-json-1.1',
          'X-Amz-Target': 'AWSCognitoIdentityProviderService.GetUser',
        },
        body,
      });

    const large = await post(JSON.stringify({ AccessToken: 'x'.repeat(70 * 1024) }));
    const broken = await post('{"AccessToken":');
    const notString = await post(JSON.stringify({ AccessToken: { forged: true } }));
    const noTarget = await fetch(`${publicUrl}/`, { method: 'POST', body: '{}' });

    expect(large.status).toBe(413);
    expect(broken.status).toBe(400);
    expect(notString.status).toBe(400);
    expect(noTarget.status).toBe(400);
    expect((await fetch(`${publicUrl}/health`)).status).toBe(200);
  });
});
