import {
  InitiateAuthCommand,
  RevokeTokenCommand,
  type AuthenticationResultType,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { API_MESSAGES, type getUserToken, type ResponseOf } from '@family-recipes/shared';
import { FetchError, JwksNotAvailableInCacheError, JwtExpiredError } from 'aws-jwt-verify/error';
import { AppError } from '../../../http/errors.js';
import { UNVERIFIED_EMAIL_MESSAGE } from '../auth/auth.middleware.js';
import { UnverifiedEmailError, type Principal } from '../auth/principal.js';
import type { TokenVerifier } from '../auth/token-verifier.js';
import type { IdentitySettings } from '../identity-settings.js';
import { callIdentity, IDENTITY_UNAVAILABLE, IdentityRefused } from '../accounts/cognito-admin.js';

export const SESSION_MESSAGES = {
  tokensStored: 'Tokens stored',
  tokensRequired: 'idToken, accessToken and refreshToken are required.',
  invalidToken: 'Invalid token',
  tokenExpired: 'Token expired',
  tokensMismatch: 'The tokens belong to different accounts.',
  emailNotVerified: UNVERIFIED_EMAIL_MESSAGE,
  refreshMissing: API_MESSAGES.refreshTokenMissing,
  loggedOut: 'Logged out',
} as const;

export interface VerifiedTokens {
  idToken: string;
  accessToken: string;
  principal: Principal;
  /** Epoch seconds. */
  idExpiresAt: number;
  accessExpiresAt: number;
}

/** Pools with refresh-token rotation also hand out a new refresh token. */
export type RefreshedTokens = VerifiedTokens & { refreshToken?: string };

/** What GET /api/user-token answers, as the contract declares it. */
export type UserTokenAnswer = ResponseOf<typeof getUserToken>;

/** Reads a claim of a token that has already been verified; never used to trust a token. */
function numericClaim(token: string, claim: 'exp' | 'iat'): number {
  const payload = token.split('.')[1] ?? '';
  const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  const value =
    typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>)[claim] : 0;
  return typeof value === 'number' ? value : 0;
}

/**
 * A token that does not verify is the caller's problem (401), but keys that cannot be fetched are
 * the identity service's (503): answering 401 then would log everybody out during an outage.
 */
function verificationFailure(err: unknown, message?: string): AppError {
  if (err instanceof FetchError || err instanceof JwksNotAvailableInCacheError) {
    const unavailable = new AppError(503, IDENTITY_UNAVAILABLE);
    unavailable.cause = err;
    return unavailable;
  }
  if (err instanceof UnverifiedEmailError) {
    const unverified = new AppError(401, SESSION_MESSAGES.emailNotVerified);
    unverified.cause = err;
    return unverified;
  }
  if (message) return new AppError(401, message);
  return new AppError(
    401,
    err instanceof JwtExpiredError ? SESSION_MESSAGES.tokenExpired : SESSION_MESSAGES.invalidToken,
  );
}

/**
 * Token checks and the refresh/revoke calls behind the session routes
 * (docs/decisions/002-identity-emulator.md; docs/architecture.md, API conventions).
 */
export class SessionService {
  constructor(
    private readonly verifier: TokenVerifier,
    private readonly client: CognitoIdentityProviderClient,
    private readonly identity: IdentitySettings,
  ) {}

  /** Both tokens must verify against this pool and client and name the same account. */
  async verifyPair(idToken: string, accessToken: string): Promise<VerifiedTokens> {
    let principal: Principal;
    let accessSub: unknown;
    try {
      principal = await this.verifier.verifyIdToken(idToken);
      accessSub = (await this.verifier.verifyAccessToken(accessToken)).sub;
    } catch (err) {
      throw verificationFailure(err);
    }
    if (accessSub !== principal.sub) throw new AppError(401, SESSION_MESSAGES.tokensMismatch);
    return {
      idToken,
      accessToken,
      principal,
      idExpiresAt: numericClaim(idToken, 'exp'),
      accessExpiresAt: numericClaim(accessToken, 'exp'),
    };
  }

