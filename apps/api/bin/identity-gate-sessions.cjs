// @ts-check
/*
 * The sign-ins the identity gate handed refresh tokens for (identity-gate.cjs), per account.
 *
 * cognito-local keeps every refresh token it ever made and takes any of them for ever: it has no
 * GlobalSignOut, and neither a password change nor a reset ends a sign-in. The gate therefore keeps
 * its own record: for each account (its username, the `sub` of the tokens the gate signs for it),
 * the SHA-256 of each refresh token, when it was issued and when it expires (30 days, as Amazon
 * Cognito's default), at most MAX_SIGN_INS of them, and when the account last signed out
 * everywhere. A refresh is forwarded only while its token is in that record. The record is kept in
 * memory and in a 0600 file of the state folder; a start drops what has expired.
 *
 * The tokens themselves are not written down, only their hashes. While the gate runs it keeps the
 * ones it handed out in memory, so that a sign-in it ends (the oldest past the bound, a sign-out, a
 * new password) is revoked in cognito-local's store too; those from before a restart are removed
 * from that store at the next start, once the gate's record no longer holds them
 * (convertStoredAccounts, identity-gate-passwords.cjs).
 */
'use strict';
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { readJsonFile, writeJsonFile } = require('./identity-gate-files.cjs');
const { Refusal, isObject, originJti, partition } = require('./identity-gate-support.cjs');

const SESSIONS_FILE = 'sessions.json';
const DAY_MS = 86_400_000;
/** Amazon Cognito's default lifetime of a refresh token. */
const DEFAULT_REFRESH_TOKEN_DAYS = 30;
/** Live sign-ins per account; a new one past this ends the oldest. */
const MAX_SIGN_INS = 20;
/**
 * How long a sign-out is remembered: longer than any access token the gate signs lives (Amazon
 * Cognito allows a day at most).
 */
const SIGN_OUT_KEPT_MS = DAY_MS;

/**
 * @typedef {object} SignIn
 * @property {string} hash SHA-256 of the refresh token, hex.
 * @property {string} origin The sign-in's origin_jti, as its access tokens carry it.
 * @property {number} issuedAt Milliseconds since the epoch.
 * @property {number} expiresAt Milliseconds since the epoch.
 */

/** @typedef {{ signIns: SignIn[], signedOutAt?: number }} AccountSessions */
/** @typedef {{ token: string, clientId: string }} HeldToken A refresh token and its app client. */

/** @param {string} token */
const hashOf = (token) => crypto.createHash('sha256').update(token).digest('hex');

/** @param {string} message */
const refreshRefused = (message) => new Refusal(400, 'NotAuthorizedException', message);

/**
 * The entries of a stored record that have the expected shape.
 * @param {unknown} stored
 * @returns {Map<string, AccountSessions>}
 */
function accountsOf(stored) {
  /** @type {Map<string, AccountSessions>} */
  const accounts = new Map();
  const entries = isObject(stored) && isObject(stored.accounts) ? stored.accounts : {};
  for (const [sub, value] of Object.entries(entries)) {
    if (!isObject(value) || !Array.isArray(value.signIns)) continue;
    const signIns = /** @type {unknown[]} */ (value.signIns).filter(
      (s) =>
        isObject(s) &&
        typeof s.hash === 'string' &&
        typeof s.origin === 'string' &&
        typeof s.issuedAt === 'number' &&
        typeof s.expiresAt === 'number',
    );
    const signedOutAt = typeof value.signedOutAt === 'number' ? value.signedOutAt : undefined;
    accounts.set(sub, {
      signIns: /** @type {SignIn[]} */ (signIns),
      ...(signedOutAt === undefined ? {} : { signedOutAt }),
    });
  }
  return accounts;
}

class SessionStore {
  /**
   * @param {string} stateDir
   * @param {object} options
   * @param {() => number} options.now
   * @param {number} [options.refreshTokenDays]
   * @param {import('./identity-gate-backend.cjs').Backend} [options.backend] Where ended sign-ins
   *   are revoked too.
   */
  constructor(stateDir, options) {
    fs.mkdirSync(stateDir, { recursive: true, mode: 0o700 });
    this.file = path.join(stateDir, SESSIONS_FILE);
    this.now = options.now;
    this.backend = options.backend;
    this.lifetimeMs = (options.refreshTokenDays ?? DEFAULT_REFRESH_TOKEN_DAYS) * DAY_MS;
    this.accounts = accountsOf(readJsonFile(this.file));
    /** The refresh tokens handed out since this start, by hash: memory only. @type {Map<string, HeldToken>} */
    this.tokens = new Map();
    /** The account of each live sign-in, by hash. @type {Map<string, string>} */
    this.owners = new Map();
    for (const sub of [...this.accounts.keys()]) this.sweep(sub);
    this.save();
  }

  save() {
    writeJsonFile(this.file, { version: 1, accounts: Object.fromEntries(this.accounts) });
  }

  /**
   * Drops the account's expired sign-ins, and the account once nothing of it is worth keeping.
   * @param {string} sub
   */
  sweep(sub) {
    const account = this.accounts.get(sub);
    if (!account) return;
    const now = this.now();
    const [live, expired] = partition(account.signIns, (s) => s.expiresAt > now);
    for (const s of expired) this.forget(s.hash);
    account.signIns = live;
    for (const s of live) this.owners.set(s.hash, sub);
    if (account.signedOutAt !== undefined && account.signedOutAt + SIGN_OUT_KEPT_MS <= now) {
      delete account.signedOutAt;
    }
    if (live.length === 0 && account.signedOutAt === undefined) this.accounts.delete(sub);
  }

