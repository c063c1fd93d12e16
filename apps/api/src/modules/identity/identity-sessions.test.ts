import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  AdminSetUserPasswordCommand,
  AdminUserGlobalSignOutCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityCall, type IdentityJson } from '../../test/identity-call.js';
import { startInProcessIdentity } from '../../test/in-process-identity.js';
import { startTestIdentity, type TestIdentity } from '../../test/test-identity.js';
import { adminCreateAccount, createTestUser, type TestUser } from '../../test/test-users.js';
import { withCognitoClient } from './cognito-client.js';

/*
 * Sign-ins through the identity gate end when their owner says so: a sign-out everywhere, a
 * revoked refresh token, a new password, thirty days; and an account keeps at most twenty.
 */

let identity: TestIdentity;
let publicUrl: string;

beforeAll(async () => {
  identity = await startTestIdentity();
  publicUrl = identity.emulator.endpoint;
});
afterAll(async () => {
  await identity?.dispose();
});

interface Tokens {
  AccessToken: string;
  RefreshToken: string;
  IdToken: string;
}

async function signIn(email: string, password: string, base = publicUrl, clientId?: string) {
  const answer = await identityCall(base, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: clientId ?? identity.settings.clientId,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.AuthenticationResult as Tokens;
}

function refresh(token: string, base = publicUrl, clientId?: string) {
  return identityCall(base, 'InitiateAuth', {
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    ClientId: clientId ?? identity.settings.clientId,
    AuthParameters: { REFRESH_TOKEN: token },
  });
}

const getUser = (accessToken: string) =>
  identityCall(publicUrl, 'GetUser', { AccessToken: accessToken });

const refused = (message: string): IdentityJson => ({
  __type: 'NotAuthorizedException',
  message,
});

/** The refresh tokens cognito-local's own store keeps for the account. */
async function storedRefreshTokens(username: string): Promise<string[]> {
  const file = path.join(
    identity.dir,
    'identity',
    '.cognito',
    'db',
    `${identity.settings.userPoolId}.json`,
  );
  const store = JSON.parse(await readFile(file, 'utf8')) as {
    Users: Record<string, { RefreshTokens?: string[] }>;
  };
  return store.Users[username]?.RefreshTokens ?? [];
}

const subOf = (user: TestUser) =>
  String(
    (
      JSON.parse(Buffer.from(user.idToken.split('.')[1] ?? '', 'base64url').toString()) as {
        sub: string;
      }
    ).sub,
  );

describe('signing out everywhere', () => {
  it('when a cook signs out everywhere, then it answers 200, both sign-ins stop refreshing, GetUser refuses the old access token, and a new sign-in works', async () => {
    const cook = await createTestUser(identity.settings, { groups: ['user'] });
    const first = await signIn(cook.email, cook.password);
    const second = await signIn(cook.email, cook.password);
    expect((await refresh(second.RefreshToken)).status).toBe(200);

    const out = await identityCall(publicUrl, 'GlobalSignOut', { AccessToken: first.AccessToken });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({});

    for (const token of [first.RefreshToken, second.RefreshToken, cook.refreshToken]) {
      const answer = await refresh(token);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(refused('Refresh Token has been revoked'));
    }
    for (const access of [first.AccessToken, second.AccessToken]) {
      const answer = await getUser(access);
      expect(answer.status).toBe(400);
      expect(answer.body.__type).toBe('NotAuthorizedException');
    }

    const again = await signIn(cook.email, cook.password);
    expect((await getUser(again.AccessToken)).status).toBe(200);
    expect((await refresh(again.RefreshToken)).status).toBe(200);
  });

  it("when the app signs an account out everywhere (AdminUserGlobalSignOut), then the account's refresh tokens are refused and another account's still work", async () => {
    const cook = await createTestUser(identity.settings, { groups: ['user'] });
    const other = await createTestUser(identity.settings, { groups: ['user'] });
    await withCognitoClient(identity.settings, (client) =>
      client.send(
        new AdminUserGlobalSignOutCommand({
          UserPoolId: identity.settings.userPoolId,
          Username: subOf(cook),
        }),
      ),
    );
    expect((await refresh(cook.refreshToken)).status).toBe(400);
    expect((await getUser(cook.accessToken)).status).toBe(400);
    expect((await refresh(other.refreshToken)).status).toBe(200);
    expect((await getUser(other.accessToken)).status).toBe(200);
  });
});

describe('revoking one refresh token', () => {
  it('when one sign-in is revoked, then exactly its refresh token is refused, the other still refreshes, and revoking it again answers 200', async () => {
    const cook = await createTestUser(identity.settings, { groups: ['user'] });
    const first = await signIn(cook.email, cook.password);
    const second = await signIn(cook.email, cook.password);
    const revoke = () =>
      identityCall(publicUrl, 'RevokeToken', {
        ClientId: identity.settings.clientId,
        Token: first.RefreshToken,
      });

    const revoked = await revoke();
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({});

    expect((await refresh(first.RefreshToken)).body).toEqual(
      refused('Refresh Token has been revoked'),
    );
    expect((await refresh(second.RefreshToken)).status).toBe(200);
    expect((await refresh(cook.refreshToken)).status).toBe(200);
    expect(await storedRefreshTokens(subOf(cook))).not.toContain(first.RefreshToken);

    const again = await revoke();
    expect(again.status).toBe(200);
    expect(again.body).toEqual({});
  });

  it('when an access token is sent to RevokeToken, then it is refused as a token of the wrong type and the sign-in still refreshes', async () => {
    const cook = await createTestUser(identity.settings, { groups: ['user'] });
    const answer = await identityCall(publicUrl, 'RevokeToken', {
      ClientId: identity.settings.clientId,
      Token: cook.accessToken,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.__type).toBe('UnsupportedTokenTypeException');
    expect((await refresh(cook.refreshToken)).status).toBe(200);
  });
});

describe('a new password', () => {
  it('when a cook changes the password, then the refresh tokens of earlier sign-ins are refused and the new password signs in', async () => {
    const cook = await createTestUser(identity.settings, { groups: ['user'] });
    const other = await signIn(cook.email, cook.password);
    const changed = await identityCall(publicUrl, 'ChangePassword', {
      AccessToken: cook.accessToken,
      PreviousPassword: cook.password,
      ProposedPassword: 'Kitchen-43!x',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    for (const token of [cook.refreshToken, other.RefreshToken]) {
      expect((await refresh(token)).body).toEqual(refused('Refresh Token has been revoked'));
    }
    const again = await signIn(cook.email, 'Kitchen-43!x');
    expect((await refresh(again.RefreshToken)).status).toBe(200);
  });

  it('when a cook resets the password with the mailed code, then the refresh tokens of earlier sign-ins are refused and the new password signs in', async () => {
    const cook = await createTestUser(identity.settings, { groups: ['user'] });
    const since = Date.now();
    const asked = await identityCall(publicUrl, 'ForgotPassword', {
      ClientId: identity.settings.clientId,
      Username: cook.email,
    });
    expect(asked.status).toBe(200);
    const mail = (await identity.mailbox.list()).find(
      (m) => m.to === cook.email && Date.parse(m.date) >= since - 1000,
    );
    const code = /Your code is (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const reset = await identityCall(publicUrl, 'ConfirmForgotPassword', {
      ClientId: identity.settings.clientId,
      Username: cook.email,
      ConfirmationCode: code,
      Password: 'Kitchen-44!y',
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);

    expect((await refresh(cook.refreshToken)).body).toEqual(
      refused('Refresh Token has been revoked'),
    );
    await signIn(cook.email, 'Kitchen-44!y');
  });

  it('when an administrator sets a new password, then the refresh tokens of earlier sign-ins are refused and the new password signs in', async () => {
    const cook = await createTestUser(identity.settings, { groups: ['user'] });
    await withCognitoClient(identity.settings, (client) =>
      client.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: identity.settings.userPoolId,
          Username: subOf(cook),
          Password: 'Kitchen-45!z',
          Permanent: true,
        }),
      ),
    );
    expect((await refresh(cook.refreshToken)).status).toBe(400);
    await signIn(cook.email, 'Kitchen-45!z');
  });
});

describe('how many sign-ins an account keeps', () => {
  it('when a cook signs in 25 times, then the newest 20 refresh, the older ones are refused, and neither store holds more than 20', async () => {
    const cook = await createTestUser(identity.settings, { groups: ['user'] });
    const tokens: string[] = [cook.refreshToken];
    for (let i = 0; i < 25; i += 1)
      tokens.push((await signIn(cook.email, cook.password)).RefreshToken);

    const statuses = [];
    for (const token of tokens) statuses.push((await refresh(token)).status);
    expect(statuses).toEqual([...Array<number>(6).fill(400), ...Array<number>(20).fill(200)]);

    const stored = await storedRefreshTokens(subOf(cook));
    expect(stored.length).toBeLessThanOrEqual(20);
    expect(stored).toEqual(expect.arrayContaining(tokens.slice(6)));

    const sessions = path.join(identity.dir, 'identity', 'sessions.json');
    const record = await readFile(sessions, 'utf8');
    expect((await stat(sessions)).mode & 0o777).toBe(0o600);
    for (const token of tokens) expect(record).not.toContain(token);
    // 26 sign-ins, each deriving its password on purpose slowly: more than the default allows on
    // a loaded machine.
  }, 120_000);
});

describe('the age of a refresh token', () => {
  it('when a refresh token is older than 30 days, then it is refused as expired, a new sign-in refreshes, and a restart drops the expired one from the record', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'fr-sessions-'));
    let now = Date.now();
    const local = await startInProcessIdentity(dir, () => now);
    try {
      const email = 'aged@example.test';
      const target = {
        region: 'us-east-1',
        endpoint: local.adminEndpoint,
        adminCredentialsFile: local.adminCredentialsFile,
      };
      await withCognitoClient(target, (client) =>
        adminCreateAccount(client, local.userPoolId, {
          email,
          password: 'Kitchen-46!a',
          verified: 'true',
        }),
      );
      const old = await signIn(email, 'Kitchen-46!a', local.publicUrl, local.clientId);
      now += 30 * 86_400_000 - 60_000;
      expect((await refresh(old.RefreshToken, local.publicUrl, local.clientId)).status).toBe(200);

      now += 60_000;
      const expired = await refresh(old.RefreshToken, local.publicUrl, local.clientId);
      expect(expired.status).toBe(400);
      expect(expired.body).toEqual(refused('Refresh Token has expired'));
      const fresh = await signIn(email, 'Kitchen-46!a', local.publicUrl, local.clientId);
      expect((await refresh(fresh.RefreshToken, local.publicUrl, local.clientId)).status).toBe(200);

      await local.restartGate();
      const record = JSON.parse(
        await readFile(path.join(dir, 'gate', 'sessions.json'), 'utf8'),
      ) as {
        accounts: Record<string, { signIns: unknown[] }>;
      };
      expect(Object.values(record.accounts).map((a) => a.signIns.length)).toEqual([1]);
      expect((await refresh(fresh.RefreshToken, local.publicUrl, local.clientId)).status).toBe(200);
    } finally {
      await local.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
