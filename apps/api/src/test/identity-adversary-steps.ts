import { randomBytes } from 'node:crypto';
import fc from 'fast-check';

/*
 * An attacker at the identity service's public address, as a browser page or a script can reach
 * it: it signs up and confirms accounts of its own with the codes mailed to it, and sends every
 * public action (and the administrator ones) with generated attribute sets, fields, other
 * accounts' ids, addresses and usernames, and tokens of its own, tampered with or of another kind.
 * After every step the invariants are checked against the victims, accounts it does not own:
 *  - no token handed out names a victim's sub, address or groups, or a sub that is not the
 *    account's own username;
 *  - no answer shows a victim's attributes;
 *  - no administrator action succeeds;
 *  - every victim's attributes and groups are what they were, and its password still signs in.
 * The steps are generated here; identity-adversary.ts runs them. Runs against the embedded emulator
 * (modules/identity/identity-adversary.test.ts) and the compose stack
 * (modules/identity/identity.adversary.ts).
 */

type Json = Record<string, unknown>;

export interface Victim {
  email: string;
  password: string;
}

export interface AdversaryTarget {
  /** The public address of the identity service, as browsers call it. */
  publicUrl: string;
  clientId: string;
  /** The victims, confirmed accounts the attacker does not own (an administrator among them). */
  victims: Victim[];
  /** The newest code mailed to an address of the attacker's own, or undefined. */
  codeFor(email: string, after: number): Promise<string | undefined>;
  /** Extra checks of the whole store, where the test can read it (every account's sub is its own). */
  checkStore?(): Promise<void>;
  /**
   * With this, the attacker also sends concurrent bursts (identity-adversary-bursts.ts), checked
   * against the service's limits.
   */
  bursts?: {
    limits: BurstLimits;
    mailsTo(email: string, after: number): Promise<number>;
  };
}

/** The limits the service keeps, which the attacker's bursts check. */
export interface BurstLimits {
  /** Wrong passwords and codes per account (the gate's `failures`). */
  guessesPerAccount: number;
  /** Codes mailed to one address (the gate's `codesPerAddress`). */
  codesPerAddress: number;
}

export interface AdversaryOptions {
  numRuns: number;
  maxSteps: number;
  seed?: number | undefined;
}

interface Answer {
  status: number;
  body: Json;
}

interface VictimState {
  sub: string;
  username: string;
  attributes: Record<string, string>;
  groups: string[];
  refreshToken: string;
}

interface Attacker {
  email: string;
  password: string;
  idToken?: string;
  accessToken?: string;
  refreshToken?: string;
}

const PASSWORD = 'Kitchen-42!';
const ADMIN_ACTIONS = [
  'AdminCreateUser',
  'AdminAddUserToGroup',
  'AdminSetUserPassword',
  'AdminUpdateUserAttributes',
  'AdminInitiateAuth',
  'AdminConfirmSignUp',
  'AdminDeleteUser',
  'AdminGetUser',
  'ListUsers',
  'CreateUserPool',
  'UpdateUserPool',
  'RespondToAuthChallenge',
  'DeleteUser',
] as const;
/** The public actions that act on the account whose access token they carry. */
const TOKEN_ACTIONS = [
  'GetUser',
  'UpdateUserAttributes',
  'VerifyUserAttribute',
  'GetUserAttributeVerificationCode',
  'ChangePassword',
  'GlobalSignOut',
] as const;
const PUBLIC_ACTIONS = [
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'InitiateAuth',
  'ForgotPassword',
  'ConfirmForgotPassword',
  ...TOKEN_ACTIONS,
  'RevokeToken',
] as const;
const ATTRIBUTE_NAMES = [
  'sub',
  'email',
  'name',
  'email_verified',
  'phone_number_verified',
  'cognito:groups',
  'cognito:username',
  'custom:role',
  'preferred_username',
  'Sub',
  'sub ',
] as const;
const FIELD_NAMES = [
  'ClientId',
  'Username',
  'Password',
  'UserAttributes',
  'UserSub',
  'UserPoolId',
  'AccessToken',
  'AuthFlow',
  'AuthParameters',
  'ConfirmationCode',
  'Session',
  'ChallengeName',
  'ChallengeResponses',
  'GroupName',
  'ClientMetadata',
  '__proto__',
  'constructor',
] as const;

const b64 = (value: Json) => Buffer.from(JSON.stringify(value)).toString('base64url');
function claimsOf(token: string): Json {
  const part = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Json;
}

/** What a value in a generated request stands for, resolved against this run's accounts. */
type ValueChoice =
  | { kind: 'victimSub' | 'victimEmail'; victim: number }
  | { kind: 'ownEmail' | 'ownSub' | 'true' | 'clientId' | 'ownAccessToken' | 'victimUsername' }
  | { kind: 'text'; text: string };

