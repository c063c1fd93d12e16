import { randomBytes } from 'node:crypto';
import {
  AdminGetUserCommand,
  ListUsersCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import request from 'supertest';
import { describe, expect, it, beforeAll } from 'vitest';
import { identityCall } from '../../test/identity-call.js';
import { bearer, createList, registerCook } from '../../test/shopping-lists.js';
import { startTestIdentity, TEST_ADMIN } from '../../test/test-identity.js';
import { installationKey, jwtPart, signJwt, type Json } from '../../test/test-tokens.js';
import { adminCreateAccount, createCook, type TestUser } from '../../test/test-users.js';
import { withCognitoClient } from './cognito-client.js';
import { useTestApp } from '../../test/use-test-app.js';

/*
 * Each way in which a self-registered account could become another one, run as an attacker runs
 * it at the public address of the identity gate in front of the real cognito-local: refused, and
 * nothing changed.
 */

let publicUrl: string;
let clientId: string;
let victim: TestUser;
let victimSub: string;

const t = useTestApp();

beforeAll(async () => {
  publicUrl = t.identity.emulator.endpoint;
  clientId = t.identity.settings.clientId;
  victim = await createCook(t);
  victimSub = String(jwtPart(victim.idToken, 1)['sub']);
});

const call = (action: string, body: Json, base = publicUrl) => identityCall(base, action, body);

const freshEmail = () => `attacker-${randomBytes(5).toString('hex')}@example.test`;
const PASSWORD = 'Kitchen-42!';

/** SignUp of `email` named `name`, with `extra` laid over the request. */
const signUp = (
  email: string,
  {
    password = PASSWORD,
    name = 'Attacker',
    ...extra
  }: { password?: string; name?: string } & Json = {},
) =>
  call('SignUp', {
    ClientId: clientId,
    Username: email,
    Password: password,
    UserAttributes: [{ Name: 'name', Value: name }],
    ...extra,
  });

/** Runs `work` with a client of the admin address of `emulator`, the file's own unless given. */
function asAdmin<T>(
  work: (client: CognitoIdentityProviderClient) => Promise<T>,
  emulator: { adminEndpoint: string; adminCredentialsFile: string } = t.identity.emulator,
): Promise<T> {
  const { adminEndpoint: endpoint, adminCredentialsFile } = emulator;
  return withCognitoClient({ region: 'us-east-1', endpoint, adminCredentialsFile }, work);
}

async function accountExists(email: string): Promise<boolean> {
  try {
    await asAdmin((client) =>
      client.send(
        new AdminGetUserCommand({ UserPoolId: t.identity.settings.userPoolId, Username: email }),
      ),
    );
    return true;
  } catch (err) {
    if (err instanceof Error && err.name === 'UserNotFoundException') return false;
    throw err;
  }
}

async function accountCount(): Promise<number> {
  const listed = await asAdmin((client) =>
    client.send(new ListUsersCommand({ UserPoolId: t.identity.settings.userPoolId })),
  );
  return listed.Users?.length ?? 0;
}

async function codeFor(email: string): Promise<string> {
  const mail = (await t.identity.mailbox.list()).find((m) => m.to === email);
  const code = /Your code is (\S+)/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`No code mailed to ${email}`);
  return code;
}

const signIn = (email: string, password: string, base = publicUrl) =>
  call(
    'InitiateAuth',
    {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    },
    base,
  );

/** An account of the attacker's own, confirmed with the code mailed to it, and its tokens. */
async function attacker() {
  const email = freshEmail();
  const signedUp = await signUp(email);
  expect(signedUp.status).toBe(200);
  const confirmed = await call('ConfirmSignUp', {
    ClientId: clientId,
    Username: email,
    ConfirmationCode: await codeFor(email),
  });
  expect(confirmed.status).toBe(200);
  const tokens = (await signIn(email, PASSWORD)).body['AuthenticationResult'] as Record<
    string,
    string
  >;
  return { email, idToken: tokens['IdToken'] ?? '', accessToken: tokens['AccessToken'] ?? '' };
}

