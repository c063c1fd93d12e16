/*
 * The identity gate: the only way to cognito-local, for the embedded emulator
 * (bin/identity-emulator.cjs) and for the compose stack's `identity` service (which mounts a copy).
 *
 * cognito-local signs its tokens with a private key that ships in its npm package, answers CORS for
 * every origin, runs administrator actions for anyone and reads access tokens without checking
 * their signature. In front of it the gate
 *  - signs every token it hands out again, with a key of this installation (made on the first
 *    start, kept in the state folder), and publishes that key only;
 *  - checks every access token it is sent against that key, and resolves its account by username,
 *    before cognito-local sees it; refuses to sign any token whose `sub` is not the account's own;
 *  - forwards from browsers only the actions a sign-in page makes, each rebuilt from its allowed
 *    and checked fields (identity-gate-rules.cjs), within per-client and per-account limits and
 *    the pool's password policy;
 *  - listens twice: a public listener with the actions a sign-in page needs and CORS for the site's
 *    own origins only, and an admin listener for the app's server that refuses anything a browser
 *    sends.
 * Plain Node.js (20 or later) without packages, so that it runs in any image that has Node.js.
 */
'use strict';
const http = require('node:http');
const { BACKEND_TIMEOUT_MS, createBackend } = require('./identity-gate-backend.cjs');
const {
  NEW_PASSWORD_FIELD,
  WindowLimiter,
  checkPasswordPolicy,
  checkedInput,
  clientKey,
  isPublicAction,
  tooManyRequests,
} = require('./identity-gate-rules.cjs');
const {
  AMZ_JSON,
  Refusal,
  decodeJwt,
  hasValidSignature,
  invalidAccessToken,
  jsonObject,
  listen,
  loadOrCreateKey,
  originJti,
  readBody,
  send,
  signJwt,
  urlOf,
} = require('./identity-gate-support.cjs');

