import type { CookieOptions, Request, Response } from 'express';
import { ID_TOKEN_COOKIE } from '../auth/auth.middleware.js';

export { presentedToken as presentedIdToken } from '../auth/auth.middleware.js';

export const TOKEN_COOKIES = {
  id: ID_TOKEN_COOKIE,
  access: 'accessToken',
  refresh: 'refreshToken',
} as const;

/** Cognito's default refresh-token lifetime; the identity service refuses it afterwards anyway. */
export const REFRESH_COOKIE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * httpOnly keeps the tokens away from page scripts; Lax keeps them off cross-site POSTs; Secure
 * outside production would drop them on the plain-http development server (DESIGN.md section 4).
 */
function cookieOptions(production: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: production };
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

export function setTokenCookies(res: Response, tokens: CookieTokens, production: boolean): void {
  const options = cookieOptions(production);
  res.cookie(TOKEN_COOKIES.id, tokens.idToken, { ...options, maxAge: untilMs(tokens.idExpiresAt) });
  res.cookie(TOKEN_COOKIES.access, tokens.accessToken, {
    ...options,
    maxAge: untilMs(tokens.accessExpiresAt),
  });
  if (tokens.refreshToken) {
    res.cookie(TOKEN_COOKIES.refresh, tokens.refreshToken, {
      ...options,
      maxAge: REFRESH_COOKIE_MAX_AGE_MS,
    });
  }
}

export function clearTokenCookies(res: Response, production: boolean): void {
  const options = cookieOptions(production);
  for (const name of Object.values(TOKEN_COOKIES)) res.clearCookie(name, options);
}

export function readCookie(req: Request, name: string): string | undefined {
  const cookies = req.cookies as Record<string, unknown> | undefined;
  const value = cookies?.[name];
  return typeof value === 'string' && value ? value : undefined;
}
