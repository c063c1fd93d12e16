'use strict';
// AWS Signature Version 4 as S3 uses it (CI stand-in for MinIO): `sign` for the stand-in's `mc`,
// `verify` for its server. Header ("Authorization: AWS4-HMAC-SHA256 ...") and query-string
// (presigned URL) forms. The payload enters the signature as the client declares it
// (x-amz-content-sha256); the server compares it with the body only where it reads the body itself.
const crypto = require('node:crypto');

const ALGORITHM = 'AWS4-HMAC-SHA256';
const MAX_SKEW_MS = 15 * 60 * 1000;
const MAX_PRESIGNED_SECONDS = 7 * 24 * 60 * 60;

const sha256Hex = (data) => crypto.createHash('sha256').update(data).digest('hex');
const hmac = (key, data) => crypto.createHmac('sha256', key).update(data, 'utf8').digest();
const rfc3986 = (s) =>
  encodeURIComponent(s).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
const decode = (s) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** `20250907T161309Z` from a Date. */
const amzDate = (date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');

const parseAmzDate = (s) => {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(String(s || ''));
  return m ? Date.UTC(+m[1], m[2] - 1, +m[3], +m[4], +m[5], +m[6]) : NaN;
};

/** Name=value pairs of a raw query string, each side encoded once, sorted; `omit` left out. */
function canonicalQuery(rawQuery, omit) {
  return String(rawQuery || '')
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      const name = at < 0 ? pair : pair.slice(0, at);
      const value = at < 0 ? '' : pair.slice(at + 1);
      return [rfc3986(decode(name)), rfc3986(decode(value))];
    })
    .filter(([name]) => name !== omit)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** The path as sent, and the same path with each segment encoded the canonical way. */
function canonicalPaths(rawPath) {
  const sent = rawPath || '/';
  const normalised = sent
    .split('/')
    .map((segment) => rfc3986(decode(segment)))
    .join('/');
  return normalised === sent ? [sent] : [sent, normalised];
}

const headerValue = (value) =>
  (Array.isArray(value) ? value.join(',') : String(value)).trim().replace(/\s+/g, ' ');

function signature({
  secretKey,
  method,
  path,
  query,
  headers,
  signedHeaders,
  payloadHash,
  date,
  scope,
}) {
  const canonicalRequest = [
    method,
    path,
    query,
    ...signedHeaders.map((name) => `${name}:${headerValue(headers[name])}`),
    '',
    signedHeaders.join(';'),
    payloadHash,
  ].join('\n');
  const stringToSign = [ALGORITHM, date, scope.join('/'), sha256Hex(canonicalRequest)].join('\n');
  const [day, region, service] = scope;
  const key = hmac(hmac(hmac(hmac(`AWS4${secretKey}`, day), region), service), 'aws4_request');
  return crypto.createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex');
}

/**
 * Headers for a request signed with the access key pair; `body` (string or Buffer) is hashed into
 * the signature.
 */
function sign({
  method,
  url,
  accessKey,
  secretKey,
  body = '',
  region = 'us-east-1',
  headers = {},
}) {
  const u = new URL(url);
  const date = amzDate(new Date());
  const payloadHash = sha256Hex(body);
  const all = {
    ...Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])),
    host: u.host,
    'x-amz-date': date,
    'x-amz-content-sha256': payloadHash,
  };
  const signedHeaders = Object.keys(all).sort();
  const scope = [date.slice(0, 8), region, 's3', 'aws4_request'];
  const sig = signature({
    secretKey,
    method,
    // The path as given, not as URL normalises it ("." and ".." segments).
    path: canonicalPaths(url.replace(/^[a-z]+:\/\/[^/]*/i, '').split('?')[0])[0],
    query: canonicalQuery(u.search.slice(1)),
    headers: all,
    signedHeaders,
    payloadHash,
    date,
    scope,
  });
  delete all.host;
  all.authorization = `${ALGORITHM} Credential=${accessKey}/${scope.join('/')}, SignedHeaders=${signedHeaders.join(';')}, Signature=${sig}`;
  return all;
}

class AuthError extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

/** How a request authenticates: 'anonymous', 'v4-header', 'v4-query' or 'other'. */
function mechanism(headers, rawQuery) {
  const params = new URLSearchParams(rawQuery || '');
  const header = headers.authorization !== undefined;
  const v4Query = params.has('X-Amz-Algorithm');
  const v2Query = params.has('Signature') || params.has('AWSAccessKeyId');
  if (header + v4Query + v2Query > 1) return 'other';
  if (v4Query) return 'v4-query';
  if (v2Query) return 'other';
  if (!header) return 'anonymous';
  return String(headers.authorization).startsWith(`${ALGORITHM} `) ? 'v4-header' : 'other';
}

