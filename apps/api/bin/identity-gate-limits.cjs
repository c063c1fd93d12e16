// @ts-check
/*
 * The identity gate's limits (identity-gate.cjs): counts per client address and per account in a
 * fixed window, and the answer Amazon Cognito gives past them (LimitExceededException, with
 * Retry-After here).
 */
'use strict';
const { Refusal } = require('./identity-gate-support.cjs');

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
 * Refuses (LimitExceededException) while `key` is over `limiter`'s limit.
 * @param {WindowLimiter} limiter
 * @param {string} key
 */
function refuseWhenLimited(limiter, key) {
  const seconds = limiter.blockedFor(key);
  if (seconds > 0) throw tooManyRequests(seconds);
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

module.exports = { WindowLimiter, clientKey, refuseWhenLimited };
