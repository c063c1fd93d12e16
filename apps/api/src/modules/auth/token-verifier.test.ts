import { createHmac, createSign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createTestUser, type TestUser } from '../../test/test-users.js';
import { createTokenVerifier, type TokenVerifier } from './token-verifier.js';

/*
 * Each check of the id-token verifier on its own. The emulator signs with a key that ships in
 * its package (which is why it is for development only); signing with that key here gives tokens
 * whose signature is valid, so that a refusal can only come from the one claim or header changed.
 */

const require = createRequire(import.meta.url);
const keyFile = (name: string) =>
  readFileSync(require.resolve(`cognito-local/lib/keys/cognitoLocal.${name}.json`), 'utf8');
const emulatorKey = (JSON.parse(keyFile('private')) as { pem: string }).pem;
/** The public key as the verifier publishes it: what an algorithm-confusion attack uses. */
const publicJwk = JSON.stringify((JSON.parse(keyFile('public')) as { jwk: Json }).jwk);

type Json = Record<string, unknown>;

function part(token: string, index: 0 | 1): Json {
  return JSON.parse(Buffer.from(token.split('.')[index] ?? '', 'base64url').toString()) as Json;
}

const encode = (value: Json) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token with the emulator's own RS256 signature over the given header and claims. */
function signed(header: Json, claims: Json): string {
  const input = `${encode(header)}.${encode(claims)}`;
  return `${input}.${createSign('RSA-SHA256').update(input).sign(emulatorKey).toString('base64url')}`;
}

let t: TestApp;
let verifier: TokenVerifier;
let cook: TestUser;
let header: Json;
let claims: Json;

beforeAll(async () => {
  t = await createTestApp();
  verifier = await createTokenVerifier(t.identity.settings);
  cook = await createTestUser(t.identity.settings, { groups: ['user'] });
  header = part(cook.idToken, 0);
  claims = part(cook.idToken, 1);
});
afterAll(async () => {
  await t?.dispose();
});

const now = () => Math.floor(Date.now() / 1000);

describe('id token checks', () => {
  it('when the claims of a real id token are signed again with the emulator key, then the token is accepted (the harness itself is sound)', async () => {
    const token = signed(header, claims);

    await expect(verifier.verifyIdToken(token)).resolves.toMatchObject({ email: cook.email });
    await request(t.app).get('/api/my-recipes').set('Authorization', `Bearer ${token}`).expect(200);
  });

  it.each<[string, () => string]>([
    [
      'another issuer (another user pool)',
      () => signed(header, { ...claims, iss: `${String(claims['iss'])}x` }),
    ],
    [
      'another audience (another app client of the pool)',
      () => signed(header, { ...claims, aud: 'another-client' }),
    ],
    ['token_use access', () => signed(header, { ...claims, token_use: 'access' })],
    ['no token_use', () => signed(header, { ...claims, token_use: undefined })],
    [
      'an expiry in the past',
      () => signed(header, { ...claims, iat: now() - 7200, exp: now() - 60 }),
    ],
    ['no expiry', () => signed(header, { ...claims, exp: undefined })],
    ['alg none and no signature', () => `${encode({ ...header, alg: 'none' })}.${encode(claims)}.`],
    [
      'alg HS256 keyed with the public key (algorithm confusion)',
      () => {
        const input = `${encode({ ...header, alg: 'HS256' })}.${encode(claims)}`;
        const mac = createHmac('sha256', publicJwk).update(input).digest('base64url');
        return `${input}.${mac}`;
      },
    ],
    ['an unknown key id', () => signed({ ...header, kid: 'someone-else' }, claims)],
  ])(
    'when a correctly signed id token has %s, then it is refused and the API answers 401',
    async (_label, make) => {
      const token = make();

      await expect(verifier.verifyIdToken(token)).rejects.toThrow();
      const res = await request(t.app)
        .get('/api/my-recipes')
        .set('Authorization', `Bearer ${token}`);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        message: expect.stringMatching(
          /^(Invalid token|Your session has expired\. Please log in again\.)$/,
        ),
      });
    },
  );
});
