// @ts-check
/*
 * The identity gate: the only way to cognito-local, for the embedded emulator
 * (bin/identity-emulator.cjs) and for the compose stack's `identity` service (which mounts a copy).
 *
 * cognito-local signs its tokens with a private key that ships in its npm package, answers CORS for
 * every origin, runs administrator actions for anyone and reads access tokens without checking
 * their signature. In front of it the gate
 *  - signs every token it hands out again, with a key of this installation (made on the first
 *    start, kept in the state folder), and publishes that key only (identity-gate-keys.cjs);
 *  - checks every access token it is sent against that key, and resolves its account by username,
 *    before cognito-local sees it; refuses to sign any token whose `sub` is not the account's own
 *    (identity-gate-tokens.cjs);
 *  - forwards from browsers only the actions a sign-in page makes, each rebuilt from its allowed
 *    and checked fields (identity-gate-rules.cjs), within per-client and per-account limits
 *    (identity-gate-limits.cjs) and the pool's password policy (identity-gate-actions.cjs);
 *  - keeps its own record of sign-ins, which ends them on GlobalSignOut, RevokeToken, a new
 *    password, after 30 days or past 20 per account (identity-gate-sessions.cjs,
 *    identity-gate-signouts.cjs), and gives cognito-local a derived value wherever an action
 *    carries a password, never the typed one (identity-gate-passwords.cjs);
 *  - listens twice: a public listener with the actions a sign-in page needs and CORS for the site's
 *    own origins only, and an admin listener for the app's server that refuses anything a browser
 *    sends and any action not signed (AWS Signature Version 4) with the installation's admin
 *    credentials (identity-gate-sigv4.cjs).
 * Plain Node.js (20 or later) with one package, jose, so that it runs in any image that has
 * Node.js and that package beside it (docker-compose.yml mounts it at /gate/node_modules/jose).
 */
'use strict';
const http = require('node:http');
const { handleAction } = require('./identity-gate-actions.cjs');
const { BACKEND_TIMEOUT_MS, createBackend } = require('./identity-gate-backend.cjs');
const { loadOrCreateKey } = require('./identity-gate-keys.cjs');
const { AddressHolds } = require('./identity-gate-accounts.cjs');
const { CodeRecords } = require('./identity-gate-codes.cjs');
const { WindowLimiter } = require('./identity-gate-limits.cjs');
const { PasswordStore } = require('./identity-gate-passwords.cjs');
const { SessionStore } = require('./identity-gate-sessions.cjs');
const { verifySignedRequest } = require('./identity-gate-sigv4.cjs');
const { Refusal, listen, readBody, send, urlOf } = require('./identity-gate-support.cjs');

/** @typedef {import('./identity-gate-tokens.cjs').Gate} Gate */
/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */
/** @typedef {(gate: Gate, req: Request, res: Response) => Promise<void>} Handler */

/**
 * @typedef {object} GateOptions
 * @property {string} stateDir Where the installation's key is kept.
 * @property {string | { socketPath: string }} backend Where cognito-local listens,
 *   `http://127.0.0.1:<port>` or `{ socketPath }`; nothing but the gate may reach it.
 * @property {string} issuer The address tokens name as their issuer (with `/<poolId>`), the
 *   public one.
 * @property {string[]} [allowedOrigins] The pages that may call the public listener from a browser.
 * @property {string} publicHost
 * @property {number} publicPort 0 picks a free one.
 * @property {string} adminHost
 * @property {number} adminPort 0 picks a free one.
 * @property {string[]} [adminHostNames] The names the app uses for the admin listener (its Host
 *   header); `adminHost` itself by default.
 * @property {import('./identity-gate-sigv4.cjs').AdminCredentials} adminCredentials The key pair
 *   every admin action must be signed with; the admin listener does not start without it.
 * @property {Partial<Limits>} [limits]
 * @property {number} [refreshTokenDays] How long a sign-in's refresh token lives; 30 days.
 * @property {() => number} [now] The gate's clock (milliseconds); Date.now by default.
 * @property {(name: string, input: import('./identity-gate-support.cjs').JsonObject) => void} [onAnswered]
 *   Told of every action cognito-local carried out.
 * @property {(name: string) => void} [onForwarded] Told of every action sent on to cognito-local.
 */

