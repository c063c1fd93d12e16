import { Router, type Response } from 'express';
import { z } from 'zod';
import { AppError } from '../../http/errors.js';
import {
  clearTokenCookies,
  presentedIdToken,
  readCookie,
  setTokenCookies,
  TOKEN_COOKIES,
} from './session.cookies.js';
import type { AccountEnsurer } from '../users/users.service.js';
import { SESSION_MESSAGES, type RefreshedTokens, type SessionService } from './session.service.js';

/** Far above any Cognito token, far below what would strain the cookie header. */
const TOKEN_MAX_LENGTH = 8_192;
const token = z
  .string({ error: SESSION_MESSAGES.tokensRequired })
  .trim()
  .min(1, SESSION_MESSAGES.tokensRequired)
  .max(TOKEN_MAX_LENGTH, SESSION_MESSAGES.invalidToken);
const setTokensSchema = z.object({ idToken: token, accessToken: token, refreshToken: token });

/** Answers that carry tokens must never be stored by a shared cache. */
function noStore(res: Response): Response {
  return res.set('Cache-Control', 'no-store');
}

export interface SessionRouterDeps {
  service: SessionService;
  /** Repairs an account whose sign-up was interrupted, at its next sign-in. */
  accounts: AccountEnsurer;
  /** Secure cookies; false for the plain-http development server and tests. */
  production: boolean;
}

/** set-tokens, user-token, refresh-tokens and logout (specification section 7). */
export function sessionRouter({ service, accounts, production }: SessionRouterDeps): Router {
  const router = Router();

  router.post('/set-tokens', async (req, res) => {
    const parsed = setTokensSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      const errors = [...new Set(parsed.error.issues.map((i) => i.message))];
      throw new AppError(400, errors[0] ?? SESSION_MESSAGES.tokensRequired, errors);
    }
    const { idToken, accessToken, refreshToken } = parsed.data;
    // The refresh token is opaque to us (encrypted by Cognito); it is checked when it is used.
    const verified = await service.verifyPair(idToken, accessToken);
    const { tokenOutdated } = await accounts.ensureAccount(verified.principal);
    // A token minted before the group was assigned would leave the session without it until the
    // next refresh; the refreshed one carries it.
    const stored: RefreshedTokens = tokenOutdated
      ? await service.refreshFor(refreshToken, verified.principal)
      : { ...verified, refreshToken };
    setTokenCookies(
      res,
      { ...stored, refreshToken: stored.refreshToken ?? refreshToken },
      production,
    );
    noStore(res).json({ message: SESSION_MESSAGES.tokensStored });
  });

  router.get('/user-token', async (req, res) => {
    const answer = await service.lookup(
      presentedIdToken(req),
      readCookie(req, TOKEN_COOKIES.refresh) !== undefined,
    );
    noStore(res).json(answer);
  });

  router.post('/refresh-tokens', async (req, res) => {
    let tokens: RefreshedTokens;
    try {
      tokens = await service.refresh(readCookie(req, TOKEN_COOKIES.refresh));
    } catch (err) {
      // A refused refresh token can never work again; keeping the cookies would only repeat this.
      if (err instanceof AppError && err.status === 401) clearTokenCookies(res, production);
      throw err;
    }
    setTokenCookies(res, tokens, production);
    noStore(res).json({ idToken: tokens.idToken, accessToken: tokens.accessToken });
  });

  router.post('/logout', async (req, res) => {
    const refreshToken = readCookie(req, TOKEN_COOKIES.refresh);
    if (refreshToken) {
      try {
        await service.revoke(refreshToken);
      } catch (err) {
        // Signing out must work even when the identity service does not answer.
        req.log?.warn({ err }, 'could not revoke the refresh token on logout');
      }
    }
    clearTokenCookies(res, production);
    noStore(res).json({ message: SESSION_MESSAGES.loggedOut });
  });

  return router;
}
