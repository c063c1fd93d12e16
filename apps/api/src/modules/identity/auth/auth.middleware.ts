import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppError } from '../../../http/errors.js';
import { isAdmin, canSubmit, UnverifiedEmailError, type Principal } from './principal.js';
import type { TokenVerifier } from './token-verifier.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- how Express types are extended
  namespace Express {
    interface Request {
      /** The verified caller; null for anonymous visitors. */
      principal?: Principal | null;
      /** Set when a token was presented but did not verify. */
      authProblem?: string;
    }
  }
}

/** The id-token cookie on plain http; where cookies are Secure it carries the `__Host-` prefix. */
export const ID_TOKEN_COOKIE = 'idToken';
export const SECURE_ID_TOKEN_COOKIE = '__Host-idToken';

/** What a caller whose id token carries an address they have not proven is told. */
export const UNVERIFIED_EMAIL_MESSAGE = 'Please verify your email address, then log in again.';

/** The id token a request carries: the bearer header first, then the id-token cookie. */
export function presentedToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice('Bearer '.length).trim();
    if (token && token !== 'null' && token !== 'undefined') return token;
  }
  const cookies = req.cookies as Record<string, unknown> | undefined;
  // The plain name is also what Secure sessions of the previous release still carry.
  for (const name of [SECURE_ID_TOKEN_COOKIE, ID_TOKEN_COOKIE]) {
    const cookie = cookies?.[name];
    if (typeof cookie === 'string' && cookie) return cookie;
  }
  return undefined;
}

/** Reads the bearer header or the id-token cookie; a bad token leaves the caller anonymous. */
export function authenticate(verifier: TokenVerifier): RequestHandler {
  return async (req, _res, next) => {
    req.principal = null;
    const token = presentedToken(req);
    if (token) {
      try {
        req.principal = await verifier.verifyIdToken(token);
      } catch (err) {
        req.authProblem =
          err instanceof UnverifiedEmailError
            ? UNVERIFIED_EMAIL_MESSAGE
            : err instanceof Error && /expired/i.test(err.message)
              ? 'Your session has expired. Please log in again.'
              : 'Invalid token';
      }
    }
    next();
  };
}

export function requireSignedIn(req: Request, _res: Response, next: NextFunction) {
  if (!req.principal) throw new AppError(401, req.authProblem ?? 'Authentication required');
  next();
}

export function requireSubmitter(req: Request, _res: Response, next: NextFunction) {
  if (!req.principal) throw new AppError(401, req.authProblem ?? 'Authentication required');
  if (!canSubmit(req.principal)) {
    throw new AppError(403, 'Only registered cooks can submit recipes.');
  }
  next();
}

export function requireAdmin(req: Request, _res: Response, next: NextFunction) {
  if (!req.principal) throw new AppError(401, req.authProblem ?? 'Authentication required');
  if (!isAdmin(req.principal)) throw new AppError(403, 'Administrators only.');
  next();
}
