// @ts-check
/*
 * AWS Signature Version 4 over every admin request (identity-gate.cjs), as Amazon Cognito checks
 * it, with the installation's admin credentials (identity-gate-credentials.cjs). The app's server
 * signs with the same pair (the AWS SDK does it); anything else on the machine that can reach the
 * admin listener but not read the credentials file is refused before cognito-local sees the
 * request. Scripts and tests that call the admin listener without the SDK sign with signRequest.
 * Plain Node.js, no packages.
 */
'use strict';
const crypto = require('node:crypto');
const { ALGORITHM, sha256Hex, signatureOf } = require('./identity-gate-signature.cjs');
const { Refusal } = require('./identity-gate-support.cjs');

/** @typedef {import('./identity-gate-credentials.cjs').AdminCredentials} AdminCredentials */
/** @typedef {import('node:http').IncomingMessage} Request */

const SERVICE = 'cognito-idp';
/** How far X-Amz-Date may be from the gate's clock, either way. */
const MAX_SKEW_MS = 5 * 60_000;
const AMZ_DATE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;
/** Headers a request must sign when it carries them: what names the action and its body. */
const MUST_SIGN = ['host', 'x-amz-date', 'x-amz-target', 'content-type', 'x-amz-content-sha256'];

const unknownKey = () =>
  new Refusal(
    403,
    'UnrecognizedClientException',
    'The security token included in the request is invalid.',
  );
const badSignature = () =>
  new Refusal(
    403,
    'InvalidSignatureException',
    'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method. Consult the service documentation for details.',
  );

/**
 * A header's values as Signature Version 4 reads them: trimmed, inner spaces folded, joined by ','.
 * @param {Request} req
 * @param {string} name
 */
function headerValue(req, name) {
  /** @type {string[]} */
  const values = [];
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i]?.toLowerCase() === name) values.push(req.rawHeaders[i + 1] ?? '');
  }
  return values.map((v) => v.trim().replace(/\s+/g, ' ')).join(',');
}

/**
 * The fields of `Authorization: AWS4-HMAC-SHA256 Credential=..., SignedHeaders=..., Signature=...`.
 * @param {string | undefined} header
 */
function authorizationOf(header) {
  if (header === undefined) {
    throw new Refusal(403, 'MissingAuthenticationTokenException', 'Missing Authentication Token');
  }
  const incomplete = () =>
    new Refusal(403, 'IncompleteSignatureException', 'The request signature is not well formed.');
  if (!header.startsWith(`${ALGORITHM} `)) throw incomplete();
  /** @type {Record<string, string>} */
  const fields = {};
  for (const part of header.slice(ALGORITHM.length).split(',')) {
    const at = part.indexOf('=');
    if (at > 0) fields[part.slice(0, at).trim()] = part.slice(at + 1).trim();
  }
  const credential = (fields.Credential ?? '').split('/');
  const signedHeaders = (fields.SignedHeaders ?? '').split(';').filter(Boolean);
  const signature = fields.Signature ?? '';
  if (credential.length !== 5 || signedHeaders.length === 0 || !/^[0-9a-f]{64}$/.test(signature)) {
    throw incomplete();
  }
  const [keyId = '', ...scope] = credential;
  return { keyId, scope, signedHeaders, signature };
}

/**
 * X-Amz-Date as a time, refused when more than MAX_SKEW_MS from `now`.
 * @param {string} amzDate
 * @param {number} now
 */
function checkDate(amzDate, now) {
  const m = AMZ_DATE.exec(amzDate);
  const at = m
    ? Date.UTC(
        +(m[1] ?? 0),
        +(m[2] ?? 1) - 1,
        +(m[3] ?? 0),
        +(m[4] ?? 0),
        +(m[5] ?? 0),
        +(m[6] ?? 0),
      )
    : NaN;
  if (Number.isNaN(at)) {
    throw new Refusal(403, 'IncompleteSignatureException', 'X-Amz-Date is missing or not a date.');
  }
  const spell = (/** @type {number} */ t) => new Date(t).toISOString().replace(/[-:]|\.\d{3}/g, '');
  if (at < now - MAX_SKEW_MS) {
    throw new Refusal(
      403,
      'InvalidSignatureException',
      `Signature expired: ${amzDate} is now earlier than ${spell(now - MAX_SKEW_MS)} (${spell(now)} - 5 min.)`,
    );
  }
  if (at > now + MAX_SKEW_MS) {
    throw new Refusal(
      403,
      'InvalidSignatureException',
      `Signature not yet current: ${amzDate} is still later than ${spell(now + MAX_SKEW_MS)} (${spell(now)} + 5 min.)`,
    );
  }
}

