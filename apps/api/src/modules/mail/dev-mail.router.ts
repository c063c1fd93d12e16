import { Router } from 'express';
import type { Mailbox } from './mailbox.js';

/**
 * GET /dev/mail: only mounted while the identity emulator is in use
 * (docs/decisions/002-identity-emulator.md).
 */
export function devMailRouter(mailbox: Mailbox): Router {
  const router = Router();
  router.get('/mail', async (req, res) => {
    const to = typeof req.query.to === 'string' ? req.query.to.toLowerCase() : undefined;
    const messages = await mailbox.list();
    res.json(
      messages
        .filter((m) => !to || m.to.toLowerCase() === to)
        .map(({ to: recipient, subject, text, date }) => ({ to: recipient, subject, text, date })),
    );
  });
  return router;
}
