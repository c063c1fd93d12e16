import { Router } from 'express';
import { getDigest, setDigest } from '@family-recipes/shared';
import { mount } from '../identity/index.js';
import type { NoticeRepository } from './notices.repository.js';

/** An administrator's own choice of the daily digest (decision 019); off until turned on. */
export function digestRouter(repository: NoticeRepository): Router {
  const router = Router();

  mount(router, getDigest, {}, async (_input, req) => {
    const email = req.principal?.email ?? '';
    return { daily_digest: await repository.isSubscribed(email) };
  });

  mount(router, setDigest, {}, async ({ body }, req) => {
    const email = req.principal?.email ?? '';
    await repository.setSubscribed(email, body.daily_digest);
    return { daily_digest: body.daily_digest };
  });

  return router;
}
