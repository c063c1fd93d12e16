import type { Access } from '@family-recipes/shared';
import { ApiRouter, type ApiRouterDeps } from '../../../http/endpoint.js';
import { limitHandler, type RateLimiter } from '../../rate-limit/rate-limiter.js';
import { clientKey } from '../../rate-limit/client-key.js';
import { requireAdmin, requireSignedIn, requireSubmitter } from './auth.middleware.js';
import { canSubmit, isAdmin, type Principal } from './principal.js';

const guards = {
  public: undefined,
  signedIn: requireSignedIn,
  cook: requireSubmitter,
  admin: requireAdmin,
};

/** Whether `principal` passes the access check `access` names, as the guards above decide. */
export function allows(access: Access, principal: Principal | null | undefined): boolean {
  if (access === 'public') return true;
  if (!principal) return false;
  if (access === 'cook') return canSubmit(principal);
  if (access === 'admin') return isAdmin(principal);
  return true;
}

/**
 * A module's endpoints, each mounted behind the access check its declaration names and counted
 * against its declared limits with `limiter` (docs/decisions/045).
 */
export function apiRouter(limiter?: RateLimiter): ApiRouter {
  const deps: ApiRouterDeps = {
    guards,
    limit: limiter ? (declaration) => limitHandler(limiter, declaration) : undefined,
    callerOf: (req) => ({ principal: req.principal ?? undefined, client: clientKey(req.ip) }),
    allows,
  };
  return new ApiRouter(deps);
}
