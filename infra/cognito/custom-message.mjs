// @ts-check
/*
 * Amazon Cognito's custom message trigger for the site's user pool: the codes it mails (sign-up
 * verification, a code sent again, a password reset, an address change) go out in the language of
 * the account's `locale` attribute, which the site's sign-up and language menu set; English when it
 * has none. The words are the ones the embedded emulator and the compose stack's relay use
 * (apps/api/bin/code-mail-locales). Cognito puts the code where `codeParameter` stands. Other
 * messages (a temporary password, a sign-in code) keep the pool's own.
 */
import codeMails from '../../apps/api/bin/code-mail-locales/code-mail.cjs';

/**
 * The part of Cognito's custom message event this trigger reads and sets.
 * @typedef {{
 *   triggerSource: string,
 *   request: { codeParameter: string, userAttributes?: Record<string, string | undefined> },
 *   response: { emailSubject?: string | null, emailMessage?: string | null, smsMessage?: string | null },
 * }} CustomMessageEvent
 */

/** The trigger sources whose mail is written here, by the kind of code mail each one is. */
const KINDS = /** @type {Record<string, string>} */ ({
  CustomMessage_SignUp: 'SignUp',
  CustomMessage_ResendCode: 'ResendCode',
  CustomMessage_ForgotPassword: 'ForgotPassword',
  CustomMessage_UpdateUserAttribute: 'UpdateUserAttribute',
  CustomMessage_VerifyUserAttribute: 'VerifyUserAttribute',
});

/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Sets the subject and the message of a code mail. Cognito sends the message as HTML: each line a
 * paragraph, escaped (the name is the one a cook typed); the placeholder, `{####}`, holds nothing
 * HTML changes, and Cognito replaces it with the code.
 * @template {CustomMessageEvent} E
 * @param {E} event
 * @returns {Promise<E>}
 */
export async function handler(event) {
  const kind = Object.hasOwn(KINDS, event.triggerSource) ? KINDS[event.triggerSource] : undefined;
  if (!kind) return event;
  const attributes = event.request.userAttributes ?? {};
  const { language, subject, lines } = codeMails.codeMail(kind, {
    locale: attributes.locale,
    name: attributes.name,
    code: event.request.codeParameter,
  });
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  event.response.emailSubject = subject;
  event.response.emailMessage = `<div lang="${language}" dir="${direction}">${paragraphs}</div>`;
  return event;
}
