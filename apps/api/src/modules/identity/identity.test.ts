import net from 'node:net';
import {
  InitiateAuthCommand,
  SignUpCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { PROVIDER_MESSAGES } from '@family-recipes/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestIdentity, TEST_ADMIN, type TestIdentity } from '../../test/test-identity.js';
import { bootstrapEmulatorIdentity } from './bootstrap.js';
import { withCognitoClient } from './cognito-client.js';
import { startIdentityEmulator } from './emulator.js';
import { claimsOf } from '../../test/test-tokens.js';

/** The gate's answer as the comparisons print it: status and body, worded as the pages expect. */
const answered = (type: string, message: string) =>
  `400 ${JSON.stringify({ __type: type, message })}`;

let identity: TestIdentity;

beforeAll(async () => {
  identity = await startTestIdentity();
});
afterAll(async () => {
  await identity.dispose();
});

/** Runs `work` with a client of the emulator's public address. */
const atPublicAddress = <T>(work: (client: CognitoIdentityProviderClient) => Promise<T>) =>
  withCognitoClient({ region: 'us-east-1', endpoint: identity.emulator.endpoint }, work);

/** Signs `email` up at the public address with the password Kitchen-42!. */
const signUp = (email: string, more: { Name: string; Value: string }[] = []) =>
  atPublicAddress((client) =>
    client.send(
      new SignUpCommand({
        ClientId: identity.settings.clientId,
        Username: email,
        Password: 'Kitchen-42!',
        UserAttributes: [{ Name: 'email', Value: email }, ...more],
      }),
    ),
  );

describe('embedded identity', () => {
  it('when bootstrapped a second time, then the same pool and client are reused', async () => {
    const again = await bootstrapEmulatorIdentity({
      endpoint: identity.emulator.adminEndpoint,
      adminCredentialsFile: identity.emulator.adminCredentialsFile,
      browserEndpoint: identity.emulator.endpoint,
      region: 'us-east-1',
      devAdmin: TEST_ADMIN,
    });
    expect(again).toEqual(identity.settings);
    expect(again.userPoolId).toMatch(/^[\w-]+_[0-9a-zA-Z]+$/);
  });

  it('when the development admin logs in, then the id token carries both groups and the emulator issuer', async () => {
    const auth = await atPublicAddress((client) =>
      client.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: identity.settings.clientId,
          AuthParameters: { USERNAME: TEST_ADMIN.email, PASSWORD: TEST_ADMIN.password },
        }),
      ),
    );
    const idToken = auth.AuthenticationResult?.IdToken ?? '';
    const c = claimsOf(idToken);
    expect(c['email']).toBe(TEST_ADMIN.email);
    expect(c['name']).toBe('Site Admin');
    expect(c['cognito:groups']).toEqual(expect.arrayContaining(['admin', 'user']));
    expect(c['iss']).toBe(`${identity.emulator.endpoint}/${identity.settings.userPoolId}`);
  });

  it('when someone signs up, then the verification code lands in the development mailbox', async () => {
    const email = `cook-${Date.now()}@example.test`;
    await signUp(email, [{ Name: 'name', Value: 'Nonna' }]);
    const mail = (await identity.mailbox.list()).find((m) => m.to === email);
    expect(mail?.subject).toBe('Your Family Recipes verification code');
    expect(mail?.text).toMatch(/Hello Nonna,[\s\S]*Your code is \d{6}/);
  });

  it('when the wanted port is taken, then another free loopback port is used and reported', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    const taken = typeof address === 'object' && address ? address.port : 0;
    const emulator = await startIdentityEmulator({
      stateDir: `${identity.dir}/second`,
      mailboxDir: `${identity.dir}/second-mail`,
      port: taken,
      allowedOrigins: [],
    });
    try {
      expect(emulator.portChanged).toBe(true);
      expect(emulator.port).not.toBe(taken);
      const res = await fetch(`${emulator.endpoint}/health`);
      expect(res.ok).toBe(true);
    } finally {
      await emulator.stop();
      blocker.close();
    }
    await expect(fetch(`${emulator.endpoint}/health`)).rejects.toThrow();
  });

  it('when the port found free is taken by another process before the emulator listens, then it starts on another one', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    const taken = typeof address === 'object' && address ? address.port : 0;
    // The first port "found free" is the one the blocker holds, as when a second site starting
    // at the same moment takes it between the check and the emulator's own listen.
    const asked: number[] = [];
    const emulator = await startIdentityEmulator({
      stateDir: `${identity.dir}/raced`,
      mailboxDir: `${identity.dir}/raced-mail`,
      port: 0,
      allowedOrigins: [],
      choosePort: async (wanted) => {
        asked.push(wanted);
        if (asked.length === 1) return taken;
        const probe = net.createServer();
        await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
        const free = probe.address();
        await new Promise((resolve) => probe.close(resolve));
        return typeof free === 'object' && free ? free.port : 0;
      },
    });
    try {
      expect(asked).toEqual([0, 0]);
      expect(emulator.port).not.toBe(taken);
      expect((await fetch(`${emulator.endpoint}/health`)).ok).toBe(true);
    } finally {
      await emulator.stop();
      blocker.close();
    }
  });
});

