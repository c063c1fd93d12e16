import type { ContactMessageRow } from './contact.schema.js';
import type { Logger } from '../../http/logger.js';
import {
  MailOutbox,
  type Backoff,
  type Clock,
  type MailTransport,
  type OutgoingMail,
} from '../mail/index.js';
import type { ContactRepository } from './contact.repository.js';

export { defaultBackoff } from '../mail/index.js';

export interface ContactOutboxOptions {
  repository: ContactRepository;
  transport: MailTransport;
  from: string;
  contactTo: string;
  logger?: Logger | undefined;
  clock?: Clock;
  backoff?: Backoff;
  /** Messages claimed and sent together; each batch is sent well within one claim lease. */
  batchSize?: number;
  leaseMs?: number;
}

/** Header values are single lines; a visitor's line break must not start a header of its own. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function contactMail(message: ContactMessageRow, from: string, to: string): OutgoingMail {
  const subject = message.subject ? oneLine(message.subject) : '';
  return {
    from,
    to,
    replyTo: message.email,
    subject: `Family Recipes contact: ${subject || 'New message'}`,
    text: [
      'A visitor wrote through the contact form of Family Recipes.',
      '',
      `Name: ${message.name}`,
      `Email: ${message.email}`,
      `Subject: ${subject || '(none)'}`,
      `Received: ${message.createdOn.toISOString()}`,
      '',
      message.body,
      '',
    ].join('\n'),
  };
}

/**
 * Delivers stored contact messages to the site's contact address
 * (docs/decisions/007-contact-outbox.md).
 */
export class ContactOutbox extends MailOutbox<ContactMessageRow> {
  constructor(options: ContactOutboxOptions) {
    const { repository, from, contactTo, ...rest } = options;
    super({
      ...rest,
      queue: repository,
      compose: (message) => contactMail(message, from, contactTo),
      label: 'contact message',
    });
  }
}
