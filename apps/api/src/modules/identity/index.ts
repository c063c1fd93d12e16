import type { Group } from '@family-recipes/shared';
import type { Router } from 'express';
import type { Db } from '../../db/client.js';
import type { ApiRouter } from '../../http/endpoint.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { Logger } from '../../http/logger.js';
import { claimingAccounts, claimWaitingAccounts } from './accounts/account-claim.js';
import { AccountClaimRepository } from './accounts/account-claim.repository.js';
import { CognitoAdmin } from './accounts/cognito-admin.js';
import {
  OwnerBackfill,
  type AccountlessUsers,
  type OwnerlessRecipes,
} from './accounts/owner-backfill.js';
import type { TokenVerifier } from './auth/token-verifier.js';
import { createCognitoClient } from './cognito-client.js';
import { runtimeConfigRouter } from './config.router.js';
import type { IdentitySettings } from './identity-settings.js';
import { sessionRouter, type AccountEnsurer, type SessionHooks } from './session/session.router.js';
import { SessionService } from './session/session.service.js';

/*
 * The identity module: who the caller is (tokens, cookies, the session calls), the identity
 * service's accounts (groups, the account list) and the identity service itself (the emulator,
 * its bootstrap). The rest of the app imports it only through this file.
 */

export { canSubmit, isAdmin, owns, sameEmail, type Principal } from './auth/principal.js';
export { authenticate } from './auth/auth.middleware.js';
export { allows, apiRouter } from './auth/mount.js';
export { runtimeConfigRouter } from './config.router.js';
export { createTokenVerifier, type TokenVerifier } from './auth/token-verifier.js';
export { CognitoAdmin, IDENTITY_UNAVAILABLE } from './accounts/cognito-admin.js';
export { keepWaitingAccounts, waitingAddressOf } from './accounts/restored-accounts.repository.js';
export { hasSessionCookie } from './session/session.cookies.js';
export { type AccountEnsurer, type EnsuredAccount } from './session/session.router.js';
export {
  bootstrapEmulatorIdentity,
  bootstrapStartedEmulator,
  DEV_ADMIN_NAME,
  PASSWORD_POLICY,
} from './bootstrap.js';
export { ENDPOINTS_FILE, startIdentityEmulator, type IdentityEmulator } from './emulator.js';
export {
  createCognitoClient,
  readAdminCredentials,
  withCognitoClient,
  type AdminCredentials,
} from './cognito-client.js';
export type { IdentitySettings } from './identity-settings.js';

export interface IdentityModuleDeps {
  identity: IdentitySettings;
  verifier: TokenVerifier;
  /** Marks the token cookies Secure. */
  production: boolean;
  /** Where browsers call the identity service, as GET /api/config says; null against AWS. */
  browserEndpoint: string | null;
  /**
   * The database of the accounts a restored backup keeps for their cooks: when given, a sign-in
   * with a verified address claims those of that address first (account-claim.ts).
   */
  db?: Db | undefined;
}

export interface IdentityModule {
  /** GET /api/config, what the web build needs at run time; mount under /api, unauthenticated. */
  router: Router;
  /** The same, for the in-process caller. */
  api: ApiRouter;
  /** What GET /api/config gives out, `endpoint` as browsers reach it; the page render too. */
  browserIdentity: IdentitySettings;
  /** The identity service's administrator operations, for the users module. */
  accounts: CognitoAdmin;
  /**
   * set-tokens, user-token, refresh-tokens and logout (docs/product.md, API calls). `accounts`
   * repairs an account whose sign-up was interrupted, at its next sign-in. Mount under /api after
   * authenticate(verifier). `hooks.onLogout` ends what the logged-out session holds open.
   */
  sessionRouter(accounts: AccountEnsurer, hooks?: SessionHooks, limiter?: RateLimiter): Router;
}

/** The SDK client for this server's own calls, signed as `identity` says. */
function cognitoClientOf(identity: IdentitySettings) {
  const { region, endpoint, adminCredentialsFile } = identity;
  return createCognitoClient(region, endpoint, adminCredentialsFile);
}

