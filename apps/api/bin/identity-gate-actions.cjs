// @ts-check
/*
 * The identity gate's action pipeline (identity-gate.cjs): a POST names its action in X-Amz-Target;
 * on the public listener the action and its fields must be allowed and the client and the account
 * within their limits; access tokens are checked; what was checked is forwarded to cognito-local,
 * and the tokens it answers are signed again.
 */
'use strict';
const { clientKey, refuseWhenLimited } = require('./identity-gate-limits.cjs');
const {
  NEW_PASSWORD_FIELD,
  attributeValue,
  checkPasswordPolicy,
  checkedInput,
  isPublicAction,
} = require('./identity-gate-rules.cjs');
const {
  AMZ_JSON,
  Refusal,
  jsonObject,
  notAvailable,
  readBody,
  send,
} = require('./identity-gate-support.cjs');
const { checkAccessToken, resignResult } = require('./identity-gate-tokens.cjs');

/** @typedef {import('./identity-gate-support.cjs').JsonObject} JsonObject */
/** @typedef {import('./identity-gate-tokens.cjs').Gate} Gate */
/** @typedef {import('./identity-gate-tokens.cjs').TokenAccount} TokenAccount */

/** Calls that mail a code to an address. */
const CODE_ACTIONS = new Set([
  'ResendConfirmationCode',
  'ForgotPassword',
  'GetUserAttributeVerificationCode',
]);
/** Calls that try a password or a code: their failures are counted per account. */
const GUESS_ACTIONS = new Set([
  'InitiateAuth',
  'ConfirmSignUp',
  'ConfirmForgotPassword',
  'VerifyUserAttribute',
  'ChangePassword',
]);

/**
 * The pool's password policy, applied where an action sets a password.
 * @param {Gate} gate
 * @param {string} name
 * @param {JsonObject} input
 * @param {string | undefined} poolId
 */
async function checkPassword(gate, name, input, poolId) {
  const field = NEW_PASSWORD_FIELD[name];
  if (!field || !poolId) return;
  checkPasswordPolicy(String(input[field]), await gate.backend.passwordPolicy(poolId));
}

/**
 * An address belongs to one account only, as Amazon Cognito keeps an alias attribute.
 * @param {Gate} gate
 * @param {JsonObject} input
 * @param {TokenAccount} account
 */
async function checkEmailFree(gate, input, account) {
  const email = attributeValue(input.UserAttributes, 'email');
  const { poolId, username } = account;
  if (
    typeof email === 'string' &&
    (await gate.backend.emailTakenByOther(poolId, email, username))
  ) {
    throw new Refusal(
      400,
      'AliasExistsException',
      'An account with the given email already exists.',
    );
  }
}

/**
 * Whose failures a guess counts against: the account of the access token, or the one named. A
 * refresh names nobody and guesses nothing a person chose.
 * @param {JsonObject} input
 * @param {TokenAccount | undefined} account
 * @returns {string | undefined}
 */
function guessKey(input, account) {
  if (account) return `account:${account.username}`;
  const parameters = /** @type {JsonObject | undefined} */ (input.AuthParameters);
  const named = input.Username ?? parameters?.USERNAME;
  return typeof named === 'string' ? `name:${named.toLowerCase()}` : undefined;
}

/**
 * The client's sign-up and code limits, before the action.
 * @param {Gate} gate
 * @param {string} name
 * @param {string} client
 */
function refuseLimitedClient(gate, name, client) {
  if (name === 'SignUp') refuseWhenLimited(gate.limiters.signUps, client);
  if (CODE_ACTIONS.has(name)) refuseWhenLimited(gate.limiters.codes, client);
}

/**
 * The client's sign-up and code counts, once the action was let through.
 * @param {Gate} gate
 * @param {string} name
 * @param {string} client
 */
function countClient(gate, name, client) {
  if (name === 'SignUp') gate.limiters.signUps.add(client);
  if (CODE_ACTIONS.has(name)) gate.limiters.codes.add(client);
}

