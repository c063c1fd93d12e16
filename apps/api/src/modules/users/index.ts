import type { Router } from 'express';
import type { Db } from '../../db/client.js';
import type { CognitoAdmin } from '../identity/index.js';
import { RateLimitRepository } from '../rate-limit/rate-limit.repository.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import { UsersRepository } from './users.repository.js';
import { usersRouter } from './users.router.js';
import { UsersService } from './users.service.js';

export { UsersRepository } from './users.repository.js';
export { allUsers, recordAddressOf, restoreUsers } from './account-records.repository.js';
export { chosenLanguages } from './user-language.repository.js';
export type { NewUserRow, UserRow } from './users.schema.js';

export interface UsersModuleDeps {
  db: Db;
  /** The identity service's accounts (groups, the account list). */
  accounts: CognitoAdmin;
}

export interface UsersModule {
  /** The user-record calls (docs/product.md, API calls); mount under /api after authenticate. */
  router: Router;
  /** The account rules; the session calls use them to repair an interrupted sign-up. */
  service: UsersService;
}

export function createUsersModule(deps: UsersModuleDeps): UsersModule {
  const service = new UsersService(new UsersRepository(deps.db), deps.accounts);
  return {
    router: usersRouter(service, new RateLimiter(new RateLimitRepository(deps.db))).routes,
    service,
  };
}
