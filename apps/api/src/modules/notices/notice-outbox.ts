import type { NoticeMailRow } from './notices.schema.js';
import { type MailTransport, MailOutbox, type MailOutboxOptions } from '../mail/index.js';
import type { NoticeRepository } from './notices.repository.js';

/** Delivers the site's mail to its members, stored first so that an SMTP outage loses none. */
export class NoticeOutbox extends MailOutbox<NoticeMailRow> {
  constructor(
    options: { repository: NoticeRepository; transport: MailTransport; from: string } & Omit<
      MailOutboxOptions<NoticeMailRow>,
      'queue' | 'compose' | 'label' | 'transport'
    >,
  ) {
    const { repository, from, ...rest } = options;
    super({
      ...rest,
      queue: repository,
      compose: (mail) => ({ from, to: mail.toAddress, subject: mail.subject, text: mail.body }),
      label: 'notice mail',
    });
  }
}
