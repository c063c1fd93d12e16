import type { CookieOptions, Request, Response } from 'express';
import { ID_TOKEN_COOKIE, SECURE_ID_TOKEN_COOKIE } from '../auth/auth.middleware.js';

export { presentedToken as presentedIdToken } from '../auth/auth.middleware.js';

/** The cookie names on plain http (development, a compose stack on http://localhost). */
const TOKEN_COOKIES = {
  id: ID_TOKEN_COOKIE,
  access: 'accessToken',
  refresh: 'refreshToken',
  /** No secret: says that a refresh cookie exists, where that cookie is not sent (decision 008). */
  refreshable: 'refreshable',
} as const;

/**
 * The names where cookies are Secure. `__Host-` makes browsers refuse the cookie unless it is
 * Secure, on Path=/ and without Domain, so neither a sibling subdomain nor plain http can plant or
 * overwrite it. The refresh cookie lives on narrower paths, which `__Host-` forbids: `__Secure-`
 * still guarantees that only https set it.
 */
export const SECURE_TOKEN_COOKIES = {
  id: SECURE_ID_TOKEN_COOKIE,
  access: '__Host-accessToken',
  refresh: '__Secure-refreshToken',
  refreshable: '__Host-refreshable',
} as const;

type CookieNames = typeof TOKEN_COOKIES | typeof SECURE_TOKEN_COOKIES;

function tokenCookieNames(secure: boolean): CookieNames {
  return secure ? SECURE_TOKEN_COOKIES : TOKEN_COOKIES;
}

/**
 * The refresh token is sent only to the two routes that use it: refresh-tokens and logout (which
 * revokes it). A cookie has one path, so the same cookie is set once for each.
 */
const REFRESH_COOKIE_PATHS = ['/api/refresh-tokens', '/api/logout'] as const;

/**
 * The previous release kept all three tokens under these names on Path=/. They are still read for
 * one release, so that an upgrade signs nobody out, and cleared as soon as a response can.
 */
const PREVIOUS_RELEASE_COOKIES = ['idToken', 'accessToken', 'refreshToken'] as const;

/** Cognito's default refresh-token lifetime; the identity service refuses it afterwards anyway. */
export const REFRESH_COOKIE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * httpOnly keeps the tokens away from page scripts; Lax keeps them off cross-site POSTs; Secure
 * outside production would drop them on the plain-http development server (docs/architecture.md,
 * API conventions).
 */
function cookieOptions(secure: boolean, path = '/'): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', path, secure };
}

export interface CookieTokens {
  idToken: string;
  accessToken: string;
  /** Epoch seconds; each cookie lives exactly as long as its token. */
  idExpiresAt: number;
  accessExpiresAt: number;
  /** Absent after a refresh that did not rotate the refresh token. */
  refreshToken?: string | undefined;
}

function untilMs(epochSeconds: number): number {
  return Math.max(0, epochSeconds * 1000 - Date.now());
}

/** Clears the cookies of the previous release that this request still carries. */
function clearPreviousRelease(req: Request, res: Response, secure: boolean): void {
  const names = tokenCookieNames(secure);
  for (const name of PREVIOUS_RELEASE_COOKIES) {
    // On plain http the id and access cookies kept their names and path: they are today's. The
    // refresh cookie kept its name there but not its path, and clearing Path=/ leaves today's.
    const current = name === names.id || name === names.access;
    if (!current && readCookie(req, name) !== undefined) {
      res.clearCookie(name, cookieOptions(secure));
    }
  }
}

export function setTokenCookies(
  req: Request,
  res: Response,
  tokens: CookieTokens,
  secure: boolean,
): void {
  const names = tokenCookieNames(secure);
  const options = cookieOptions(secure);
  res.cookie(names.id, tokens.idToken, { ...options, maxAge: untilMs(tokens.idExpiresAt) });
  res.cookie(names.access, tokens.accessToken, {
    ...options,
    maxAge: untilMs(tokens.accessExpiresAt),
  });
  if (tokens.refreshToken) {
    for (const path of REFRESH_COOKIE_PATHS) {
      res.cookie(names.refresh, tokens.refreshToken, {
        ...cookieOptions(secure, path),
        maxAge: REFRESH_COOKIE_MAX_AGE_MS,
      });
    }
    res.cookie(names.refreshable, '1', { ...options, maxAge: REFRESH_COOKIE_MAX_AGE_MS });
  }
  clearPreviousRelease(req, res, secure);
}

export function clearTokenCookies(req: Request, res: Response, secure: boolean): void {
  const names = tokenCookieNames(secure);
  const options = cookieOptions(secure);
  res.clearCookie(names.id, options);
  res.clearCookie(names.access, options);
  for (const path of REFRESH_COOKIE_PATHS) {
    res.clearCookie(names.refresh, cookieOptions(secure, path));
  }
  res.clearCookie(names.refreshable, options);
  clearPreviousRelease(req, res, secure);
}

function readCookie(req: Request, name: string): string | undefined {
  const cookies = req.cookies as Record<string, unknown> | undefined;
  const value = cookies?.[name];
  return typeof value === 'string' && value ? value : undefined;
}

/** The refresh token, on the two paths where the browser sends it. */
export function readRefreshCookie(req: Request, secure: boolean): string | undefined {
  return readCookie(req, tokenCookieNames(secure).refresh) ?? readCookie(req, 'refreshToken');
}

/** Whether a refresh cookie exists, on any path: the marker, or a previous release's cookie. */
export function hasRefreshCookie(req: Request, secure: boolean): boolean {
  return (
    readCookie(req, tokenCookieNames(secure).refreshable) !== undefined ||
    readCookie(req, 'refreshToken') !== undefined
  );
}

const SESSION_COOKIE_NAMES = [
  ...new Set([
    ...Object.values(TOKEN_COOKIES),
    ...Object.values(SECURE_TOKEN_COOKIES),
    ...PREVIOUS_RELEASE_COOKIES,
  ]),
];

/** True when a page request carries any session cookie, so its content may depend on who asks. */
export function hasSessionCookie(req: Request): boolean {
  return SESSION_COOKIE_NAMES.some((name) => readCookie(req, name) !== undefined);
}