export function createIdentityModule(deps: IdentityModuleDeps): IdentityModule {
  // One SDK client for the life of the app: it keeps its connections alive between calls.
  const client = cognitoClientOf(deps.identity);
  const browserIdentity = { ...deps.identity, endpoint: deps.browserEndpoint };
  const config = runtimeConfigRouter(browserIdentity);
  return {
    router: config.routes,
    api: config,
    browserIdentity,
    accounts: new CognitoAdmin(client, deps.identity.userPoolId),
    sessionRouter: (accounts, hooks, limiter) =>
      sessionRouter(
        {
          service: new SessionService(deps.verifier, client, deps.identity),
          accounts: deps.db
            ? claimingAccounts(accounts, new AccountClaimRepository(deps.db))
            : accounts,
          production: deps.production,
          onLogout: hooks?.onLogout,
        },
        limiter,
      ).routes,
  };
}

/** The administrators' email addresses as the identity service has them now (the daily digest). */
export function adminEmails(identity: IdentitySettings): () => Promise<string[]> {
  const admin = new CognitoAdmin(cognitoClientOf(identity), identity.userPoolId);
  return () => admin.emailsOf('admin' satisfies Group);
}

/**
 * Runs `work` on the identity pool through a client of its own, destroyed after. A failure is
 * logged as `warning` and answered with `fallback`: an identity service that cannot answer keeps
 * nothing from going on.
 */
async function withPoolOrWarn<T>(
  deps: { identity: IdentitySettings; logger: Logger },
  work: (pool: CognitoAdmin) => Promise<T>,
  failure: { warning: string; fallback: T },
): Promise<T> {
  const client = cognitoClientOf(deps.identity);
  try {
    return await work(new CognitoAdmin(client, deps.identity.userPoolId));
  } catch (err) {
    deps.logger.warn({ err }, failure.warning);
    return failure.fallback;
  } finally {
    client.destroy();
  }
}

/**
 * Finds the accounts of rows that have none (OwnerBackfill), at start-up. An identity service that
 * cannot answer must not keep the API from starting: those rows stay with the admins until the
 * next start looks again.
 */
export async function backfillOwners(deps: {
  recipes: OwnerlessRecipes;
  users: AccountlessUsers;
  identity: IdentitySettings;
  logger: Logger;
  /** Ends the run between two look-ups (shutdown). */
  signal?: AbortSignal;
}): Promise<void> {
  await withPoolOrWarn(
    deps,
    async (pool) => {
      const { recipes, users } = deps;
      const found = await new OwnerBackfill({ recipes, users, pool }).run(deps.signal);
      if (found.recipes > 0 || found.users > 0) {
        deps.logger.info(found, 'owners found for older rows');
      }
    },
    {
      warning: 'could not look up the owners of older rows; the next start retries',
      fallback: undefined,
    },
  );
}

/**
 * Gives the accounts a restored backup keeps to the accounts of the identity pool that hold their
 * address, verified (claimWaitingAccounts), at start-up and after a restore; answers how many.
 * Like backfillOwners, an identity service that cannot answer keeps neither the API from starting
 * nor the restore from answering: the cook's sign-in or the next start claims them.
 */
export async function claimRestoredAccounts(deps: {
  db: Db;
  identity: IdentitySettings;
  logger: Logger;
  signal?: AbortSignal;
}): Promise<number> {
  return withPoolOrWarn(
    deps,
    async (pool) => {
      const claimed = await claimWaitingAccounts(
        new AccountClaimRepository(deps.db),
        pool,
        deps.signal,
      );
      if (claimed > 0) deps.logger.info({ claimed }, 'restored accounts claimed by their cooks');
      return claimed;
    },
    {
      warning:
        'could not claim restored accounts; their cooks claim them at sign-in, or the next start',
      fallback: 0,
    },
  );
}
