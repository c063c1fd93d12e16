import type { SiteLanguage } from '@family-recipes/shared';
import { mailDay, mailText } from '../mail/index.js';
import ar from './locales/ar.json' with { type: 'json' };
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import it from './locales/it.json' with { type: 'json' };
import nl from './locales/nl.json' with { type: 'json' };
import pt from './locales/pt.json' with { type: 'json' };
import zh from './locales/zh.json' with { type: 'json' };

/** The invitation's words in each site language (decision 049; English is the source). */
const CATALOGS = { en, de, fr, es, it, pt, nl, zh, ar };

/** Header values are single lines; a name's line break must not start a header of its own. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export interface InvitationMailInput {
  to: string;
  inviter: string;
  household: string;
  link: string;
  expiresAt: Date;
  /**
   * The language it is written in: the invited address's own choice when it has a user record
   * with one, else the inviter's page language when they invited (households.service.ts).
   */
  language: SiteLanguage;
}

/**
 * The mail an invited address gets: who invites them, to which household, the link with the
 * code, and until when it works. It reads the same whether or not the address has an account,
 * but for the language of an account that chose one.
 */
export function invitationMail(input: InvitationMailInput): {
  toAddress: string;
  subject: string;
  body: string;
} {
  const text = mailText(CATALOGS, input.language);
  const inviter = oneLine(input.inviter) || text('someone');
  const household = oneLine(input.household);
  return {
    toAddress: input.to,
    subject: text('subject', { inviter }),
    body: [
      text('greeting'),
      '',
      household
        ? text('invitation', { inviter, household })
        : text('invitationUnnamed', { inviter }),
      '',
      text('joinLink', { link: input.link }),
      '',
      text('expiry', { date: mailDay(input.expiresAt, input.language) }),
      '',
      text('signature'),
      '',
    ].join('\n'),
  };
}
