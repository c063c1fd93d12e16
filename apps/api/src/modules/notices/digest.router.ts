import { Router } from 'express';
import { digestSettingSchema } from '@family-recipes/shared';
import { fieldErrorsOf, invalidInput } from '../../http/errors.js';
import { requireAdmin } from '../identity/index.js';
import type { NoticeRepository } from './notices.repository.js';

/** An administrator's own choice of the daily digest (decision 019); off until turned on. */
export function digestRouter(repository: NoticeRepository): Router {
  const router = Router();

  router.get('/admin/digest', requireAdmin, async (req, res) => {
    const email = req.principal?.email ?? '';
    res.json({ daily_digest: await repository.isSubscribed(email) });
  });

  router.put('/admin/digest', requireAdmin, async (req, res) => {
    const parsed = digestSettingSchema.safeParse(req.body);
    if (!parsed.success) {
      throw invalidInput(fieldErrorsOf(parsed.error), 'Invalid setting');
    }
    const email = req.principal?.email ?? '';
    await repository.setSubscribed(email, parsed.data.daily_digest);
    res.json({ daily_digest: parsed.data.daily_digest });
  });

  return router;
}
