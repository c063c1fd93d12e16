import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityAnswer } from '../../test/identity-call.js';
import { startLimitedIdentity, type LimitedIdentity } from '../../test/limited-identity.js';

/*
 * The identity gate's limits, codes and addresses, in front of the real cognito-local in this
 * process, with the gate's clock and limits in the test's hand: limits that hold for requests
 * sent at once and whatever name or spelling they use, codes that expire, serve one purpose and
 * are used once, and one account per address.
 */

const GUESSES = 5;
const CODES_PER_ADDRESS = 3;
const PASSWORD = 'Kitchen-cook-42!';
const MINUTE = 60_000;

let clock = Date.now();
const now = () => clock;
let id: LimitedIdentity;

beforeAll(async () => {
  id = await startLimitedIdentity(
    { signUps: 1000, codes: 1000, failures: GUESSES, codesPerAddress: CODES_PER_ADDRESS },
    now,
  );
});
afterAll(async () => {
  await id?.dispose();
});

const freshEmail = (name = 'cook') => `${name}-${randomBytes(5).toString('hex')}@example.com`;
const forwarded = (action: string) => id.forwarded.get(action) ?? 0;

/** The last code mailed to `to` for `source` (SignUp, ForgotPassword, UpdateUserAttribute). */
function codeFor(to: string, source: string): string {
  const mail = id.mails.filter((m) => m.to === to && m.source === source).at(-1);
  if (!mail) throw new Error(`No ${source} code mailed to ${to}`);
  return mail.code;
}

/** A code that is not `code`. */
const wrong = (code: string, n = 0) => String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');

const signUp = (email: string, at = id) =>
  at.call('SignUp', {
    ClientId: at.clientId,
    Username: email,
    Password: PASSWORD,
    UserAttributes: [{ Name: 'email', Value: email }],
  });

const signIn = (name: string, password = PASSWORD) =>
  id.call('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: id.clientId,
    AuthParameters: { USERNAME: name, PASSWORD: password },
  });

/** A confirmed account: its address and sub. */
async function confirmedCook(email = freshEmail()): Promise<{ email: string; sub: string }> {
  const made = await signUp(email);
  expect(made.status).toBe(200);
  const confirmed = await id.call('ConfirmSignUp', {
    ClientId: id.clientId,
    Username: email,
    ConfirmationCode: codeFor(email, 'SignUp'),
  });
  expect(confirmed.status).toBe(200);
  return { email, sub: String(made.body['UserSub']) };
}

const accessTokenOf = (answer: IdentityAnswer) =>
  String((answer.body['AuthenticationResult'] as Record<string, unknown>)['AccessToken']);

const resetWith = (name: string, code: string, password = 'Kitchen-new-43!') =>
  id.call('ConfirmForgotPassword', {
    ClientId: id.clientId,
    Username: name,
    ConfirmationCode: code,
    Password: password,
  });

/** Moves the gate's clock past the guess window (ten minutes). */
const pastGuessWindow = () => {
  clock += 11 * MINUTE;
};

