import fc from 'fast-check';
import { burstArb, runBurst, type Burst } from './identity-adversary-bursts.js';
import { identityCall } from './identity-call.js';
import {
  ADMIN_ACTIONS,
  PASSWORD,
  TOKEN_ACTIONS,
  attackerEmail,
  b64,
  claimsOf,
  stepArb,
  type AdversaryOptions,
  type AdversaryTarget,
  type Answer,
  type Attacker,
  type Step,
  type TokenChoice,
  type ValueChoice,
  type VictimState,
} from './identity-adversary-steps.js';

/*
 * Runs the attacker of identity-adversary-steps.ts against a target and checks the invariants
 * after every step; throws (with fast-check's counterexample and seed) when one breaks.
 */

type Json = Record<string, unknown>;

const TOKEN_ACTION_SET = new Set<string>(TOKEN_ACTIONS);

/** Wrong guesses per victim over a whole run: under the gate's per-account limit of 20. */
const GUESSES_PER_VICTIM = 5;

const call = identityCall;

function fail(message: string, detail: unknown): never {
  throw new Error(`${message}: ${JSON.stringify(detail).slice(0, 2000)}`);
}

const tokensOf = (answer: Answer) => {
  const result = answer.body['AuthenticationResult'] as Record<string, string> | undefined;
  return result && typeof result === 'object' ? result : undefined;
};

