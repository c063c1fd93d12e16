import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * What the logs may never hold: tokens travel in the Authorization header and the session
 * cookies (docs/security.md); bodies are not logged at all.
 */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];
const CENSOR = '[redacted]';

/** One pino logger for the process; `destination` is for tests that read what was logged. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, redact: { paths: REDACTED_PATHS, censor: CENSOR } };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * The routes whose address holds a secret, each with the secret segment as its one group: the
 * calendar feed's token is its only key (calendar apps cannot sign in). A route that puts a secret
 * in its path must be listed here. Express matches paths case-insensitively, with or without a
 * trailing slash, and so do these.
 */
const SECRET_PATH_SEGMENTS: readonly RegExp[] = [/^\/api\/meal-plan\/calendar\/([^/]+)\.ics\/?$/i];

/**
 * Query parameter (and route parameter) names whose values are secrets, compared without case,
 * `-` or `_`: what a one-time code, a reset link, a signed address or a token passed in a link
 * would be called. Any name ending in one of SECRET_NAME_ENDINGS counts too (`idToken`,
 * `X-Amz-Signature`, `clientSecret`, `reset_code`, `apiKey`): redacting a harmless one costs a
 * little detail in the log, missing a secret one costs the secret.
 */
const SECRET_NAMES = new Set(['auth', 'authorization', 'jwt', 'otp', 'session', 'sig', 'state']);
const SECRET_NAME_ENDINGS = [
  'token',
  'secret',
  'password',
  'signature',
  'credential',
  'code',
  'key',
];

function isSecretName(name: string): boolean {
  const plain = name.toLowerCase().replace(/[-_]/g, '');
  return SECRET_NAMES.has(plain) || SECRET_NAME_ENDINGS.some((end) => plain.endsWith(end));
}

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** `url` with the secret path segment and the values of secret query parameters replaced. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  for (const pattern of SECRET_PATH_SEGMENTS) {
    const match = pattern.exec(path);
    const secret = match?.[1];
    if (match && secret !== undefined) {
      const start = match.index + match[0].indexOf(secret);
      path = `${path.slice(0, start)}${CENSOR}${path.slice(start + secret.length)}`;
    }
  }
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return equals !== -1 && isSecretName(decodedName(name)) ? `${name}=${CENSOR}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

function redactValues(values: unknown): unknown {
  if (typeof values !== 'object' || values === null) return values;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, isSecretName(name) ? CENSOR : value]),
  );
}

/** The request as pino's standard serializer gives it: these fields may carry secrets. */
interface LoggedRequest {
  url?: unknown;
  query?: unknown;
  params?: unknown;
}

/**
 * pino-http's request serializer (after the standard one): the address, the parsed query and the
 * route parameters are logged without their secrets.
 */
export function requestWithoutSecrets<T extends LoggedRequest>(req: T): T {
  return {
    ...req,
    url: typeof req.url === 'string' ? redactUrl(req.url) : req.url,
    query: redactValues(req.query),
    params: redactValues(req.params),
  };
}
