import { Router } from 'express';
import type { IdentitySettings } from './identity-settings.js';

/** GET /api/config: what the single web build needs at run time (DESIGN.md D3). */
export function runtimeConfigRouter(identity: IdentitySettings): Router {
  const router = Router();
  router.get('/config', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ cognito: identity });
  });
  return router;
}
