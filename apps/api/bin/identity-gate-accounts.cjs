// @ts-check
/*
 * Which stored account a request names (identity-gate.cjs). cognito-local names each account by a
 * `sub` it makes (username = sub) and compares addresses exactly, so "kate@example.com",
 * "KATE@example.com" and "\u212Aate@example.com" (a Kelvin sign) would be three accounts. The gate
 * compares addresses by one canonical form (canonicalEmail, the same as packages/shared's), finds
 * the account whatever spelling or alias is sent, and lets one account hold an address.
 */
'use strict';
const { Refusal } = require('./identity-gate-support.cjs');

/** @typedef {import('./identity-gate-tokens.cjs').Gate} Gate */
/** @typedef {import('./identity-gate-support.cjs').JsonObject} JsonObject */

/**
 * An account as the store has it: `sub`, `username` (the same in this pool), `email`, `status`
 * (UNCONFIRMED, CONFIRMED, ...), `enabled`.
 * @typedef {import('./identity-gate-backend.cjs').Account} StoredAccount
 */

/**
 * The account a request is about: the one it names (Username, or USERNAME), or the one of its
 * access token; `sent` is the name as sent, `canonical` its canonical form (for a token, the
 * account's address).
 * @typedef {{ account: StoredAccount | null, sent: string, canonical: string }} Named
 */

/** How long an address stays held for a sign-up or a change that cognito-local has not answered. */
const HOLD_MS = 35_000;
/** Holds kept before the lapsed ones are swept. */
const MAX_HOLDS = 10_000;

/**
 * An address in the one form the gate compares and stores: NFKC (compatibility characters such as
 * the Kelvin sign or full-width letters become their plain letters), lower case, and NFKC again
 * (lower-casing can make text that NFKC changes). packages/shared/src/rules/email.ts does the same.
 * @param {string} text
 */
function canonicalEmail(text) {
  return String(text).normalize('NFKC').toLowerCase().normalize('NFKC');
}

/**
 * Every account of the pool whose address is `email` once both are canonical; the account stored
 * with exactly that address first.
 * @param {Gate} gate
 * @param {string} poolId
 * @param {string} email
 * @returns {Promise<StoredAccount[]>}
 */
async function accountsWithAddress(gate, poolId, email) {
  const wanted = canonicalEmail(email);
  const found = (await gate.backend.listAccounts(poolId)).filter(
    (a) => a.email !== undefined && canonicalEmail(a.email) === wanted,
  );
  return found.sort((a, b) => Number(b.email === email) - Number(a.email === email));
}

/**
 * The stored account `name` names: the account whose username (its sub) is exactly `name`, or the
 * one whose address is `name` compared canonically; null when none is. Read from the store at
 * each call, never kept.
 * @param {Gate} gate
 * @param {string} poolId
 * @param {string} name
 * @returns {Promise<StoredAccount | null>}
 */
async function resolveAccount(gate, poolId, name) {
  const accounts = await gate.backend.listAccounts(poolId);
  const byUsername = accounts.find((a) => a.username === name);
  if (byUsername) return byUsername;
  const wanted = canonicalEmail(name);
  const byAddress = accounts.filter(
    (a) => a.email !== undefined && canonicalEmail(a.email) === wanted,
  );
  return byAddress.find((a) => a.email === name) ?? byAddress[0] ?? null;
}

/**
 * Addresses a sign-up or an address change is under way for: a second one for the same address
 * (in any spelling) is refused until cognito-local has answered the first, so that two requests
 * at once cannot both find the address free.
 */
class AddressHolds {
  /** @param {() => number} now */
  constructor(now) {
    this.now = now;
    /** Canonical address -> when the hold lapses. @type {Map<string, number>} */
    this.until = new Map();
  }

  /**
   * Holds `address` (canonical), or refuses as Cognito refuses a taken address.
   * @param {string} address
   * @param {Refusal} taken
   */
  hold(address, taken) {
    const until = this.until.get(address);
    if (until !== undefined && until > this.now()) throw taken;
    if (this.until.size > MAX_HOLDS) {
      for (const [held, lapses] of this.until) if (lapses <= this.now()) this.until.delete(held);
    }
    this.until.set(address, this.now() + HOLD_MS);
  }

  /** @param {string | undefined} address */
  release(address) {
    if (address !== undefined) this.until.delete(address);
  }
}

