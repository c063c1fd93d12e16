/*
 * The identity gate: the only way to cognito-local, for the embedded emulator
 * (bin/identity-emulator.cjs) and for the compose stack's `identity` service (which mounts a copy).
 *
 * cognito-local signs its tokens with a private key that ships in its npm package, answers CORS for
 * every origin, runs administrator actions for anyone and reads access tokens without checking
 * their signature. In front of it the gate
 *  - signs every token it hands out again, with a key of this installation (made on the first
 *    start, kept in the state folder), and publishes that key only;
 *  - checks every access token it is sent against that key before cognito-local sees it;
 *  - listens twice: a public listener with the actions a sign-in page needs and CORS for the site's
 *    own origins only, and an admin listener for the app's server that refuses anything a browser
 *    sends.
 * Plain Node.js (20 or later) without packages, so that it runs in any image that has Node.js.
 */
'use strict';
const crypto = require('node:crypto');
const http = require('node:http');
const {
  AMZ_JSON,
  Refusal,
  connectionTo,
  decodeJwt,
  hasValidSignature,
  invalidAccessToken,
  jsonObject,
  listen,
  loadOrCreateKey,
  readBody,
  send,
  signJwt,
  urlOf,
} = require('./identity-gate-support.cjs');

const BACKEND_TIMEOUT_MS = 30_000;
const TARGET_PREFIX = 'AWSCognitoIdentityProviderService';
const WELL_KNOWN = /^\/([\w-]{1,128})\/\.well-known\/(jwks\.json|openid-configuration)$/;
/** What a sign-in page calls (amazon-cognito-identity-js): no administrator or pool action. */
const PUBLIC_ACTIONS = new Set([
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'InitiateAuth',
  'RespondToAuthChallenge',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'GetUser',
  'UpdateUserAttributes',
  'VerifyUserAttribute',
  'GetUserAttributeVerificationCode',
  'ChangePassword',
  'GlobalSignOut',
  'RevokeToken',
]);

/** The headers amazon-cognito-identity-js and the AWS SDK send from a browser. */
const CORS_REQUEST_HEADERS = [
  'content-type',
  'x-amz-target',
  'x-amz-user-agent',
  'x-amz-date',
  'cache-control',
  'authorization',
  'amz-sdk-invocation-id',
  'amz-sdk-request',
].join(', ');

