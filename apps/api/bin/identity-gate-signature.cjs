// @ts-check
/*
 * AWS Signature Version 4 (identity-gate-sigv4.cjs): a request's canonical form, as every AWS
 * service but S3 spells it, and its signature with a secret access key. Plain Node.js, no
 * packages.
 */
'use strict';
const crypto = require('node:crypto');

const ALGORITHM = 'AWS4-HMAC-SHA256';

/**
 * RFC 3986 encoding, as Signature Version 4 spells names and values.
 * @param {string} text
 */
function uriEncode(text) {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * @param {string} text
 */
function safeDecode(text) {
  try {
    return decodeURIComponent(text.replace(/\+/g, '%20'));
  } catch {
    return text;
  }
}

/**
 * The path as the signer saw it: dot segments resolved and each segment encoded once more (every
 * AWS service but S3 signs the already-encoded path).
 * @param {string} rawPath
 */
function canonicalPath(rawPath) {
  /** @type {string[]} */
  const segments = [];
  for (const segment of rawPath.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  const trailing = rawPath.endsWith('/') && segments.length > 0 ? '/' : '';
  return `/${segments.map(uriEncode).join('/')}${trailing}`;
}

/**
 * @param {string} rawQuery
 */
function canonicalQuery(rawQuery) {
  return rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      const name = at < 0 ? pair : pair.slice(0, at);
      const value = at < 0 ? '' : pair.slice(at + 1);
      return `${uriEncode(safeDecode(name))}=${uriEncode(safeDecode(value))}`;
    })
    .sort((a, b) => {
      const [nameA = '', valueA = ''] = a.split('=');
      const [nameB = '', valueB = ''] = b.split('=');
      if (nameA !== nameB) return nameA < nameB ? -1 : 1;
      return valueA < valueB ? -1 : valueA > valueB ? 1 : 0;
    })
    .join('&');
}

/**
 * @param {string | Buffer} data
 */
const sha256Hex = (data) => crypto.createHash('sha256').update(data).digest('hex');

/**
 * @param {Buffer | string} key
 * @param {string} data
 */
const hmac = (key, data) => crypto.createHmac('sha256', key).update(data).digest();

/**
 * The signature of a request's canonical form.
 * @param {object} parts
 * @param {string} parts.method
 * @param {string} parts.url The path and query as sent.
 * @param {[string, string][]} parts.headers The signed headers, lower-case names, in order.
 * @param {string} parts.payloadHash
 * @param {string} parts.amzDate
 * @param {string} parts.scope date/region/service/aws4_request
 * @param {string} parts.secretAccessKey
 */
function signatureOf(parts) {
  const [rawPath = '/', rawQuery = ''] = parts.url.split('?', 2);
  const canonical = [
    parts.method.toUpperCase(),
    canonicalPath(rawPath),
    canonicalQuery(rawQuery),
    ...parts.headers.map(([name, value]) => `${name}:${value}`),
    '',
    parts.headers.map(([name]) => name).join(';'),
    parts.payloadHash,
  ].join('\n');
  const toSign = [ALGORITHM, parts.amzDate, parts.scope, sha256Hex(canonical)].join('\n');
  const [date = '', region = '', service = ''] = parts.scope.split('/');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${parts.secretAccessKey}`, date), region), service),
    'aws4_request',
  );
  return hmac(key, toSign).toString('hex');
}

module.exports = { ALGORITHM, sha256Hex, signatureOf };
