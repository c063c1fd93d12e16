import { ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { canonicalEmail } from '@family-recipes/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runAdversary } from '../../test/identity-adversary.js';
import type { Victim } from '../../test/identity-adversary-steps.js';
import { startTestIdentity, TEST_ADMIN, type TestIdentity } from '../../test/test-identity.js';
import { createTestUser } from '../../test/test-users.js';
import { createCognitoClient } from './cognito-client.js';

/*
 * The adversarial suite (test/identity-adversary.ts) against the real gate and cognito-local of
 * the embedded defaults: an administrator and two cooks are the victims. FUZZ_SEED replays a run.
 */

const RUNS = 25;
const STEPS = 12;

let identity: TestIdentity;
let victims: Victim[];

beforeAll(async () => {
  // Every attacker account signs up from 127.0.0.1; the per-client limit has tests of its own.
  identity = await startTestIdentity({ clientLimit: 100_000 });
  const cooks = await Promise.all(
    [0, 1].map(() => createTestUser(identity.settings, { groups: ['user'] })),
  );
  victims = [TEST_ADMIN, ...cooks.map((c) => ({ email: c.email, password: c.password }))];
});
afterAll(async () => {
  await identity?.dispose();
});

async function codeFor(email: string, since: number): Promise<string | undefined> {
  const mail = (await identity.mailbox.list(200)).find(
    (m) => m.to === email && Date.parse(m.date) >= since - 1000,
  );
  return /Your code is (\S+)/.exec(mail?.text ?? '')?.[1];
}

/** Every account in the store: its sub is its own username, and no address has two accounts. */
async function checkStore() {
  const client = createCognitoClient(
    'us-east-1',
    identity.emulator.adminEndpoint,
    identity.emulator.adminCredentialsFile,
  );
  try {
    const listed = await client.send(
      new ListUsersCommand({ UserPoolId: identity.settings.userPoolId }),
    );
    const emails = new Set<string>();
    for (const user of listed.Users ?? []) {
      const attribute = (name: string) => user.Attributes?.find((a) => a.Name === name)?.Value;
      expect(attribute('sub')).toBe(user.Username);
      const email = canonicalEmail(attribute('email') ?? '');
      expect(emails.has(email)).toBe(false);
      emails.add(email);
    }
  } finally {
    client.destroy();
  }
}

it('when an attacker sends every public action with generated attributes, fields, foreign subs, addresses, usernames and tokens, and bursts of parallel guesses, sign-ups and mails under other spellings, then no limit is exceeded, no revoked session refreshes, no token names another account, no victim changes and no administrator action succeeds', async () => {
  await runAdversary(
    {
      publicUrl: identity.emulator.endpoint,
      clientId: identity.settings.clientId,
      victims,
      codeFor,
      checkStore,
      bursts: {
        // The gate's defaults: 20 wrong guesses per account, 5 codes per address.
        limits: { guessesPerAccount: 20, codesPerAddress: 5 },
        mailsTo: async (email, since) =>
          (await identity.mailbox.list(200)).filter(
            (m) => m.to === email && Date.parse(m.date) >= since - 1000,
          ).length,
      },
    },
    {
      numRuns: RUNS,
      maxSteps: STEPS,
      seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined,
    },
  );
}, 300_000);
