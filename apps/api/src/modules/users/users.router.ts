import { Router } from 'express';
import { assignRole, getUser, insertUser, listAccounts, updateUser } from '@family-recipes/shared';
import { mount, principalOf } from '../identity/index.js';
import { rateLimit, type RateLimiter } from '../rate-limit/rate-limiter.js';
import type { UsersService } from './users.service.js';

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
  // A call without a JSON body is read as an empty one: its fields then say what is missing.
  const counted = { before: [accountCalls], missingBody: {} };

  mount(router, assignRole, counted, ({ body }, req) => service.assignRole(body, principalOf(req)));

  mount(router, insertUser, counted, async ({ body }, req, res) => {
    const { record, created } = await service.insertUser(body, principalOf(req));
    res.status(created ? 201 : 200).json(record);
  });

  mount(router, getUser, {}, ({ params }, req) =>
    service.getByEmail(params.email, principalOf(req)),
  );

  // The specification's client expects 201 for this update.
  mount(router, updateUser, { missingBody: {} }, ({ params, body }, req) =>
    service.update(params.id, body, principalOf(req)),
  );

  mount(router, listAccounts, {}, async (_input, _req, res) => {
    const accounts = await service.listAccounts();
    res.set('X-Total-Count', String(accounts.length)).json(accounts);
  });

  return router;
}