describe('calls made before sign-in and who is registered', () => {
  /** One call to the emulator as the browser makes it: status and body, and how long it took. */
  async function call(target: string, body: Record<string, unknown>) {
    const started = performance.now();
    const res = await fetch(`${identity.emulator.endpoint}/`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-amz-json-1.1',
        'X-Amz-Target': `AWSCognitoIdentityProviderService.${target}`,
      },
      body: JSON.stringify({ ClientId: identity.settings.clientId, ...body }),
    });
    const text = await res.text();
    return { answer: `${res.status} ${text}`, ms: performance.now() - started };
  }

  /**
   * The lower quartile: a busy machine only ever adds time, so the quicker calls show each path's
   * own cost (a registered address that did more work would be slower in them too).
   */
  const lowerQuartile = (values: number[]) =>
    [...values].sort((a, b) => a - b)[values.length >> 2] ?? 0;

  /** The answers for a registered and an unknown address, asked alternately `rounds` times. */
  async function compare(
    rounds: number,
    target: string,
    body: (email: string) => Record<string, unknown>,
  ) {
    const registered = `Known.Cook-${Date.now()}@example.test`;
    await signUp(registered);
    const unknown = `Kxxxx.Cxxx-${Date.now()}@example.test`;
    const seen = { registered: new Set<string>(), unknown: new Set<string>() };
    const times = { registered: [] as number[], unknown: [] as number[] };
    const emails = { registered, unknown };
    for (let i = 0; i < rounds; i += 1) {
      // Turn about, so that neither address always meets a warmer or a busier moment.
      const order =
        i % 2 === 0 ? (['registered', 'unknown'] as const) : (['unknown', 'registered'] as const);
      for (const kind of order) {
        const email = emails[kind];
        const { answer, ms } = await call(target, body(email));
        seen[kind].add(answer);
        times[kind].push(ms);
      }
    }
    return {
      registered: [...seen.registered],
      unknown: [...seen.unknown],
      quickTimes: [lowerQuartile(times.registered), lowerQuartile(times.unknown)] as const,
    };
  }

  it('when a reset code is asked for a registered and an unknown address, then the answers are the same', async () => {
    // Four rounds: the sign-up and four resets are the five codes an address may be mailed an hour.
    const result = await compare(4, 'ForgotPassword', (email) => ({ Username: email }));
    expect(result.registered).toEqual(result.unknown);
    expect(result.registered).toHaveLength(1);
    expect(result.registered[0]).toMatch(/^200 .*"Destination":"K\*\*\*@e\*\*\*"/);
    const [a, b] = result.quickTimes;
    expect(Math.abs(a - b)).toBeLessThan(Math.max(10, 0.5 * Math.max(a, b)));
  });

  it('when someone logs in with a wrong password, then a registered and an unknown address get the same refusal', async () => {
    const result = await compare(5, 'InitiateAuth', (email) => ({
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: 'Wrong-Password-1!' },
    }));
    expect(result.registered).toEqual(result.unknown);
    expect(result.registered).toEqual([
      answered('NotAuthorizedException', PROVIDER_MESSAGES.incorrectCredentials),
    ]);
  });

  it('when a reset or sign-up code is tried for a registered and an unknown address, then both get the same refusal', async () => {
    // No reset code was mailed to either: it reads as expired. A sign-up code reads as wrong.
    for (const [target, body, refusal] of [
      [
        'ConfirmForgotPassword',
        { ConfirmationCode: '000000', Password: 'Kitchen-43!' },
        answered('ExpiredCodeException', PROVIDER_MESSAGES.codeExpired),
      ],
      [
        'ConfirmSignUp',
        { ConfirmationCode: '000000' },
        answered('CodeMismatchException', PROVIDER_MESSAGES.codeMismatch),
      ],
    ] as const) {
      const result = await compare(2, target, (email) => ({ Username: email, ...body }));
      expect(result.registered).toEqual(result.unknown);
      expect(result.registered).toEqual([refusal]);
    }
  });
});
