import { pathOf, refreshTokens } from '@family-recipes/shared';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, answerOthers } from '../../../testing/api-mocks';
import { server } from '../../../testing/msw';
import { createCognitoClient } from './cognito-client';
import type { IdentitySettings } from './identity-client';
import {
  forgetIdentityInLocalStorage,
  IDENTITY_KEY_PREFIX,
  identityStorage,
} from './memory-storage';

const ENDPOINT = 'http://127.0.0.1:9229';

const SETTINGS: IdentitySettings = {
  region: 'us-east-1',
  userPoolId: 'us-east-1_TestPool1',
  clientId: 'test-client',
  endpoint: ENDPOINT,
  authFlow: 'USER_PASSWORD_AUTH',
};

/** A token with the claims the library reads; its signature is the server's business. */
function token(claims: Record<string, unknown>): string {
  const part = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'RS256', kid: 'k' })}.${part({ iat: now, exp: now + 3600, ...claims })}.c2ln`;
}

const ID_TOKEN = token({
  token_use: 'id',
  'cognito:username': 'user-1',
  email: 'ada@example.test',
});
const ACCESS_TOKEN = token({ token_use: 'access', username: 'user-1' });

/** What the identity service and the API answered, and what they were asked. */
function fakeServices() {
  const identityCalls: { target: string; body: Record<string, unknown> }[] = [];
  const apiCalls: string[] = [];
  server.use(
    answer(refreshTokens, ({ request }) => {
      apiCalls.push(new URL(request.url).pathname);
      return { idToken: ID_TOKEN, accessToken: ACCESS_TOKEN };
    }),
    answerOthers((request) => apiCalls.push(new URL(request.url).pathname)),
    http.post(`${ENDPOINT}/*`, async ({ request }) => {
      const target = (request.headers.get('X-Amz-Target') ?? '').split('.').at(-1) ?? '';
      identityCalls.push({
        target,
        body: JSON.parse(await request.text()) as Record<string, unknown>,
      });
      if (target === 'InitiateAuth') {
        return HttpResponse.json({
          AuthenticationResult: {
            IdToken: ID_TOKEN,
            AccessToken: ACCESS_TOKEN,
            RefreshToken: 'refresh-token-kept-off-the-disk',
          },
        });
      }
      return HttpResponse.json({});
    }),
  );
  return { identityCalls, apiCalls };
}

function identityKeysIn(storage: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(IDENTITY_KEY_PREFIX)) keys.push(key);
  }
  return keys;
}

beforeEach(() => {
  localStorage.clear();
  identityStorage.clear();
});

describe('where the identity library keeps its tokens', () => {
  it("when a user signs in, then the library keeps the tokens on the page and localStorage holds nothing of Cognito's", async () => {
    const { identityCalls } = fakeServices();
    const client = createCognitoClient(SETTINGS);

    const tokens = await client.signIn('ada@example.test', 'Kitchen-42!');

    expect(tokens.refreshToken).toBe('refresh-token-kept-off-the-disk');
    expect(identityCalls.map((c) => c.target)).toEqual(['InitiateAuth']);
    expect(identityKeysIn(localStorage)).toEqual([]);
    expect(JSON.stringify(localStorage)).not.toContain('refresh-token-kept-off-the-disk');
    expect(identityStorage.holdsIdentity()).toBe(true);
    // Another client of the same page (a later screen) finds the signed-in user.
    await createCognitoClient(SETTINGS).changePassword('Kitchen-42!', 'Kitchen-43!');
    expect(identityCalls.at(-1)).toMatchObject({
      target: 'ChangePassword',
      body: { AccessToken: ACCESS_TOKEN, PreviousPassword: 'Kitchen-42!' },
    });
  });

  it('when the page was loaded after the sign-in, then a password change uses the tokens the server hands out, and localStorage stays empty', async () => {
    const { identityCalls, apiCalls } = fakeServices();

    await createCognitoClient(SETTINGS).changePassword('Kitchen-42!', 'Kitchen-43!');

    expect(apiCalls).toEqual([pathOf(refreshTokens, {})]);
    expect(identityCalls).toEqual([
      {
        target: 'ChangePassword',
        body: {
          AccessToken: ACCESS_TOKEN,
          PreviousPassword: 'Kitchen-42!',
          ProposedPassword: 'Kitchen-43!',
        },
      },
    ]);
    expect(identityKeysIn(localStorage)).toEqual([]);
  });

  it("when the browser holds an earlier version's identity keys, then they are deleted and nothing else is", () => {
    localStorage.setItem(`${IDENTITY_KEY_PREFIX}test-client.user-1.refreshToken`, 'old-refresh');
    localStorage.setItem(`${IDENTITY_KEY_PREFIX}test-client.LastAuthUser`, 'user-1');
    localStorage.setItem('family-recipes.units', 'metric');

    forgetIdentityInLocalStorage();

    expect(identityKeysIn(localStorage)).toEqual([]);
    expect(localStorage.getItem('family-recipes.units')).toBe('metric');
  });

  it('when the library signs out, then its store on the page is empty again', async () => {
    fakeServices();
    const client = createCognitoClient(SETTINGS);
    await client.signIn('ada@example.test', 'Kitchen-42!');

    client.signOut();

    expect(identityStorage.holdsIdentity()).toBe(false);
  });
});
