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

/** One pino logger for the process; `destination` is for tests that read what was logged. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
  return destination ? pino(options, destination) : pino(options);
}
