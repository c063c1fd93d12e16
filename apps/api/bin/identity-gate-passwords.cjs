// @ts-check
/*
 * No password reaches cognito-local as it was typed (identity-gate.cjs). cognito-local stores each
 * account's password as it is given and compares it as it is; the gate gives it a value derived
 * from it instead (identity-gate-password-fields.cjs): scrypt of the password with a secret of
 * this installation (32 random bytes made on the first start) and a random salt of the account,
 * base64url after the PREFIX. Secret and salts are kept in 0600 files of the gate's state folder,
 * apart from cognito-local's store. An account stored before this (a password as typed, no salt)
 * is converted when it signs in, and every such account when the emulator starts
 * (convertStoredAccounts).
 */
'use strict';
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const {
  createFileOnce,
  poolFileNames,
  readJsonFile,
  writeJsonFile,
} = require('./identity-gate-files.cjs');
const { hashOf, liveTokenHashes } = require('./identity-gate-sessions.cjs');
const { isObject } = require('./identity-gate-support.cjs');

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
  if (!fs.existsSync(file)) createFileOnce(file, crypto.randomBytes(32).toString('base64url'));
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
 * Before cognito-local starts on its store (`storeDir`, its `.cognito/db`): every password stored
 * as typed is given its derived value, and the refresh tokens of sign-ins the gate (its state in
 * `gateStateDir`) no longer keeps are dropped, so that the store stays bounded across restarts.
 * @param {string} storeDir
 * @param {string} gateStateDir
 */
async function convertStoredAccounts(storeDir, gateStateDir) {
  const passwords = new PasswordStore(gateStateDir);
  const live = liveTokenHashes(gateStateDir, Date.now());
  for (const file of poolFileNames(storeDir)) {
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

module.exports = { PasswordStore, convertStoredAccounts, newSalt };
