import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';
import { AppError } from './errors.js';

export const CROSS_SITE_MESSAGE = 'Requests from other sites cannot change anything here.';

/** Methods that change nothing (RFC 9110 safe methods); everything else is a write. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin of a configured URL, or undefined when it is not one. */
function originOf(url: string): string | undefined {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** True when the Origin header names the host the request was sent to. */
function sameHost(origin: string, headers: IncomingHttpHeaders): boolean {
  const host = headers.host;
  if (!host) return false;
  try {
    return new URL(origin).host === host.toLowerCase();
  } catch {
    // `Origin: null` (sandboxed frames, some redirects) and garbage name no host at all.
    return false;
  }
}

/**
 * CSRF defence besides SameSite=Lax (docs/product.md access rules, docs/security.md): a write that
 * a browser says comes from another site is refused with 403 before anything reads its body,
 * whether cookies, a bearer header or nothing authenticates it. Browsers send `Sec-Fetch-Site` on
 * every request and `Origin` on every cross-origin write; a request with neither header comes from
 * a client that no other site can drive (curl, a script, an old browser), so it passes and SameSite
 * is its only guard. Origins in `trustedOrigins` (CORS_ORIGINS, PUBLIC_URL) may write.
 */
export function refuseCrossSiteWrites(trustedOrigins: readonly string[]): RequestHandler {
  const trusted = new Set(
    trustedOrigins.flatMap((url) => {
      const origin = originOf(url);
      return origin ? [origin] : [];
    }),
  );
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) {
      next();
      return;
    }
    const origin = req.headers.origin;
    if (origin !== undefined && trusted.has(origin)) {
      next();
      return;
    }
    const site = req.headers['sec-fetch-site'];
    if (site !== undefined) {
      // `none` is a request the user started (typed address, bookmark), never another page.
      if (site === 'same-origin' || site === 'none') {
        next();
        return;
      }
      throw new AppError(403, CROSS_SITE_MESSAGE);
    }
    if (origin === undefined || sameHost(origin, req.headers)) {
      next();
      return;
    }
    throw new AppError(403, CROSS_SITE_MESSAGE);
  };
}