/**
 * The public listener's checks: the action and each of its fields are allowed (what is forwarded
 * is rebuilt from what was checked), the client and the account are within their limits, and the
 * password meets the pool's policy.
 * @param {Gate} gate
 * @param {string} name
 * @param {JsonObject} raw
 * @param {string} client
 * @returns {Promise<{ input: JsonObject, guess: string | undefined }>}
 */
async function checkPublic(gate, name, raw, client) {
  if (!isPublicAction(name)) throw notAvailable(name);
  refuseLimitedClient(gate, name, client);
  const input = checkedInput(name, raw);
  const account =
    'AccessToken' in input ? await checkAccessToken(gate, input.AccessToken) : undefined;
  const guess = GUESS_ACTIONS.has(name) ? guessKey(input, account) : undefined;
  if (guess) refuseWhenLimited(gate.limiters.failures, guess);
  const clientId = typeof input.ClientId === 'string' ? input.ClientId : undefined;
  const poolId = account?.poolId ?? (clientId ? await gate.backend.poolFor(clientId) : undefined);
  await checkPassword(gate, name, input, poolId);
  if (name === 'UpdateUserAttributes' && account) await checkEmailFree(gate, input, account);
  countClient(gate, name, client);
  return { input, guess };
}

/**
 * The action a request names, split as cognito-local splits X-Amz-Target, so that both read the
 * same action.
 * @param {import('node:http').IncomingMessage} req
 * @param {boolean} isPublic
 */
function actionName(req, isPublic) {
  const target = req.headers['x-amz-target'];
  const name = typeof target === 'string' ? target.split('.')[1] : undefined;
  if (!name) throw new Refusal(400, 'InvalidParameterException', 'Missing X-Amz-Target');
  if (isPublic && !isPublicAction(name)) throw notAvailable(name);
  return name;
}

/**
 * The request's body as a JSON object ({} when empty).
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<JsonObject>}
 */
async function readInput(req) {
  const raw = await readBody(req);
  try {
    return raw.length === 0 ? {} : jsonObject(raw.toString('utf8'));
  } catch {
    throw new Refusal(400, 'SerializationException', 'The request body is not a JSON object');
  }
}

/**
 * The input to forward and the guess it makes: checked as the public listener checks; on the
 * admin listener only its access token.
 * @param {Gate} gate
 * @param {import('node:http').IncomingMessage} req
 * @param {string} name
 * @param {boolean} isPublic
 * @returns {Promise<{ input: JsonObject, guess: string | undefined }>}
 */
async function checkedRequest(gate, req, name, isPublic) {
  const input = await readInput(req);
  if (isPublic) return checkPublic(gate, name, input, clientKey(req.socket.remoteAddress));
  if ('AccessToken' in input) await checkAccessToken(gate, input.AccessToken);
  return { input, guess: undefined };
}

/**
 * A POST: the action checked, forwarded, and its answer's tokens signed again.
 * @param {Gate} gate
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {boolean} isPublic
 */
async function handleAction(gate, req, res, isPublic) {
  const name = actionName(req, isPublic);
  const { input, guess } = await checkedRequest(gate, req, name, isPublic);
  // What is forwarded is what was checked: the rebuilt body, as JSON whatever the request said
  // (cognito-local would also read a form-encoded body, which was not checked).
  const answer = await gate.backend.action(name, input);
  if (guess && answer.status !== 200) gate.limiters.failures.add(guess);
  if (answer.status !== 200) {
    send(res, answer.status, answer.body, answer.contentType ?? AMZ_JSON);
    return;
  }
  if (name === 'ConfirmSignUp') await gate.backend.markEmailVerified(input);
  // Told of every action cognito-local carried out (the compose relay mails codes after them).
  gate.onAnswered?.(name, input);
  const body = await resignResult(gate, answer.body, input);
  send(res, answer.status, body, answer.contentType ?? AMZ_JSON);
}

module.exports = { handleAction };
