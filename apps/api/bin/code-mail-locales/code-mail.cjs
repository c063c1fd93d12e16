// @ts-check
/*
 * The mails that carry an identity code (sign-up verification, a code sent again, a password
 * reset, an address change), in the recipient's language: the `locale` attribute of their
 * account, English when it has none or one the site does not speak. One catalog per site language
 * beside this file. Read by the embedded emulator (identity-emulator-cognito.cjs), the compose
 * stack's relay (compose/identity/mail-relay-codes.cjs), the identity gate, which takes a
 * `locale` only when it names one of these languages (identity-gate-rules.cjs), and the Amazon
 * Cognito custom message trigger (infra/cognito/custom-message.mjs).
 */
'use strict';

/** @typedef {typeof import('./en.json')} Catalog */
/** @typedef {keyof Catalog} CatalogKey */

/**
 * Each catalog required by name, so that a bundler takes them all along.
 * @type {Record<string, Catalog>}
 */
const CATALOGS = {
  en: require('./en.json'),
  de: require('./de.json'),
  fr: require('./fr.json'),
  es: require('./es.json'),
  it: require('./it.json'),
  pt: require('./pt.json'),
  nl: require('./nl.json'),
  zh: require('./zh.json'),
  ar: require('./ar.json'),
};

/** The site's languages (SITE_LANGUAGES in @family-recipes/shared): the values `locale` may take. */
const LANGUAGES = Object.freeze(Object.keys(CATALOGS));

/**
 * The subject of each kind of code mail, by the name cognito-local gives its source and the
 * action the relay saw (ResendConfirmationCode).
 * @type {Record<string, CatalogKey>}
 */
const SUBJECTS = {
  SignUp: 'subjectVerification',
  ResendCode: 'subjectVerification',
  ResendConfirmationCode: 'subjectVerification',
  ForgotPassword: 'subjectReset',
  AdminCreateUser: 'subjectTemporaryPassword',
  UpdateUserAttribute: 'subjectNewAddress',
  VerifyUserAttribute: 'subjectAddress',
  Authentication: 'subjectSignIn',
};

/**
 * The site language `locale` names ("de", also "de-AT"), or English.
 * @param {unknown} locale
 * @returns {string}
 */
function mailLanguage(locale) {
  const primary = typeof locale === 'string' ? (locale.split(/[-_]/)[0] ?? '').toLowerCase() : '';
  return Object.hasOwn(CATALOGS, primary) ? primary : 'en';
}

/**
 * `template` with each `{name}` and `{code}` replaced in one pass, so that a name holding
 * "{code}" stays as it is.
 * @param {string} template
 * @param {Record<'name' | 'code', string>} values
 */
const fill = (template, values) =>
  template.replace(/\{(name|code)\}/g, (_, key) => values[/** @type {'name' | 'code'} */ (key)]);

/**
 * The subject and the lines of a code mail: the greeting (by name when the account has one), the
 * code, and what to do with a code nobody asked for.
 * @param {string} kind the source or action that made the code (SUBJECTS)
 * @param {{ locale?: unknown, name?: string | undefined, code: string }} details
 * @returns {{ language: string, subject: string, lines: string[] }}
 */
function codeMail(kind, { locale, name, code }) {
  const language = mailLanguage(locale);
  const catalog = CATALOGS[language] ?? CATALOGS.en;
  if (!catalog) throw new Error('The English code mail catalog is missing');
  const subjectKey = Object.hasOwn(SUBJECTS, kind) ? SUBJECTS[kind] : undefined;
  const values = { name: name ?? '', code };
  return {
    language,
    subject: catalog[subjectKey ?? 'subjectOther'],
    lines: [
      fill(name ? catalog.greetingNamed : catalog.greeting, values),
      fill(catalog.code, values),
      catalog.ignore,
    ],
  };
}

module.exports = { LANGUAGES, codeMail };
