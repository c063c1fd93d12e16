import { randomBytes } from 'node:crypto';
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { identityCall } from '../../test/identity-call.js';
import { type Json } from '../../test/test-tokens.js';
import { createCook } from '../../test/test-users.js';
import { useTestApp } from '../../test/use-test-app.js';
import { withCognitoClient } from './cognito-client.js';

/*
 * The code mails of the real emulator, behind the real gate, read from the development mailbox:
 * written in the language of the account's `locale` attribute, which the gate takes only when it
 * names one of the site's languages.
 */

const t = useTestApp();
let publicUrl: string;
let clientId: string;

beforeAll(() => {
  publicUrl = t.identity.emulator.endpoint;
  clientId = t.identity.settings.clientId;
});

const PASSWORD = 'Kitchen-42!';
const call = (action: string, body: Json) => identityCall(publicUrl, action, body);
const freshEmail = () => `mail-${randomBytes(5).toString('hex')}@example.test`;

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The development mailbox's messages to `email`, newest first. */
async function mailsTo(email: string): Promise<Mail[]> {
  const res = await request(t.app)
    .get(`/dev/mail?to=${encodeURIComponent(email)}`)
    .expect(200);
  return res.body as Mail[];
}

/** The newest mail to `email` and the code in it, as the browser tests read it. */
async function newestMail(email: string): Promise<Mail & { code: string }> {
  const [mail] = await mailsTo(email);
  if (!mail) throw new Error(`No mail to ${email}`);
  return { ...mail, code: /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '' };
}

const signUp = (email: string, more: { Name: string; Value: string }[]) =>
  call('SignUp', {
    ClientId: clientId,
    Username: email,
    Password: PASSWORD,
    UserAttributes: [{ Name: 'email', Value: email }, ...more],
  });

async function accountExists(email: string): Promise<boolean> {
  const { adminEndpoint: endpoint, adminCredentialsFile } = t.identity.emulator;
  try {
    await withCognitoClient({ region: 'us-east-1', endpoint, adminCredentialsFile }, (client) =>
      client.send(
        new AdminGetUserCommand({ UserPoolId: t.identity.settings.userPoolId, Username: email }),
      ),
    );
    return true;
  } catch (err) {
    if (err instanceof Error && err.name === 'UserNotFoundException') return false;
    throw err;
  }
}

describe('code mails in the reader’s language', () => {
  it('when a visitor signs up in German, then the verification mail and later the reset mail are German, and both codes work', async () => {
    const email = freshEmail();
    const signedUp = await signUp(email, [
      { Name: 'name', Value: 'Oma' },
      { Name: 'locale', Value: 'de' },
    ]);
    expect(signedUp.status).toBe(200);

    const verification = await newestMail(email);
    expect(verification.subject).toBe('Ihr Bestätigungscode für Family Recipes');
    expect(verification.text).toBe(
      `Guten Tag Oma,\n\nIhr Code lautet ${verification.code}\n\n` +
        'Falls Sie ihn nicht angefordert haben, können Sie diese Nachricht ignorieren.',
    );
    const confirmed = await call('ConfirmSignUp', {
      ClientId: clientId,
      Username: email,
      ConfirmationCode: verification.code,
    });
    expect(confirmed.status).toBe(200);

    expect((await call('ForgotPassword', { ClientId: clientId, Username: email })).status).toBe(
      200,
    );
    const reset = await newestMail(email);
    expect(reset.subject).toBe('Ihr Code zum Zurücksetzen Ihres Passworts für Family Recipes');
    expect(reset.text).toMatch(/^Guten Tag Oma,\n\nIhr Code lautet \d{6}\n\n/);
    const changed = await call('ConfirmForgotPassword', {
      ClientId: clientId,
      Username: email,
      ConfirmationCode: reset.code,
      Password: 'Kitchen-43!',
    });
    expect(changed.status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it.each([
    [
      'zh',
      '您的 Family Recipes 验证码',
      /^您好：\n\n您的验证码是：(\d{6})\n\n如果这不是您本人的操作/,
    ],
    ['ar', 'رمز التحقق الخاص بك في Family Recipes', /^مرحبًا،\n\nرمزك هو (\d{6})\n\nإذا لم تطلب/],
  ])(
    'when a visitor signs up in %s, then the verification mail is in that language',
    async (locale, subject, text) => {
      const email = freshEmail();
      expect((await signUp(email, [{ Name: 'locale', Value: locale }])).status).toBe(200);
      const mail = await newestMail(email);
      expect(mail.subject).toBe(subject);
      expect(text.exec(mail.text)?.[1]).toBe(mail.code);
    },
  );

  it('when a visitor signs up without a locale, then the mail is the English one as before', async () => {
    const email = freshEmail();
    expect((await signUp(email, [{ Name: 'name', Value: 'Nonna' }])).status).toBe(200);
    const mail = await newestMail(email);
    expect(mail.subject).toBe('Your Family Recipes verification code');
    expect(mail.text).toBe(
      `Hello Nonna,\n\nYour code is ${mail.code}\n\n` +
        'If you did not ask for it, you can ignore this message.',
    );
  });

  it.each([
    ['a language the site does not speak', 'xx'],
    ['a regional form', 'de-DE'],
    ['a 2 KB string', 'de'.repeat(1024)],
    ['an empty string', ''],
  ])('when SignUp sets locale to %s, then 400, no account and no mail', async (_, locale) => {
    const email = freshEmail();
    const answer = await signUp(email, [{ Name: 'locale', Value: locale }]);
    expect(answer.status).toBe(400);
    expect(answer.body['__type']).toBe('InvalidParameterException');
    expect(answer.body['message']).toBe('locale must be one of en, de, fr, es, it, pt, nl, zh, ar');
    expect(await accountExists(email)).toBe(false);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('when a signed-in cook switches to French, then their locale says so, their reset mail is French, and a locale the site does not speak is refused', async () => {
    const cook = await createCook(t, 'Mamie');
    const updated = await call('UpdateUserAttributes', {
      AccessToken: cook.accessToken,
      UserAttributes: [{ Name: 'locale', Value: 'fr' }],
    });
    expect(updated.status).toBe(200);
    const refused = await call('UpdateUserAttributes', {
      AccessToken: cook.accessToken,
      UserAttributes: [{ Name: 'locale', Value: 'klingon' }],
    });
    expect(refused.status).toBe(400);
    const user = await call('GetUser', { AccessToken: cook.accessToken });
    const attributes = user.body['UserAttributes'] as { Name: string; Value: string }[];
    expect(attributes.find((a) => a.Name === 'locale')?.Value).toBe('fr');

    await call('ForgotPassword', { ClientId: clientId, Username: cook.email });
    const reset = await newestMail(cook.email);
    expect(reset.subject).toBe('Votre code de réinitialisation du mot de passe Family Recipes');
    expect(reset.text).toMatch(/^Bonjour Mamie,\n\nVotre code est \d{6}\n\n/);
  });
});
