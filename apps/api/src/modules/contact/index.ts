import type { Router } from 'express';
import type { Db } from '../../db/client.js';
import type { Logger } from '../../http/logger.js';
import { type Mailbox, createMailTransport } from '../mail/index.js';
import { RateLimitRepository } from '../rate-limit/rate-limit.repository.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import { ContactOutbox } from './contact-outbox.js';
import { ContactRepository } from './contact.repository.js';
import { contactRouter } from './contact.router.js';
import { ContactService } from './contact.service.js';

export interface ContactModuleDeps {
  db: Db;
  mail: { smtpUrl?: string | undefined; from: string; contactTo: string };
  /** The development mailbox, used when no SMTP_URL is configured. */
  mailbox: Mailbox;
  logger?: Logger | undefined;
}

export interface ContactModule {
  /** Mounts POST /send-email; use as app.use('/api', router). */
  router: Router;
  /** Call outbox.start(intervalMs) once the database is migrated, and await outbox.stop() on shutdown. */
  outbox: ContactOutbox;
}

export function createContactModule(deps: ContactModuleDeps): ContactModule {
  const repository = new ContactRepository(deps.db);
  const outbox = new ContactOutbox({
    repository,
    transport: createMailTransport({ smtpUrl: deps.mail.smtpUrl, mailbox: deps.mailbox }),
    from: deps.mail.from,
    contactTo: deps.mail.contactTo,
    logger: deps.logger,
  });
  const service = new ContactService({ repository, onStored: () => outbox.nudge() });
  const limiter = new RateLimiter(new RateLimitRepository(deps.db));
  return {
    router: contactRouter({ service, limiter, logger: deps.logger }).routes,
    outbox,
  };
}
