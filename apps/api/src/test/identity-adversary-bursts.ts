import fc from 'fast-check';
import { identityCall } from './identity-call.js';
import {
  PASSWORD,
  attackerEmail,
  claimsOf,
  type Answer,
  type BurstLimits,
} from './identity-adversary-steps.js';

/*
 * The attacker's concurrent steps (identity-adversary.ts runs them among the others): bursts of
 * parallel guesses, sign-ups and mails, each name sent in another case or as a compatibility
 * variant (the Kelvin sign for "k", full-width letters) or as the account's sub, and a revoked
 * session's refresh. Each burst aims at a mark, a fresh account of the attacker's own whose
 * password and mailbox it knows, so that it can tell what got through. After each burst:
 *  - no more wrong guesses reached the service (answered other than LimitExceededException) than
 *    the per-account limit allows, whatever names carried them, and once the limit is reached the
 *    right password or code is refused too, under any name;
 *  - no second account was made for an address in another case or form;
 *  - no more codes were mailed to one address than the per-address limit allows;
 *  - a refresh token revoked, signed out or outlived by a password change refreshes nothing.
 */

type Json = Record<string, unknown>;

interface BurstTarget {
  publicUrl: string;
  clientId: string;
  limits: BurstLimits;
  codeFor(email: string, after: number): Promise<string | undefined>;
  /** How many mails reached `email` since `after` (an account's every code, sign-up's included). */
  mailsTo(email: string, after: number): Promise<number>;
}

/** How a burst names its mark. */
type NameForm = 'email' | 'upper' | 'sub' | 'kelvin' | 'fullwidth';

export type Burst =
  | { kind: 'guessBurst'; what: 'password' | 'resetCode'; size: number; names: NameForm[] }
  | { kind: 'signUpBurst'; size: number; names: NameForm[] }
  | { kind: 'mailBurst'; size: number; action: 'ForgotPassword' | 'Resend' | 'Verify' }
  | { kind: 'revoked'; how: 'RevokeToken' | 'GlobalSignOut' | 'ChangePassword' };

const nameForm = fc.constantFrom<NameForm>('email', 'upper', 'sub', 'kelvin', 'fullwidth');

export const burstArb: fc.Arbitrary<Burst> = fc.oneof(
  fc.record({
    kind: fc.constant('guessBurst' as const),
    what: fc.constantFrom('password' as const, 'resetCode' as const),
    size: fc.integer({ min: 5, max: 40 }),
    names: fc.array(nameForm, { minLength: 1, maxLength: 5 }),
  }),
  fc.record({
    kind: fc.constant('signUpBurst' as const),
    size: fc.integer({ min: 2, max: 20 }),
    names: fc.array(nameForm, { minLength: 1, maxLength: 5 }),
  }),
  fc.record({
    kind: fc.constant('mailBurst' as const),
    size: fc.integer({ min: 2, max: 20 }),
    action: fc.constantFrom('ForgotPassword' as const, 'Resend' as const, 'Verify' as const),
  }),
  fc.record({
    kind: fc.constant('revoked' as const),
    how: fc.constantFrom(
      'RevokeToken' as const,
      'GlobalSignOut' as const,
      'ChangePassword' as const,
    ),
  }),
);

interface Mark {
  email: string;
  sub: string;
  password: string;
  since: number;
}

function fail(message: string, detail: unknown): never {
  throw new Error(`${message}: ${JSON.stringify(detail).slice(0, 2000)}`);
}

/** The mark's address as the form says: another case, a compatibility character, or its sub. */
function named(mark: Mark, form: NameForm): string {
  switch (form) {
    case 'email':
      return mark.email;
    case 'upper':
      return mark.email.toUpperCase();
    case 'sub':
      return mark.sub;
    case 'kelvin':
      // "attacker-..." holds a k; U+212A KELVIN SIGN is "k" after NFKC and case folding.
      return mark.email.replace('k', '\u212A');
    case 'fullwidth':
      // U+FF41 FULLWIDTH LATIN SMALL LETTER A is "a" after NFKC.
      return mark.email.replace('a', '\uFF41');
  }
}

const limited = (answer: Answer) => answer.body['__type'] === 'LimitExceededException';

/** The per-answer checks of the caller (tokens, shown attributes), run on every answer. */
type AnswerCheck = (action: string, answer: Answer) => void;