const WELL_KNOWN = /^\/([\w-]{1,128})\/\.well-known\/(jwks\.json|openid-configuration)$/;
const WINDOW_MS = 10 * 60_000;
/** Per client address and ten minutes, unless `limits` says otherwise: sign-ups, codes mailed. */
const DEFAULT_LIMITS = { signUps: 20, codes: 20, failures: 20 };
/** Calls that mail a code to an address. */
const CODE_ACTIONS = new Set([
  'ResendConfirmationCode',
  'ForgotPassword',
  'GetUserAttributeVerificationCode',
]);
/** Calls that try a password or a code: their failures are counted per account. */
const GUESS_ACTIONS = new Set([
  'InitiateAuth',
  'ConfirmSignUp',
  'ConfirmForgotPassword',
  'VerifyUserAttribute',
  'ChangePassword',
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

const refusedAccount = () =>
  new Refusal(
    400,
    'NotAuthorizedException',
    'This account cannot sign in. Please contact the site.',
  );

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
  const backend = createBackend(options.backend);
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const signUps = new WindowLimiter(limits.signUps, WINDOW_MS);
  const codes = new WindowLimiter(limits.codes, WINDOW_MS);
  const failures = new WindowLimiter(limits.failures, WINDOW_MS);

  const poolOf = (iss) => {
    const poolId = String(iss ?? '')
      .split('/')
      .pop();
    if (!poolId || !/^[\w-]+$/.test(poolId)) throw new Error('A token without a pool');
    return poolId;
  };

  /**
   * A token cognito-local handed out, signed again with the installation's key once it names the
   * account as the store has it: `sub` is the stored account's own and equals its username (with
   * email usernames cognito-local names each account by a `sub` it made itself), the address and
   * its verified flag are the stored ones, and it lives as long as the app client says (one hour
   * by default, as in Amazon Cognito).
   */
  async function resign(token, kind, originJti) {
    const jwt = decodeJwt(token);
    const poolId = poolOf(jwt.payload.iss);
    // Its signature only: a token made with a one-second lifetime may be expired by now.
    if (!hasValidSignature(jwt, await backend.key(jwt.header.kid, poolId))) {
      throw new Error('The identity backend returned a token it did not sign');
    }
    const claims = { ...jwt.payload, iss: `${issuer}/${poolId}` };
    const username = kind === 'IdToken' ? claims['cognito:username'] : claims.username;
    const account =
      typeof username === 'string' ? await backend.accountByUsername(poolId, username) : null;
    if (!account || account.sub !== username || claims.sub !== username) throw refusedAccount();
    const clientId = kind === 'IdToken' ? claims.aud : claims.client_id;
    const now = Math.floor(Date.now() / 1000);
    claims.iat = now;
    claims.exp = now + (await backend.tokenSeconds(poolId, String(clientId), kind));
    if (originJti) claims.origin_jti = originJti;
    if (kind === 'IdToken') {
      claims.email = account.email;
      // cognito-local writes Boolean("false"), that is true; the stored attribute says it right.
      claims.email_verified = account.emailVerified;
    }
    return signJwt(claims, key);
  }

  /*
   * An access token sent by a client is checked here, then passed to cognito-local as it is.
   * cognito-local 5.3.0 decodes access tokens without checking any signature, so it reads the
   * installation's tokens like its own; no token map is needed (none lost on a restart, no size
   * bound) and its private key is not needed either (its place in an image is unknown). Were a
   * later cognito-local to check signatures, it would refuse these calls: it fails closed.
   * cognito-local finds the account by the token's `sub`, falling back to any account whose `sub`
   * or email equals it; the account is resolved here by its username, and the token is refused
   * unless that account exists and its `sub` is the token's.
   */
  async function checkAccessToken(token) {
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
      payload.iss.startsWith(`${issuer}/`) &&
      typeof payload.username === 'string' &&
      payload.sub === payload.username;
    if (!valid) throw invalidAccessToken();
    const poolId = poolOf(payload.iss);
    const account = await backend.accountByUsername(poolId, payload.username);
    if (!account || account.sub !== payload.sub || !account.enabled) throw invalidAccessToken();
    return { poolId, username: account.username };
  }

  /** The pool's password policy, applied where an action sets a password. */
  async function checkPassword(name, input, poolId) {
    const field = NEW_PASSWORD_FIELD[name];
    if (!field || !poolId) return;
    checkPasswordPolicy(input[field], await backend.passwordPolicy(poolId));
  }

  /** An address belongs to one account only, as Amazon Cognito keeps an alias attribute. */
  async function checkEmailFree(input, account) {
    const email = input.UserAttributes.find((a) => a.Name === 'email')?.Value;
    if (email && (await backend.emailTakenByOther(account.poolId, email, account.username))) {
      throw new Refusal(
        400,
        'AliasExistsException',
        'An account with the given email already exists.',
      );
    }
  }

  /**
   * Whose failures a guess counts against: the account of the access token, or the one named. A
   * refresh names nobody and guesses nothing a person chose.
   */
  function guessKey(input, account) {
    if (account) return `account:${account.username}`;
    const named = input.Username ?? input.AuthParameters?.USERNAME;
    return typeof named === 'string' ? `name:${named.toLowerCase()}` : undefined;
  }

  function refuseWhenLimited(limiter, limiterKey) {
    const seconds = limiter.blockedFor(limiterKey);
    if (seconds > 0) throw tooManyRequests(seconds);
  }

  /**
   * The public listener's checks: the action and each of its fields are allowed (what is forwarded
   * is rebuilt from what was checked), the client and the account are within their limits, and the
   * password meets the pool's policy.
   */
  async function checkPublic(name, raw, client) {
    if (!isPublicAction(name)) {
      throw new Refusal(403, 'NotAuthorizedException', `${name} is not available at this address`);
    }
    if (name === 'SignUp') refuseWhenLimited(signUps, client);
    if (CODE_ACTIONS.has(name)) refuseWhenLimited(codes, client);
    const input = checkedInput(name, raw);
    const account = 'AccessToken' in input ? await checkAccessToken(input.AccessToken) : undefined;
    const guess = GUESS_ACTIONS.has(name) ? guessKey(input, account) : undefined;
    if (guess) refuseWhenLimited(failures, guess);
    const poolId =
      account?.poolId ?? (input.ClientId ? await backend.poolFor(input.ClientId) : undefined);
    await checkPassword(name, input, poolId);
    if (name === 'UpdateUserAttributes') await checkEmailFree(input, account);
    if (name === 'SignUp') signUps.add(client);
    if (CODE_ACTIONS.has(name)) codes.add(client);
    return { input, guess };
  }

  async function action(req, res, isPublic) {
    const target = req.headers['x-amz-target'];
    // Split as cognito-local splits it, so that both read the same action.
    const name = typeof target === 'string' ? target.split('.')[1] : undefined;
    if (!name) throw new Refusal(400, 'InvalidParameterException', 'Missing X-Amz-Target');
    if (isPublic && !isPublicAction(name)) {
      throw new Refusal(403, 'NotAuthorizedException', `${name} is not available at this address`);
    }
    const raw = await readBody(req);
    let input;
    try {
      input = raw.length === 0 ? {} : jsonObject(raw.toString('utf8'));
    } catch {
      throw new Refusal(400, 'SerializationException', 'The request body is not a JSON object');
    }
    let guess;
    if (isPublic) {
      ({ input, guess } = await checkPublic(name, input, clientKey(req.socket.remoteAddress)));
    } else if ('AccessToken' in input) {
      await checkAccessToken(input.AccessToken);
    }
    // What is forwarded is what was checked: the rebuilt body, as JSON whatever the request said
    // (cognito-local would also read a form-encoded body, which was not checked).
    const answer = await backend.action(name, input);
    if (guess && answer.status !== 200) failures.add(guess);
    let body = answer.body;
    if (answer.status === 200 && name === 'ConfirmSignUp') await backend.markEmailVerified(input);
    // Told of every action cognito-local carried out (the compose relay mails codes after them).
    if (answer.status === 200) options.onAnswered?.(name, input);
    if (answer.status === 200) {
      const output = jsonObject(body.toString('utf8'));
      const result = output.AuthenticationResult;
      if (result && typeof result === 'object') {
        for (const kind of ['AccessToken', 'IdToken']) {
          if (typeof result[kind] === 'string') {
            const refreshToken = result.RefreshToken ?? input.AuthParameters?.REFRESH_TOKEN;
            result[kind] = await resign(result[kind], kind, originJti(refreshToken));
          }
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
      const answer = await backend.call('GET', '/health');
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
          if (err.retryAfter && !res.headersSent)
            res.setHeader('Retry-After', String(err.retryAfter));
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
