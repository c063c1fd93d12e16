import type { SiteLanguage } from '@family-recipes/shared';
import type { ContactMessageRow } from './contact.schema.js';
import type { Logger } from '../../http/logger.js';
import {
  MailOutbox,
  mailMoment,
  mailText,
  type Backoff,
  type Clock,
  type MailTransport,
  type OutgoingMail,
} from '../mail/index.js';
import type { ContactRepository } from './contact.repository.js';
import ar from './locales/ar.json' with { type: 'json' };
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import it from './locales/it.json' with { type: 'json' };
import nl from './locales/nl.json' with { type: 'json' };
import pt from './locales/pt.json' with { type: 'json' };
import zh from './locales/zh.json' with { type: 'json' };

export { defaultBackoff } from '../mail/index.js';

/** The contact mail's words in each site language (decision 049; English is the source). */
const CATALOGS = { en, de, fr, es, it, pt, nl, zh, ar };

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

/** A claimed message with the language its mail is written in. */
type AddressedMessage = ContactMessageRow & { language: SiteLanguage };

/** Header values are single lines; a visitor's line break must not start a header of its own. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function contactMail(message: AddressedMessage, from: string, to: string): OutgoingMail {
  const text = mailText(CATALOGS, message.language);
  const subject = message.subject ? oneLine(message.subject) : '';
  // The English mail keeps its exact ISO moment; the other languages write it as they read it.
  const received =
    message.language === 'en'
      ? message.createdOn.toISOString()
      : mailMoment(message.createdOn, message.language);
  return {
    from,
    to,
    replyTo: message.email,
    subject: text('subject', { subject: subject || text('newMessage') }),
    text: [
      text('intro'),
      '',
      text('nameLine', { name: message.name }),
      text('emailLine', { email: message.email }),
      text('subjectLine', { subject: subject || text('noSubject') }),
      text('receivedLine', { received }),
      '',
      message.body,
      '',
    ].join('\n'),
  };
}

/**
 * Delivers stored contact messages to the site's contact address
 * (docs/decisions/007-contact-outbox.md), in the language the address's user record chose (an
 * administrator's), else English. The language is read when a batch is claimed.
 */
export class ContactOutbox extends MailOutbox<AddressedMessage> {
  constructor(options: ContactOutboxOptions) {
    const { repository, from, contactTo, ...rest } = options;
    super({
      ...rest,
      queue: {
        claimDue: async (limit, now, leaseMs) => {
          const claimed = await repository.claimDue(limit, now, leaseMs);
          if (claimed.length === 0) return [];
          const language = await repository.mailLanguage(contactTo);
          return claimed.map((message) => ({ ...message, language }));
        },
        markSent: (id, now) => repository.markSent(id, now),
        markFailed: (id, error, next) => repository.markFailed(id, error, next),
      },
      compose: (message) => contactMail(message, from, contactTo),
      label: 'contact message',
    });
  }
}
