import { Router } from 'express';
import type { IdentitySettings } from './identity-settings.js';

/**
 * GET /api/config: what the single web build needs at run time. The caller puts the address
 * browsers use in `endpoint`; the fields are picked one by one so that the address this server
 * calls, which only it may use, is never given out.
 */
export function runtimeConfigRouter(identity: IdentitySettings): Router {
  const { region, userPoolId, clientId, endpoint, authFlow } = identity;
  const cognito = { region, userPoolId, clientId, endpoint, authFlow };
  const router = Router();
  router.get('/config', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ cognito });
  });
  return router;
}