describe('sign-up', () => {
  it.each([
    ["another cook's sub", () => victimSub],
    ["the administrator's address", () => TEST_ADMIN.email],
  ])(
    'when SignUp names %s as its sub, then it is refused and no account is made',
    async (_, sub) => {
      const before = await accountCount();
      const email = freshEmail();
      const answer = await signUp(email, {
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'sub', Value: sub() },
        ],
      });

      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        __type: 'InvalidParameterException',
        message: 'Cannot modify sub attribute',
      });
      expect(await accountExists(email)).toBe(false);
      expect(await accountCount()).toBe(before);
    },
  );

  it.each([
    ['email_verified', { UserAttributes: [{ Name: 'email_verified', Value: 'true' }] }],
    ['cognito:groups', { UserAttributes: [{ Name: 'cognito:groups', Value: 'admin' }] }],
    ['a custom attribute', { UserAttributes: [{ Name: 'custom:role', Value: 'admin' }] }],
    ['a field outside the allowlist', { UserSub: 'chosen' }],
    [
      'another address in its email attribute',
      { UserAttributes: [{ Name: 'email', Value: 'x@example.test' }] },
    ],
  ])('when SignUp carries %s, then it is refused and no account is made', async (_, extra) => {
    const email = freshEmail();
    const answer = await signUp(email, extra);

    expect(answer.status).toBe(400);
    expect(answer.body['__type']).toBe('InvalidParameterException');
    expect(await accountExists(email)).toBe(false);
  });

  it('when a sign-up nests 30,000 levels deep or carries __proto__, then 400, no account is made and the gate keeps answering', async () => {
    const email = freshEmail();
    const raw = (body: string) =>
      fetch(`${publicUrl}/`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-amz-json-1.1',
          'X-Amz-Target': 'AWSCognitoIdentityProviderService.SignUp',
        },
        body,
      });
    const deep = await raw(`{"ClientId":${'['.repeat(30_000)}${']'.repeat(30_000)}}`);
    const proto = await raw(
      JSON.stringify({ ClientId: clientId, Username: email, Password: PASSWORD }).replace(
        /}$/,
        ',"__proto__":{"UserAttributes":[{"Name":"sub","Value":"chosen"}]}}',
      ),
    );

    expect([deep.status, proto.status]).toEqual([400, 400]);
    expect(await accountExists(email)).toBe(false);
    expect((await signIn(victim.email, victim.password)).status).toBe(200);
  });

  it("when an attacker signs up and signs in, then the token names their own sub and the API lists none of another cook's shopping lists", async () => {
    await registerCook(t, victim);
    const list = await createList(t, victim, { name: 'Private list' });
    const own = await attacker();

    const lists = await request(t.app).get('/api/shopping-lists').set(bearer(own)).expect(200);

    expect(jwtPart(own.idToken, 1)['sub']).not.toBe(victimSub);
    expect(JSON.stringify(lists.body)).not.toContain(list._id);
  });

  it('when one client signs up, or asks whether an address is taken, more often than its limit in ten minutes, then LimitExceededException with Retry-After, and no account is made', async () => {
    const identity = await startTestIdentity({ clientLimit: 2 });
    try {
      const signUp = (email: string) =>
        call(
          'SignUp',
          {
            ClientId: identity.settings.clientId,
            Username: email,
            Password: PASSWORD,
            UserAttributes: [{ Name: 'name', Value: 'Flood' }],
          },
          identity.emulator.endpoint,
        );
      // Asking whether an address is taken counts as a sign-up too.
      const taken = await signUp(TEST_ADMIN.email);
      expect(taken.body['__type']).toBe('UsernameExistsException');
      expect((await signUp(freshEmail())).status).toBe(200);
      expect((await signUp(TEST_ADMIN.email)).body['__type']).toBe('LimitExceededException');
      const email = freshEmail();
      const third = await signUp(email);

      expect(third.status).toBe(400);
      expect(third.body['__type']).toBe('LimitExceededException');
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      const listed = await asAdmin(
        (client) => client.send(new ListUsersCommand({ UserPoolId: identity.settings.userPoolId })),
        identity.emulator,
      );
      expect(listed.Users?.some((u) => u.Attributes?.some((a) => a.Value === email))).toBe(false);
    } finally {
      await identity.dispose();
    }
  });
});

describe('passwords', () => {
  it.each(['short1!', 'lowercase-only-1!', 'NoNumbers!!', 'NoSymbols123'])(
    'when SignUp sets the password %j, then InvalidPasswordException and no account is made',
    async (password) => {
      const email = freshEmail();
      const answer = await signUp(email, { password, name: 'Weak' });

      expect(answer.status).toBe(400);
      expect(answer.body['__type']).toBe('InvalidPasswordException');
      expect(String(answer.body['message'])).toMatch(/^Password did not conform with policy: /);
      expect(await accountExists(email)).toBe(false);
    },
  );

  it('when a reset or a change sets a weak password, then it is refused and the old password still signs in', async () => {
    const cook = await createCook(t);
    await call('ForgotPassword', { ClientId: clientId, Username: cook.email });
    const reset = await call('ConfirmForgotPassword', {
      ClientId: clientId,
      Username: cook.email,
      ConfirmationCode: await codeFor(cook.email),
      Password: 'weak',
    });
    const change = await call('ChangePassword', {
      AccessToken: cook.accessToken,
      PreviousPassword: cook.password,
      ProposedPassword: 'alsoweak',
    });

    expect([reset.body['__type'], change.body['__type']]).toEqual([
      'InvalidPasswordException',
      'InvalidPasswordException',
    ]);
    expect((await signIn(cook.email, cook.password)).status).toBe(200);
  });

  it('when an account is guessed at 20 times, then further tries are refused, the right password too, and other accounts still sign in', async () => {
    const cook = await createCook(t);
    for (let i = 0; i < 20; i++) {
      expect((await signIn(cook.email, `Wrong-guess-${i}!`)).status).toBe(400);
    }

    const right = await signIn(cook.email, cook.password);

    expect(right.body['__type']).toBe('LimitExceededException');
    expect(right.body['AuthenticationResult']).toBeUndefined();
    expect((await signIn(victim.email, victim.password)).status).toBe(200);
  });
});

