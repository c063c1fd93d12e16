import {
  TOKEN_MAX_LENGTH,
  getUserToken,
  logout,
  refreshTokens,
  setTokens,
} from '@family-recipes/shared';
import { httpOf, ok, type ApiRouter } from '../../../http/endpoint.js';
import { AppError } from '../../../http/errors.js';
import type { RateLimiter } from '../../rate-limit/rate-limiter.js';
import {
  clearTokenCookies,
  hasRefreshCookie,
  presentedIdToken,
  readRefreshCookie,
  setTokenCookies,
} from './session.cookies.js';
import { apiRouter } from '../auth/mount.js';
import type { Principal } from '../auth/principal.js';
import { SESSION_MESSAGES, type RefreshedTokens, type SessionService } from './session.service.js';

/**
 * Refresh tokens (Cognito's are JWE, the emulator's JWT) are base64url parts joined by dots.
 * Anything else, or anything longer than set-tokens accepts, cannot be one: it never reaches the
 * identity service.
 */
function tokenShaped(value: string): boolean {
  return value.length <= TOKEN_MAX_LENGTH && /^[\w.-]+$/.test(value);
}

/** Answers that carry tokens must never be stored by a shared cache. */
const NO_STORE = { 'Cache-Control': 'no-store' };

export interface EnsuredAccount {
  /** The presented id token lacks a group the account has now: the session needs new tokens. */
  tokenOutdated: boolean;
}

/** What signing in needs of the account rules; the users module implements it. */
export interface AccountEnsurer {
  ensureAccount(caller: Principal): Promise<EnsuredAccount>;
}

export interface SessionRouterDeps {
  service: SessionService;
  /** Repairs an account whose sign-up was interrupted, at its next sign-in. */
  accounts: AccountEnsurer;
  /** Secure cookies; false for the plain-http development server and tests. */
  production: boolean;
  /**
   * Called at log-out with the caller the request's id token names, when it names one (see
   * SessionHooks).
   */
  onLogout?: SessionHooks['onLogout'];
}

/** What other modules do when a session ends. */
export interface SessionHooks {
  /** Ends what the session holds open (live list streams); it must not reject. */
  onLogout?: ((caller: Principal) => Promise<void>) | undefined;
}

/**
 * set-tokens, user-token, refresh-tokens and logout (docs/product.md, API calls). Refreshes are
 * counted per client address (RATE_LIMITS.refreshTokens) with `limiter`.
 */
export function sessionRouter(
  { service, accounts, production, onLogout }: SessionRouterDeps,
  limiter?: RateLimiter,
): ApiRouter {
  const router = apiRouter(limiter);

  // A call without a JSON body is read as an empty one: it lacks every token.
  router.mount(setTokens, { missingBody: {} }, async ({ body, caller }) => {
    const { req, res } = httpOf(caller);
    const { idToken, accessToken, refreshToken } = body;
    // The refresh token is opaque to us (encrypted by Cognito); it is checked when it is used.
    const verified = await service.verifyPair(idToken, accessToken);
    const { tokenOutdated } = await accounts.ensureAccount(verified.principal);
    // A token minted before the group was assigned would leave the session without it until the
    // next refresh; the refreshed one carries it.
    const stored: RefreshedTokens = tokenOutdated
      ? await service.refreshFor(refreshToken, verified.principal)
      : { ...verified, refreshToken };
    setTokenCookies(
      req,
      res,
      { ...stored, refreshToken: stored.refreshToken ?? refreshToken },
      production,
    );
    return { ...ok({ message: SESSION_MESSAGES.tokensStored }), headers: NO_STORE };
  });

  router.mount(getUserToken, {}, async ({ caller }) => {
    const { req } = httpOf(caller);
    // The refresh cookie itself is not sent here (its path), the marker beside it is.
    const answer = await service.lookup(presentedIdToken(req), hasRefreshCookie(req, production));
    return { ...ok(answer), headers: NO_STORE };
  });

  router.mount(refreshTokens, {}, async ({ caller }) => {
    const { req, res } = httpOf(caller);
    const presented = readRefreshCookie(req, production);
    let tokens: RefreshedTokens;
    try {
      // One that cannot be a token is refused like a missing one, without asking the service.
      tokens = await service.refresh(
        presented !== undefined && tokenShaped(presented) ? presented : undefined,
      );
    } catch (err) {
      // A refused refresh token can never work again; keeping the cookies would only repeat this.
      if (err instanceof AppError && err.status === 401) clearTokenCookies(req, res, production);
      throw err;
    }
    setTokenCookies(req, res, tokens, production);
    const body = { idToken: tokens.idToken, accessToken: tokens.accessToken };
    return { ...ok(body), headers: NO_STORE };
  });

  router.mount(logout, {}, async ({ caller }) => {
    const { req, res } = httpOf(caller);
    const refreshToken = readRefreshCookie(req, production);
    if (refreshToken !== undefined && tokenShaped(refreshToken)) {
      try {
        await service.revoke(refreshToken);
      } catch (err) {
        // Signing out must work even when the identity service does not answer.
        req.log?.warn({ err }, 'could not revoke the refresh token on logout');
      }
    }
    // The id token sent with the log-out (authenticate verified it) names the session that ends;
    // an expired one names none, and what it had opened has ended with it.
    if (caller.principal && onLogout) {
      try {
        await onLogout(caller.principal);
      } catch (err) {
        req.log?.warn({ err }, 'could not end what the session held open on logout');
      }
    }
    clearTokenCookies(req, res, production);
    return { ...ok({ message: SESSION_MESSAGES.loggedOut }), headers: NO_STORE };
  });

  return router;
}