describe('guesses', () => {
  it('when 60 wrong reset codes arrive at once, then at most the guess limit reach cognito-local, the rest are LimitExceededException, and the right code is refused too whether the sub or the address in capitals names the account', async () => {
    const cook = await confirmedCook();
    expect(
      (await id.call('ForgotPassword', { ClientId: id.clientId, Username: cook.email })).status,
    ).toBe(200);
    const code = codeFor(cook.email, 'ForgotPassword');
    const before = forwarded('ConfirmForgotPassword');

    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => resetWith(cook.email, wrong(code, i))),
    );

    const sent = forwarded('ConfirmForgotPassword') - before;
    expect(sent).toBeLessThanOrEqual(GUESSES);
    const types = answers.map((a) => a.body['__type']);
    expect(types.filter((t) => t === 'LimitExceededException')).toHaveLength(60 - sent);
    expect(types.filter((t) => t !== 'LimitExceededException')).toEqual(
      Array<string>(sent).fill('CodeMismatchException'),
    );
    for (const name of [cook.sub, cook.email.toUpperCase()]) {
      expect((await resetWith(name, code)).body['__type']).toBe('LimitExceededException');
    }
    expect(forwarded('ConfirmForgotPassword') - before).toBe(sent);
    pastGuessWindow();
    expect((await signIn(cook.email)).status).toBe(200);
  });

  it('when 80 wrong passwords arrive at once under several spellings of the address, then at most the guess limit reach cognito-local and the right password is refused until the window passes', async () => {
    const cook = await confirmedCook();
    const names = [cook.email, cook.email.toUpperCase(), cook.sub, cook.email.replace('c', 'C')];
    const before = forwarded('InitiateAuth');

    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, i) => signIn(names[i % names.length] ?? '', `Wrong-${i}-pw!`)),
    );

    const sent = forwarded('InitiateAuth') - before;
    expect(sent).toBeLessThanOrEqual(GUESSES);
    expect(answers.filter((a) => a.body['__type'] === 'LimitExceededException')).toHaveLength(
      80 - sent,
    );
    expect((await signIn(cook.email)).body['__type']).toBe('LimitExceededException');
    pastGuessWindow();
    expect((await signIn(cook.email.toUpperCase())).status).toBe(200);
  });

  it('when a cook signs in right more often than the guess limit, then every sign-in works: a right guess gives its slot back', async () => {
    const cook = await confirmedCook();

    const answers = [];
    for (let i = 0; i < GUESSES * 2; i++) answers.push((await signIn(cook.email)).status);

    expect(answers).toEqual(Array<number>(GUESSES * 2).fill(200));
  });
});

describe('sign-ups and mails', () => {
  it('when 30 sign-ups arrive at once against a sign-up limit of 16, then exactly 16 are accepted and 16 codes mailed', async () => {
    const own = await startLimitedIdentity({ signUps: 16 }, now);
    try {
      const emails = Array.from({ length: 30 }, () => freshEmail('flood'));

      const answers = await Promise.all(emails.map((email) => signUp(email, own)));

      expect(answers.filter((a) => a.status === 200)).toHaveLength(16);
      expect(answers.filter((a) => a.body['__type'] === 'LimitExceededException')).toHaveLength(14);
      expect(own.mails.filter((m) => m.source === 'SignUp')).toHaveLength(16);
    } finally {
      await own.dispose();
    }
  });

  it('when UpdateUserAttributes sets an address more often than its address may be mailed, then it is refused with LimitExceededException and nothing more is mailed', async () => {
    const cook = await confirmedCook();
    const token = accessTokenOf(await signIn(cook.email));
    const next = freshEmail('moved');
    const update = () =>
      id.call('UpdateUserAttributes', {
        AccessToken: token,
        UserAttributes: [{ Name: 'email', Value: next }],
      });
    for (let i = 0; i < CODES_PER_ADDRESS; i++) expect((await update()).status).toBe(200);
    const mailed = id.mails.length;

    const refused = await update();

    expect(refused.body['__type']).toBe('LimitExceededException');
    expect(id.mails).toHaveLength(mailed);
  });
});

