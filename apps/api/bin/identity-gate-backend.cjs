// @ts-check
/*
 * The identity gate's calls to cognito-local (identity-gate.cjs): actions, key sets, and what the
 * gate reads from the store to check a request or a token against the account as it is stored.
 */
'use strict';
const http = require('node:http');
const { publicKeyOf } = require('./identity-gate-keys.cjs');
const { AMZ_JSON, connectionTo, jsonObject } = require('./identity-gate-support.cjs');

const BACKEND_TIMEOUT_MS = 30_000;
const TARGET_PREFIX = 'AWSCognitoIdentityProviderService';
/** Amazon Cognito's default lifetime of id and access tokens when an app client sets none. */
const DEFAULT_TOKEN_SECONDS = 3600;
/** @type {Record<string, number>} */
const UNIT_SECONDS = { seconds: 1, minutes: 60, hours: 3600, days: 86_400 };

/** @typedef {import('./identity-gate-support.cjs').JsonObject} JsonObject */
/** @typedef {import('jose').KeyLike} KeyLike */
/** @typedef {'AccessToken' | 'IdToken'} TokenKind */
/** @typedef {{ status: number, contentType: string | undefined, body: Buffer }} Answer */
/** @typedef {{ Name: string, Value?: string }} StoredAttribute */

/**
 * @typedef {object} Account An account as the store has it.
 * @property {string} username
 * @property {string | undefined} sub
 * @property {string | undefined} email
 * @property {boolean} emailVerified
 * @property {boolean} enabled
 * @property {string | undefined} status UNCONFIRMED, CONFIRMED, ...
 */

/**
 * @param {StoredAttribute[] | undefined} attributes
 * @param {string} name
 */
const valueOf = (attributes, name) => (attributes ?? []).find((a) => a.Name === name)?.Value;

/** @param {Answer} answer */
const answerJson = (answer) => jsonObject(answer.body.toString('utf8'));

/**
 * A user as AdminGetUser (UserAttributes) or ListUsers (Attributes) answers it.
 * @typedef {{ Username?: unknown, Enabled?: unknown, UserStatus?: unknown, Attributes?: StoredAttribute[], UserAttributes?: StoredAttribute[] }} StoredUser
 */

/**
 * @param {StoredUser} user
 * @returns {Account}
 */
function accountOf(user) {
  return {
    username: String(user.Username),
    sub: valueOf(user.Attributes, 'sub'),
    email: valueOf(user.Attributes, 'email'),
    emailVerified: valueOf(user.Attributes, 'email_verified') === 'true',
    enabled: user.Enabled !== false,
    status: typeof user.UserStatus === 'string' ? user.UserStatus : undefined,
  };
}

class Backend {
  /** @param {string | { socketPath: string }} address where cognito-local listens */
  constructor(address) {
    this.connection = connectionTo(address);
    /** cognito-local's own public keys by kid, as it publishes them. @type {Map<unknown, KeyLike>} */
    this.keys = new Map();
    /** The pool of each app client, found once. @type {Map<string, string>} */
    this.poolOfClient = new Map();
  }

