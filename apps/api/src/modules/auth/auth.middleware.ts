import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppError } from '../../http/errors.js';
import { isAdmin, canSubmit, type Principal } from './principal.js';
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

export const ID_TOKEN_COOKIE = 'idToken';

/** The id token a request carries: the bearer header first, then the id-token cookie. */
export function presentedToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice('Bearer '.length).trim();
    if (token && token !== 'null' && token !== 'undefined') return token;
  }
  const cookies = req.cookies as Record<string, unknown> | undefined;
  const cookie = cookies?.[ID_TOKEN_COOKIE];
  return typeof cookie === 'string' && cookie ? cookie : undefined;
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
          err instanceof Error && /expired/i.test(err.message)
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
