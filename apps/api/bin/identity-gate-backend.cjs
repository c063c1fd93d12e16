/*
 * The identity gate's calls to cognito-local (identity-gate.cjs): actions, key sets, and what the
 * gate reads from the store to check a request or a token against the account as it is stored.
 * Plain Node.js without packages, like the gate.
 */
'use strict';
const crypto = require('node:crypto');
const http = require('node:http');
const { AMZ_JSON, connectionTo, jsonObject } = require('./identity-gate-support.cjs');

const BACKEND_TIMEOUT_MS = 30_000;
const TARGET_PREFIX = 'AWSCognitoIdentityProviderService';
/** Amazon Cognito's default lifetime of id and access tokens when an app client sets none. */
const DEFAULT_TOKEN_SECONDS = 3600;
const UNIT_SECONDS = { seconds: 1, minutes: 60, hours: 3600, days: 86_400 };

function createBackend(backendAddress) {
  const backend = connectionTo(backendAddress);

  function call(method, requestPath, headers = {}, body) {
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          ...backend,
          method,
          path: requestPath,
          headers: { ...headers, ...(body ? { 'Content-Length': body.length } : {}) },
          timeout: BACKEND_TIMEOUT_MS,
        },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
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

  function action(name, input) {
    const body = Buffer.from(JSON.stringify(input));
    return call(
      'POST',
      '/',
      { 'Content-Type': AMZ_JSON, 'X-Amz-Target': `${TARGET_PREFIX}.${name}` },
      body,
    );
  }

  async function json(name, input) {
    const answer = await action(name, input);
    if (answer.status !== 200) throw new Error(`The identity backend refused ${name}`);
    return jsonObject(answer.body.toString('utf8'));
  }

  /** cognito-local's own public keys by kid, as it publishes them. */
  const keys = new Map();
  async function key(kid, poolId) {
    if (!keys.has(kid)) {
      const answer = await call('GET', `/${poolId}/.well-known/jwks.json`);
      for (const jwk of jsonObject(answer.body.toString('utf8')).keys ?? []) {
        keys.set(jwk.kid, crypto.createPublicKey({ key: jwk, format: 'jwk' }));
      }
    }
    const found = keys.get(kid);
    if (!found) {
      throw new Error('The identity backend signed a token with a key it does not publish');
    }
    return found;
  }

  /** The pool of an app client, found once: ConfirmSignUp names the client, not the pool. */
  const poolOfClient = new Map();
  async function poolFor(clientId) {
    if (!poolOfClient.has(clientId)) {
      const pools = (await json('ListUserPools', { MaxResults: 60 })).UserPools ?? [];
      for (const pool of pools) {
        const listed = await json('ListUserPoolClients', { UserPoolId: pool.Id, MaxResults: 60 });
        for (const c of listed.UserPoolClients ?? []) poolOfClient.set(c.ClientId, pool.Id);
      }
    }
    return poolOfClient.get(clientId);
  }

  // Read at each use, not kept: a change of the pool or its client applies at once, and these
  // calls go to cognito-local on this machine.
  const describePool = async (poolId) =>
    (await json('DescribeUserPool', { UserPoolId: poolId })).UserPool ?? {};

  async function passwordPolicy(poolId) {
    return (await describePool(poolId)).Policies?.PasswordPolicy ?? {};
  }

  /**
   * Seconds an id or access token of this client lives: the client's IdTokenValidity or
   * AccessTokenValidity in its TokenValidityUnits (hours unless set), as in Amazon Cognito, or one
   * hour when it sets none (cognito-local's own default is a day).
   */
  async function tokenSeconds(poolId, clientId, kind) {
    const answer = await action('DescribeUserPoolClient', {
      UserPoolId: poolId,
      ClientId: clientId,
    });
    const client =
      answer.status === 200 ? (jsonObject(answer.body.toString('utf8')).UserPoolClient ?? {}) : {};
    const validity = kind === 'IdToken' ? client.IdTokenValidity : client.AccessTokenValidity;
    if (typeof validity !== 'number' || validity <= 0) return DEFAULT_TOKEN_SECONDS;
    const unit =
      client.TokenValidityUnits?.[kind === 'IdToken' ? 'IdToken' : 'AccessToken'] ?? 'hours';
    return validity * (UNIT_SECONDS[unit] ?? 3600);
  }

  /**
   * The account stored under exactly this username, or null. cognito-local's own lookup falls back
   * to any account whose `sub` or email equals the value it was given; that fallback is refused.
   */
  async function accountByUsername(poolId, username) {
    const answer = await action('AdminGetUser', { UserPoolId: poolId, Username: username });
    if (answer.status !== 200) return null;
    const user = jsonObject(answer.body.toString('utf8'));
    if (user.Username !== username) return null;
    const attribute = (name) => (user.UserAttributes ?? []).find((a) => a.Name === name)?.Value;
    return {
      username: user.Username,
      sub: attribute('sub'),
      email: attribute('email'),
      emailVerified: attribute('email_verified') === 'true',
      enabled: user.Enabled !== false,
    };
  }

  /** Whether another account than `username` has this address (Amazon Cognito's alias rule). */
  async function emailTakenByOther(poolId, email, username) {
    const listed = await json('ListUsers', {
      UserPoolId: poolId,
      // The address has no quotes or backslashes (identity-gate-rules.cjs): named as it is.
      Filter: `email = "${email}"`,
      Limit: 60,
    });
    return (listed.Users ?? []).some((u) => u.Username !== username);
  }

  /*
   * Amazon Cognito marks the address verified when the sign-up code that was mailed to it is
   * entered (the pool verifies email automatically); cognito-local confirms the account but leaves
   * email_verified unset, which this site reads as unverified.
   */
  async function markEmailVerified(input) {
    const poolId = await poolFor(String(input.ClientId ?? ''));
    if (!poolId) return;
    const pool = await describePool(poolId);
    if (!(pool.AutoVerifiedAttributes ?? []).includes('email')) return;
    const user = await json('AdminGetUser', { UserPoolId: poolId, Username: input.Username });
    const email = (user.UserAttributes ?? []).find((a) => a.Name === 'email')?.Value;
    if (!email) return;
    // cognito-local takes email_verified only together with the address it is about.
    await json('AdminUpdateUserAttributes', {
      UserPoolId: poolId,
      Username: user.Username,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    });
  }

  return {
    call,
    action,
    key,
    poolFor,
    passwordPolicy,
    tokenSeconds,
    accountByUsername,
    emailTakenByOther,
    markEmailVerified,
  };
}

module.exports = { BACKEND_TIMEOUT_MS, createBackend };
