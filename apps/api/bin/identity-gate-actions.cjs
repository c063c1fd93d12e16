// @ts-check
/*
 * The identity gate's action pipeline (identity-gate.cjs): a POST names its action in X-Amz-Target;
 * on the public listener the action and its fields must be allowed and the client and the account
 * within their limits; access tokens are checked; what was checked is forwarded to cognito-local,
 * and the tokens it answers are signed again.
 */
'use strict';
const { holdAddress, namedAccount, refuseTakenAddress } = require('./identity-gate-accounts.cjs');
const { alikeAnswer, codeStep, settleCode } = require('./identity-gate-codes.cjs');
const { clientKey, guessKey, reserveClient } = require('./identity-gate-limits.cjs');
const { checkPassword } = require('./identity-gate-policy.cjs');
const { checkedInput, isPublicAction } = require('./identity-gate-rules.cjs');
const {
  AMZ_JSON,
  Refusal,
  jsonObject,
  notAvailable,
  readBody,
  send,
} = require('./identity-gate-support.cjs');
const { derivePasswords } = require('./identity-gate-password-fields.cjs');
const { sessionAnswer } = require('./identity-gate-signouts.cjs');
const { checkAccessToken, resignResult } = require('./identity-gate-tokens.cjs');

/** @typedef {import('./identity-gate-support.cjs').JsonObject} JsonObject */
/** @typedef {import('./identity-gate-tokens.cjs').Gate} Gate */
/** @typedef {import('./identity-gate-tokens.cjs').TokenAccount} TokenAccount */

/**
 * @typedef {object} Checked A request as checked, and what it does with limits and codes.
 * @property {JsonObject} input What is forwarded.
 * @property {string | undefined} guess The key its guess counts against, if it makes one.
 * @property {import('./identity-gate-codes.cjs').CodeStep} [code] The code it mails or uses.
 */

/**
 * The public listener's checks: the action and each of its fields are allowed (what is forwarded
 * is rebuilt from what was checked, addresses in canonical form), the client's sign-up and mail
 * slots are taken before anything is awaited, the password meets the pool's policy, an address
 * belongs to one account, the account named takes a guess slot (whatever name or spelling names
 * it), and a code goes only to the action it was mailed for, while it lives.
 * @param {Gate} gate
 * @param {string} name
 * @param {JsonObject} raw
 * @param {string} client
 * @returns {Promise<Checked>}
 */
async function checkPublic(gate, name, raw, client) {
  if (!isPublicAction(name)) throw notAvailable(name);
  const input = checkedInput(name, raw);
  reserveClient(gate, name, input, client);
  const account =
    'AccessToken' in input ? await checkAccessToken(gate, input.AccessToken) : undefined;
  const clientId = typeof input.ClientId === 'string' ? input.ClientId : undefined;
  const poolId = account?.poolId ?? (clientId ? await gate.backend.poolFor(clientId) : undefined);
  await checkPassword(gate, name, input, poolId);
  holdAddress(gate, name, input);
  const named = await namedAccount(gate, name, input, poolId, account);
  await refuseTakenAddress(gate, name, input, named, account);
  const guess = guessKey(name, account, named);
  if (guess) gate.limiters.failures.reserve(guess);
  return { input, guess, code: codeStep(gate, name, input, named) };
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
 * @param {Buffer} [rawBody] The body, when the admin listener read it already (for its signature).
 * @returns {Promise<JsonObject>}
 */
async function readInput(req, rawBody) {
  const raw = rawBody ?? (await readBody(req));
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
 * @param {Buffer} [rawBody]
 * @returns {Promise<Checked>}
 */
async function checkedRequest(gate, req, name, isPublic, rawBody) {
  const input = await readInput(req, rawBody);
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
 * @param {Buffer} [rawBody] The body, when it was read already (the admin listener's signed one).
 */
async function handleAction(gate, req, res, isPublic, rawBody) {
  const name = actionName(req, isPublic);
  const { input, guess, code } = await checkedRequest(gate, req, name, isPublic, rawBody);
  const own = await sessionAnswer(gate, name, input);
  if (own) return send(res, 200, own);
  // What is forwarded is what was checked: the rebuilt body, as JSON whatever the request said
  // (cognito-local would also read a form-encoded body, which was not checked), passwords derived.
  const derived = await derivePasswords(gate, name, input);
  gate.onForwarded?.(name);
  const answer = alikeAnswer(name, code, await gate.backend.action(name, derived.input));
  // A right guess gives its slot back; a wrong one keeps it.
  if (guess && answer.status === 200) gate.limiters.failures.release(guess);
  settleCode(gate, code, answer);
  if (answer.status !== 200) {
    send(res, answer.status, answer.body, answer.contentType ?? AMZ_JSON);
    return;
  }
  await derived.settle(answer.body);
  // Only where the public checks found an unconfirmed account with a live sign-up code.
  if (name === 'ConfirmSignUp' && code) await gate.backend.markEmailVerified(input);
  // Told of every action cognito-local carried out (the compose relay mails codes after them).
  gate.onAnswered?.(name, input);
  const body = await resignResult(gate, answer.body, input);
  send(res, answer.status, body, answer.contentType ?? AMZ_JSON);
}

module.exports = { handleAction };
