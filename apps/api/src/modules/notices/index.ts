import type { Router } from 'express';
import type { Db } from '../../db/client.js';
import type { Logger } from '../../http/logger.js';
import { createMailTransport, type Mailbox } from '../mail/index.js';
import { DailyDigest } from './daily-digest.js';
import { digestRouter } from './digest.router.js';
import { NoticeOutbox } from './notice-outbox.js';
import { NoticeRepository, type NewSubmissions } from './notices.repository.js';

export { reviewMail, type NewNoticeMail } from './notice-mails.js';
export { storeNoticeMails, type NewSubmissions } from './notices.repository.js';

export interface NoticesModuleDeps {
  db: Db;
  mail: { smtpUrl?: string | undefined; from: string };
  /** The development mailbox, used when no SMTP_URL is configured. */
  mailbox: Mailbox;
  /** The site's address for links in mail (PUBLIC_URL). */
  publicUrl: string;
  /** The administrators' email addresses now, from the identity service. */
  adminEmails: () => Promise<string[]>;
  /** The recipes module's new submissions, which the digest lists. */
  submissions: NewSubmissions;
  logger?: Logger | undefined;
}

export interface NoticesModule {
  repository: NoticeRepository;
  /** Start with outbox.start(intervalMs) once migrated; await outbox.stop() on shutdown. */
  outbox: NoticeOutbox;
  /** Start with digest.start() once migrated; await digest.stop() on shutdown. */
  digest: DailyDigest;
}

/** Mail to members: moderation results and the admins' daily digest (decision 019). */
export function createNoticesModule(deps: NoticesModuleDeps): NoticesModule {
  const repository = new NoticeRepository(deps.db, deps.submissions);
  const outbox = new NoticeOutbox({
    repository,
    transport: createMailTransport({ smtpUrl: deps.mail.smtpUrl, mailbox: deps.mailbox }),
    from: deps.mail.from,
    logger: deps.logger,
  });
  const digest = new DailyDigest({
    repository,
    publicUrl: deps.publicUrl,
    adminEmails: deps.adminEmails,
    logger: deps.logger,
    onStored: () => outbox.nudge(),
  });
  return { repository, outbox, digest };
}

export interface DigestModuleDeps {
  db: Db;
  /** The notices module's repository when the app has one; otherwise one of its own on `db`. */
  repository?: NoticeRepository | undefined;
}

export interface DigestModule {
  /** An administrator's own choice of the daily digest; mount under /api after authenticate. */
  router: Router;
}

export function createDigestModule(deps: DigestModuleDeps): DigestModule {
  return { router: digestRouter(deps.repository ?? new NoticeRepository(deps.db)).routes };
}