/**
 * Sign-ups and codes per client address, and guesses per account, in ten minutes; codes mailed
 * per address in an hour.
 * @typedef {{ signUps: number, codes: number, failures: number, codesPerAddress: number }} Limits
 */

/**
 * @typedef {object} RunningGate
 * @property {string} publicUrl
 * @property {string} adminUrl
 * @property {() => Promise<void>} close
 */

const WELL_KNOWN = /^\/([\w-]{1,128})\/\.well-known\/(jwks\.json|openid-configuration)$/;
const WINDOW_MS = 10 * 60_000;
/** How long an idle connection stays open for a client's next request. */
const KEEP_ALIVE_MS = 65_000;
const ADDRESS_WINDOW_MS = 60 * 60_000;
/**
 * Unless `limits` says otherwise: per client address and ten minutes, sign-ups and codes mailed;
 * per account and ten minutes, wrong guesses; per address and hour, codes mailed.
 */
const DEFAULT_LIMITS = { signUps: 20, codes: 20, failures: 20, codesPerAddress: 5 };

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

/**
 * The key set or the OpenID configuration of a pool.
 * @param {Gate} gate
 * @param {Response} res
 * @param {string} poolId
 * @param {string | undefined} document
 */
function sendWellKnown(gate, res, poolId, document) {
  if (document === 'jwks.json') {
    send(res, 200, { keys: [gate.key.jwk] }, 'application/json');
    return;
  }
  const configuration = {
    issuer: `${gate.issuer}/${poolId}`,
    jwks_uri: `${gate.issuer}/${poolId}/.well-known/jwks.json`,
    id_token_signing_alg_values_supported: ['RS256'],
  };
  send(res, 200, configuration, 'application/json');
}

/**
 * Both listeners' paths: actions (POST /), /health, and the pools' well-known documents.
 * @param {Gate} gate
 * @param {Request} req
 * @param {Response} res
 * @param {boolean} isPublic
 * @param {Buffer} [body] The body, when it was read already (to check its signature).
 */
async function route(gate, req, res, isPublic, body) {
  const pathname = (req.url ?? '/').split('?')[0];
  const reading = req.method === 'GET' || req.method === 'HEAD';
  if (req.method === 'POST' && pathname === '/') {
    return handleAction(gate, req, res, isPublic, body);
  }
  if (reading && pathname === '/health') {
    const answer = await gate.backend.call('GET', '/health');
    return send(res, answer.status, answer.body, answer.contentType ?? 'application/json');
  }
  const wellKnown = reading ? WELL_KNOWN.exec(pathname ?? '') : null;
  if (!wellKnown) throw new Refusal(404, 'ResourceNotFoundException', 'Not found');
  sendWellKnown(gate, res, wellKnown[1] ?? '', wellKnown[2]);
}

/**
 * Browsers of the allowed origins only, with CORS for them; admin actions never.
 * @type {Handler}
 */