export async function runAdversary(target: AdversaryTarget, options: AdversaryOptions) {
  const { publicUrl, clientId } = target;
  const victims: VictimState[] = [];
  const guesses = new Map<number, number>();
  /**
   * Every value an attacker sent for an attribute, by the attribute's name. An attacker may write
   * any text it knows (a victim's sub among it) into its own name; that text coming back in the
   * same attribute of its own account shows it nothing new.
   */
  const written = new Map<string, Set<string>>();

  /** A victim as it is now, read with its own refresh token: the id token, then GetUser. */
  async function victimNow(refreshToken: string) {
    const refreshed = await call(publicUrl, 'InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: clientId,
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    });
    const tokens = tokensOf(refreshed);
    if (refreshed.status !== 200 || !tokens?.['IdToken'] || !tokens['AccessToken']) {
      fail('A victim can no longer refresh its session', refreshed);
    }
    const user = await call(publicUrl, 'GetUser', { AccessToken: tokens['AccessToken'] });
    const list = (user.body['UserAttributes'] ?? []) as { Name: string; Value: string }[];
    const attributes = Object.fromEntries(
      list
        .filter((a) => ['sub', 'email', 'name', 'email_verified'].includes(a.Name))
        .map((a) => [a.Name, a.Value]),
    );
    const claims = claimsOf(tokens['IdToken']);
    const groups = ((claims['cognito:groups'] ?? []) as string[]).slice().sort();
    return { claims, attributes, groups, username: String(user.body['Username']) };
  }

  for (const victim of target.victims) {
    const signedIn = await call(publicUrl, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: victim.email, PASSWORD: victim.password },
    });
    const refreshToken = tokensOf(signedIn)?.['RefreshToken'];
    if (!refreshToken) fail('A victim could not sign in before the attack', signedIn);
    const now = await victimNow(refreshToken);
    victims.push({
      sub: String(now.claims['sub']),
      username: now.username,
      attributes: now.attributes,
      groups: now.groups,
      refreshToken,
    });
  }
  const victimSubs = new Set(victims.map((v) => v.sub));
  const victimEmails = new Set(target.victims.map((v) => v.email.toLowerCase()));
  const victimGroups = new Set(victims.flatMap((v) => v.groups));

  function checkToken(token: string, kind: 'IdToken' | 'AccessToken') {
    const claims = claimsOf(token);
    const username = kind === 'IdToken' ? claims['cognito:username'] : claims['username'];
    if (claims['sub'] !== username) fail('A token names a sub that is not its username', claims);
    if (victimSubs.has(String(claims['sub']))) fail("A token names a victim's sub", claims);
    const email = typeof claims['email'] === 'string' ? claims['email'].toLowerCase() : '';
    if (victimEmails.has(email)) fail("A token names a victim's address", claims);
    const groups = (claims['cognito:groups'] ?? []) as string[];
    if (groups.some((g) => victimGroups.has(g))) fail("A token carries a victim's groups", claims);
  }

  /** What one answer may not hold: a successful administrator action, another's token or data. */
  function checkAnswer(action: string, answer: Answer) {
    if ((ADMIN_ACTIONS as readonly string[]).includes(action) && answer.status === 200) {
      fail(`${action} succeeded at the public address`, answer);
    }
    const tokens = tokensOf(answer);
    for (const kind of ['IdToken', 'AccessToken'] as const) {
      const token = tokens?.[kind];
      if (token) checkToken(token, kind);
    }
    const attributes = answer.body['UserAttributes'];
    // Everything else in the answer is searched for a victim's sub: the username, the sub
    // attribute, and any attribute whose value the attackers did not write themselves.
    const shown = Array.isArray(attributes)
      ? (attributes as { Name: string; Value: string }[]).filter(
          (a) => a.Name === 'sub' || !written.get(a.Name)?.has(a.Value),
        )
      : attributes;
    const text = JSON.stringify({ ...answer.body, UserAttributes: shown });
    for (const sub of victimSubs)
      if (text.includes(sub)) fail("An answer shows a victim's sub", answer);
    if (Array.isArray(attributes)) {
      for (const a of attributes as { Name: string; Value: string }[]) {
        if (a.Name === 'email' && victimEmails.has(a.Value.toLowerCase())) {
          fail("An answer shows a victim's attributes", answer);
        }
      }
    }
  }

  async function checkAfter(action: string, answer: Answer) {
    checkAnswer(action, answer);
    for (const victim of victims) {
      const now = await victimNow(victim.refreshToken);
      const same =
        now.claims['sub'] === victim.sub &&
        JSON.stringify(now.attributes) === JSON.stringify(victim.attributes) &&
        JSON.stringify(now.groups) === JSON.stringify(victim.groups);
      if (!same) fail(`${action} changed a victim`, { before: victim, after: now });
    }
    await target.checkStore?.();
  }

  async function attackerAccount(): Promise<Attacker> {
    const attacker: Attacker = { email: attackerEmail(), password: PASSWORD };
    const since = Date.now();
    const signedUp = await call(publicUrl, 'SignUp', {
      ClientId: clientId,
      Username: attacker.email,
      Password: attacker.password,
      UserAttributes: [{ Name: 'name', Value: 'Attacker' }],
    });
    if (signedUp.status !== 200) fail('The attacker could not sign up', signedUp);
    await confirm(attacker, since);
    await signIn(attacker);
    return attacker;
  }

  async function confirm(attacker: Attacker, since: number) {
    const code = await target.codeFor(attacker.email, since);
    const answer = await call(publicUrl, 'ConfirmSignUp', {
      ClientId: clientId,
      Username: attacker.email,
      ConfirmationCode: code ?? '000000',
    });
    await checkAfter('ConfirmSignUp', answer);
  }

  async function signIn(attacker: Attacker) {
    const answer = await call(publicUrl, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: attacker.email, PASSWORD: attacker.password },
    });
    const tokens = tokensOf(answer);
    if (tokens?.['IdToken']) {
      attacker.idToken = tokens['IdToken'];
      attacker.accessToken = tokens['AccessToken'];
      attacker.refreshToken = tokens['RefreshToken'];
    }
    await checkAfter('InitiateAuth', answer);
  }

  function resolve(choice: ValueChoice, attacker: Attacker): string {
    switch (choice.kind) {
      case 'victimSub':
        return victims[choice.victim % victims.length]?.sub ?? '';
      case 'victimEmail':
        return target.victims[choice.victim % victims.length]?.email ?? '';
      case 'victimUsername':
        return victims[0]?.username ?? '';
      case 'ownEmail':
        return attacker.email;
      case 'ownSub':
        return attacker.idToken ? String(claimsOf(attacker.idToken)['sub']) : 'no-sub';
      case 'true':
        return 'true';
      case 'clientId':
        return clientId;
      case 'ownAccessToken':
        return attacker.accessToken ?? 'no-token';
      case 'text':
        return choice.text;
    }
  }

  /** The attacker's own access token, or one made from it that names a victim. */
  function token(choice: TokenChoice, attacker: Attacker, victim: number): string {
    const own = attacker.accessToken ?? '';
    const v = victims[victim % victims.length];
    const [head = '', , signature = ''] = own.split('.');
    const claims = own ? claimsOf(own) : {};
    const named = { ...claims, sub: v?.sub, username: v?.username };
    switch (choice) {
      case 'own':
        return own;
      case 'ownId':
        return attacker.idToken ?? '';
      case 'tampered':
        return `${head}.${b64(named)}.${signature}`;
      case 'algNone':
        return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(named)}.`;
      case 'garbage':
        return 'garbage';
    }
  }

  const attributes = (list: { name: string; value: ValueChoice }[], attacker: Attacker) =>
    list.map((a) => {
      const value = resolve(a.value, attacker);
      written.set(a.name, (written.get(a.name) ?? new Set()).add(value));
      return { Name: a.name, Value: value };
    });

  async function run(step: Step, attackers: Attacker[]) {
    const attacker = attackers[('attacker' in step ? step.attacker : 0) % attackers.length]!;
    const send = async (action: string, body: Json) => {
      const answer = await call(publicUrl, action, body);
      await checkAfter(action, answer);
      return answer;
    };
    switch (step.kind) {
      case 'signUp': {
        const email =
          step.username === 'fresh' ? attackerEmail() : resolve(step.username, attacker);
        const body: Json = Object.fromEntries(
          step.extra.map((f) => [f.field, resolve(f.value, attacker)]),
        );
        const since = Date.now();
        const answer = await send('SignUp', {
          ...body,
          ClientId: clientId,
          Username: email,
          Password: step.password,
          UserAttributes: attributes(step.attributes, attacker),
        });
        if (answer.status === 200 && step.username === 'fresh') {
          const created = { email, password: step.password };
          attackers.push(created);
          await confirm(created, since);
        }
        return;
      }
      case 'confirm':
        return confirm(attacker, 0);
      case 'signIn':
        return signIn(attacker);
      case 'refresh':
        await send('InitiateAuth', {
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: clientId,
          AuthParameters: { REFRESH_TOKEN: attacker.refreshToken ?? 'none' },
        });
        return;
      case 'verifyEmail': {
        const since = Date.now();
        await send('GetUserAttributeVerificationCode', {
          AccessToken: attacker.accessToken ?? '',
          AttributeName: 'email',
        });
        const code = (await target.codeFor(attacker.email, since)) ?? '000000';
        await send('VerifyUserAttribute', {
          AccessToken: attacker.accessToken ?? '',
          AttributeName: 'email',
          Code: code,
        });
        return;
      }
      case 'signOut':
        await send('GlobalSignOut', { AccessToken: attacker.accessToken ?? '' });
        return;
      case 'reset': {
        const since = Date.now();
        await send('ForgotPassword', { ClientId: clientId, Username: attacker.email });
        const code = (await target.codeFor(attacker.email, since)) ?? '000000';
        const answer = await send('ConfirmForgotPassword', {
          ClientId: clientId,
          Username: attacker.email,
          ConfirmationCode: code,
          Password: step.password,
        });
        if (answer.status === 200) attacker.password = step.password;
        return;
      }
      case 'guess': {
        const used = guesses.get(step.victim) ?? 0;
        if (used >= GUESSES_PER_VICTIM) return;
        guesses.set(step.victim, used + 1);
        const email = target.victims[step.victim % victims.length]?.email ?? '';
        if (step.what === 'password') {
          await send('InitiateAuth', {
            AuthFlow: 'USER_PASSWORD_AUTH',
            ClientId: clientId,
            AuthParameters: { USERNAME: email, PASSWORD: 'Wrong-guess-1!' },
          });
        } else if (step.what === 'resetCode') {
          await send('ConfirmForgotPassword', {
            ClientId: clientId,
            Username: email,
            ConfirmationCode: '000000',
            Password: 'Owned-by-1-attacker!',
          });
        } else {
          await send('ConfirmSignUp', {
            ClientId: clientId,
            Username: email,
            ConfirmationCode: '000000',
          });
        }
        return;
      }
      case 'getUser':
        await send('GetUser', { AccessToken: token(step.token, attacker, step.victim) });
        return;
      case 'update':
        await send('UpdateUserAttributes', {
          AccessToken: attacker.accessToken ?? '',
          UserAttributes: attributes(step.attributes, attacker),
        });
        return;
      case 'changePassword': {
        const answer = await send('ChangePassword', {
          AccessToken: attacker.accessToken ?? '',
          PreviousPassword: attacker.password,
          ProposedPassword: step.proposed,
        });
        if (answer.status === 200) attacker.password = step.proposed;
        return;
      }
      case 'admin': {
        const victim = target.victims[step.victim % victims.length]!;
        const iss = attacker.idToken ? claimsOf(attacker.idToken)['iss'] : undefined;
        const poolId = typeof iss === 'string' ? iss.split('/').pop() : undefined;
        await send(step.action, {
          UserPoolId: poolId,
          ClientId: clientId,
          Username: victim.email,
          GroupName: 'admin',
          Password: 'Owned-by-1-attacker!',
          TemporaryPassword: 'Owned-by-1-attacker!',
          Permanent: true,
          UserAttributes: [{ Name: 'email', Value: attacker.email }],
          AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: victim.email, PASSWORD: 'Owned-by-1-attacker!' },
          ChallengeName: 'NEW_PASSWORD_REQUIRED',
          ChallengeResponses: { USERNAME: victim.email, NEW_PASSWORD: 'Owned-by-1-attacker!' },
          Session: 'made-up',
          PoolName: 'owned',
          AccessToken: attacker.accessToken ?? '',
        });
        return;
      }
      case 'raw': {
        const body: Json = Object.fromEntries(
          step.fields.map((f) => [f.field, resolve(f.value, attacker)]),
        );
        if (TOKEN_ACTION_SET.has(step.action) && !('AccessToken' in body)) {
          body['AccessToken'] = token(step.token, attacker, step.victim);
        }
        await send(step.action, body);
        return;
      }
    }
  }

  const bursts = target.bursts;
  const anyStep: fc.Arbitrary<Step | Burst> = bursts
    ? fc.oneof({ arbitrary: stepArb(victims.length), weight: 4 }, burstArb)
    : stepArb(victims.length);
  const isBurst = (step: Step | Burst): step is Burst =>
    ['guessBurst', 'signUpBurst', 'mailBurst', 'revoked'].includes(step.kind);

  await fc.assert(
    fc.asyncProperty(
      fc.array(anyStep, { minLength: 1, maxLength: options.maxSteps }),
      async (steps) => {
        const attackers = [await attackerAccount()];
        for (const step of steps) {
          if (!isBurst(step)) {
            await run(step, attackers);
            continue;
          }
          if (!bursts) continue;
          await runBurst(
            step,
            { publicUrl, clientId, codeFor: target.codeFor, ...bursts },
            checkAnswer,
          );
          await checkAfter(step.kind, { status: 0, body: {} });
        }
      },
    ),
    {
      numRuns: options.numRuns,
      ...(options.seed === undefined ? {} : { seed: options.seed }),
      endOnFailure: true,
    },
  );

  for (const victim of target.victims) {
    const signedIn = await call(publicUrl, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: victim.email, PASSWORD: victim.password },
    });
    if (!tokensOf(signedIn)?.['IdToken']) fail("A victim's password no longer signs in", signedIn);
  }
}
