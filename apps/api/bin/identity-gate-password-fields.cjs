// @ts-check
/*
 * Where an action carries a password, cognito-local is given the value derived from it
 * (identity-gate-passwords.cjs), never the typed one. The pool's password policy is applied to the
 * typed password before (identity-gate-policy.cjs).
 *
 * An action that sets a password derives it with a new salt, kept once cognito-local has taken it;
 * one that presents the current password derives it with the account's salt, the account found as
 * cognito-local finds it. A name without an account is derived with a salt made for the call, so
 * that its answer takes the same work. An account stored before derivation (a password as typed,
 * no salt) is converted when it signs in.
 */
'use strict';
const { decodeJwt } = require('./identity-gate-keys.cjs');
const { newSalt } = require('./identity-gate-passwords.cjs');
const { accountNamed } = require('./identity-gate-signouts.cjs');
const { isObject, jsonObject } = require('./identity-gate-support.cjs');

/** @typedef {import('./identity-gate-support.cjs').JsonObject} JsonObject */
/** @typedef {import('./identity-gate-tokens.cjs').Gate} Gate */

/**
 * @typedef {object} PasswordFields Where an action carries passwords.
 * @property {string[]} [current] The path of a password compared with the stored one.
 * @property {string[]} [set] The path of a password that replaces the stored one.
 */

/** @type {Record<string, PasswordFields>} */
const PASSWORD_FIELDS = {
  SignUp: { set: ['Password'] },
  InitiateAuth: { current: ['AuthParameters', 'PASSWORD'] },
  AdminInitiateAuth: { current: ['AuthParameters', 'PASSWORD'] },
  ConfirmForgotPassword: { set: ['Password'] },
  ChangePassword: { current: ['PreviousPassword'], set: ['ProposedPassword'] },
  AdminSetUserPassword: { set: ['Password'] },
  AdminCreateUser: { set: ['TemporaryPassword'] },
  // NEW_PASSWORD_REQUIRED, the answer to a temporary password.
  RespondToAuthChallenge: { set: ['ChallengeResponses', 'NEW_PASSWORD'] },
  AdminRespondToAuthChallenge: { set: ['ChallengeResponses', 'NEW_PASSWORD'] },
};

/** Actions after which every sign-in of the account ends. */
const PASSWORD_RESETS = new Set([
  'ChangePassword',
  'ConfirmForgotPassword',
  'AdminSetUserPassword',
]);

/**
 * @param {JsonObject} input
 * @param {string[] | undefined} at
 * @returns {string | undefined}
 */
function valueAt(input, at) {
  if (!at) return undefined;
  const [first = '', second] = at;
  const value =
    second === undefined ? input[first] : /** @type {JsonObject} */ (input[first])?.[second];
  return typeof value === 'string' ? value : undefined;
}

/**
 * `input` with the string at `at` replaced (a copy; the checked input is kept as it was).
 * @param {JsonObject} input
 * @param {string[]} at
 * @param {string} value
 * @returns {JsonObject}
 */
function withValueAt(input, at, value) {
  const [first = '', second] = at;
  if (second === undefined) return { ...input, [first]: value };
  return { ...input, [first]: { .../** @type {JsonObject} */ (input[first]), [second]: value } };
}

/**
 * The pool and the name of the account an action names (undefined for those that make one).
 * @param {Gate} gate
 * @param {string} name
 * @param {JsonObject} input
 * @returns {Promise<[unknown, unknown] | undefined>}
 */
async function namedAccount(gate, name, input) {
  const parameters = isObject(input.AuthParameters) ? input.AuthParameters : {};
  const responses = isObject(input.ChallengeResponses) ? input.ChallengeResponses : {};
  const poolOfClient = async () =>
    typeof input.ClientId === 'string' ? gate.backend.poolFor(input.ClientId) : undefined;
  switch (name) {
    case 'InitiateAuth':
      return [await poolOfClient(), parameters.USERNAME];
    case 'AdminInitiateAuth':
      return [input.UserPoolId, parameters.USERNAME];
    case 'ConfirmForgotPassword':
      return [await poolOfClient(), input.Username];
    case 'AdminSetUserPassword':
      return [input.UserPoolId, input.Username];
    case 'RespondToAuthChallenge':
      return [await poolOfClient(), responses.USERNAME];
    case 'AdminRespondToAuthChallenge':
      return [input.UserPoolId, responses.USERNAME];
    case 'ChangePassword': {
      // Checked by then (identity-gate-tokens.cjs): its pool and username are the account's.
      const { payload } = decodeJwt(input.AccessToken);
      return [String(payload.iss).split('/').pop(), payload.username];
    }
    default:
      return undefined;
  }
}

