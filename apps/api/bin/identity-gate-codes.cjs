// @ts-check
/*
 * The codes the identity gate lets be used (identity-gate.cjs). cognito-local keeps a code until
 * it is used, and keeps one ConfirmationCode for both a sign-up and a password reset. The gate
 * records, when an action that mails a code succeeds, for whom and for what it was mailed and
 * when (in memory and in codes.json in its state folder, so that a restart does not make codes
 * live for ever: a code with no record counts as expired), and forwards a code only to the action
 * it was mailed for, within its lifetime, once: a sign-up code for 24 hours to ConfirmSignUp of
 * an account not yet confirmed, a reset code for an hour to ConfirmForgotPassword, an address
 * code for 24 hours to VerifyUserAttribute. Their answers do not tell a registered address from
 * an unknown one.
 */
'use strict';
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { canonicalEmail } = require('./identity-gate-accounts.cjs');
const { writeJsonFile } = require('./identity-gate-files.cjs');
const { attributeValue } = require('./identity-gate-rules.cjs');
const { AMZ_JSON, Refusal, emailDelivery, jsonObject } = require('./identity-gate-support.cjs');

/** @typedef {import('./identity-gate-tokens.cjs').Gate} Gate */
/** @typedef {import('./identity-gate-support.cjs').JsonObject} JsonObject */
/** @typedef {import('./identity-gate-backend.cjs').Answer} Answer */
/** @typedef {'signUp' | 'reset' | 'attribute'} Purpose */

/**
 * What a request does with a code: mails one (`mail`) or uses one, for `purpose`, of the account
 * `key` (its sub, or for a name no account has, `name:` and a hash of its canonical form).
 * @typedef {object} CodeStep
 * @property {Purpose} purpose
 * @property {boolean} mail
 * @property {string | undefined} key undefined for a sign-up, whose sub its answer gives
 * @property {boolean} known whether the name is an account's
 * @property {string | undefined} address the canonical address a code goes to
 * @property {string} sent the name the request sent
 * @property {string | undefined} held the address held while cognito-local answers
 */

/** @typedef {import('./identity-gate-accounts.cjs').Named} Named */

const HOUR_MS = 3_600_000;
/** @type {Record<Purpose, number>} */
const LIFETIME_MS = { signUp: 24 * HOUR_MS, reset: HOUR_MS, attribute: 24 * HOUR_MS };
const CODES_FILE = 'codes.json';

/** Records of the codes mailed: `<purpose> <key>` -> when, in memory and in a 0600 file. */
class CodeRecords {
  /**
   * @param {string} stateDir
   * @param {() => number} now
   */
  constructor(stateDir, now) {
    this.file = path.join(stateDir, CODES_FILE);
    this.now = now;
    /** @type {Map<string, number>} */
    this.issuedAt = new Map();
    try {
      const stored = jsonObject(fs.readFileSync(this.file, 'utf8'));
      for (const [record, at] of Object.entries(stored)) {
        if (typeof at === 'number') this.issuedAt.set(record, at);
      }
    } catch {
      // No file yet, or one that cannot be read: no code counts as live.
    }
    this.sweep();
  }

  /**
   * @param {Purpose} purpose
   * @param {string} key
   */
  issue(purpose, key) {
    this.issuedAt.set(`${purpose} ${key}`, this.now());
    this.sweep();
  }

  /**
   * @param {Purpose} purpose
   * @param {string} key
   */
  isLive(purpose, key) {
    const at = this.issuedAt.get(`${purpose} ${key}`);
    return at !== undefined && at <= this.now() && this.now() - at < LIFETIME_MS[purpose];
  }

  /**
   * @param {Purpose} purpose
   * @param {string} key
   */
  use(purpose, key) {
    this.issuedAt.delete(`${purpose} ${key}`);
    this.sweep();
  }

  /** Drops the expired records and writes the rest (a temporary file, then a rename). */
  sweep() {
    for (const [record, at] of this.issuedAt) {
      const purpose = /** @type {Purpose} */ (record.split(' ')[0]);
      if (!(purpose in LIFETIME_MS) || this.now() - at >= LIFETIME_MS[purpose]) {
        this.issuedAt.delete(record);
      }
    }
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    writeJsonFile(this.file, Object.fromEntries(this.issuedAt));
  }
}

/** Amazon Cognito's answer to a wrong code. */
const codeMismatch = () =>
  new Refusal(
    400,
    'CodeMismatchException',
    'Invalid verification code provided, please try again.',
  );
/** Amazon Cognito's answer to a code past its lifetime, or one that was never mailed. */
const expiredCode = () =>
  new Refusal(400, 'ExpiredCodeException', 'Invalid code provided, please request a code again.');

/** @param {string} canonical */
const nameKey = (canonical) =>
  `name:${crypto.createHash('sha256').update(canonical).digest('hex')}`;

/** @param {Named} named */
const keyOf = (named) =>
  named.account ? (named.account.sub ?? named.account.username) : nameKey(named.canonical);

/**
 * A code a request uses, or refuses it without forwarding: for ConfirmSignUp as for a wrong code
 * (whether the name is an account's or not), for the others as Cognito answers an expired code.
 * @param {Gate} gate
 * @param {string} name
 * @param {Named} named
 * @returns {CodeStep | undefined}
 */