export async function runBurst(burst: Burst, target: BurstTarget, check: AnswerCheck) {
  const call = async (action: string, body: Json) => {
    const answer = await identityCall(target.publicUrl, action, body);
    check(action, answer);
    return answer;
  };
  const { clientId } = target;

  const signIn = async (mark: Mark, password = mark.password) =>
    call('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: mark.email, PASSWORD: password },
    });
  const tokens = (answer: Answer) =>
    (answer.body['AuthenticationResult'] ?? {}) as Record<string, string | undefined>;
  const refresh = (token: string | undefined) =>
    call('InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: clientId,
      AuthParameters: { REFRESH_TOKEN: token ?? 'none' },
    });

  /** A fresh confirmed account of the attacker's own. */
  async function newMark(): Promise<Mark> {
    const email = attackerEmail();
    const since = Date.now();
    const signedUp = await call('SignUp', {
      ClientId: clientId,
      Username: email,
      Password: PASSWORD,
      UserAttributes: [{ Name: 'name', Value: 'Mark' }],
    });
    if (signedUp.status !== 200) fail('The mark could not sign up', signedUp);
    const code = await target.codeFor(email, since);
    const confirmed = await call('ConfirmSignUp', {
      ClientId: clientId,
      Username: email,
      ConfirmationCode: code ?? '',
    });
    if (confirmed.status !== 200) fail('The mark could not confirm', confirmed);
    return { email, sub: String(signedUp.body['UserSub']), password: PASSWORD, since };
  }

  const mark = await newMark();
  switch (burst.kind) {
    case 'guessBurst': {
      let code: string | undefined;
      if (burst.what === 'resetCode') {
        const asked = Date.now();
        await call('ForgotPassword', { ClientId: clientId, Username: mark.email });
        code = await target.codeFor(mark.email, asked);
      }
      const name = (i: number) => named(mark, burst.names[i % burst.names.length] ?? 'email');
      const wrong = await Promise.all(
        Array.from({ length: burst.size }, (_, i) =>
          burst.what === 'password'
            ? call('InitiateAuth', {
                AuthFlow: 'USER_PASSWORD_AUTH',
                ClientId: clientId,
                AuthParameters: { USERNAME: name(i), PASSWORD: `Wrong-guess-${i}!` },
              })
            : call('ConfirmForgotPassword', {
                ClientId: clientId,
                Username: name(i),
                ConfirmationCode: code === '000001' ? '000002' : '000001',
                Password: 'Owned-by-1-attacker!',
              }),
        ),
      );
      const reached = wrong.filter((a) => !limited(a)).length;
      if (wrong.some((a) => a.status === 200)) fail('A wrong guess was accepted', wrong);
      if (reached > target.limits.guessesPerAccount) {
        fail('More wrong guesses reached the service than the limit allows', {
          reached,
          limit: target.limits.guessesPerAccount,
          names: burst.names,
        });
      }
      if (reached < target.limits.guessesPerAccount) return;
      // The limit is reached: the right answer is refused too, under every name.
      for (const form of burst.names) {
        const right =
          burst.what === 'password'
            ? await call('InitiateAuth', {
                AuthFlow: 'USER_PASSWORD_AUTH',
                ClientId: clientId,
                AuthParameters: { USERNAME: named(mark, form), PASSWORD: mark.password },
              })
            : await call('ConfirmForgotPassword', {
                ClientId: clientId,
                Username: named(mark, form),
                ConfirmationCode: code ?? '',
                Password: 'Owned-by-1-attacker!',
              });
        if (right.status === 200) fail(`A locked account let in the right ${burst.what}`, form);
      }
      return;
    }
    case 'signUpBurst': {
      const answers = await Promise.all(
        Array.from({ length: burst.size }, (_, i) =>
          call('SignUp', {
            ClientId: clientId,
            Username: named(mark, burst.names[i % burst.names.length] ?? 'email'),
            Password: PASSWORD,
            UserAttributes: [{ Name: 'name', Value: 'Second' }],
          }),
        ),
      );
      const made = answers.filter((a) => a.status === 200);
      if (made.length > 0) fail('A second account was made for an address', made);
      return;
    }
    case 'mailBurst': {
      const signedIn = await signIn(mark);
      const access = tokens(signedIn)['AccessToken'] ?? '';
      const send = () =>
        burst.action === 'ForgotPassword'
          ? call('ForgotPassword', { ClientId: clientId, Username: mark.email })
          : burst.action === 'Resend'
            ? call('ResendConfirmationCode', { ClientId: clientId, Username: mark.email })
            : call('GetUserAttributeVerificationCode', {
                AccessToken: access,
                AttributeName: 'email',
              });
      await Promise.all(Array.from({ length: burst.size }, send));
      const mails = await target.mailsTo(mark.email, mark.since);
      if (mails > target.limits.codesPerAddress) {
        fail('More codes were mailed to one address than the limit allows', {
          mails,
          limit: target.limits.codesPerAddress,
          action: burst.action,
        });
      }
      return;
    }
    case 'revoked': {
      const first = tokens(await signIn(mark));
      const second = tokens(await signIn(mark));
      if (!first['RefreshToken'] || !second['RefreshToken'])
        fail('The mark could not sign in', mark);
      let dead: (string | undefined)[];
      if (burst.how === 'RevokeToken') {
        await call('RevokeToken', { ClientId: clientId, Token: first['RefreshToken'] });
        dead = [first['RefreshToken']];
        if ((await refresh(second['RefreshToken'])).status !== 200) {
          fail('Revoking one sign-in ended another', burst);
        }
      } else if (burst.how === 'GlobalSignOut') {
        await call('GlobalSignOut', { AccessToken: first['AccessToken'] });
        dead = [first['RefreshToken'], second['RefreshToken']];
        const user = await call('GetUser', { AccessToken: first['AccessToken'] });
        if (user.status === 200) fail('An access token still works after a global sign-out', user);
      } else {
        const changed = await call('ChangePassword', {
          AccessToken: first['AccessToken'],
          PreviousPassword: mark.password,
          ProposedPassword: 'Kitchen-43!',
        });
        if (changed.status !== 200) fail('The mark could not change its password', changed);
        dead = [first['RefreshToken'], second['RefreshToken']];
      }
      for (const token of dead) {
        const answer = await refresh(token);
        if (answer.status === 200) {
          const sub = claimsOf(tokens(answer)['IdToken'] ?? 'a.e30.b')['sub'];
          fail(`A refresh token still works after ${burst.how}`, { sub });
        }
      }
      return;
    }
  }
}
