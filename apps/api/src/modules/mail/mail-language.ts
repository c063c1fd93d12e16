import {
  DEFAULT_LANGUAGE,
  formatMessage,
  type MessageValues,
  type SiteLanguage,
} from '@family-recipes/shared';

type Catalog = Readonly<Record<string, string>>;

/**
 * A module's mail messages (decision 049): its `locales/<language>.json`, one per site language,
 * imported beside the code that writes the mails. English is the source and names the keys; the
 * catalog test (mail-catalogs.test.ts) holds every other language to the same keys and values.
 */
type MailCatalogs<Key extends string> = { readonly en: Readonly<Record<Key, string>> } & {
  readonly [L in Exclude<SiteLanguage, 'en'>]: Catalog;
};

/** A message of a mail's catalog in its language, with `values` put in (ICU, decision 049). */
export type MailText<Key extends string> = (key: Key, values?: MessageValues) => string;

/** The words of a module's mails in `language`; a message a catalog lacks is the English one. */
export function mailText<Key extends string>(
  catalogs: MailCatalogs<Key>,
  language: SiteLanguage,
): MailText<Key> {
  const catalog: Catalog = catalogs[language];
  return (key, values) => formatMessage(catalog[key] ?? catalogs.en[key], values, language);
}

/**
 * The language a mail to `address` is written in: the one the address's user record chose
 * (`chosen`, from the users module's chosenLanguages), else `fallback`, English unless the mail
 * knows better (an invitation: the inviter's page language).
 */
export function recipientLanguage(
  chosen: ReadonlyMap<string, SiteLanguage>,
  address: string,
  fallback: SiteLanguage = DEFAULT_LANGUAGE,
): SiteLanguage {
  return chosen.get(address.trim().toLowerCase()) ?? fallback;
}

/** The site's English writes dates the British way ("1 March 2025"), as its mails always have. */
const localeOf = (language: SiteLanguage) => (language === 'en' ? 'en-GB' : language);

const dayFormats = new Map<SiteLanguage, Intl.DateTimeFormat>();
const momentFormats = new Map<SiteLanguage, Intl.DateTimeFormat>();

function format(
  formats: Map<SiteLanguage, Intl.DateTimeFormat>,
  language: SiteLanguage,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  let found = formats.get(language);
  if (!found) {
    found = new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone: 'UTC' });
    formats.set(language, found);
  }
  return found;
}

/** A day as `language` writes it in full, in UTC: "1 March 2025", "1. März 2025", "2025年3月1日". */
export function mailDay(date: Date, language: SiteLanguage): string {
  return format(dayFormats, language, { day: 'numeric', month: 'long', year: 'numeric' }).format(
    date,
  );
}

/** A moment to the minute as `language` writes it, in UTC and saying so. */
export function mailMoment(date: Date, language: SiteLanguage): string {
  return format(momentFormats, language, {
    dateStyle: 'long',
    timeStyle: 'long',
  }).format(date);
}