/**
 * Checks a V4-signed request: returns its access key, or throws an AuthError. `secretOf(key)` is
 * the secret key of a known access key, undefined otherwise.
 */
function verify({ method, rawUrl, headers, secretOf, now = Date.now() }) {
  const at = rawUrl.indexOf('?');
  const rawPath = at < 0 ? rawUrl : rawUrl.slice(0, at);
  const rawQuery = at < 0 ? '' : rawUrl.slice(at + 1);
  const kind = mechanism(headers, rawQuery);
  let credential, signedHeaders, provided, date, payloadHash, omit;
  if (kind === 'v4-header') {
    const fields = new Map(
      String(headers.authorization)
        .slice(ALGORITHM.length)
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => {
          const eq = part.indexOf('=');
          return [part.slice(0, eq), part.slice(eq + 1)];
        }),
    );
    credential = fields.get('Credential');
    signedHeaders = fields.get('SignedHeaders');
    provided = fields.get('Signature');
    date = headers['x-amz-date'];
    payloadHash = headers['x-amz-content-sha256'];
    if (!credential || !signedHeaders || !provided) {
      throw new AuthError('AuthorizationHeaderMalformed', 'The authorization header is malformed.');
    }
    if (!date) throw new AuthError('AccessDenied', 'AWS authentication requires x-amz-date.');
    if (!payloadHash) {
      throw new AuthError('InvalidRequest', 'Missing required header: x-amz-content-sha256.');
    }
    if (Math.abs(now - parseAmzDate(date)) > MAX_SKEW_MS || Number.isNaN(parseAmzDate(date))) {
      throw new AuthError(
        'RequestTimeTooSkewed',
        'The request time is too far from the server time.',
      );
    }
  } else if (kind === 'v4-query') {
    const params = new URLSearchParams(rawQuery);
    if (params.get('X-Amz-Algorithm') !== ALGORITHM) {
      throw new AuthError(
        'AuthorizationQueryParametersError',
        `X-Amz-Algorithm must be ${ALGORITHM}.`,
      );
    }
    credential = params.get('X-Amz-Credential');
    signedHeaders = params.get('X-Amz-SignedHeaders');
    provided = params.get('X-Amz-Signature');
    date = params.get('X-Amz-Date');
    payloadHash =
      params.get('X-Amz-Content-Sha256') ||
      params.get('x-amz-content-sha256') ||
      'UNSIGNED-PAYLOAD';
    omit = 'X-Amz-Signature';
    const expires = Number(params.get('X-Amz-Expires'));
    const start = parseAmzDate(date);
    if (!credential || !signedHeaders || !provided || Number.isNaN(start)) {
      throw new AuthError('AuthorizationQueryParametersError', 'Incomplete presigned URL.');
    }
    if (!Number.isInteger(expires) || expires < 0 || expires > MAX_PRESIGNED_SECONDS) {
      throw new AuthError('AuthorizationQueryParametersError', 'X-Amz-Expires is out of range.');
    }
    if (now > start + expires * 1000 || start - now > MAX_SKEW_MS) {
      throw new AuthError('AccessDenied', 'Request has expired.');
    }
  } else {
    throw new AuthError('AccessDenied', 'Only AWS Signature Version 4 is supported.');
  }

  const [accessKey, ...scope] = credential.split('/');
  const secretKey = secretOf(accessKey);
  if (secretKey === undefined) {
    throw new AuthError(
      'InvalidAccessKeyId',
      'The Access Key Id you provided does not exist in our records.',
    );
  }
  if (
    scope.length !== 4 ||
    scope[0] !== String(date).slice(0, 8) ||
    scope[2] !== 's3' ||
    scope[3] !== 'aws4_request'
  ) {
    throw new AuthError('AuthorizationHeaderMalformed', 'The credential scope is malformed.');
  }
  const names = signedHeaders.split(';');
  if (!names.includes('host') || names.some((name) => headers[name] === undefined)) {
    throw new AuthError('AccessDenied', 'The signed headers must include host and be present.');
  }
  const query = canonicalQuery(rawQuery, omit);
  const expected = Buffer.from(String(provided));
  const ok = canonicalPaths(rawPath).some((path) => {
    const sig = Buffer.from(
      signature({
        secretKey,
        method,
        path,
        query,
        headers,
        signedHeaders: names,
        payloadHash,
        date,
        scope,
      }),
    );
    return sig.length === expected.length && crypto.timingSafeEqual(sig, expected);
  });
  if (!ok) {
    throw new AuthError(
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided.',
    );
  }
  return { accessKey, payloadHash };
}

module.exports = { sign, verify, mechanism, sha256Hex, AuthError };