const valueChoice = (victims: number): fc.Arbitrary<ValueChoice> =>
  fc.oneof(
    fc.record({
      kind: fc.constantFrom('victimSub' as const, 'victimEmail' as const),
      victim: fc.nat({ max: victims - 1 }),
    }),
    fc.record({
      kind: fc.constantFrom(
        'ownEmail' as const,
        'ownSub' as const,
        'true' as const,
        'clientId' as const,
        'ownAccessToken' as const,
        'victimUsername' as const,
      ),
    }),
    fc.record({ kind: fc.constant('text' as const), text: fc.string({ maxLength: 40 }) }),
  );

const attributeList = (victims: number) =>
  fc.array(
    fc.record({
      name: fc.oneof(fc.constantFrom(...ATTRIBUTE_NAMES), fc.string({ maxLength: 12 })),
      value: valueChoice(victims),
    }),
    { maxLength: 4 },
  );

type TokenChoice = 'own' | 'ownId' | 'tampered' | 'algNone' | 'garbage';
const tokenChoice = fc.constantFrom<TokenChoice>('own', 'ownId', 'tampered', 'algNone', 'garbage');

type Step =
  | {
      kind: 'signUp';
      username: 'fresh' | ValueChoice;
      password: string;
      attributes: { name: string; value: ValueChoice }[];
      extra: { field: string; value: ValueChoice }[];
    }
  | { kind: 'confirm' | 'signIn' | 'refresh' | 'verifyEmail' | 'signOut'; attacker: number }
  | { kind: 'reset'; attacker: number; password: string }
  | { kind: 'guess'; victim: number; what: 'password' | 'resetCode' | 'signUpCode' }
  | { kind: 'getUser'; attacker: number; token: TokenChoice; victim: number }
  | { kind: 'update'; attacker: number; attributes: { name: string; value: ValueChoice }[] }
  | { kind: 'changePassword'; attacker: number; proposed: string }
  | { kind: 'admin'; action: (typeof ADMIN_ACTIONS)[number]; victim: number }
  | {
      kind: 'raw';
      action: (typeof PUBLIC_ACTIONS)[number];
      attacker: number;
      fields: { field: string; value: ValueChoice }[];
      token: TokenChoice;
      victim: number;
    };

const passwordArb = fc.oneof(
  fc.constant(PASSWORD),
  fc.constantFrom('short1!A', 'alllowercase1!', 'NoNumbers!!', 'NoSymbols123', 'x'),
  fc.string({ maxLength: 20 }),
);

function stepArb(victims: number): fc.Arbitrary<Step> {
  const attacker = fc.nat({ max: 3 });
  const victim = fc.nat({ max: victims - 1 });
  const fields = fc.array(
    fc.record({
      field: fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 10 })),
      value: valueChoice(victims),
    }),
    { maxLength: 4 },
  );
  return fc.oneof(
    {
      arbitrary: fc.record({
        kind: fc.constant('signUp' as const),
        username: fc.oneof(fc.constant('fresh' as const), valueChoice(victims)),
        password: passwordArb,
        attributes: attributeList(victims),
        extra: fields,
      }),
      weight: 4,
    },
    {
      arbitrary: fc.record({
        kind: fc.constantFrom(
          'confirm' as const,
          'signIn' as const,
          'refresh' as const,
          'verifyEmail' as const,
          'signOut' as const,
        ),
        attacker,
      }),
      weight: 5,
    },
    fc.record({ kind: fc.constant('reset' as const), attacker, password: passwordArb }),
    fc.record({
      kind: fc.constant('guess' as const),
      victim,
      what: fc.constantFrom('password' as const, 'resetCode' as const, 'signUpCode' as const),
    }),
    {
      arbitrary: fc.record({
        kind: fc.constant('getUser' as const),
        attacker,
        token: tokenChoice,
        victim,
      }),
      weight: 2,
    },
    {
      arbitrary: fc.record({
        kind: fc.constant('update' as const),
        attacker,
        attributes: attributeList(victims),
      }),
      weight: 2,
    },
    fc.record({ kind: fc.constant('changePassword' as const), attacker, proposed: passwordArb }),
    fc.record({
      kind: fc.constant('admin' as const),
      action: fc.constantFrom(...ADMIN_ACTIONS),
      victim,
    }),
    {
      arbitrary: fc.record({
        kind: fc.constant('raw' as const),
        action: fc.constantFrom(...PUBLIC_ACTIONS),
        attacker,
        fields,
        token: tokenChoice,
        victim,
      }),
      weight: 3,
    },
  );
}

export type { Answer, Attacker, Step, TokenChoice, ValueChoice, VictimState };
export { ADMIN_ACTIONS, PASSWORD, TOKEN_ACTIONS, b64, claimsOf, stepArb };

/** A fresh address of the attacker's own. */
export const attackerEmail = () => `attacker-${randomBytes(5).toString('hex')}@example.test`;
