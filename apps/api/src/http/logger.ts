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
 * The addresses that hold a secret after a prefix: the calendar feed's token is its only key
 * (calendar apps cannot sign in). Everything after the prefix is the secret, whatever follows it
 * (with or without ".ics", more segments, a slash), because a mistyped or probing address carries
 * the token as much as the right one; only a trailing ".ics" and "/" are kept to read the log.
 * Matched without case and with doubled slashes, as Express and proxies read paths. A route that
 * puts a secret in its path must be listed here.
 */
const SECRET_PATH_PREFIXES: readonly RegExp[] = [/^(.*?\/meal-plan\/+calendar\/+)(.+)$/i];
/** The same prefixes in an address read with its %-escapes undone. */
const SECRET_PATH_DECODED: readonly RegExp[] = [/meal-plan\/+calendar\//i];

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

function decodedPath(path: string): string {
  let decoded = path;
  // Twice: a proxy may have escaped the escapes ("%252F").
  for (let round = 0; round < 2; round += 1) {
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      return decoded;
    }
  }
  return decoded;
}

/** A path without the secret it holds after a prefix of SECRET_PATH_PREFIXES. */
function redactPath(path: string): string {
  for (const pattern of SECRET_PATH_PREFIXES) {
    const match = pattern.exec(path);
    if (match) {
      const kept = /(?:\.ics)?\/?$/i.exec(match[2] ?? '')?.[0] ?? '';
      return `${match[1] ?? ''}${CENSOR}${kept}`;
    }
  }
  // A prefix written with %-escapes ("meal-plan%2Fcalendar%2F..."): nothing of the path is kept.
  const decoded = decodedPath(path);
  return SECRET_PATH_DECODED.some((pattern) => pattern.test(decoded)) ? `/${CENSOR}` : path;
}

/** `url` with the secret path segment and the values of secret query parameters replaced. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = redactPath(queryAt === -1 ? url : url.slice(0, queryAt));
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