/** Actions that name an account: the field that names it. InitiateAuth names it in AuthParameters. */
/** @type {Record<string, string>} */
const NAME_FIELD = {
  SignUp: 'Username',
  ConfirmSignUp: 'Username',
  ResendConfirmationCode: 'Username',
  ForgotPassword: 'Username',
  ConfirmForgotPassword: 'Username',
};
/** Actions with an access token whose account's stored record the gate needs (codes). */
const TOKEN_CODE_ACTIONS = new Set([
  'UpdateUserAttributes',
  'GetUserAttributeVerificationCode',
  'VerifyUserAttribute',
]);

/**
 * The account a request names, or the stored record of its access token's account, where the
 * gate needs one; the name is forwarded as the account's username (its sub), or in canonical form
 * when no account has it, so that cognito-local's own lookup (by username, then by exact address)
 * finds what the gate found.
 * @param {Gate} gate
 * @param {string} name
 * @param {JsonObject} input checked, changed in place
 * @param {string | undefined} poolId
 * @param {{ username: string } | undefined} token the access token's account
 * @returns {Promise<Named | undefined>}
 */
async function namedAccount(gate, name, input, poolId, token) {
  if (!poolId) return undefined;
  if (token) {
    if (!TOKEN_CODE_ACTIONS.has(name)) return undefined;
    const account = await resolveAccount(gate, poolId, token.username);
    const canonical = canonicalEmail(account?.email ?? '');
    return { account, sent: canonical, canonical };
  }
  const parameters = /** @type {JsonObject | undefined} */ (
    name === 'InitiateAuth' ? input.AuthParameters : input
  );
  const field = name === 'InitiateAuth' ? 'USERNAME' : NAME_FIELD[name];
  const sent = field && parameters ? parameters[field] : undefined;
  if (!parameters || !field || typeof sent !== 'string') return undefined;
  const account = await resolveAccount(gate, poolId, sent);
  const canonical = canonicalEmail(sent);
  parameters[field] = name === 'SignUp' ? canonical : (account?.username ?? canonical);
  return { account, sent, canonical };
}

/**
 * The value of the `email` attribute in a checked attribute list.
 * @param {unknown} list
 */
function emailAttribute(list) {
  const entries = /** @type {{ Name: string, Value: unknown }[]} */ (
    Array.isArray(list) ? list : []
  );
  return entries.find((a) => a.Name === 'email')?.Value;
}

/**
 * The address a sign-up or an address change sets (canonical), or undefined.
 * @param {string} name
 * @param {JsonObject} input
 */
function addressSet(name, input) {
  const email =
    name === 'SignUp'
      ? input.Username
      : name === 'UpdateUserAttributes'
        ? emailAttribute(input.UserAttributes)
        : undefined;
  return typeof email === 'string' ? email : undefined;
}

/**
 * Holds the address a sign-up or an address change sets until cognito-local has answered
 * (settleCode releases it): a second request for it meanwhile is refused as taken.
 * @param {Gate} gate
 * @param {string} name
 * @param {JsonObject} input checked, in canonical form
 */
function holdAddress(gate, name, input) {
  const email = addressSet(name, input);
  if (email) gate.addressHolds.hold(email, name === 'SignUp' ? usernameExists() : aliasExists());
}

/**
 * Refuses a sign-up or an address change to an address another account has in any spelling, as
 * Amazon Cognito refuses a taken username (SignUp) or alias (UpdateUserAttributes).
 * @param {Gate} gate
 * @param {string} name
 * @param {JsonObject} input checked, in canonical form
 * @param {Named | undefined} named
 * @param {{ poolId: string, username: string } | undefined} token the access token's account
 */
async function refuseTakenAddress(gate, name, input, named, token) {
  if (name === 'SignUp' && named?.account) throw usernameExists();
  const email = addressSet(name, input);
  if (name !== 'UpdateUserAttributes' || !email || !token) return;
  const holders = await accountsWithAddress(gate, token.poolId, email);
  if (holders.some((a) => a.username !== token.username)) throw aliasExists();
}

const usernameExists = () =>
  new Refusal(400, 'UsernameExistsException', 'An account with the given email already exists.');

const aliasExists = () =>
  new Refusal(400, 'AliasExistsException', 'An account with the given email already exists.');

module.exports = {
  AddressHolds,
  canonicalEmail,
  holdAddress,
  namedAccount,
  refuseTakenAddress,
  resolveAccount,
};
