import { getConfig } from '@family-recipes/shared';
import type { ApiRouter } from '../../http/endpoint.js';
import { apiRouter } from './auth/mount.js';
import type { IdentitySettings } from './identity-settings.js';

/**
 * GET /api/config: what the single web build needs at run time. The caller puts the address
 * browsers use in `endpoint`; the fields are picked one by one so that the address this server
 * calls, which only it may use, is never given out.
 */
export function runtimeConfigRouter(identity: IdentitySettings): ApiRouter {
  const { region, userPoolId, clientId, endpoint, authFlow } = identity;
  const cognito = { region, userPoolId, clientId, endpoint, authFlow };
  const router = apiRouter();
  router.mount(getConfig, {}, () => ({
    status: 200 as const,
    body: { cognito },
    headers: { 'Cache-Control': 'no-store' },
  }));
  return router;
}