  /**
   * GET /user-token. No id token but a refresh token means the id cookie simply ran out (it lives
   * as long as the token): 401 makes the client refresh instead of showing a signed-out page.
   */
  async lookup(idToken: string | undefined, hasRefreshToken: boolean): Promise<UserTokenAnswer> {
    if (!idToken) {
      if (hasRefreshToken) throw new AppError(401, SESSION_MESSAGES.tokenExpired);
      return { loggedIn: false };
    }
    let principal: Principal;
    try {
      principal = await this.verifier.verifyIdToken(idToken);
    } catch (err) {
      // The specification's client refreshes on any 401 here, whatever was wrong with the token.
      throw verificationFailure(err, SESSION_MESSAGES.tokenExpired);
    }
    return {
      loggedIn: true,
      name: principal.name,
      email: principal.email,
      groups: principal.groups,
      idToken,
      exp: numericClaim(idToken, 'exp'),
      iat: numericClaim(idToken, 'iat'),
    };
  }

  /** REFRESH_TOKEN_AUTH; a refused or missing refresh token is the one 401 the client logs out on. */
  async refresh(refreshToken: string | undefined): Promise<RefreshedTokens> {
    if (!refreshToken) throw new AppError(401, SESSION_MESSAGES.refreshMissing);
    let result: AuthenticationResultType | undefined;
    try {
      const answer = await callIdentity(
        (o) =>
          this.client.send(
            new InitiateAuthCommand({
              AuthFlow: 'REFRESH_TOKEN_AUTH',
              ClientId: this.identity.clientId,
              AuthParameters: { REFRESH_TOKEN: refreshToken },
            }),
            o,
          ),
        // Garbage, revoked or expired tokens, and accounts deleted or disabled since.
        ['NotAuthorizedException', 'UserNotFoundException', 'InvalidParameterException'],
      );
      result = answer.AuthenticationResult;
    } catch (err) {
      if (err instanceof IdentityRefused) throw new AppError(401, SESSION_MESSAGES.refreshMissing);
      throw err;
    }
    if (!result?.IdToken || !result.AccessToken) {
      throw new AppError(503, IDENTITY_UNAVAILABLE);
    }
    let verified: VerifiedTokens;
    try {
      verified = await this.verifyPair(result.IdToken, result.AccessToken);
    } catch (err) {
      if (err instanceof AppError && err.status === 503) throw err;
      // The account's address changed and is not proven yet: the caller's to fix, not ours.
      if (err instanceof AppError && err.cause instanceof UnverifiedEmailError) throw err;
      // Fresh tokens from the pool itself that do not verify mean a misconfiguration, not a caller error.
      throw new Error('The identity service returned tokens that do not verify', { cause: err });
    }
    // Pools with refresh-token rotation hand out a new one that replaces the old.
    return result.RefreshToken ? { ...verified, refreshToken: result.RefreshToken } : verified;
  }

  /** A refresh whose tokens must belong to the account that presented `principal`. */
  async refreshFor(refreshToken: string, principal: Principal): Promise<RefreshedTokens> {
    const refreshed = await this.refresh(refreshToken);
    if (refreshed.principal.sub !== principal.sub) {
      throw new AppError(401, SESSION_MESSAGES.tokensMismatch);
    }
    return refreshed;
  }

  /** Best effort on logout: a stolen refresh cookie stops working even before it expires. */
  async revoke(refreshToken: string): Promise<void> {
    try {
      await callIdentity(
        (o) =>
          this.client.send(
            new RevokeTokenCommand({ ClientId: this.identity.clientId, Token: refreshToken }),
            o,
          ),
        ['NotAuthorizedException'],
      );
    } catch (err) {
      // Refused: the token was already unusable, which is what logging out wants.
      if (!(err instanceof IdentityRefused)) throw err;
    }
  }
}
