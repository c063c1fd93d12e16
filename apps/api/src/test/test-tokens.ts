import { createPrivateKey, createSign, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Reading, forging and re-signing JWTs in tests: what an attacker (or a careful issuer) does. */

export type Json = Record<string, unknown>;

/** The header (0) or the claims (1) of a JWT, read without any check. */
export function jwtPart(token: string, index: 0 | 1): Json {
  return JSON.parse(Buffer.from(token.split('.')[index] ?? '', 'base64url').toString()) as Json;
}

export const claimsOf = (token: string): Json => jwtPart(token, 1);

/** One base64url part of a JWT, for tokens a test puts together by hand (alg none, HS256). */
export const encodeJwtPart = (value: Json): string =>
  Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT whose RS256 signature by `key` covers exactly the given header and claims. */
export function signJwt(key: KeyObject, header: Json, claims: Json): string {
  const input = `${encodeJwtPart(header)}.${encodeJwtPart(claims)}`;
  return `${input}.${createSign('RSA-SHA256').update(input).sign(key).toString('base64url')}`;
}

/**
 * The key the identity gate made for a test installation, read from its state folder: `dir` is the
 * folder of `startTestIdentity()`.
 */
export function installationKey(dir: string): KeyObject {
  const file = path.join(dir, 'identity', 'signing-key.json');
  return createPrivateKey((JSON.parse(readFileSync(file, 'utf8')) as { pem: string }).pem);
}

/** The private key cognito-local ships in its npm package: anyone has it. */
export function publishedKey(): KeyObject {
  const file = createRequire(import.meta.url).resolve(
    'cognito-local/lib/keys/cognitoLocal.private.json',
  );
  return createPrivateKey((JSON.parse(readFileSync(file, 'utf8')) as { pem: string }).pem);
}
