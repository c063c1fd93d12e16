import { assignRole, getUser, insertUser, listAccounts, updateUser } from '@family-recipes/shared';
import { created, ok, type ApiRouter } from '../../http/endpoint.js';
import { apiRouter } from '../identity/index.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { UsersService } from './users.service.js';

/**
 * assign-role, insert-user, user/:email, update-db-user/:id, admin/users (docs/product.md).
 * Sign-up makes one call of assign-role and insert-user: they are counted per address
 * (RATE_LIMITS.accountCalls) and act only for the caller of a verified id token (decision 009), so
 * an anonymous call is refused before anything is looked up. A call without a JSON body is read
 * as an empty one: its fields then say what is missing.
 */
export function usersRouter(service: UsersService, limiter: RateLimiter): ApiRouter {
  const router = apiRouter(limiter);
  const counted = { missingBody: {} };

  router.mount(assignRole, counted, async ({ body, caller }) =>
    ok(await service.assignRole(body, caller.principal)),
  );

  router.mount(insertUser, counted, async ({ body, caller }) => {
    const { record, created: isNew } = await service.insertUser(body, caller.principal);
    return isNew ? created(record) : ok(record);
  });

  router.mount(getUser, {}, async ({ params, caller }) =>
    ok(await service.getByEmail(params.email, caller.principal)),
  );

  // The specification's client expects 201 for this update.
  router.mount(updateUser, { missingBody: {} }, async ({ params, body, caller }) =>
    created(await service.update(params.id, body, caller.principal)),
  );

  router.mount(listAccounts, {}, async () => {
    const accounts = await service.listAccounts();
    return { ...ok(accounts), headers: { 'X-Total-Count': String(accounts.length) } };
  });

  return router;
}
