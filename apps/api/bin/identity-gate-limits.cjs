// @ts-check
/*
 * The identity gate's limits (identity-gate.cjs): counts per client address, per address mailed
 * and per account in a fixed window, and the answer Amazon Cognito gives past them
 * (LimitExceededException, with Retry-After here). A request takes its slot before it goes on
 * (`reserve`, one synchronous step, so requests at once cannot all pass a check that none has
 * counted yet); a guess that succeeds gives its slot back.
 */
'use strict';
const { attributeValue } = require('./identity-gate-rules.cjs');
const { Refusal } = require('./identity-gate-support.cjs');

/** @typedef {import('./identity-gate-support.cjs').JsonObject} JsonObject */
/** @typedef {import('./identity-gate-tokens.cjs').Gate} Gate */
/** @typedef {import('./identity-gate-accounts.cjs').Named} Named */

/** Calls that mail a code to an address, besides SignUp and UpdateUserAttributes of an address. */
const CODE_ACTIONS = new Set([
  'ResendConfirmationCode',
  'ForgotPassword',
  'GetUserAttributeVerificationCode',
]);
/** Calls that try a password or a code: each takes a slot of its account's guesses. */
const GUESS_ACTIONS = new Set([
  'InitiateAuth',
  'ConfirmSignUp',
  'ConfirmForgotPassword',
  'VerifyUserAttribute',
  'ChangePassword',
]);

/** Entries kept before the expired ones are swept: a flood of new keys holds one window's worth. */
const MAX_ENTRIES = 100_000;

/**
 * Counts per key in a fixed window, in memory: the gate is one process, and a restart forgetting
 * the counts only gives an attacker one more window.
 */
class WindowLimiter {
  /**
   * @param {number} max
   * @param {number} windowMs
   * @param {() => number} [now]
   */
  constructor(max, windowMs, now = () => Date.now()) {
    this.max = max;
    this.windowMs = windowMs;
    this.now = now;
    /** @type {Map<string, { start: number, count: number }>} */
    this.counts = new Map();
  }

  /**
   * Seconds until `key` may try again, or 0 when it is under the limit.
   * @param {string} key
   */
  blockedFor(key) {
    const entry = this.fresh(key);
    return entry && entry.count >= this.max
      ? Math.ceil((entry.start + this.windowMs - this.now()) / 1000)
      : 0;
  }

  /**
   * Counts `key`, or refuses (LimitExceededException) when its window is full: the check and the
   * count are one step, with nothing awaited between them.
   * @param {string} key
   */
  reserve(key) {
    const seconds = this.blockedFor(key);
    if (seconds > 0) throw tooManyRequests(seconds);
    this.add(key);
  }

  /**
   * Gives back a slot `reserve` took (a guess that was right).
   * @param {string} key
   */
  release(key) {
    const entry = this.fresh(key);
    if (entry && entry.count > 0) entry.count -= 1;
  }

  /** @param {string} key */
  add(key) {
    const entry = this.fresh(key) ?? { start: this.now(), count: 0 };
    entry.count += 1;
    this.counts.set(key, entry);
    if (this.counts.size > MAX_ENTRIES) {
      for (const [k, e] of this.counts)
        if (e.start + this.windowMs <= this.now()) this.counts.delete(k);
    }
  }

  /** @param {string} key */
  fresh(key) {
    const entry = this.counts.get(key);
    if (entry && entry.start + this.windowMs <= this.now()) {
      this.counts.delete(key);
      return undefined;
    }
    return entry;
  }
}

/** @param {number} seconds */
const tooManyRequests = (seconds) =>
  new Refusal(
    400,
    'LimitExceededException',
    'Attempt limit exceeded, please try after some time.',
    seconds,
  );

/**
 * Takes the client's sign-up or mail slot (SignUp; an action that mails a code, UpdateUserAttributes
 * when it sets an address), before anything is awaited.
 * @param {Gate} gate
 * @param {string} name
 * @param {JsonObject} input checked
 * @param {string} client
 */
function reserveClient(gate, name, input, client) {
  const setsAddress =
    name === 'UpdateUserAttributes' && attributeValue(input.UserAttributes, 'email') !== undefined;
  if (name === 'SignUp') gate.limiters.signUps.reserve(client);
  else if (CODE_ACTIONS.has(name) || setsAddress) gate.limiters.codes.reserve(client);
}

/**
 * Whose guesses a call counts against: the account of the access token, or the account named
 * (by its sub, whatever name, alias or spelling named it), or for a name no account has, that
 * name's canonical form, so that its answers read alike. A refresh names nobody and guesses
 * nothing a person chose.
 * @param {string} name
 * @param {{ username: string } | undefined} token the access token's account (username = sub)
 * @param {Named | undefined} named
 * @returns {string | undefined}
 */
function guessKey(name, token, named) {
  if (!GUESS_ACTIONS.has(name)) return undefined;
  if (token) return `account:${token.username}`;
  if (!named) return undefined;
  const { account, canonical } = named;
  return account ? `account:${account.sub ?? account.username}` : `name:${canonical}`;
}

/**
 * An IPv4 address as it is; an IPv6 one by its /64, as one household's devices share it.
 * @param {string | undefined} address
 */
function clientKey(address) {
  const plain = String(address ?? '').replace(/^::ffff:(?=\d+\.)/, '');
  if (!plain.includes(':')) return plain;
  const [head = '', tail = ''] = plain.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = plain.includes('::')
    ? [
        ...left,
        .../** @type {string[]} */ (Array(8 - left.length - right.length).fill('0')),
        ...right,
      ]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

module.exports = { WindowLimiter, clientKey, guessKey, reserveClient };