function usedCode(gate, name, named) {
  const key = keyOf(named);
  const known = named.account !== null;
  const step = { mail: false, key, known, address: undefined, held: undefined, sent: named.sent };
  if (name === 'ConfirmSignUp') {
    const live = gate.codeRecords.isLive('signUp', key);
    if (!live || named.account?.status !== 'UNCONFIRMED') throw codeMismatch();
    return { ...step, purpose: 'signUp' };
  }
  if (name === 'ConfirmForgotPassword') {
    if (!gate.codeRecords.isLive('reset', key)) throw expiredCode();
    // A reset asked for an unknown name has a record too, so that its wrong code reads alike.
    if (!named.account) throw codeMismatch();
    return { ...step, purpose: 'reset' };
  }
  if (name === 'VerifyUserAttribute') {
    if (!gate.codeRecords.isLive('attribute', key)) throw expiredCode();
    return { ...step, purpose: 'attribute' };
  }
  return undefined;
}

/**
 * A code a request mails: which, and to which address. UpdateUserAttributes mails one when it
 * sets an address (to that address).
 * @param {string} name
 * @param {JsonObject} input
 * @param {Named} named
 * @returns {CodeStep | undefined}
 */
function mailedCode(name, input, named) {
  const account = named.account;
  const stored = account?.email === undefined ? named.canonical : canonicalEmail(account.email);
  const step = {
    mail: true,
    key: keyOf(named),
    known: account !== null,
    held: undefined,
    sent: named.sent,
  };
  switch (name) {
    case 'SignUp':
      return { ...step, purpose: 'signUp', key: undefined, address: named.canonical };
    case 'ResendConfirmationCode':
      return { ...step, purpose: 'signUp', address: stored };
    case 'ForgotPassword':
      return { ...step, purpose: 'reset', address: stored };
    case 'GetUserAttributeVerificationCode':
      return { ...step, purpose: 'attribute', address: stored };
    case 'UpdateUserAttributes': {
      const email = attributeValue(input.UserAttributes, 'email');
      if (typeof email !== 'string') return undefined;
      return { ...step, purpose: 'attribute', address: email, held: email };
    }
    default:
      return undefined;
  }
}

/**
 * What the request does with a code, once its limits are reserved; refuses a code that is not
 * live for its action and account. A code mailed counts against its address's limit too.
 * @param {Gate} gate
 * @param {string} name
 * @param {JsonObject} input
 * @param {Named | undefined} named
 * @returns {CodeStep | undefined}
 */
function codeStep(gate, name, input, named) {
  if (!named) return undefined;
  const step = usedCode(gate, name, named) ?? mailedCode(name, input, named);
  if (step?.mail && step.address) gate.limiters.codesPerAddress.reserve(`address:${step.address}`);
  if (step && name === 'SignUp') step.held = named.canonical;
  return step;
}

/**
 * The answer's JSON object, or {}.
 * @param {Answer} answer
 */
function answerObject(answer) {
  try {
    return jsonObject(answer.body.toString('utf8'));
  } catch {
    return {};
  }
}

/**
 * Records what cognito-local did with a code: a code mailed is recorded (a reset mailed also ends
 * the sign-up code, which it replaced), a code used is dropped. Releases the address held.
 * @param {Gate} gate
 * @param {CodeStep | undefined} step
 * @param {Answer} answer
 */
function settleCode(gate, step, answer) {
  if (!step) return;
  gate.addressHolds.release(step.held);
  const records = gate.codeRecords;
  // An unknown name's reset is answered as a registered one's, so it is recorded alike.
  const done = answer.status === 200 || (step.purpose === 'reset' && step.mail && !step.known);
  if (!done) return;
  if (!step.mail) {
    if (step.key) records.use(step.purpose, step.key);
    return;
  }
  const sub = step.key ?? answerObject(answer).UserSub;
  if (typeof sub !== 'string') return;
  if (step.purpose === 'reset' && step.known) records.use('signUp', sub);
  records.issue(step.purpose, sub);
}

/**
 * @param {number} status
 * @param {JsonObject} body
 * @returns {Answer}
 */
const made = (status, body) => ({
  status,
  contentType: AMZ_JSON,
  body: Buffer.from(JSON.stringify(body)),
});

/**
 * cognito-local's answer, made alike for registered and unknown names where it could tell them
 * apart: a wrong code of ConfirmSignUp or ConfirmForgotPassword reads as the gate's own refusal;
 * ForgotPassword names the name it was asked for, masked, whoever has it.
 * @param {string} name
 * @param {CodeStep | undefined} step
 * @param {Answer} answer
 * @returns {Answer}
 */
function alikeAnswer(name, step, answer) {
  if (!step) return answer;
  const refused = answer.status >= 400 && answer.status < 500;
  if (refused && (name === 'ConfirmSignUp' || name === 'ConfirmForgotPassword')) {
    const type = answerObject(answer).__type;
    if (name === 'ConfirmSignUp' || type === 'CodeMismatchException') {
      const mismatch = codeMismatch();
      return made(mismatch.status, { __type: mismatch.type, message: mismatch.message });
    }
  }
  if (name === 'ForgotPassword' && (answer.status === 200 || !step.known)) {
    // Masked as it was sent, whoever has it.
    return made(200, emailDelivery(step.sent));
  }
  return answer;
}

module.exports = { CodeRecords, alikeAnswer, codeStep, settleCode };
