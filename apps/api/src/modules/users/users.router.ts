import { Router } from 'express';
import { requireAdmin, requireSignedIn, principalOf } from '../identity/index.js';
import { rateLimit, type RateLimiter } from '../rate-limit/rate-limiter.js';
import type { UsersService } from './users.service.js';
import { pathParam } from '../../http/request-input.js';

/** Sign-up makes one call of each; a limit per address keeps them from loading the identity service. */
export const ACCOUNT_CALLS_RATE_LIMIT = { windowMs: 10 * 60 * 1000, max: 60 } as const;
const TOO_MANY_ACCOUNT_CALLS = 'Too many requests. Please try again in a few minutes.';

/** assign-role, insert-user, user/:email, update-db-user/:id, admin/users (docs/product.md). */
export function usersRouter(service: UsersService, limiter: RateLimiter): Router {
  const router = Router();
  // These two act only for the caller of a verified id token (docs/decisions/009); an anonymous
  // call is refused before anything is looked up, so the answer never depends on the address.
  const accountCalls = rateLimit({
    limiter,
    name: 'account-calls',
    ...ACCOUNT_CALLS_RATE_LIMIT,
    message: TOO_MANY_ACCOUNT_CALLS,
  });

  router.post('/assign-role', requireSignedIn, accountCalls, async (req, res) => {
    res.status(200).json(await service.assignRole(req.body, principalOf(req)));
  });

  router.post('/insert-user', requireSignedIn, accountCalls, async (req, res) => {
    const { record, created } = await service.insertUser(req.body, principalOf(req));
    res.status(created ? 201 : 200).json(record);
  });

  router.get('/user/:email', requireSignedIn, async (req, res) => {
    res.json(await service.getByEmail(pathParam(req, 'email'), principalOf(req)));
  });

  router.put('/update-db-user/:id', requireSignedIn, async (req, res) => {
    // The specification's client expects 201 for this update.
    res.status(201).json(await service.update(pathParam(req, 'id'), req.body, principalOf(req)));
  });

  router.get('/admin/users', requireAdmin, async (_req, res) => {
    const accounts = await service.listAccounts();
    res.set('X-Total-Count', String(accounts.length)).json(accounts);
  });

  return router;
}
