// @ts-check
/*
 * The identity gate's two listeners (identity-gate.cjs): what each takes and from whom. The
 * public one answers the sign-in actions, /health and the pools' key documents, with CORS for the
 * site's own origins only; the admin one answers the app's server only, never a browser, and
 * forwards nothing that is not signed with the installation's admin credentials.
 */
'use strict';
const http = require('node:http');
const { handleAction } = require('./identity-gate-actions.cjs');
const { BACKEND_TIMEOUT_MS } = require('./identity-gate-backend.cjs');
const { verifySignedRequest } = require('./identity-gate-sigv4.cjs');
const { Refusal, readBody, send } = require('./identity-gate-support.cjs');

/** @typedef {import('./identity-gate-tokens.cjs').Gate} Gate */
/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */
/** @typedef {(gate: Gate, req: Request, res: Response) => Promise<void>} Handler */

const WELL_KNOWN = /^\/([\w-]{1,128})\/\.well-known\/(jwks\.json|openid-configuration)$/;
/** How long an idle connection stays open for a client's next request. */
const KEEP_ALIVE_MS = 65_000;
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
 * @param {import('./identity-gate-credentials.cjs').AdminCredentials} credentials
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
 * A listener that answers each request with `handle`, and any error in Cognito's shape.
 * @param {Gate} gate
 * @param {Handler} handle
 */
function createListener(gate, handle) {
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

module.exports = { adminRequest, createListener, publicRequest };
