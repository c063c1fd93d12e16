import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, type KeyObject } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { untilOutput } from '../../../test/child-server.js';
import {
  installationKey as installationKeyOf,
  jwtPart,
  publishedKey as publishedPrivateKey,
  signJwt,
  encodeJwtPart as encode,
  type Json,
} from '../../../test/test-tokens.js';
import { createCook, type TestUser } from '../../../test/test-users.js';
import { PUBLISHED_KEY_IN_PRODUCTION } from './published-keys.js';
import { createTokenVerifier, type TokenVerifier } from './token-verifier.js';
import { useTestApp } from '../../../test/use-test-app.js';

/*
 * Each check of the id-token verifier on its own. The emulator signs with its installation's key,
 * kept in its state folder; signing with that key here gives tokens whose signature is valid, so
 * that a refusal can only come from the one claim or header changed.
 */

const publishedKey = publishedPrivateKey();

let verifier: TokenVerifier;
let cook: TestUser;
let header: Json;
let claims: Json;
let installationKey: KeyObject;
/** The public key as the emulator publishes it: what an algorithm-confusion attack uses. */
let publicJwk: string;

/** A token with the emulator's own RS256 signature over the given header and claims. */
const signed = (header: Json, claims: Json) => signJwt(installationKey, header, claims);

const t = useTestApp();

beforeAll(async () => {
  verifier = t.verifier;
  cook = await createCook(t);
  header = jwtPart(cook.idToken, 0);
  claims = jwtPart(cook.idToken, 1);
  installationKey = installationKeyOf(t.identity.dir);
  const jwksUrl = `${t.identity.emulator.endpoint}/${t.identity.settings.userPoolId}/.well-known/jwks.json`;
  const jwks = (await (await fetch(jwksUrl)).json()) as { keys: Json[] };
  publicJwk = JSON.stringify(jwks.keys[0]);
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
    [
      "the key published in the cognito-local package, under the installation's key id",
      () => signJwt(publishedKey, header, claims),
    ],
    [
      "the key published in the cognito-local package, under that key's id",
      () => signJwt(publishedKey, { ...header, kid: 'CognitoLocal' }, claims),
    ],
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

/** cognito-local run as its package starts it, without the gate: it publishes its own key. */
async function startUngatedCognitoLocal(dir: string) {
  const child = spawn(process.execPath, [require.resolve('cognito-local/lib/bin/start.js')], {
    cwd: dir,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const listening = /running on http:\/\/127\.0\.0\.1:(\d+)/;
  try {
    await untilOutput(
      child,
      () => output,
      (text) => listening.test(text),
      20_000,
    );
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return { child, endpoint: `http://127.0.0.1:${listening.exec(output)?.[1]}` };
}

describe('an identity service that publishes the key of the cognito-local package', () => {
  let dir: string;
  let ungated: { child: ChildProcess; endpoint: string };
  const settings = () => ({
    region: 'us-east-1',
    userPoolId: 'local_ungated',
    clientId: 'ungated-client',
    endpoint: ungated.endpoint,
    adminCredentialsFile: null,
    browserEndpoint: ungated.endpoint,
    authFlow: 'USER_PASSWORD_AUTH' as const,
  });

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'fr-ungated-'));
    ungated = await startUngatedCognitoLocal(dir);
  });
  afterAll(async () => {
    ungated?.child.kill('SIGKILL');
    await rm(dir, { recursive: true, force: true });
  });

  it('when the server starts in production against it, then the start stops and says why and what to set', async () => {
    const start = createTokenVerifier(settings(), { production: true });

    await expect(start).rejects.toThrow(PUBLISHED_KEY_IN_PRODUCTION);
    expect(PUBLISHED_KEY_IN_PRODUCTION).toMatch(/forge an administrator's token/);
    expect(PUBLISHED_KEY_IN_PRODUCTION).toMatch(/COGNITO_USER_POOL_ID/);
  });

  it('when an administrator token signed with that key is checked outside production, then it is refused', async () => {
    const local = await createTokenVerifier(settings());
    const now = Math.floor(Date.now() / 1000);
    const token = signJwt(
      publishedKey,
      { alg: 'RS256', typ: 'JWT', kid: 'CognitoLocal' },
      {
        sub: 'someone',
        'cognito:username': 'someone',
        'cognito:groups': ['admin', 'user'],
        email: 'someone@example.test',
        email_verified: true,
        token_use: 'id',
        aud: 'ungated-client',
        iss: 'http://localhost:9229/local_ungated',
        iat: now,
        exp: now + 3600,
      },
    );

    await expect(local.verifyIdToken(token)).rejects.toThrow();
  });
});
