import type { SiteLanguage } from '@family-recipes/shared';
import { mailText, type MailText } from '../mail/index.js';
import ar from './locales/ar.json' with { type: 'json' };
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import it from './locales/it.json' with { type: 'json' };
import nl from './locales/nl.json' with { type: 'json' };
import pt from './locales/pt.json' with { type: 'json' };
import zh from './locales/zh.json' with { type: 'json' };

/** The notices' words in each site language (decision 049; English is the source). */
const CATALOGS = { en, de, fr, es, it, pt, nl, zh, ar };
type Text = MailText<keyof typeof en>;

/** A mail to store in the outbox together with a status change (decision 019). */
export interface NewNoticeMail {
  kind: 'approved' | 'denied' | 'digest';
  toAddress: string;
  subject: string;
  body: string;
}

/** Header values are single lines; a title's line break must not start a header of its own. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function link(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}

/** A mail of `kind` to `toAddress`: `greeting`, the lines, and the site's name to close. */
function letter(
  text: Text,
  kind: NewNoticeMail['kind'],
  toAddress: string,
  subject: string,
  greeting: string,
  lines: string[],
): NewNoticeMail {
  return {
    kind,
    toAddress,
    subject,
    body: [greeting, '', ...lines, '', text('signature'), ''].join('\n'),
  };
}

export interface ReviewedRecipe {
  id: string;
  title: string;
  cookName: string;
  cookEmail: string;
}

/**
 * The mail a cook gets when an administrator approves or denies their recipe (decision 019):
 * plain, warm and short, with the note and a link to the recipe (or to changing it), in the
 * cook's language (`language`: the one their user record chose, else English).
 */
export function reviewMail(
  recipe: ReviewedRecipe,
  review: { approved: boolean; note: string | null; reviewer: string },
  publicUrl: string,
  language: SiteLanguage,
): NewNoticeMail {
  const text = mailText(CATALOGS, language);
  const title = oneLine(recipe.title);
  const name = oneLine(recipe.cookName);
  const greeting = name ? text('greeting', { name }) : text('greetingUnnamed');
  const reviewer = oneLine(review.reviewer);
  const from = reviewer ? text('noteFrom', { reviewer }) : text('noteFromEditor');
  const note = review.note ? ['', from, '', review.note, ''] : [''];
  if (review.approved) {
    return letter(
      text,
      'approved',
      recipe.cookEmail,
      text('approvedSubject', { title }),
      greeting,
      [
        text('approvedNews', { title }),
        ...note,
        text('approvedLink', { link: link(publicUrl, `/recipes/${recipe.id}`) }),
        '',
        text('approvedThanks'),
      ],
    );
  }
  return letter(text, 'denied', recipe.cookEmail, text('deniedSubject', { title }), greeting, [
    text('deniedNews', { title }),
    ...note,
    text('deniedEdit', { link: link(publicUrl, `/edit-recipe/${recipe.id}`) }),
    text('deniedRecipe', { link: link(publicUrl, `/recipes/${recipe.id}`) }),
    '',
    text('deniedThanks'),
  ]);
}

export interface DigestEntry {
  id: string;
  title: string;
  cookName: string;
  createdOn: Date;
}

/**
 * The administrators' daily list of new submissions waiting for a review (decision 019), in the
 * administrator's language (the one their user record chose, else English).
 */
export function digestMail(
  to: string,
  entries: DigestEntry[],
  waiting: number,
  publicUrl: string,
  language: SiteLanguage,
): NewNoticeMail {
  const text = mailText(CATALOGS, language);
  const count = entries.length;
  return letter(text, 'digest', to, text('digestSubject', { count }), text('hello'), [
    text('digestSince', { count }),
    '',
    ...entries.map((e) =>
      text('digestEntry', {
        title: oneLine(e.title),
        cook: oneLine(e.cookName),
        link: link(publicUrl, `/recipes/${e.id}`),
      }),
    ),
    '',
    text('digestWaiting', { waiting, link: link(publicUrl, '/pending-recipes') }),
    '',
    text('digestWhy'),
  ]);
}
