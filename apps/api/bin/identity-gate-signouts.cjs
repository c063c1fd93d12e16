// @ts-check
/*
 * The identity gate's sign-in actions that cognito-local lacks or gets wrong (identity-gate.cjs),
 * on the gate's record of sign-ins (identity-gate-sessions.cjs): GlobalSignOut and
 * AdminUserGlobalSignOut end every sign-in of the account and the access tokens signed before;
 * RevokeToken ends one sign-in; a refresh is forwarded only while its sign-in is live.
 */
'use strict';
const { resolveAccount } = require('./identity-gate-accounts.cjs');
const { decodeJwt } = require('./identity-gate-keys.cjs');
const { Refusal, invalidAccessToken, isObject } = require('./identity-gate-support.cjs');

/** @typedef {import('./identity-gate-support.cjs').JsonObject} JsonObject */
/** @typedef {import('./identity-gate-tokens.cjs').Gate} Gate */

/**
 * The account `name` stands for in the pool (identity-gate-accounts.cjs). Its username is the key
 * the gate keeps its sign-ins and salt under: unique in the store (the `sub` attribute alone is
 * not: an administrator may store any), and the `sub` of every token the gate signs for it.
 * @param {Gate} gate
 * @param {unknown} poolId
 * @param {unknown} name
 * @returns {Promise<{ poolId: string, username: string } | null>}
 */
async function accountNamed(gate, poolId, name) {
  if (typeof poolId !== 'string' || typeof name !== 'string') return null;
  const account = await resolveAccount(gate, poolId, name);
  return account ? { poolId, username: account.username } : null;
}

/**
 * The refresh token a sign-in call presents, when it is a refresh.
 * @param {string} name
 * @param {JsonObject} input
 * @returns {string | undefined}
 */
function presentedRefreshToken(name, input) {
  if (name !== 'InitiateAuth' && name !== 'AdminInitiateAuth') return undefined;
  if (input.AuthFlow !== 'REFRESH_TOKEN' && input.AuthFlow !== 'REFRESH_TOKEN_AUTH')
    return undefined;
  const parameters = isObject(input.AuthParameters) ? input.AuthParameters : {};
  return typeof parameters.REFRESH_TOKEN === 'string' ? parameters.REFRESH_TOKEN : undefined;
}

/**
 * RevokeToken: the token's sign-in ends, and cognito-local drops it from its store. As Amazon
 * Cognito does, a token that is unknown or already revoked answers success too; an access or id
 * token is not a token this action takes.
 * @param {Gate} gate
 * @param {JsonObject} input
 * @returns {Promise<JsonObject | undefined>} undefined: cognito-local answers (an unknown client)
 */
async function revokeToken(gate, input) {
  const token = input.Token;
  const clientId = input.ClientId;
  if (typeof token !== 'string' || typeof clientId !== 'string') return undefined;
  if (!(await gate.backend.poolFor(clientId))) return undefined;
  let use;
  try {
    use = decodeJwt(token).payload.token_use;
  } catch {
    use = undefined;
  }
  if (use === 'access' || use === 'id') {
    throw new Refusal(400, 'UnsupportedTokenTypeException', 'Unsupported token type');
  }
  gate.sessions.revoke(token);
  await gate.backend.action('RevokeToken', { ClientId: clientId, Token: token });
  return {};
}

/**
 * The sign-in actions the gate answers itself (sign-outs, revocations), or undefined for those it
 * forwards; a refresh is forwarded only while its sign-in is live (else a Refusal).
 * @param {Gate} gate
 * @param {string} name
 * @param {JsonObject} input checked, an access token it carries included
 * @returns {Promise<JsonObject | undefined>}
 */
async function sessionAnswer(gate, name, input) {
  const refreshToken = presentedRefreshToken(name, input);
  if (refreshToken !== undefined) gate.sessions.check(refreshToken);
  if (name === 'RevokeToken') return revokeToken(gate, input);
  if (name === 'GlobalSignOut') {
    if (typeof input.AccessToken !== 'string') throw invalidAccessToken();
    await gate.sessions.endAll(String(decodeJwt(input.AccessToken).payload.sub), { signOut: true });
    return {};
  }
  if (name === 'AdminUserGlobalSignOut') {
    const account = await accountNamed(gate, input.UserPoolId, input.Username);
    if (!account) throw new Refusal(400, 'UserNotFoundException', 'User does not exist.');
    await gate.sessions.endAll(account.username, { signOut: true });
    return {};
  }
  return undefined;
}

module.exports = { accountNamed, sessionAnswer };