async function startIdentityGate(options) {
  const key = loadOrCreateKey(options.stateDir);
  const issuer = String(options.issuer ?? '').replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(issuer)) throw new Error(`Not an issuer address: ${issuer}`);
  const allowedOrigins = new Set(
    (options.allowedOrigins ?? []).map((origin) => {
      const parsed = new URL(origin);
      if (parsed.origin === 'null') throw new Error(`Not an origin: ${origin}`);
      return parsed.origin;
    }),
  );
  const backend = connectionTo(options.backend);

  function callBackend(method, requestPath, headers = {}, body) {
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

  async function callAction(action, input) {
    const body = Buffer.from(JSON.stringify(input));
    return callBackend(
      'POST',
      '/',
      { 'Content-Type': AMZ_JSON, 'X-Amz-Target': `${TARGET_PREFIX}.${action}` },
      body,
    );
  }

  /** cognito-local's own public keys by kid, as it publishes them. */
  const backendKeys = new Map();
  async function backendKey(kid, poolId) {
    if (!backendKeys.has(kid)) {
      const answer = await callBackend('GET', `/${poolId}/.well-known/jwks.json`);
      for (const jwk of jsonObject(answer.body.toString('utf8')).keys ?? []) {
        backendKeys.set(jwk.kid, crypto.createPublicKey({ key: jwk, format: 'jwk' }));
      }
    }
    const found = backendKeys.get(kid);
    if (!found)
      throw new Error('The identity backend signed a token with a key it does not publish');
    return found;
  }

  /** cognito-local writes Boolean("false"), that is true; the stored attribute says it right. */
  async function emailVerified(poolId, username) {
    const answer = await callAction('AdminGetUser', { UserPoolId: poolId, Username: username });
    if (answer.status !== 200) throw new Error('The identity backend could not find the user');
    const attributes = jsonObject(answer.body.toString('utf8')).UserAttributes ?? [];
    return attributes.some((a) => a.Name === 'email_verified' && a.Value === 'true');
  }

  async function backendJson(action, input) {
    const answer = await callAction(action, input);
    if (answer.status !== 200) throw new Error(`The identity backend refused ${action}`);
    return jsonObject(answer.body.toString('utf8'));
  }

  /** The pool of an app client, found once: ConfirmSignUp names the client, not the pool. */
  const poolOfClient = new Map();
  async function poolFor(clientId) {
    if (!poolOfClient.has(clientId)) {
      const pools = (await backendJson('ListUserPools', { MaxResults: 60 })).UserPools ?? [];
      for (const pool of pools) {
        const listed = await backendJson('ListUserPoolClients', {
          UserPoolId: pool.Id,
          MaxResults: 60,
        });
        for (const c of listed.UserPoolClients ?? []) poolOfClient.set(c.ClientId, pool.Id);
      }
    }
    return poolOfClient.get(clientId);
  }

  /*
   * Amazon Cognito marks the address verified when the sign-up code that was mailed to it is
   * entered (the pool verifies email automatically); cognito-local confirms the account but leaves
   * email_verified unset, which this site reads as unverified.
   */
  async function markEmailVerified(input) {
    const poolId = await poolFor(String(input.ClientId ?? ''));
    if (!poolId) return;
    const pool = (await backendJson('DescribeUserPool', { UserPoolId: poolId })).UserPool ?? {};
    if (!(pool.AutoVerifiedAttributes ?? []).includes('email')) return;
    const user = await backendJson('AdminGetUser', {
      UserPoolId: poolId,
      Username: input.Username,
    });
    const email = (user.UserAttributes ?? []).find((a) => a.Name === 'email')?.Value;
    if (!email) return;
    // cognito-local takes email_verified only together with the address it is about.
    await backendJson('AdminUpdateUserAttributes', {
      UserPoolId: poolId,
      Username: user.Username,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    });
  }

  async function resign(token, kind) {
    const jwt = decodeJwt(token);
    const poolId = String(jwt.payload.iss ?? '')
      .split('/')
      .pop();
    if (!poolId || !/^[\w-]+$/.test(poolId)) throw new Error('A backend token without a pool');
    // Its signature only: a token made with a one-second lifetime may be expired by now.
    if (!hasValidSignature(jwt, await backendKey(jwt.header.kid, poolId))) {
      throw new Error('The identity backend returned a token it did not sign');
    }
    const claims = { ...jwt.payload, iss: `${issuer}/${poolId}` };
    if (kind === 'IdToken') {
      claims.email_verified = await emailVerified(poolId, claims['cognito:username']);
    }
    return signJwt(claims, key);
  }

  /*
   * An access token sent by a client is checked here, then passed to cognito-local as it is.
   * cognito-local 5.3.0 decodes access tokens without checking any signature, so it reads the
   * installation's tokens like its own; no token map is needed (none lost on a restart, no size
   * bound) and its private key is not needed either (its place in an image is unknown). Were a
   * later cognito-local to check signatures, it would refuse these calls: it fails closed.
   */
  function checkAccessToken(token) {
    let jwt;
    try {
      jwt = decodeJwt(token);
    } catch {
      throw invalidAccessToken();
    }
    const { header, payload } = jwt;
    const valid =
      header.kid === key.kid &&
      hasValidSignature(jwt, key.publicKey) &&
      payload.token_use === 'access' &&
      typeof payload.exp === 'number' &&
      payload.exp > Date.now() / 1000 &&
      typeof payload.iss === 'string' &&
      payload.iss.startsWith(`${issuer}/`);
    if (!valid) throw invalidAccessToken();
  }

  /*
   * cognito-local lets an account mark its own address verified in the same call that changes it
   * (email_verified is mutable in its schema); Amazon Cognito does not. Only a code, or an
   * administrator, proves an address.
   */
  function refuseSelfVerification(attributes) {
    const names = Array.isArray(attributes) ? attributes.map((a) => a && a.Name) : [];
    const proof = names.find((n) => n === 'email_verified' || n === 'phone_number_verified');
    if (proof) {
      throw new Refusal(400, 'InvalidParameterException', `Cannot modify ${proof} attribute`);
    }
  }

  async function action(req, res, isPublic) {
    const target = req.headers['x-amz-target'];
    // Split as cognito-local splits it, so that both read the same action.
    const name = typeof target === 'string' ? target.split('.')[1] : undefined;
    if (!name) throw new Refusal(400, 'InvalidParameterException', 'Missing X-Amz-Target');
    if (isPublic && !PUBLIC_ACTIONS.has(name)) {
      throw new Refusal(403, 'NotAuthorizedException', `${name} is not available at this address`);
    }
    const raw = await readBody(req);
    let input;
    try {
      input = raw.length === 0 ? {} : jsonObject(raw.toString('utf8'));
    } catch {
      throw new Refusal(400, 'SerializationException', 'The request body is not a JSON object');
    }
    if ('AccessToken' in input) checkAccessToken(input.AccessToken);
    if (name === 'UpdateUserAttributes') refuseSelfVerification(input.UserAttributes);
    // What is forwarded is what was checked: the parsed body again, as JSON whatever the request
    // said (cognito-local would also read a form-encoded body, which was not checked).
    const answer = await callAction(name, input);
    let body = answer.body;
    if (answer.status === 200 && name === 'ConfirmSignUp') await markEmailVerified(input);
    // Told of every action cognito-local carried out (the compose relay mails codes after them).
    if (answer.status === 200) options.onAnswered?.(name, input);
    if (answer.status === 200) {
      const output = jsonObject(body.toString('utf8'));
      const result = output.AuthenticationResult;
      if (result && typeof result === 'object') {
        for (const kind of ['AccessToken', 'IdToken']) {
          if (typeof result[kind] === 'string') result[kind] = await resign(result[kind], kind);
        }
        body = JSON.stringify(output);
      }
    }
    send(res, answer.status, body, answer.contentType ?? AMZ_JSON);
  }

  async function route(req, res, isPublic) {
    const pathname = (req.url ?? '/').split('?')[0];
    const reading = req.method === 'GET' || req.method === 'HEAD';
    if (req.method === 'POST' && pathname === '/') return action(req, res, isPublic);
    if (reading && pathname === '/health') {
      const answer = await callBackend('GET', '/health');
      return send(res, answer.status, answer.body, answer.contentType ?? 'application/json');
    }
    const wellKnown = reading ? WELL_KNOWN.exec(pathname) : null;
    if (wellKnown) {
      const [, poolId = '', document] = wellKnown;
      if (document === 'jwks.json') return send(res, 200, { keys: [key.jwk] }, 'application/json');
      return send(
        res,
        200,
        {
          issuer: `${issuer}/${poolId}`,
          jwks_uri: `${issuer}/${poolId}/.well-known/jwks.json`,
          id_token_signing_alg_values_supported: ['RS256'],
        },
        'application/json',
      );
    }
    throw new Refusal(404, 'ResourceNotFoundException', 'Not found');
  }

  /** Browsers of the allowed origins only, with CORS for them; admin actions never. */
  async function publicRequest(req, res) {
    res.setHeader('Vary', 'Origin');
    const origin = req.headers.origin;
    if (origin !== undefined) {
      if (!allowedOrigins.has(origin)) {
        throw new Refusal(403, 'NotAuthorizedException', 'This origin may not call this service');
      }
      res.setHeader('Access-Control-Allow-Origin', origin);
    }
    if (req.method === 'OPTIONS') {
      if (origin !== undefined) {
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
        res.setHeader('Access-Control-Allow-Headers', CORS_REQUEST_HEADERS);
        res.setHeader('Access-Control-Max-Age', '600');
      }
      res.writeHead(204).end();
      return;
    }
    await route(req, res, true);
  }

  const adminHosts = new Set();
  /**
   * The app's server only. A cross-origin page cannot send X-Amz-Target without a preflight, which
   * is refused here like any request naming an origin; the Host check stops DNS rebinding. Browsers
   * send Sec-Fetch-Site and Sec-Fetch-Dest; Node's fetch sends Sec-Fetch-Mode too, so that one
   * alone does not mark a browser.
   */
  async function adminRequest(req, res) {
    if (!adminHosts.has(String(req.headers.host ?? '').toLowerCase())) {
      throw new Refusal(403, 'NotAuthorizedException', 'Unknown host');
    }
    const fromBrowser =
      req.method === 'OPTIONS' ||
      req.headers.origin !== undefined ||
      req.headers['sec-fetch-site'] !== undefined ||
      req.headers['sec-fetch-dest'] !== undefined ||
      req.headers['sec-fetch-user'] !== undefined;
    if (fromBrowser) {
      throw new Refusal(403, 'NotAuthorizedException', 'Browsers may not call this address');
    }
    await route(req, res, false);
  }

  function server(handle) {
    const created = http.createServer((req, res) => {
      handle(req, res).catch((err) => {
        if (err instanceof Refusal) {
          send(res, err.status, { __type: err.type, message: err.message });
        } else {
          process.stderr.write(`identity gate: ${err && err.stack ? err.stack : err}\n`);
          send(res, 500, { __type: 'InternalErrorException', message: 'Internal error' });
        }
      });
    });
    created.requestTimeout = BACKEND_TIMEOUT_MS;
    created.headersTimeout = 10_000;
    return created;
  }

  const publicServer = server(publicRequest);
  const adminServer = server(adminRequest);
  const publicPort = await listen(publicServer, options.publicPort, options.publicHost);
  let adminPort;
  try {
    adminPort = await listen(adminServer, options.adminPort, options.adminHost);
  } catch (err) {
    publicServer.close();
    throw err;
  }
  for (const name of options.adminHostNames ?? [options.adminHost]) {
    adminHosts.add(new URL(urlOf(name, adminPort)).host.toLowerCase());
  }

  const closeServer = (s) =>
    new Promise((resolve) => {
      s.close(() => resolve());
      s.closeAllConnections();
    });
  return {
    publicUrl: urlOf(options.publicHost, publicPort),
    adminUrl: urlOf(options.adminHost, adminPort),
    close: () => Promise.all([closeServer(publicServer), closeServer(adminServer)]).then(() => {}),
  };
}

module.exports = { startIdentityGate };