/**
 * The username of the account an answer made: AdminCreateUser names it; SignUp answers its `sub`,
 * which is its username where the address is the username (this site's pool), else the name sent.
 * @param {Gate} gate
 * @param {JsonObject} input
 * @param {JsonObject} output
 * @returns {Promise<string | undefined>}
 */
async function madeUsername(gate, input, output) {
  const user = isObject(output.User) ? output.User : {};
  if (typeof user.Username === 'string') return user.Username;
  const poolId =
    typeof input.ClientId === 'string' ? await gate.backend.poolFor(input.ClientId) : undefined;
  const made =
    (await accountNamed(gate, poolId, output.UserSub)) ??
    (await accountNamed(gate, poolId, input.Username));
  return made?.username;
}

/**
 * @typedef {object} Derived
 * @property {JsonObject} input What is forwarded.
 * @property {(answer: Buffer) => Promise<void>} settle Called with cognito-local's successful
 *   answer: keeps a new salt, converts an account stored before, ends the sign-ins of an account
 *   whose password was set.
 */

/**
 * The action's input with every password replaced by its derived value.
 * @param {Gate} gate
 * @param {string} name
 * @param {JsonObject} input
 * @returns {Promise<Derived>}
 */
async function derivePasswords(gate, name, input) {
  const fields = PASSWORD_FIELDS[name] ?? {};
  const current = valueAt(input, fields.current);
  const proposed = valueAt(input, fields.set);
  if (current === undefined && proposed === undefined) return { input, settle: async () => {} };
  const named = await namedAccount(gate, name, input);
  const account = named ? await accountNamed(gate, ...named) : null;
  const salt = account ? gate.passwords.saltOf(account.username) : undefined;
  // Stored before derivation: its password is compared as it was typed, and converted below.
  const stored = account !== null && salt === undefined;
  const setSalt = newSalt();
  let forwarded = input;
  if (current !== undefined && fields.current && !stored) {
    const derived = await gate.passwords.derive(current, salt ?? newSalt());
    forwarded = withValueAt(forwarded, fields.current, derived);
  }
  if (proposed !== undefined && fields.set) {
    forwarded = withValueAt(forwarded, fields.set, await gate.passwords.derive(proposed, setSalt));
  }
  const settle = async (/** @type {Buffer} */ answer) => {
    const output = jsonObject(answer.toString('utf8'));
    const username = account?.username ?? (await madeUsername(gate, input, output));
    if (proposed !== undefined && username) gate.passwords.setSalts([[username, setSalt]]);
    // Sign-ins are kept under the tokens' `sub`, which the gate signs only when it is the username.
    if (PASSWORD_RESETS.has(name) && username) {
      await gate.sessions.endAll(username, { signOut: false });
    }
    if (stored && current !== undefined && isObject(output.AuthenticationResult)) {
      await convertAccount(gate, account, current);
    }
  };
  return { input: forwarded, settle };
}

/**
 * An account stored with its password as typed, which just signed in with it: it is given the
 * derived value instead.
 * @param {Gate} gate
 * @param {{ poolId: string, username: string }} account
 * @param {string} password
 */
async function convertAccount(gate, account, password) {
  const salt = newSalt();
  const answer = await gate.backend.action('AdminSetUserPassword', {
    UserPoolId: account.poolId,
    Username: account.username,
    Password: await gate.passwords.derive(password, salt),
    Permanent: true,
  });
  if (answer.status === 200) gate.passwords.setSalts([[account.username, salt]]);
}

module.exports = { derivePasswords };
