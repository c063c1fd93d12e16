import { readdirSync, readFileSync } from 'node:fs';
import { SITE_LANGUAGES } from '@family-recipes/shared';
import { describe, expect, it } from 'vitest';
import { handler, type CustomMessageEvent } from '../../../../../infra/cognito/custom-message.mjs';

/*
 * Amazon Cognito's custom message trigger (infra/cognito/custom-message.mjs), fed the events
 * Cognito documents for it, and the catalogs it shares with the emulator and the compose relay.
 */

const CATALOG_DIR = new URL('../../../bin/code-mail-locales/', import.meta.url);

/** A custom message event as Cognito sends it (its developer guide's example). */
function cognitoEvent(
  triggerSource: string,
  userAttributes: Record<string, string>,
): CustomMessageEvent & Record<string, unknown> {
  return {
    version: '1',
    region: 'eu-west-1',
    userPoolId: 'eu-west-1_EXAMPLE',
    userName: 'c5c2a9a0-2f8e-4f1b-9c1e-0c1d2e3f4a5b',
    callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: 'example-client' },
    triggerSource,
    request: {
      userAttributes: {
        sub: 'c5c2a9a0-2f8e-4f1b-9c1e-0c1d2e3f4a5b',
        email_verified: 'false',
        'cognito:user_status': 'UNCONFIRMED',
        email: 'cook@example.test',
        ...userAttributes,
      },
      codeParameter: '{####}',
      linkParameter: '{##Click Here##}',
      usernameParameter: null,
    } as CustomMessageEvent['request'],
    response: { smsMessage: null, emailMessage: null, emailSubject: null },
  };
}

const catalog = (language: string) =>
  JSON.parse(readFileSync(new URL(`${language}.json`, CATALOG_DIR), 'utf8')) as Record<
    string,
    string
  >;

describe('the code mail catalogs', () => {
  it('when the catalogs are listed, then there is one for each site language, each with the English keys and placeholders', () => {
    const files = readdirSync(CATALOG_DIR).filter((f) => f.endsWith('.json'));
    expect(files.map((f) => f.replace('.json', '')).sort()).toEqual([...SITE_LANGUAGES].sort());
    const english = catalog('en');
    for (const language of SITE_LANGUAGES) {
      const words = catalog(language);
      expect(Object.keys(words), language).toEqual(Object.keys(english));
      expect(words['code'], language).toContain('{code}');
      expect(words['greetingNamed'], language).toContain('{name}');
      for (const [key, text] of Object.entries(words)) {
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        expect(text.match(/\{\w+\}/g) ?? [], `${language} ${key}`).toEqual(
          english[key]?.match(/\{\w+\}/g) ?? [],
        );
      }
    }
  });
});

describe('the custom message trigger', () => {
  it.each([
    ['CustomMessage_SignUp', 'Ihr Bestätigungscode für Family Recipes'],
    ['CustomMessage_ResendCode', 'Ihr Bestätigungscode für Family Recipes'],
    [
      'CustomMessage_ForgotPassword',
      'Ihr Code zum Zurücksetzen Ihres Passworts für Family Recipes',
    ],
  ])(
    'when %s comes for an account with locale de, then the mail is German and keeps the code placeholder',
    async (source, subject) => {
      const event = await handler(cognitoEvent(source, { locale: 'de', name: 'Oma' }));
      expect(event.response.emailSubject).toBe(subject);
      expect(event.response.emailMessage).toBe(
        '<div lang="de" dir="ltr"><p>Guten Tag Oma,</p><p>Ihr Code lautet {####}</p>' +
          '<p>Falls Sie ihn nicht angefordert haben, können Sie diese Nachricht ignorieren.</p></div>',
      );
    },
  );

  it('when an account has no locale, or one the site does not speak, then the mail is English', async () => {
    const accounts: Record<string, string>[] = [
      {},
      { locale: 'xx' },
      { locale: 'de'.repeat(1024) },
    ];
    for (const attributes of accounts) {
      const event = await handler(cognitoEvent('CustomMessage_SignUp', attributes));
      expect(event.response.emailSubject).toBe('Your Family Recipes verification code');
      expect(event.response.emailMessage).toBe(
        '<div lang="en" dir="ltr"><p>Hello,</p><p>Your code is {####}</p>' +
          '<p>If you did not ask for it, you can ignore this message.</p></div>',
      );
    }
  });

  it('when the account is Arabic, then the message reads right to left; a regional locale uses its language', async () => {
    const arabic = await handler(cognitoEvent('CustomMessage_ForgotPassword', { locale: 'ar' }));
    expect(arabic.response.emailMessage).toMatch(/^<div lang="ar" dir="rtl"><p>مرحبًا،<\/p>/);
    expect(arabic.response.emailMessage).toContain('<p>رمزك هو {####}</p>');
    const swiss = await handler(cognitoEvent('CustomMessage_SignUp', { locale: 'fr-CH' }));
    expect(swiss.response.emailSubject).toBe('Votre code de vérification Family Recipes');
  });

  it('when the name holds markup or a placeholder, then it is shown as text and the code goes where Cognito puts it', async () => {
    const event = await handler(
      cognitoEvent('CustomMessage_SignUp', { locale: 'en', name: '<img src=x> {code} & co' }),
    );
    expect(event.response.emailMessage).toContain(
      '<p>Hello &#60;img src=x&#62; {code} &#38; co,</p><p>Your code is {####}</p>',
    );
  });

  it('when a message the trigger does not write comes (a temporary password, an SMS code), then the event is given back as it came', async () => {
    for (const source of ['CustomMessage_AdminCreateUser', 'CustomMessage_Authentication']) {
      const event = cognitoEvent(source, { locale: 'de' });
      const answered = await handler(structuredClone(event));
      expect(answered).toEqual(event);
    }
  });
});
