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
 *    (identity-gate-limits.cjs) and the pool's password policy (identity-gate-policy.cjs);
 *  - keeps its own record of sign-ins, which ends them on GlobalSignOut, RevokeToken, a new
 *    password, after 30 days or past 20 per account (identity-gate-sessions.cjs,
 *    identity-gate-signouts.cjs), and gives cognito-local a derived value wherever an action
 *    carries a password, never the typed one (identity-gate-passwords.cjs,
 *    identity-gate-password-fields.cjs);
 *  - listens twice (identity-gate-requests.cjs): a public listener with the actions a sign-in page
 *    needs and CORS for the site's own origins only, and an admin listener for the app's server
 *    that refuses anything a browser sends and any action not signed (AWS Signature Version 4,
 *    identity-gate-sigv4.cjs) with the installation's admin credentials
 *    (identity-gate-credentials.cjs).
 * Plain Node.js (20 or later) with one package, jose, so that it runs in any image that has
 * Node.js and that package beside it (docker-compose.yml mounts it at /gate/node_modules/jose).
 */
'use strict';
const { AddressHolds } = require('./identity-gate-accounts.cjs');
const { createBackend } = require('./identity-gate-backend.cjs');
const { CodeRecords } = require('./identity-gate-codes.cjs');
const { loadOrCreateKey } = require('./identity-gate-keys.cjs');
const { WindowLimiter } = require('./identity-gate-limits.cjs');
const { PasswordStore } = require('./identity-gate-passwords.cjs');
const { adminRequest, createListener, publicRequest } = require('./identity-gate-requests.cjs');
const { SessionStore } = require('./identity-gate-sessions.cjs');
const { listen, urlOf } = require('./identity-gate-support.cjs');

/** @typedef {import('./identity-gate-tokens.cjs').Gate} Gate */

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
 * @property {import('./identity-gate-credentials.cjs').AdminCredentials} adminCredentials The key pair
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

const WINDOW_MS = 10 * 60_000;
const ADDRESS_WINDOW_MS = 60 * 60_000;
/**
 * Unless `limits` says otherwise: per client address and ten minutes, sign-ups and codes mailed;
 * per account and ten minutes, wrong guesses; per address and hour, codes mailed.
 */
const DEFAULT_LIMITS = { signUps: 20, codes: 20, failures: 20, codesPerAddress: 5 };

/**
 * Comma-separated text as a list, each item trimmed, blanks dropped.
 * @param {string | undefined} text
 * @returns {string[]}
 */
function listOf(text) {
  return (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * The options the embedded emulator and the compose stack's relay both take from their
 * environment: ALLOWED_ORIGINS (comma separated) and CLIENT_LIMIT (sign-ups, and codes mailed, per
 * client address and ten minutes; the default unless it is a positive number).
 * @param {NodeJS.ProcessEnv} env
 * @returns {Pick<GateOptions, 'allowedOrigins' | 'limits'>}
 */
function environmentOptions(env) {
  const clientLimit = Number(env.CLIENT_LIMIT);
  return {
    allowedOrigins: listOf(env.ALLOWED_ORIGINS),
    ...(clientLimit > 0 ? { limits: { signUps: clientLimit, codes: clientLimit } } : {}),
  };
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
 * @param {import('node:http').Server} s
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
  const publicServer = createListener(gate, publicRequest);
  const adminServer = createListener(gate, (g, req, res) => adminRequest(credentials, g, req, res));
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

module.exports = { environmentOptions, listOf, startIdentityGate };
