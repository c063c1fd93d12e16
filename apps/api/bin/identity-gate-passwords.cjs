// @ts-check
/*
 * No password reaches cognito-local as it was typed (identity-gate.cjs). cognito-local stores each
 * account's password as it is given and compares it as it is; the gate gives it, wherever an action
 * carries a password, a value derived from it instead: scrypt of the password with a secret of this
 * installation (32 random bytes made on the first start) and a random salt of the account, base64url
 * after the PREFIX. Secret and salts are kept in 0600 files of the gate's state folder, apart from
 * cognito-local's store. The pool's password policy is applied to the typed password before
 * (identity-gate-actions.cjs).
 *
 * An action that sets a password derives it with a new salt, kept once cognito-local has taken it;
 * one that presents the current password derives it with the account's salt, the account found as
 * cognito-local finds it. A name without an account is derived with a salt made for the call, so
 * that its answer takes the same work. An account stored before this (a password as typed, no salt)
 * is converted when it signs in, and every such account when the emulator starts
 * (convertStoredAccounts).
 */
'use strict';
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { decodeJwt } = require('./identity-gate-keys.cjs');
const {
  hashOf,
  liveTokenHashes,
  readJsonFile,
  writeJsonFile,
} = require('./identity-gate-sessions.cjs');
const { accountNamed } = require('./identity-gate-signouts.cjs');
const { isObject, jsonObject } = require('./identity-gate-support.cjs');

/** @typedef {import('./identity-gate-support.cjs').JsonObject} JsonObject */
/** @typedef {import('./identity-gate-tokens.cjs').Gate} Gate */

/** Marks a derived value; its version names the derivation below. */
const PREFIX = 'fr1$';
const SECRET_FILE = 'password-secret';
const SALTS_FILE = 'password-salts.json';
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/**
 * 16 MiB and about 50 ms of one thread-pool thread per derivation. The store alone is of no use
 * without the installation's secret, kept apart; the cost slows down whoever holds both.
 */
const SCRYPT_OPTIONS = { N: 2 ** 14, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

/**
 * The installation's secret: read from the state folder, or made there on the first start. A link
 * never replaces a file: when two starts race, both go on with the first one's secret.
 * @param {string} stateDir
 * @returns {Buffer}
 */
function loadOrCreateSecret(stateDir) {
  fs.mkdirSync(stateDir, { recursive: true, mode: 0o700 });
  const file = path.join(stateDir, SECRET_FILE);
  if (!fs.existsSync(file)) {
    const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
    fs.writeFileSync(temporary, crypto.randomBytes(32).toString('base64url'), {
      mode: 0o600,
      flag: 'wx',
    });
    try {
      fs.linkSync(temporary, file);
    } catch (err) {
      if (/** @type {NodeJS.ErrnoException} */ (err).code !== 'EEXIST') throw err;
    } finally {
      fs.unlinkSync(temporary);
    }
  }
  const secret = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
  if (secret.length !== 32) throw new Error(`${file} does not hold a secret`);
  return secret;
}

class PasswordStore {
  /** @param {string} stateDir */
  constructor(stateDir) {
    this.secret = loadOrCreateSecret(stateDir);
    this.file = path.join(stateDir, SALTS_FILE);
    const stored = readJsonFile(this.file);
    const salts = isObject(stored) && isObject(stored.salts) ? stored.salts : {};
    /**
     * Each account's salt, base64url, by its username: the key cognito-local stores the account
     * under (its `sub` in this pool, where the `sub` attribute alone need not be unique).
     * @type {Map<string, string>}
     */
    this.salts = new Map(
      Object.entries(salts).filter(
        /** @returns {entry is [string, string]} */ (entry) => typeof entry[1] === 'string',
      ),
    );
  }

  /** @param {string} username */
  saltOf(username) {
    const salt = this.salts.get(username);
    return salt === undefined ? undefined : Buffer.from(salt, 'base64url');
  }

  /**
   * @param {Iterable<[string, Buffer]>} entries each account's username and its new salt
   */
  setSalts(entries) {
    for (const [username, salt] of entries) this.salts.set(username, salt.toString('base64url'));
    writeJsonFile(this.file, { version: 1, salts: Object.fromEntries(this.salts) });
  }

  /**
   * The value cognito-local is given for `password`: on the thread pool, never the event loop.
   * @param {string} password
   * @param {Buffer} salt
   * @returns {Promise<string>}
   */
  derive(password, salt) {
    return new Promise((resolve, reject) => {
      const scryptSalt = Buffer.concat([this.secret, salt]);
      crypto.scrypt(password, scryptSalt, KEY_BYTES, SCRYPT_OPTIONS, (err, key) => {
        if (err) reject(err);
        else resolve(`${PREFIX}${key.toString('base64url')}`);
      });
    });
  }
}

const newSalt = () => crypto.randomBytes(SALT_BYTES);

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

/**
 * Before cognito-local starts on its store (`storeDir`, its `.cognito/db`): every password stored
 * as typed is given its derived value, and the refresh tokens of sign-ins the gate (its state in
 * `gateStateDir`) no longer keeps are dropped, so that the store stays bounded across restarts.
 * @param {string} storeDir
 * @param {string} gateStateDir
 */
async function convertStoredAccounts(storeDir, gateStateDir) {
  const passwords = new PasswordStore(gateStateDir);
  const live = liveTokenHashes(gateStateDir, Date.now());
  /** @type {string[]} */
  let files = [];
  try {
    files = fs.readdirSync(storeDir).filter((f) => f.endsWith('.json') && f !== 'clients.json');
  } catch (err) {
    if (/** @type {NodeJS.ErrnoException} */ (err).code === 'ENOENT') return;
    throw err;
  }
  for (const file of files) {
    const stored = readJsonFile(path.join(storeDir, file));
    const users = isObject(stored) && isObject(stored.Users) ? stored.Users : {};
    /** @type {[string, Buffer][]} */
    const salts = [];
    let changed = false;
    for (const [username, user] of Object.entries(users)) {
      if (!isObject(user)) continue;
      if (Array.isArray(user.RefreshTokens)) {
        const kept = user.RefreshTokens.filter((t) => typeof t === 'string' && live.has(hashOf(t)));
        changed ||= kept.length !== user.RefreshTokens.length;
        user.RefreshTokens = kept;
      }
      if (typeof user.Password !== 'string' || user.Password.startsWith(PREFIX)) continue;
      const salt = newSalt();
      user.Password = await passwords.derive(user.Password, salt);
      salts.push([username, salt]);
      changed = true;
    }
    // The salts first: a password without its salt could never be matched again.
    if (salts.length > 0) passwords.setSalts(salts);
    if (changed) writeJsonFile(path.join(storeDir, file), stored);
  }
}

module.exports = { PasswordStore, convertStoredAccounts, derivePasswords };
