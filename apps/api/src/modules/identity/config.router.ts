import { Router } from 'express';
import type { IdentitySettings } from './identity-settings.js';

/**
 * GET /api/config: what the single web build needs at run time (DESIGN.md D3). `identity.endpoint`
 * is the address browsers use, which in a compose stack differs from the app's own.
 */
export function runtimeConfigRouter(identity: IdentitySettings): Router {
  const router = Router();
  router.get('/config', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ cognito: identity });
  });
  return router;
}
