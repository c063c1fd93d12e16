// @ts-check
/*
 * The tokens the identity gate hands out and takes (identity-gate.cjs): every token cognito-local
 * answers is signed again with the installation's key once it names the account as the store has
 * it, and every access token a client sends is checked against that key and the stored account.
 */
'use strict';
const { decodeJwt, hasValidSignature, signJwt } = require('./identity-gate-keys.cjs');
const {
  Refusal,
  invalidAccessToken,
  isObject,
  jsonObject,
  originJti,
} = require('./identity-gate-support.cjs');

/** @typedef {import('./identity-gate-support.cjs').JsonObject} JsonObject */
/** @typedef {import('./identity-gate-backend.cjs').TokenKind} TokenKind */
/** @typedef {import('./identity-gate-limits.cjs').WindowLimiter} WindowLimiter */

/**
 * @typedef {object} Gate What a running gate's handlers share.
 * @property {import('./identity-gate-keys.cjs').SigningKey} key The installation's key.
 * @property {string} issuer The public address, without a trailing slash.
 * @property {Set<string>} allowedOrigins
 * @property {Set<string>} adminHosts The admin listener's `host:port` names.
 * @property {import('./identity-gate-backend.cjs').Backend} backend
 * @property {{ signUps: WindowLimiter, codes: WindowLimiter, failures: WindowLimiter, codesPerAddress: WindowLimiter }} limiters
 * @property {import('./identity-gate-codes.cjs').CodeRecords} codeRecords The codes mailed, and
 *   for what.
 * @property {import('./identity-gate-accounts.cjs').AddressHolds} addressHolds
 * @property {((name: string, input: JsonObject) => void) | undefined} onAnswered
 * @property {((name: string) => void) | undefined} onForwarded
 * @property {import('./identity-gate-sessions.cjs').SessionStore} sessions The sign-ins handed
 *   refresh tokens, per account.
 * @property {import('./identity-gate-passwords.cjs').PasswordStore} passwords The installation's
 *   secret and each account's salt.
 * @property {() => number} now The gate's clock, in milliseconds.
 */

/** @typedef {{ poolId: string, username: string }} TokenAccount */

/** @type {TokenKind[]} */
const TOKEN_KINDS = ['AccessToken', 'IdToken'];

const refusedAccount = () =>
  new Refusal(
    400,
    'NotAuthorizedException',
    'This account cannot sign in. Please contact the site.',
  );

/**
 * The pool a token's issuer names (its last path segment).
 * @param {unknown} iss
 */
function poolOf(iss) {
  const poolId = typeof iss === 'string' ? iss.split('/').pop() : undefined;
  if (!poolId || !/^[\w-]+$/.test(poolId)) throw new Error('A token without a pool');
  return poolId;
}

/**
 * A token cognito-local handed out, signed again with the installation's key once it names the
 * account as the store has it: `sub` is the stored account's own and equals its username (with
 * email usernames cognito-local names each account by a `sub` it made itself), the address and
 * its verified flag are the stored ones, and it lives as long as the app client says (one hour
 * by default, as in Amazon Cognito).
 * @param {Gate} gate
 * @param {string} token
 * @param {TokenKind} kind
 * @param {string | undefined} origin the sign-in's origin_jti
 * @returns {Promise<string>}
 */
async function resign(gate, token, kind, origin) {
  const { header, payload } = decodeJwt(token);
  const poolId = poolOf(payload.iss);
  // Its signature only: a token made with a one-second lifetime may be expired by now.
  if (!(await hasValidSignature(token, await gate.backend.key(header.kid, poolId)))) {
    throw new Error('The identity backend returned a token it did not sign');
  }
  /** @type {JsonObject} */
  const claims = { ...payload, iss: `${gate.issuer}/${poolId}` };
  const username = kind === 'IdToken' ? claims['cognito:username'] : claims.username;
  const account =
    typeof username === 'string' ? await gate.backend.accountByUsername(poolId, username) : null;
  if (!account || account.sub !== username || claims.sub !== username) throw refusedAccount();
  const clientId = kind === 'IdToken' ? claims.aud : claims.client_id;
  const now = Math.floor(gate.now() / 1000);
  claims.iat = now;
  claims.exp = now + (await gate.backend.tokenSeconds(poolId, String(clientId), kind));
  if (origin) claims.origin_jti = origin;
  if (kind === 'IdToken') {
    claims.email = account.email;
    // cognito-local writes Boolean("false"), that is true; the stored attribute says it right.
    claims.email_verified = account.emailVerified;
  }
  return signJwt(claims, gate.key);
}

