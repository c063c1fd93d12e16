/*
 * The mail module: the transport (SMTP, or the development mailbox), the outbox machinery that
 * stores mail first and delivers it with retries, the development mailbox read at /dev/mail, and
 * the words of a mail in its recipient's language (mail-language.ts). Contact, notices and households
 * use it only through this file; it imports none of them.
 */

import type { Router } from 'express';
import { devMailRouter } from './dev-mail.router.js';
import type { Mailbox } from './mailbox.js';

export {
  DEFAULT_CLAIM_LEASE_MS,
  defaultBackoff,
  MailOutbox,
  type Backoff,
  type Clock,
  type MailOutboxOptions,
  type OutboxQueue,
} from './mail-outbox.js';
export { createMailTransport, type MailTransport, type OutgoingMail } from './mail-transport.js';
export {
  mailDay,
  mailMoment,
  mailText,
  recipientLanguage,
  type MailText,
} from './mail-language.js';
export { Mailbox } from './mailbox.js';

export interface DevMailModuleDeps {
  /** The development mailbox (the identity emulator's). */
  mailbox: Mailbox;
}

export interface DevMailModule {
  /** GET /mail, what the development mailbox holds; mount under /dev. */
  router: Router;
}

export function createDevMailModule(deps: DevMailModuleDeps): DevMailModule {
  return { router: devMailRouter(deps.mailbox) };
}