  /**
   * @param {string} method
   * @param {string} requestPath
   * @param {Record<string, string>} [headers]
   * @param {Buffer} [body]
   * @returns {Promise<Answer>}
   */
  call(method, requestPath, headers = {}, body) {
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          ...this.connection,
          method,
          path: requestPath,
          headers: { ...headers, ...(body ? { 'Content-Length': body.length } : {}) },
          timeout: BACKEND_TIMEOUT_MS,
        },
        (res) => {
          /** @type {Buffer[]} */
          const chunks = [];
          res.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 500,
              contentType: res.headers['content-type'],
              body: Buffer.concat(chunks),
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error('The identity backend did not answer')));
      req.on('error', reject);
      req.end(body);
    });
  }

  /**
   * An action, its body sent as JSON.
   * @param {string} name
   * @param {JsonObject} input
   */
  action(name, input) {
    const body = Buffer.from(JSON.stringify(input));
    const headers = { 'Content-Type': AMZ_JSON, 'X-Amz-Target': `${TARGET_PREFIX}.${name}` };
    return this.call('POST', '/', headers, body);
  }

  /**
   * An action's answer, which must be a success.
   * @param {string} name
   * @param {JsonObject} input
   * @returns {Promise<any>} cognito-local's answer, read by the caller as the action's output
   */
  async json(name, input) {
    const answer = await this.action(name, input);
    if (answer.status !== 200) throw new Error(`The identity backend refused ${name}`);
    return answerJson(answer);
  }

  /**
   * cognito-local's public key `kid` of the pool.
   * @param {unknown} kid
   * @param {string} poolId
   */
  async key(kid, poolId) {
    if (!this.keys.has(kid)) {
      const answer = await this.call('GET', `/${poolId}/.well-known/jwks.json`);
      const set = /** @type {{ keys?: import('jose').JWK[] }} */ (answerJson(answer));
      for (const jwk of set.keys ?? []) this.keys.set(jwk.kid, await publicKeyOf(jwk));
    }
    const found = this.keys.get(kid);
    if (!found) {
      throw new Error('The identity backend signed a token with a key it does not publish');
    }
    return found;
  }

  /**
   * The pool of an app client, found once: ConfirmSignUp names the client, not the pool.
   * @param {string} clientId
   * @returns {Promise<string | undefined>}
   */
  async poolFor(clientId) {
    if (!this.poolOfClient.has(clientId)) {
      /** @type {{ Id: string }[]} */
      const pools = (await this.json('ListUserPools', { MaxResults: 60 })).UserPools ?? [];
      for (const pool of pools) {
        const input = { UserPoolId: pool.Id, MaxResults: 60 };
        /** @type {{ ClientId: string }[]} */
        const clients = (await this.json('ListUserPoolClients', input)).UserPoolClients ?? [];
        for (const c of clients) this.poolOfClient.set(c.ClientId, pool.Id);
      }
    }
    return this.poolOfClient.get(clientId);
  }

  // Read at each use, not kept: a change of the pool or its client applies at once, and these
  // calls go to cognito-local on this machine.
  /**
   * @param {string} poolId
   * @returns {Promise<{ Policies?: { PasswordPolicy?: import('./identity-gate-policy.cjs').PasswordPolicy }, AutoVerifiedAttributes?: string[] }>}
   */
  async describePool(poolId) {
    return (await this.json('DescribeUserPool', { UserPoolId: poolId })).UserPool ?? {};
  }

  /** @param {string} poolId */
  async passwordPolicy(poolId) {
    return (await this.describePool(poolId)).Policies?.PasswordPolicy ?? {};
  }

  /**
   * Seconds an id or access token of this client lives: the client's IdTokenValidity or
   * AccessTokenValidity in its TokenValidityUnits (hours unless set), as in Amazon Cognito, or one
   * hour when it sets none (cognito-local's own default is a day).
   * @param {string} poolId
   * @param {string} clientId
   * @param {TokenKind} kind
   */
  async tokenSeconds(poolId, clientId, kind) {
    const answer = await this.action('DescribeUserPoolClient', {
      UserPoolId: poolId,
      ClientId: clientId,
    });
    /** @type {{ IdTokenValidity?: unknown, AccessTokenValidity?: unknown, TokenValidityUnits?: Record<string, string> }} */
    const client = answer.status === 200 ? (answerJson(answer).UserPoolClient ?? {}) : {};
    const validity = kind === 'IdToken' ? client.IdTokenValidity : client.AccessTokenValidity;
    if (typeof validity !== 'number' || validity <= 0) return DEFAULT_TOKEN_SECONDS;
    const unit = client.TokenValidityUnits?.[kind] ?? 'hours';
    return validity * (UNIT_SECONDS[unit] ?? 3600);
  }

  /**
   * The account stored under exactly this username, or null. cognito-local's own lookup falls back
   * to any account whose `sub` or email equals the value it was given; that fallback is refused.
   * @param {string} poolId
   * @param {string} username
   * @returns {Promise<Account | null>}
   */
  async accountByUsername(poolId, username) {
    const answer = await this.action('AdminGetUser', { UserPoolId: poolId, Username: username });
    if (answer.status !== 200) return null;
    /** @type {StoredUser} */
    const user = answerJson(answer);
    if (user.Username !== username) return null;
    return accountOf({ ...user, Attributes: user.UserAttributes });
  }

  /**
   * Every account of the pool, page by page (cognito-local answers one page; Amazon Cognito up to
   * 60 a page). A family's pool is small.
   * @param {string} poolId
   * @returns {Promise<Account[]>}
   */
  async listAccounts(poolId) {
    /** @type {Account[]} */
    const accounts = [];
    /** @type {unknown} */
    let token;
    do {
      const page = await this.json('ListUsers', {
        UserPoolId: poolId,
        Limit: 60,
        ...(typeof token === 'string' ? { PaginationToken: token } : {}),
      });
      /** @type {StoredUser[]} */
      const users = Array.isArray(page.Users) ? page.Users : [];
      for (const user of users)
        if (typeof user.Username === 'string') accounts.push(accountOf(user));
      token = page.PaginationToken;
    } while (typeof token === 'string' && token !== '');
    return accounts;
  }

  /**
   * Amazon Cognito marks the address verified when the sign-up code that was mailed to it is
   * entered (the pool verifies email automatically); cognito-local confirms the account but leaves
   * email_verified unset, which this site reads as unverified.
   * @param {JsonObject} input ConfirmSignUp's checked input
   */
  async markEmailVerified(input) {
    const poolId = await this.poolFor(typeof input.ClientId === 'string' ? input.ClientId : '');
    if (!poolId) return;
    const pool = await this.describePool(poolId);
    if (!(pool.AutoVerifiedAttributes ?? []).includes('email')) return;
    /** @type {{ Username: string, UserAttributes?: StoredAttribute[] }} */
    const user = await this.json('AdminGetUser', { UserPoolId: poolId, Username: input.Username });
    const email = valueOf(user.UserAttributes, 'email');
    if (!email) return;
    // cognito-local takes email_verified only together with the address it is about.
    await this.json('AdminUpdateUserAttributes', {
      UserPoolId: poolId,
      Username: user.Username,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    });
  }
}

/** @param {string | { socketPath: string }} address */
const createBackend = (address) => new Backend(address);

module.exports = { BACKEND_TIMEOUT_MS, Backend, createBackend };
