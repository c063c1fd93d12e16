import type { Group } from '@family-recipes/shared';
import { Router } from 'express';
import type { Db } from '../../db/client.js';
import type { Logger } from '../../http/logger.js';
import type { TokenVerifier } from '../auth/token-verifier.js';
import { createCognitoClient } from '../identity/cognito-client.js';
import type { IdentitySettings } from '../identity/identity-settings.js';
import { sessionRouter } from '../session/session.router.js';
import { SessionService } from '../session/session.service.js';
import { RateLimitRepository } from '../rate-limit/rate-limit.repository.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import { RecipesRepository } from '../recipes/recipes.repository.js';
import { CognitoAdmin } from './cognito-admin.js';
import { OwnerBackfill } from './owner-backfill.js';
import { UsersRepository } from './users.repository.js';
import { usersRouter } from './users.router.js';
import { UsersService } from './users.service.js';

export { SESSION_MESSAGES } from '../session/session.service.js';
export { TOKEN_COOKIES } from '../session/session.cookies.js';
export { IDENTITY_UNAVAILABLE } from './cognito-admin.js';
export { USERS_MESSAGES } from './users.service.js';

export interface IdentityRoutesDeps {
  db: Db;
  identity: IdentitySettings;
  verifier: TokenVerifier;
  /** Marks the token cookies Secure. */
  production: boolean;
}

/**
 * Session and user-record calls (docs/product.md, API calls). Mount as
 * app.use('/api', createIdentityRoutes(deps)) after authenticate(verifier), which provides
 * req.principal for the routes that need a signed-in caller.
 */
export function createIdentityRoutes(deps: IdentityRoutesDeps): Router {
  // One SDK client for the life of the app: it keeps its connections alive between calls.
  const client = createCognitoClient(deps.identity.region, deps.identity.endpoint);
  const router = Router();
  const users = new UsersService(
    new UsersRepository(deps.db),
    new CognitoAdmin(client, deps.identity.userPoolId),
  );
  router.use(
    sessionRouter({
      service: new SessionService(deps.verifier, client, deps.identity),
      accounts: users,
      production: deps.production,
    }),
  );
  router.use(usersRouter(users, new RateLimiter(new RateLimitRepository(deps.db))));
  return router;
}

/** The administrators' email addresses as the identity service has them now (the daily digest). */
export function adminEmails(identity: IdentitySettings): () => Promise<string[]> {
  const admin = new CognitoAdmin(
    createCognitoClient(identity.region, identity.endpoint),
    identity.userPoolId,
  );
  return () => admin.emailsOf('admin' satisfies Group);
}

/**
 * Finds the accounts of rows that have none (OwnerBackfill), at start-up. An identity service that
 * cannot answer must not keep the API from starting: those rows stay with the admins until the
 * next start looks again.
 */
export async function backfillOwners(deps: {
  db: Db;
  identity: IdentitySettings;
  logger: Logger;
  /** Ends the run between two look-ups (shutdown). */
  signal?: AbortSignal;
}): Promise<void> {
  const client = createCognitoClient(deps.identity.region, deps.identity.endpoint);
  try {
    const found = await new OwnerBackfill({
      recipes: new RecipesRepository(deps.db),
      users: new UsersRepository(deps.db),
      pool: new CognitoAdmin(client, deps.identity.userPoolId),
    }).run(deps.signal);
    if (found.recipes > 0 || found.users > 0) {
      deps.logger.info(found, 'owners found for older rows');
    }
  } catch (err) {
    deps.logger.warn({ err }, 'could not look up the owners of older rows; the next start retries');
  } finally {
    client.destroy();
  }
}
