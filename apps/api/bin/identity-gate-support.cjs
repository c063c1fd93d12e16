// @ts-check
/*
 * The identity gate's building blocks (identity-gate.cjs): its errors in Cognito's shape, JSON
 * reading, the masked delivery answer, origin_jti, and small HTTP and list helpers. Plain
 * Node.js, like the gate.
 */
'use strict';
const crypto = require('node:crypto');

const MAX_BODY_BYTES = 64 * 1024;
const AMZ_JSON = 'application/x-amz-json-1.1';

/** @typedef {Record<string, unknown>} JsonObject */
/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */

/** An answer in Cognito's error shape; thrown anywhere while a request is handled. */
class Refusal extends Error {
  /**
   * @param {number} status
   * @param {string} type
   * @param {string} message
   * @param {number} [retryAfter] seconds, sent as Retry-After
   */
  constructor(status, type, message, retryAfter) {
    super(message);
    this.status = status;
    this.type = type;
    this.retryAfter = retryAfter;
  }
}

const invalidAccessToken = () => new Refusal(400, 'NotAuthorizedException', 'Invalid Access Token');

/**
 * @param {string} action
 * @returns {Refusal}
 */
const notAvailable = (action) =>
  new Refusal(403, 'NotAuthorizedException', `${action} is not available at this address`);

/**
 * @param {unknown} value
 * @returns {value is JsonObject}
 */
function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * @param {string} text
 * @returns {JsonObject}
 */
function jsonObject(text) {
  const value = /** @type {unknown} */ (JSON.parse(text));
  if (!isObject(value)) throw new Error('not a JSON object');
  return value;
}

/**
 * Amazon Cognito's answer naming where a code was mailed: the address masked (t***@e***), so that
 * the answer does not spell it out.
 * @param {string | undefined} address
 */
function emailDelivery(address) {
  const [local = '', domain = ''] = (address ?? '').split('@');
  const Destination = `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
  return { CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination } };
}

/**
 * Amazon Cognito names the sign-in a token belongs to (`origin_jti`), the same across its
 * refreshes, so that what hangs on a session (a live stream) can end with it; cognito-local does
 * not. It is derived here from the sign-in's refresh token, which its refreshes present again.
 * @param {unknown} refreshToken
 * @returns {string | undefined}
 */
function originJti(refreshToken) {
  if (typeof refreshToken !== 'string') return undefined;
  const hex = crypto.createHash('sha256').update(refreshToken).digest('hex');
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20, 32),
  ].join('-');
}

/**
 * The items that pass `test`, and those that do not.
 * @template T
 * @param {T[]} items
 * @param {(item: T) => boolean} test
 * @returns {[T[], T[]]} those that pass, those that do not
 */
function partition(items, test) {
  /** @type {[T[], T[]]} */
  const parts = [[], []];
  for (const item of items) parts[test(item) ? 0 : 1].push(item);
  return parts;
}

/**
 * `http://host:port`, with brackets around an IPv6 address.
 * @param {string} host
 * @param {number} port
 */
function urlOf(host, port) {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * The request's body, at most MAX_BODY_BYTES (else a Refusal, 413).
 * @param {Request} req
 * @returns {Promise<Buffer>}
 */
function readBody(req) {
  return new Promise((resolve, reject) => {
    const tooLarge = () => new Refusal(413, 'InvalidParameterException', 'Request body too large');
    if (Number(req.headers['content-length']) > MAX_BODY_BYTES) {
      reject(tooLarge());
      return;
    }
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) {
        chunks.push(chunk);
        return;
      }
      // Whatever else arrives is read and dropped; the answer closes the connection.
      req.off('data', onData);
      req.resume();
      reject(tooLarge());
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * @param {Response} res
 * @param {number} status
 * @param {Buffer | string | object} body
 * @param {string} [contentType]
 */
function send(res, status, body, contentType = AMZ_JSON) {
  if (res.headersSent) return;
  const buffer = Buffer.isBuffer(body)
    ? body
    : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
  res.writeHead(status, {
    'Content-Type': contentType,
    'Content-Length': buffer.length,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...(status === 413 ? { Connection: 'close' } : {}),
  });
  res.end(buffer);
}

/**
 * Listens on `host:port` (0 picks a free port) and answers the port.
 * @param {import('node:http').Server} server
 * @param {number} port
 * @param {string} host
 * @returns {Promise<number>}
 */
function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/**
 * @typedef {{ host: string, port: number } | { socketPath: string }} Connection
 * node:http's options for a backend.
 */

/**
 * node:http's options for `http://host:port` or `{ socketPath }`.
 * @param {string | { socketPath: string }} backend
 * @returns {Connection}
 */
function connectionTo(backend) {
  if (typeof backend !== 'string') return { socketPath: backend.socketPath };
  const url = new URL(backend);
  return { host: url.hostname.replace(/^\[|\]$/g, ''), port: Number(url.port || 80) };
}

module.exports = {
  AMZ_JSON,
  Refusal,
  connectionTo,
  emailDelivery,
  invalidAccessToken,
  isObject,
  jsonObject,
  listen,
  notAvailable,
  originJti,
  partition,
  readBody,
  send,
  urlOf,
};
