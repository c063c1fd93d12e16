import { getDigest, setDigest } from '@family-recipes/shared';
import { ok, type ApiRouter } from '../../http/endpoint.js';
import { apiRouter } from '../identity/index.js';
import type { NoticeRepository } from './notices.repository.js';

/** An administrator's own choice of the daily digest (decision 019); off until turned on. */
export function digestRouter(repository: NoticeRepository): ApiRouter {
  const router = apiRouter();

  router.mount(getDigest, {}, async ({ caller }) =>
    ok({ daily_digest: await repository.isSubscribed(caller.principal.email) }),
  );

  router.mount(setDigest, {}, async ({ body, caller }) => {
    await repository.setSubscribed(caller.principal.email, body.daily_digest);
    return ok({ daily_digest: body.daily_digest });
  });

  return router;
}