async function publicRequest(gate, req, res) {
  res.setHeader('Vary', 'Origin');
  const origin = req.headers.origin;
  if (origin !== undefined) {
    if (!gate.allowedOrigins.has(origin)) {
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
  await route(gate, req, res, true);
}

/**
 * The app's server only. A cross-origin page cannot send X-Amz-Target without a preflight, which
 * is refused here like any request naming an origin; the Host check stops DNS rebinding. Browsers
 * send Sec-Fetch-Site and Sec-Fetch-Dest; Node's fetch sends Sec-Fetch-Mode too, so that one
 * alone does not mark a browser. Anything but reading /health or a key document must be signed
 * with the admin credentials: checked on the body as read, before anything is forwarded.
 * @param {import('./identity-gate-sigv4.cjs').AdminCredentials} credentials
 * @param {Gate} gate
 * @param {Request} req
 * @param {Response} res
 */
async function adminRequest(credentials, gate, req, res) {
  if (!gate.adminHosts.has(String(req.headers.host ?? '').toLowerCase())) {
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
  if (req.method === 'GET' || req.method === 'HEAD') return route(gate, req, res, false);
  const body = await readBody(req);
  verifySignedRequest(req, body, credentials);
  await route(gate, req, res, false, body);
}

/**
 * A Refusal in Cognito's error shape (with Retry-After past a limit); anything else a 500.
 * @param {Response} res
 * @param {unknown} err
 */
function sendError(res, err) {
  if (err instanceof Refusal) {
    if (err.retryAfter && !res.headersSent) res.setHeader('Retry-After', String(err.retryAfter));
    send(res, err.status, { __type: err.type, message: err.message });
    return;
  }
  const detail = err instanceof Error && err.stack ? err.stack : String(err);
  process.stderr.write(`identity gate: ${detail}\n`);
  send(res, 500, { __type: 'InternalErrorException', message: 'Internal error' });
}

/**
 * @param {Gate} gate
 * @param {Handler} handle
 */
function server(gate, handle) {
  const created = http.createServer((req, res) => {
    handle(gate, req, res).catch((/** @type {unknown} */ err) => sendError(res, err));
  });
  created.requestTimeout = BACKEND_TIMEOUT_MS;
  created.headersTimeout = 10_000;
  // A client reuses an idle connection until it hears it closed; closed here at the same moment,
  // its next request meets a reset (Node's 5 s default makes that common). Idle connections are
  // kept longer than clients keep theirs; close() still ends them at once.
  created.keepAliveTimeout = KEEP_ALIVE_MS;
  return created;
}

/**
 * The origins the public listener answers browsers from, each as `new URL` spells it.
 * @param {string[]} origins
 */
function originsOf(origins) {
  return new Set(
    origins.map((origin) => {
      const parsed = new URL(origin);
      if (parsed.origin === 'null') throw new Error(`Not an origin: ${origin}`);
      return parsed.origin;
    }),
  );
}

/**
 * What the handlers share, from the options.
 * @param {GateOptions} options
 * @returns {Promise<Gate>}
 */
async function createGate(options) {
  const key = await loadOrCreateKey(options.stateDir);
  const issuer = String(options.issuer ?? '').replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(issuer)) throw new Error(`Not an issuer address: ${issuer}`);
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const backend = createBackend(options.backend);
  const now = options.now ?? (() => Date.now());
  const { refreshTokenDays } = options;
  return {
    key,
    issuer,
    allowedOrigins: originsOf(options.allowedOrigins ?? []),
    adminHosts: new Set(),
    backend,
    limiters: {
      signUps: new WindowLimiter(limits.signUps, WINDOW_MS, now),
      codes: new WindowLimiter(limits.codes, WINDOW_MS, now),
      failures: new WindowLimiter(limits.failures, WINDOW_MS, now),
      codesPerAddress: new WindowLimiter(limits.codesPerAddress, ADDRESS_WINDOW_MS, now),
    },
    codeRecords: new CodeRecords(options.stateDir, now),
    addressHolds: new AddressHolds(now),
    onAnswered: options.onAnswered,
    onForwarded: options.onForwarded,
    sessions: new SessionStore(options.stateDir, { now, backend, refreshTokenDays }),
    passwords: new PasswordStore(options.stateDir),
    now,
  };
}

/**
 * Stops listening and drops open connections.
 * @param {http.Server} s
 * @returns {Promise<void>}
 */
const closeServer = (s) =>
  new Promise((resolve) => {
    s.close(() => resolve());
    s.closeAllConnections();
  });

/**
 * Starts both listeners in front of cognito-local. Ports 0 pick free ones.
 * @param {GateOptions} options
 * @returns {Promise<RunningGate>}
 */
async function startIdentityGate(options) {
  const credentials = options.adminCredentials;
  if (!credentials?.accessKeyId || !credentials.secretAccessKey) {
    throw new Error('The identity gate needs adminCredentials for its admin listener');
  }
  const gate = await createGate(options);
  const publicServer = server(gate, publicRequest);
  const adminServer = server(gate, (g, req, res) => adminRequest(credentials, g, req, res));
  const publicPort = await listen(publicServer, options.publicPort, options.publicHost);
  let adminPort;
  try {
    adminPort = await listen(adminServer, options.adminPort, options.adminHost);
  } catch (err) {
    publicServer.close();
    throw err;
  }
  for (const name of options.adminHostNames ?? [options.adminHost]) {
    gate.adminHosts.add(new URL(urlOf(name, adminPort)).host.toLowerCase());
  }
  return {
    publicUrl: urlOf(options.publicHost, publicPort),
    adminUrl: urlOf(options.adminHost, adminPort),
    close: () => Promise.all([closeServer(publicServer), closeServer(adminServer)]).then(() => {}),
  };
}

module.exports = { startIdentityGate };
