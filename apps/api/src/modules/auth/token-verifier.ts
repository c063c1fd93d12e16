import { CognitoJwtVerifier, JwtVerifier } from 'aws-jwt-verify';
import type { Jwks } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import type { IdentitySettings } from '../identity/identity-settings.js';
import type { Principal } from './principal.js';

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

function toPrincipal(payload: JwtPayload): Principal {
  const email = typeof payload['email'] === 'string' ? payload['email'] : '';
  const groups = Array.isArray(payload['cognito:groups'])
    ? payload['cognito:groups'].filter((g): g is string => typeof g === 'string')
    : [];
  const username =
    typeof payload['cognito:username'] === 'string' ? payload['cognito:username'] : payload.sub;
  return {
    sub: String(payload.sub),
    username: String(username),
    email,
    name: typeof payload['name'] === 'string' ? payload['name'] : (email.split('@')[0] ?? ''),
    groups,
  };
}

/**
 * aws-jwt-verify fetches keys over https only; the emulator serves them over http on loopback, so
 * its key set is fetched here and handed to the verifier (DESIGN.md D2).
 */
async function emulatorVerifiers(settings: IdentitySettings, endpoint: string) {
  const issuer = `${endpoint}/${settings.userPoolId}`;
  const res = await fetch(`${issuer}/.well-known/jwks.json`);
  if (!res.ok) throw new Error(`Could not read the identity emulator's keys (${res.status})`);
  const jwks = (await res.json()) as Jwks;
  const id = JwtVerifier.create({
    issuer,
    audience: settings.clientId,
    jwksUri: `${issuer}/.well-known/jwks.json`,
    customJwtCheck: ({ payload }) => {
      requireExpiry(payload);
      if (payload['token_use'] !== 'id') throw new Error('Not an id token');
    },
  });
  const access = JwtVerifier.create({
    issuer,
    audience: null,
    jwksUri: `${issuer}/.well-known/jwks.json`,
    customJwtCheck: ({ payload }) => {
      requireExpiry(payload);
      if (payload['token_use'] !== 'access') throw new Error('Not an access token');
      if (payload['client_id'] !== settings.clientId) throw new Error('Wrong client');
    },
  });
  id.cacheJwks(jwks);
  access.cacheJwks(jwks);
  return {
    verifyIdToken: async (token: string) => toPrincipal(await id.verify(token)),
    verifyAccessToken: (token: string) => access.verify(token),
  };
}

export async function createTokenVerifier(settings: IdentitySettings): Promise<TokenVerifier> {
  if (settings.endpoint) return emulatorVerifiers(settings, settings.endpoint);
  const id = CognitoJwtVerifier.create({
    userPoolId: settings.userPoolId,
    clientId: settings.clientId,
    tokenUse: 'id',
    customJwtCheck: ({ payload }) => requireExpiry(payload),
  });
  const access = CognitoJwtVerifier.create({
    userPoolId: settings.userPoolId,
    clientId: settings.clientId,
    tokenUse: 'access',
    customJwtCheck: ({ payload }) => requireExpiry(payload),
  });
  return {
    verifyIdToken: async (token) => toPrincipal(await id.verify(token)),
    verifyAccessToken: (token) => access.verify(token),
  };
}
