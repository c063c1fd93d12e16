import { createHash } from 'node:crypto';
import { CognitoJwtVerifier, JwtVerifier } from 'aws-jwt-verify';
import { assertIsJwks, SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { isJsonObject, safeJsonParse, type Json } from 'aws-jwt-verify/safe-json-parse';
import type { IdentitySettings } from '../identity-settings.js';
import { UnverifiedEmailError, type Principal } from './principal.js';
import { assertNoPublishedKey, withoutPublishedKey } from './published-keys.js';

export interface TokenVerifier {
  /** Verifies an id token of this pool and client; rejects anything else. */
  verifyIdToken(token: string): Promise<Principal>;
  /** Verifies an access token of this pool and client. */
  verifyAccessToken(token: string): Promise<JwtPayload>;
}

/**
 * aws-jwt-verify checks `exp` only when a token has one; Cognito always sets it, so a token
 * without it is not Cognito's and must not live forever.
 */
function requireExpiry(payload: JwtPayload): void {
  if (typeof payload.exp !== 'number') throw new Error('The token has no expiry');
}

/**
 * The emulator's pools name each account by a `sub` of its own making (email usernames), and its
 * gate signs only tokens where the two agree; a token where they differ names an account id that a
 * client chose, and is refused.
 */
function requireOwnSubject(payload: JwtPayload, usernameClaim: 'cognito:username' | 'username') {
  if (typeof payload.sub !== 'string' || payload.sub !== payload[usernameClaim]) {
    throw new Error('The token names another account than its own');
  }
}

/** See Principal.session: the identifier the identity service gives the sign-in, hashed. */
function sessionOf(payload: JwtPayload, token: string): string {
  const origin = payload['origin_jti'];
  const key =
    typeof origin === 'string' && origin !== ''
      ? `origin_jti:${origin}`
      : typeof payload.jti === 'string' && payload.jti !== ''
        ? `jti:${payload.jti}`
        : `token:${token}`;
  return createHash('sha256').update(key).digest('base64url');
}

function toPrincipal(payload: JwtPayload, token: string): Principal {
  // Ownership follows the sub, so a token without one must not name anybody.
  if (typeof payload.sub !== 'string' || payload.sub === '') {
    throw new Error('The token has no subject');
  }
  // Cognito sends a boolean; some issuers send the string.
  const verified = payload['email_verified'];
  if (verified !== true && verified !== 'true') throw new UnverifiedEmailError();
  const email = typeof payload['email'] === 'string' ? payload['email'] : '';
  const groups = Array.isArray(payload['cognito:groups'])
    ? payload['cognito:groups'].filter((g): g is string => typeof g === 'string')
    : [];
  const username =
    typeof payload['cognito:username'] === 'string' ? payload['cognito:username'] : payload.sub;
  return {
    sub: payload.sub,
    username: String(username),
    email,
    name: typeof payload['name'] === 'string' ? payload['name'] : (email.split('@')[0] ?? ''),
    groups,
    // requireExpiry has run: every verified id token has a numeric exp.
    ...(typeof payload.exp === 'number' ? { expiresAt: payload.exp } : {}),
    session: sessionOf(payload, token),
  };
}

/**
 * A key cache that never holds cognito-local's published key, whatever a key set says: a token
 * signed with it is refused even when a key set (say, of a misconfigured service) lists it.
 */
function keyCacheWithoutPublishedKey() {
  return new SimpleJwksCache({
    jwksParser: (bytes) => {
      const jwks = safeJsonParse(new TextDecoder('utf8', { fatal: true }).decode(bytes));
      assertIsJwks(jwks);
      return withoutPublishedKey(jwks);
    },
  });
}

async function readJson(url: string, what: string): Promise<Json> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`Could not read the identity emulator's ${what} (${res.status})`);
  return safeJsonParse(await res.text());
}

/**
 * aws-jwt-verify fetches keys over https only; the emulator serves them over http, so its key set
 * is fetched here and handed to the verifier. Both documents come from the address this server
 * calls: the configuration's own `jwks_uri` names the browsers' address, which in a compose stack
 * this server cannot reach. The issuer is the one the emulator names.
 */
async function emulatorVerifiers(
  settings: IdentitySettings,
  endpoint: string,
  options: VerifierOptions,
) {
  const base = `${endpoint}/${settings.userPoolId}/.well-known`;
  const configuration = await readJson(`${base}/openid-configuration`, 'configuration');
  const issuer = isJsonObject(configuration) ? configuration['issuer'] : undefined;
  if (typeof issuer !== 'string') {
    throw new Error("The identity emulator's configuration names no issuer");
  }
  const published = await readJson(`${base}/jwks.json`, 'keys');
  assertIsJwks(published);
  if (options.production) assertNoPublishedKey(published);
  const jwks = withoutPublishedKey(published);
  const jwksUri = `${base}/jwks.json`;
  const id = JwtVerifier.create(
    {
      issuer,
      audience: settings.clientId,
      jwksUri,
      customJwtCheck: ({ payload }) => {
        requireExpiry(payload);
        if (payload['token_use'] !== 'id') throw new Error('Not an id token');
        requireOwnSubject(payload, 'cognito:username');
      },
    },
    { jwksCache: keyCacheWithoutPublishedKey() },
  );
  const access = JwtVerifier.create(
    {
      issuer,
      audience: null,
      jwksUri,
      customJwtCheck: ({ payload }) => {
        requireExpiry(payload);
        if (payload['token_use'] !== 'access') throw new Error('Not an access token');
        if (payload['client_id'] !== settings.clientId) throw new Error('Wrong client');
        requireOwnSubject(payload, 'username');
      },
    },
    { jwksCache: keyCacheWithoutPublishedKey() },
  );
  id.cacheJwks(jwks);
  access.cacheJwks(jwks);
  return {
    verifyIdToken: async (token: string) => toPrincipal(await id.verify(token), token),
    verifyAccessToken: (token: string) => access.verify(token),
  };
}

export interface VerifierOptions {
  /** In production an identity service that publishes cognito-local's key stops the start. */
  production?: boolean;
}

export async function createTokenVerifier(
  settings: IdentitySettings,
  options: VerifierOptions = {},
): Promise<TokenVerifier> {
  if (settings.endpoint) return emulatorVerifiers(settings, settings.endpoint, options);
  const { userPoolId, clientId } = settings;
  const verifierOf = <T extends 'id' | 'access'>(tokenUse: T) =>
    CognitoJwtVerifier.create(
      {
        userPoolId,
        clientId,
        tokenUse,
        customJwtCheck: ({ payload }) => requireExpiry(payload),
      },
      { jwksCache: keyCacheWithoutPublishedKey() },
    );
  const id = verifierOf('id');
  const access = verifierOf('access');
  return {
    verifyIdToken: async (token) => toPrincipal(await id.verify(token), token),
    verifyAccessToken: (token) => access.verify(token),
  };
}