describe('codes', () => {
  it('when a reset code is entered past one hour, then ExpiredCodeException, nothing is forwarded and the old password still signs in', async () => {
    const cook = await confirmedCook();
    await id.call('ForgotPassword', { ClientId: id.clientId, Username: cook.email });
    const code = codeFor(cook.email, 'ForgotPassword');
    const before = forwarded('ConfirmForgotPassword');
    clock += 61 * MINUTE;

    const late = await resetWith(cook.email, code);

    expect(late.body).toEqual({
      __type: 'ExpiredCodeException',
      message: 'Invalid code provided, please request a code again.',
    });
    expect(forwarded('ConfirmForgotPassword')).toBe(before);
    expect((await signIn(cook.email)).status).toBe(200);
  });

  it('when a reset code was used, then it cannot be used again, also after a restart of the gate, whose record file is 0600', async () => {
    const cook = await confirmedCook();
    await id.call('ForgotPassword', { ClientId: id.clientId, Username: cook.email });
    const code = codeFor(cook.email, 'ForgotPassword');
    await id.restartGate();

    expect((await resetWith(cook.email, code, 'Kitchen-first-44!')).status).toBe(200);
    const again = await resetWith(cook.email, code, 'Kitchen-second-45!');

    expect(again.body['__type']).toBe('ExpiredCodeException');
    expect((await signIn(cook.email, 'Kitchen-first-44!')).status).toBe(200);
    expect((await signIn(cook.email, 'Kitchen-second-45!')).status).toBe(400);
    const file = await stat(path.join(id.stateDir, 'codes.json'));
    expect(file.mode & 0o777).toBe(0o600);
  });

  it("when a reset code is sent to ConfirmSignUp after the cook changed their address to someone else's, then it is refused, nothing is forwarded and the new address is not marked verified", async () => {
    const cook = await confirmedCook();
    await id.call('ForgotPassword', { ClientId: id.clientId, Username: cook.email });
    const resetCode = codeFor(cook.email, 'ForgotPassword');
    const token = accessTokenOf(await signIn(cook.email));
    const victim = freshEmail('victim');
    const moved = await id.call('UpdateUserAttributes', {
      AccessToken: token,
      UserAttributes: [{ Name: 'email', Value: victim }],
    });
    expect(moved.status).toBe(200);
    const before = forwarded('ConfirmSignUp');

    const replays = [cook.sub, victim].map((name) =>
      id.call('ConfirmSignUp', {
        ClientId: id.clientId,
        Username: name,
        ConfirmationCode: resetCode,
      }),
    );

    for (const replay of await Promise.all(replays)) {
      expect(replay.body['__type']).toBe('CodeMismatchException');
    }
    expect(forwarded('ConfirmSignUp')).toBe(before);
    const stored = await id.storedAttributes(cook.sub);
    expect(stored['email']).toBe(victim);
    expect(stored['email_verified']).not.toBe('true');
  });

  it('when ConfirmSignUp names an unknown address, a registered unconfirmed one with a wrong code, or a confirmed one, then the three answers are the same, field by field', async () => {
    const waiting = freshEmail('waiting');
    expect((await signUp(waiting)).status).toBe(200);
    const confirmed = await confirmedCook();
    const confirm = (name: string, code: string) =>
      id.call('ConfirmSignUp', { ClientId: id.clientId, Username: name, ConfirmationCode: code });

    const unknown = await confirm(freshEmail('nobody'), '123456');
    const answers = [
      await confirm(waiting, wrong(codeFor(waiting, 'SignUp'))),
      await confirm(confirmed.email, '123456'),
    ];

    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      __type: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
    });
    for (const answer of answers) {
      expect(answer.status).toBe(unknown.status);
      expect(answer.body['__type']).toBe(unknown.body['__type']);
      expect(answer.body['message']).toBe(unknown.body['message']);
      expect(answer.headers.get('content-type')).toBe(unknown.headers.get('content-type'));
    }
  });
});

describe('one account per address', () => {
  it.each([
    ['in capitals', (email: string) => email.toUpperCase()],
    ['with a Kelvin sign for its k', (email: string) => email.replace('k', '\u212A')],
    ['in full-width letters', (email: string) => email.replace('kate', '\uFF4B\uFF41\uFF54\uFF45')],
  ])(
    'when an address is signed up again %s, then UsernameExistsException and no second account is made',
    async (_label, variant) => {
      const email = freshEmail('kate');
      expect((await signUp(email)).status).toBe(200);

      const again = await signUp(variant(email));

      expect(again.status).toBe(400);
      expect(again.body).toEqual({
        __type: 'UsernameExistsException',
        message: 'An account with the given email already exists.',
      });
      expect(id.mails.filter((m) => m.to === email && m.source === 'SignUp')).toHaveLength(1);
    },
  );

  it('when the same address is signed up in two spellings at once, then exactly one account is made', async () => {
    const email = freshEmail('kate');

    const answers = await Promise.all([signUp(email), signUp(email.toUpperCase())]);

    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(id.mails.filter((m) => m.to === email)).toHaveLength(1);
  });

  it("when a cook sets another account's address in another case, then AliasExistsException and the cook keeps their own address", async () => {
    const owner = await confirmedCook();
    const cook = await confirmedCook();
    const token = accessTokenOf(await signIn(cook.email));

    const answer = await id.call('UpdateUserAttributes', {
      AccessToken: token,
      UserAttributes: [{ Name: 'email', Value: owner.email.toUpperCase() }],
    });

    expect(answer.body['__type']).toBe('AliasExistsException');
    expect((await id.storedAttributes(cook.sub))['email']).toBe(cook.email);
  });
});