/**
 * Refuses (a Refusal, 403) any request not signed with `credentials`: the key id, the scope
 * (this service, the date of X-Amz-Date), the time within five minutes, the headers that name the
 * action and the body signed, the body the one signed, and the signature itself.
 * @param {Request} req
 * @param {Buffer} body The request's body, as read.
 * @param {AdminCredentials} credentials
 * @param {number} [now]
 */
function verifySignedRequest(req, body, credentials, now = Date.now()) {
  const auth = authorizationOf(req.headers.authorization);
  const keyId = Buffer.from(auth.keyId);
  const ours = Buffer.from(credentials.accessKeyId);
  if (keyId.length !== ours.length || !crypto.timingSafeEqual(keyId, ours)) throw unknownKey();
  const amzDate = headerValue(req, 'x-amz-date');
  checkDate(amzDate, now);
  const [date, region = '', service, terminator] = auth.scope;
  if (date !== amzDate.slice(0, 8) || service !== SERVICE || terminator !== 'aws4_request') {
    throw badSignature();
  }
  const signed = new Set(auth.signedHeaders);
  if (MUST_SIGN.some((name) => req.headers[name] !== undefined && !signed.has(name))) {
    throw badSignature();
  }
  const bodyHash = sha256Hex(body);
  const claimed = req.headers['x-amz-content-sha256'];
  if (claimed !== undefined && claimed !== bodyHash) throw badSignature();
  const expected = signatureOf({
    method: req.method ?? 'GET',
    url: req.url ?? '/',
    headers: auth.signedHeaders.map((name) => [name, headerValue(req, name)]),
    payloadHash: bodyHash,
    amzDate,
    scope: [date, region, SERVICE, 'aws4_request'].join('/'),
    secretAccessKey: credentials.secretAccessKey,
  });
  const given = Buffer.from(auth.signature, 'hex');
  const wanted = Buffer.from(expected, 'hex');
  if (given.length !== wanted.length || !crypto.timingSafeEqual(given, wanted))
    throw badSignature();
}

/**
 * The headers that sign a request as the AWS SDK does (host, x-amz-date and every header given
 * signed): for scripts and tests that call the admin listener without the SDK.
 * @param {object} request
 * @param {string} request.method
 * @param {string} request.url The whole address.
 * @param {Record<string, string>} request.headers
 * @param {string} request.body
 * @param {AdminCredentials} credentials
 * @param {{ region?: string, now?: number }} [options]
 * @returns {Record<string, string>} `request.headers` with X-Amz-Date and Authorization added.
 */
function signRequest(request, credentials, options = {}) {
  const url = new URL(request.url);
  const amzDate = new Date(options.now ?? Date.now()).toISOString().replace(/[-:]|\.\d{3}/g, '');
  const scope = [amzDate.slice(0, 8), options.region ?? 'us-east-1', SERVICE, 'aws4_request'].join(
    '/',
  );
  const all = { ...request.headers, host: url.host, 'x-amz-date': amzDate };
  /** @type {[string, string][]} */
  const headers = Object.entries(all)
    .map(
      ([name, value]) =>
        /** @type {[string, string]} */ ([name.toLowerCase(), value.trim().replace(/\s+/g, ' ')]),
    )
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const signature = signatureOf({
    method: request.method,
    url: `${url.pathname}${url.search}`,
    headers,
    payloadHash: sha256Hex(request.body),
    amzDate,
    scope,
    secretAccessKey: credentials.secretAccessKey,
  });
  const signedHeaders = headers.map(([name]) => name).join(';');
  return {
    ...request.headers,
    'X-Amz-Date': amzDate,
    Authorization: `${ALGORITHM} Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

module.exports = { signRequest, verifySignedRequest };