  /** @param {string} hash */
  forget(hash) {
    this.owners.delete(hash);
    this.tokens.delete(hash);
  }

  /**
   * A new sign-in of `sub` through the app client `clientId`; past MAX_SIGN_INS the oldest ends.
   * @param {string} sub
   * @param {string} refreshToken
   * @param {string} clientId
   */
  async add(sub, refreshToken, clientId) {
    this.sweep(sub);
    const account = this.accounts.get(sub) ?? { signIns: [] };
    const now = this.now();
    const hash = hashOf(refreshToken);
    account.signIns.push({
      hash,
      origin: originJti(refreshToken) ?? '',
      issuedAt: now,
      expiresAt: now + this.lifetimeMs,
    });
    this.accounts.set(sub, account);
    this.owners.set(hash, sub);
    this.tokens.set(hash, { token: refreshToken, clientId });
    const ended = account.signIns.splice(0, Math.max(0, account.signIns.length - MAX_SIGN_INS));
    const held = this.release(ended);
    this.save();
    await this.revokeInBackend(held);
  }

  /**
   * Forgets `signIns`, answering those of their tokens this run holds.
   * @param {SignIn[]} signIns
   * @returns {HeldToken[]}
   */
  release(signIns) {
    /** @type {HeldToken[]} */
    const held = [];
    for (const s of signIns) {
      const token = this.tokens.get(s.hash);
      if (token) held.push(token);
      this.forget(s.hash);
    }
    return held;
  }

  /**
   * Removes ended sign-ins' tokens from cognito-local's store, which would otherwise keep every
   * one. Its refusal changes nothing: the gate no longer forwards them, and a start prunes them.
   * @param {HeldToken[]} held
   */
  async revokeInBackend(held) {
    const backend = this.backend;
    if (!backend) return;
    await Promise.all(
      held.map(({ token, clientId }) =>
        backend.action('RevokeToken', { ClientId: clientId, Token: token }).catch(() => undefined),
      ),
    );
  }

  /**
   * The account of a refresh token that may still be used; otherwise a Refusal as Amazon Cognito
   * words it.
   * @param {string} refreshToken
   * @returns {string}
   */
  check(refreshToken) {
    const hash = hashOf(refreshToken);
    const sub = this.owners.get(hash);
    const signIn = sub ? this.accounts.get(sub)?.signIns.find((s) => s.hash === hash) : undefined;
    if (!sub || !signIn) throw refreshRefused('Refresh Token has been revoked');
    if (signIn.expiresAt <= this.now()) {
      this.sweep(sub);
      this.save();
      throw refreshRefused('Refresh Token has expired');
    }
    return sub;
  }

  /**
   * Ends the sign-in of one refresh token, if it is live (the caller revokes it in cognito-local,
   * holding it); answers whether it was.
   * @param {string} refreshToken
   */
  revoke(refreshToken) {
    const hash = hashOf(refreshToken);
    const sub = this.owners.get(hash);
    const account = sub ? this.accounts.get(sub) : undefined;
    if (!sub || !account) return false;
    const [ended, kept] = partition(account.signIns, (s) => s.hash === hash);
    account.signIns = kept;
    this.release(ended);
    this.sweep(sub);
    this.save();
    return ended.length > 0;
  }

  /**
   * Ends every sign-in of `sub`; with `signOut`, its access tokens signed until now too.
   * @param {string} sub
   * @param {{ signOut: boolean }} how
   */
  async endAll(sub, how) {
    const account = this.accounts.get(sub) ?? { signIns: [] };
    const held = this.release(account.signIns);
    account.signIns = [];
    if (how.signOut) account.signedOutAt = this.now();
    this.accounts.set(sub, account);
    this.sweep(sub);
    this.save();
    await this.revokeInBackend(held);
  }

  /**
   * Whether an access token of `sub`, signed at `iat` (seconds) for the sign-in `origin`, was
   * ended by a sign-out everywhere. Within the second of the sign-out the token's sign-in decides:
   * one made after the sign-out is live, the ones before it were ended.
   * @param {string} sub
   * @param {unknown} iat
   * @param {unknown} origin
   */
  signedOut(sub, iat, origin) {
    const account = this.accounts.get(sub);
    if (account?.signedOutAt === undefined) return false;
    const signedOut = Math.floor(account.signedOutAt / 1000);
    if (typeof iat !== 'number' || iat < signedOut) return true;
    if (iat > signedOut) return false;
    return !account.signIns.some((s) => s.origin === origin);
  }

  /** The hashes of every live refresh token, for pruning cognito-local's store at start. */
  liveHashes() {
    return new Set(this.owners.keys());
  }
}

/**
 * The hashes of the refresh tokens the gate's record at `stateDir` still takes.
 * @param {string} stateDir
 * @param {number} now
 */
function liveTokenHashes(stateDir, now) {
  const store = new SessionStore(stateDir, { now: () => now });
  return store.liveHashes();
}

module.exports = { SessionStore, hashOf, liveTokenHashes };
