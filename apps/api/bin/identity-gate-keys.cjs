// @ts-check
/*
 * The installation's signing key and the gate's JWT work, with jose: the key made on the first
 * start and kept in the state folder, tokens signed with it (RS256, `kid`, `typ: JWT`), and
 * signatures checked against it or cognito-local's published keys.
 */
'use strict';
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const jose = require('jose');
const { createFileOnce } = require('./identity-gate-files.cjs');
const { isObject } = require('./identity-gate-support.cjs');

const KEY_FILE = 'signing-key.json';
const MAX_TOKEN_LENGTH = 16 * 1024;
const ALG = 'RS256';

/** @typedef {import('./identity-gate-support.cjs').JsonObject} JsonObject */
/** @typedef {import('jose').KeyLike} KeyLike */

/**
 * @typedef {object} SigningKey
 * @property {string} kid
 * @property {KeyLike} privateKey
 * @property {KeyLike} publicKey
 * @property {import('jose').JWK} jwk The public key as the key set publishes it.
 */

/**
 * @typedef {object} DecodedJwt
 * @property {JsonObject} header
 * @property {JsonObject} payload
 */

/**
 * A new key's file content: its kid and its private key (PKCS #8 PEM).
 * @returns {Promise<string>}
 */
async function newKeyFile() {
  const { privateKey } = await jose.generateKeyPair(ALG, {
    modulusLength: 2048,
    extractable: true,
  });
  return JSON.stringify({
    kid: crypto.randomBytes(16).toString('base64url'),
    pem: await jose.exportPKCS8(privateKey),
  });
}

/**
 * The installation's key: read from the state folder, or made there on the first start.
 * @param {string} stateDir
 * @returns {Promise<SigningKey>}
 */
async function loadOrCreateKey(stateDir) {
  fs.mkdirSync(stateDir, { recursive: true, mode: 0o700 });
  const file = path.join(stateDir, KEY_FILE);
  // Made once: when two starts race, both go on with the first one's key.
  if (!fs.existsSync(file)) createFileOnce(file, await newKeyFile());
  const stored = /** @type {unknown} */ (JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!isObject(stored) || typeof stored.kid !== 'string' || typeof stored.pem !== 'string') {
    throw new Error(`${file} does not hold a signing key`);
  }
  const privateKey = await jose.importPKCS8(stored.pem, ALG, { extractable: true });
  const { kty, n, e } = await jose.exportJWK(privateKey);
  const jwk = { kty, n, e, kid: stored.kid, alg: ALG, use: 'sig' };
  const publicKey = /** @type {KeyLike} */ (await jose.importJWK(jwk, ALG));
  return { kid: stored.kid, privateKey, publicKey, jwk };
}

/**
 * A public key cognito-local publishes (one entry of its key set).
 * @param {import('jose').JWK} jwk
 * @returns {Promise<KeyLike>}
 */
async function publicKeyOf(jwk) {
  return /** @type {KeyLike} */ (await jose.importJWK({ ...jwk, alg: ALG }, ALG));
}

/**
 * A JWT's header and claims, unchecked; throws unless it is a JWT of at most 16 KiB.
 * @param {unknown} token
 * @returns {DecodedJwt}
 */
function decodeJwt(token) {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) throw new Error('no token');
  if (token.split('.').length !== 3) throw new Error('not a JWT');
  return {
    header: /** @type {JsonObject} */ (jose.decodeProtectedHeader(token)),
    payload: /** @type {JsonObject} */ (jose.decodeJwt(token)),
  };
}

/**
 * Whether `token` is signed with RS256 by `publicKey`: its signature only, not its claims.
 * @param {string} token
 * @param {KeyLike} publicKey
 * @returns {Promise<boolean>}
 */
async function hasValidSignature(token, publicKey) {
  try {
    await jose.compactVerify(token, publicKey, { algorithms: [ALG] });
    return true;
  } catch {
    return false;
  }
}

/**
 * `claims` as they are (their order kept), signed with the installation's key.
 * @param {JsonObject} claims
 * @param {SigningKey} key
 * @returns {Promise<string>}
 */
function signJwt(claims, key) {
  return new jose.SignJWT(claims)
    .setProtectedHeader({ alg: ALG, typ: 'JWT', kid: key.kid })
    .sign(key.privateKey);
}

module.exports = { decodeJwt, hasValidSignature, loadOrCreateKey, publicKeyOf, signJwt };
