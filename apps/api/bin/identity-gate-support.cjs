/*
 * The identity gate's building blocks (identity-gate.cjs): its errors in Cognito's shape, the
 * installation's signing key, JWT reading and signing, and small HTTP helpers. Plain Node.js
 * without packages, like the gate.
 */
'use strict';
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const KEY_FILE = 'signing-key.json';
const MAX_BODY_BYTES = 64 * 1024;
const MAX_TOKEN_LENGTH = 16 * 1024;
const AMZ_JSON = 'application/x-amz-json-1.1';

/** An answer in Cognito's error shape; thrown anywhere while a request is handled. */
class Refusal extends Error {
  constructor(status, type, message) {
    super(message);
    this.status = status;
    this.type = type;
  }
}

const invalidAccessToken = () => new Refusal(400, 'NotAuthorizedException', 'Invalid Access Token');

/** The installation's key: read from the state folder, or made there on the first start. */
function loadOrCreateKey(stateDir) {
  fs.mkdirSync(stateDir, { recursive: true, mode: 0o700 });
  const file = path.join(stateDir, KEY_FILE);
  if (!fs.existsSync(file)) {
    const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const content = JSON.stringify({
      kid: crypto.randomBytes(16).toString('base64url'),
      pem: privateKey.export({ type: 'pkcs8', format: 'pem' }),
    });
    const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
    fs.writeFileSync(temporary, content, { mode: 0o600, flag: 'wx' });
    try {
      // A link never replaces a file: when two starts race, both go on with the first one's key,
      // and nobody reads a key that is half written.
      fs.linkSync(temporary, file);
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
    } finally {
      fs.unlinkSync(temporary);
    }
  }
  const stored = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (typeof stored.kid !== 'string' || typeof stored.pem !== 'string') {
    throw new Error(`${file} does not hold a signing key`);
  }
  const privateKey = crypto.createPrivateKey(stored.pem);
  const publicKey = crypto.createPublicKey(privateKey);
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: stored.kid, alg: 'RS256', use: 'sig' };
  return { kid: stored.kid, privateKey, publicKey, jwk };
}

function jsonObject(text) {
  const value = JSON.parse(text);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('not a JSON object');
  }
  return value;
}

function decodeJwt(token) {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) throw new Error('no token');
  const parts = token.split('.');
  if (parts.length !== 3) throw new Error('not a JWT');
  const [head = '', body = '', signature = ''] = parts;
  return {
    header: jsonObject(Buffer.from(head, 'base64url').toString('utf8')),
    payload: jsonObject(Buffer.from(body, 'base64url').toString('utf8')),
    signingInput: `${head}.${body}`,
    signature: Buffer.from(signature, 'base64url'),
  };
}

function hasValidSignature(jwt, publicKey) {
  return (
    jwt.header.alg === 'RS256' &&
    crypto.verify('RSA-SHA256', Buffer.from(jwt.signingInput), publicKey, jwt.signature)
  );
}

const base64Json = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');

function signJwt(payload, key) {
  const input = `${base64Json({ alg: 'RS256', typ: 'JWT', kid: key.kid })}.${base64Json(payload)}`;
  const signature = crypto.sign('RSA-SHA256', Buffer.from(input), key.privateKey);
  return `${input}.${signature.toString('base64url')}`;
}

/**
 * Amazon Cognito names the sign-in a token belongs to (`origin_jti`), the same across its
 * refreshes, so that what hangs on a session (a live stream) can end with it; cognito-local does
 * not. It is derived here from the sign-in's refresh token, which its refreshes present again.
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

/** `http://host:port`, with brackets around an IPv6 address. */
function urlOf(host, port) {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const tooLarge = () => new Refusal(413, 'InvalidParameterException', 'Request body too large');
    if (Number(req.headers['content-length']) > MAX_BODY_BYTES) {
      reject(tooLarge());
      return;
    }
    const chunks = [];
    let size = 0;
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

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address().port);
    });
  });
}

/** node:http's options for `http://host:port` or `{ socketPath }`. */
function connectionTo(backend) {
  if (typeof backend !== 'string') return { socketPath: backend.socketPath };
  const url = new URL(backend);
  return { host: url.hostname.replace(/^\[|\]$/g, ''), port: Number(url.port || 80) };
}

/**
 * Starts both listeners in front of cognito-local.
 *
 * `backend`: where cognito-local listens, `http://127.0.0.1:<port>` or `{ socketPath }`; nothing but
 * the gate may reach it. `issuer`: the address tokens name as their issuer (with `/<poolId>`), the
 * public one. `allowedOrigins`: the pages that may call the public listener from a browser.
 * `adminHostNames`: the names the app uses for the admin listener (its Host header), by default
 * `adminHost` itself. Ports 0 pick free ones.
 */

module.exports = {
  AMZ_JSON,
  Refusal,
  connectionTo,
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
};
