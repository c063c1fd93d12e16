import corsMiddleware from 'cors';
import type { RequestHandler } from 'express';

/**
 * Cross-origin access for deployments that serve the web app from another host (CORS_ORIGINS).
 * Only listed origins are answered, with credentials, since the session travels in cookies; any
 * other origin gets no CORS headers at all and its request goes on as a same-site one would.
 */
export function cors(allowedOrigins: readonly string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  return corsMiddleware({
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    methods: 'GET, POST, PUT, DELETE, OPTIONS',
    allowedHeaders: 'Authorization, Content-Type',
    exposedHeaders: 'X-Total-Count, X-Request-Id, X-Search-Corrected',
    maxAge: 600,
  });
}