describe('taking over an account', () => {
  it("when RespondToAuthChallenge names the administrator with a made-up session, then it is refused with 403 and the administrator's password still signs in", async () => {
    const answer = await call('RespondToAuthChallenge', {
      ClientId: clientId,
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: 'made-up',
      ChallengeResponses: { USERNAME: TEST_ADMIN.email, NEW_PASSWORD: 'Owned-by-1-attacker!' },
    });

    expect(answer.status).toBe(403);
    expect(answer.body['AuthenticationResult']).toBeUndefined();
    expect((await signIn(TEST_ADMIN.email, TEST_ADMIN.password)).status).toBe(200);
  });

  it("when an account was stored with another cook's sub, then it cannot sign in: no token is signed for it", async () => {
    const email = freshEmail();
    await asAdmin((client) =>
      adminCreateAccount(client, t.identity.settings.userPoolId, {
        email,
        password: PASSWORD,
        verified: 'true',
        other: [{ Name: 'sub', Value: victimSub }],
      }),
    );

    const answer = await signIn(email, PASSWORD);

    expect(answer.status).toBe(400);
    expect(answer.body['AuthenticationResult']).toBeUndefined();
  });

  it("when a token signed with the installation's key names another cook's sub under the attacker's username, then the gate and the API refuse it and the cook's attributes stay", async () => {
    const own = await attacker();
    const key = installationKey(t.identity.dir);
    const forge = (token: string, usernameClaim: string) =>
      signJwt(key, jwtPart(token, 0), {
        ...jwtPart(token, 1),
        sub: victimSub,
        [usernameClaim]: jwtPart(token, 1)[usernameClaim],
      });
    const access = forge(own.accessToken, 'username');
    const id = forge(own.idToken, 'cognito:username');

    const got = await call('GetUser', { AccessToken: access });
    const updated = await call('UpdateUserAttributes', {
      AccessToken: access,
      UserAttributes: [{ Name: 'name', Value: 'Owned' }],
    });

    expect([got.status, updated.status]).toEqual([400, 400]);
    expect(JSON.stringify(got.body)).not.toContain(victim.email);
    await expect(t.verifier.verifyIdToken(id)).rejects.toThrow();
    await request(t.app)
      .get('/api/shopping-lists')
      .set('Authorization', `Bearer ${id}`)
      .expect(401);
    const victimNow = await call('GetUser', { AccessToken: victim.accessToken });
    expect(victimNow.body['UserAttributes']).toEqual(
      expect.arrayContaining([{ Name: 'name', Value: victim.name }]),
    );
  });

  it("when UpdateUserAttributes sets another account's address, then AliasExistsException and both accounts keep their addresses", async () => {
    const own = await attacker();

    const answer = await call('UpdateUserAttributes', {
      AccessToken: own.accessToken,
      UserAttributes: [{ Name: 'email', Value: victim.email }],
    });

    expect(answer.status).toBe(400);
    expect(answer.body['__type']).toBe('AliasExistsException');
    const mine = await call('GetUser', { AccessToken: own.accessToken });
    expect(mine.body['UserAttributes']).toEqual(
      expect.arrayContaining([{ Name: 'email', Value: own.email }]),
    );
    expect((await signIn(victim.email, victim.password)).status).toBe(200);
  });
});

/** The tokens a REFRESH_TOKEN_AUTH with `refreshToken` answers. */
async function refreshedTokens(refreshToken: string) {
  const refreshed = await call('InitiateAuth', {
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    ClientId: clientId,
    AuthParameters: { REFRESH_TOKEN: refreshToken },
  });
  return refreshed.body['AuthenticationResult'] as Record<string, string>;
}

describe('token lifetime', () => {
  it('when a cook signs in or refreshes, then the id and access tokens live one hour, as Amazon Cognito issues them by default', async () => {
    const cook = await createCook(t);
    const result = await refreshedTokens(cook.refreshToken);

    for (const token of [
      cook.idToken,
      cook.accessToken,
      result['IdToken'] ?? '',
      result['AccessToken'] ?? '',
    ]) {
      const claims = jwtPart(token, 1);
      expect(Number(claims['exp']) - Number(claims['iat'])).toBe(3600);
    }
  });

  it('when a cook signs in and refreshes, then every token of that sign-in names the same origin_jti, and another sign-in another', async () => {
    const cook = await createCook(t);
    const result = await refreshedTokens(cook.refreshToken);
    const again = (await signIn(cook.email, cook.password)).body['AuthenticationResult'] as Record<
      string,
      string
    >;

    const origin = jwtPart(cook.idToken, 1)['origin_jti'];
    expect(origin).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    for (const token of [cook.accessToken, result['IdToken'] ?? '', result['AccessToken'] ?? '']) {
      expect(jwtPart(token, 1)['origin_jti']).toBe(origin);
    }
    expect(jwtPart(again['IdToken'] ?? '', 1)['origin_jti']).not.toBe(origin);
  });
});
