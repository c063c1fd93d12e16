import nodemailer from 'nodemailer';
import type { Mailbox } from './mailbox.js';

export interface OutgoingMail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
}

/** Where the outbox hands mail over; resolves only once the mail has been accepted. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
}

export interface MailTransportOptions {
  /** smtp:// or smtps:// URL with credentials; without it mail goes to the development mailbox. */
  smtpUrl?: string | undefined;
  mailbox: Mailbox;
}

/**
 * nodemailer's defaults let a silent server hold a send for up to ten minutes; these bounds keep one
 * send well inside the outbox's claim lease, so a slow send is never claimed and sent again.
 */
const SMTP_TIMEOUTS = {
  connectionTimeout: 30_000,
  greetingTimeout: 30_000,
  socketTimeout: 60_000,
};

export function createMailTransport(options: MailTransportOptions): MailTransport {
  const { smtpUrl, mailbox } = options;
  if (!smtpUrl) {
    return {
      async send(mail) {
        await mailbox.deliver({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        });
      },
    };
  }
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    async send(mail) {
      const info = await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        // An address object is used as given; a string would be parsed as a list, and a visitor's
        // address containing a comma could then name extra reply-to recipients.
        ...(mail.replyTo ? { replyTo: { name: '', address: mail.replyTo } } : {}),
        subject: mail.subject,
        text: mail.text,
      });
      // SMTP can accept the message for some recipients only; for the one recipient here that is a failure.
      if (info.rejected.length > 0) {
        throw new Error(
          `Recipient rejected: ${info.rejected.map((r) => (typeof r === 'string' ? r : r.address)).join(', ')}`,
        );
      }
    },
  };
}