/**
 * A successful answer's body with its AuthenticationResult's tokens signed again; any other body
 * as it is.
 * @param {Gate} gate
 * @param {Buffer} body cognito-local's answer
 * @param {JsonObject} input the request that was forwarded
 * @returns {Promise<Buffer | string>}
 */
async function resignResult(gate, body, input) {
  const output = jsonObject(body.toString('utf8'));
  const result = output.AuthenticationResult;
  if (!isObject(result)) return body;
  const parameters = isObject(input.AuthParameters) ? input.AuthParameters : {};
  const origin = originJti(result.RefreshToken ?? parameters.REFRESH_TOKEN);
  for (const kind of TOKEN_KINDS) {
    const token = result[kind];
    if (typeof token === 'string') result[kind] = await resign(gate, token, kind, origin);
  }
  // A sign-in (a refresh answers no refresh token): its refresh token is taken while it is live.
  if (typeof result.RefreshToken === 'string' && typeof result.AccessToken === 'string') {
    const sub = String(decodeJwt(result.AccessToken).payload.sub);
    await gate.sessions.add(sub, result.RefreshToken, String(input.ClientId));
  }
  return JSON.stringify(output);
}

/**
 * Whether an access token's signature, kind, lifetime, issuer and subject are this gate's.
 * @param {Gate} gate
 * @param {string} token
 */
async function isOwnAccessToken(gate, token) {
  let jwt;
  try {
    jwt = decodeJwt(token);
  } catch {
    return false;
  }
  const { header, payload } = jwt;
  return (
    header.kid === gate.key.kid &&
    (await hasValidSignature(token, gate.key.publicKey)) &&
    payload.token_use === 'access' &&
    typeof payload.exp === 'number' &&
    payload.exp > gate.now() / 1000 &&
    typeof payload.iss === 'string' &&
    payload.iss.startsWith(`${gate.issuer}/`) &&
    typeof payload.username === 'string' &&
    payload.sub === payload.username
  );
}

/*
 * An access token sent by a client is checked here, then passed to cognito-local as it is.
 * cognito-local 5.3.0 decodes access tokens without checking any signature, so it reads the
 * installation's tokens like its own; no token map is needed (none lost on a restart, no size
 * bound) and its private key is not needed either (its place in an image is unknown). Were a
 * later cognito-local to check signatures, it would refuse these calls: it fails closed.
 * cognito-local finds the account by the token's `sub`, falling back to any account whose `sub`
 * or email equals it; the account is resolved here by its username, and the token is refused
 * unless that account exists and its `sub` is the token's.
 */
/**
 * @param {Gate} gate
 * @param {unknown} token
 * @returns {Promise<TokenAccount>}
 */
async function checkAccessToken(gate, token) {
  if (typeof token !== 'string' || !(await isOwnAccessToken(gate, token))) {
    throw invalidAccessToken();
  }
  const { payload } = decodeJwt(token);
  const poolId = poolOf(payload.iss);
  const account = await gate.backend.accountByUsername(poolId, String(payload.username));
  if (!account || account.sub !== payload.sub || !account.enabled) throw invalidAccessToken();
  // Signed before a sign-out everywhere (GlobalSignOut), as Amazon Cognito refuses it.
  if (gate.sessions.signedOut(String(payload.sub), payload.iat, payload.origin_jti)) {
    throw new Refusal(400, 'NotAuthorizedException', 'Access Token has been revoked');
  }
  return { poolId, username: account.username };
}

module.exports = { checkAccessToken, resignResult };
