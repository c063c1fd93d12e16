import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { beforeAll, it, vi } from 'vitest';
import { identityCall } from '../../test/identity-call.js';
import { runAdversary } from '../../test/identity-adversary.js';
import type { Victim } from '../../test/identity-adversary-steps.js';

/*
 * The adversarial suite (test/identity-adversary.ts) against the compose stack, from the host, as
 * an attacker reaches it: the identity service's published port, codes read from the stack's inbox
 * (Mailpit). The victims are two cooks who signed up the same way, one of them made an
 * administrator with the app's grant-admin command. Environment: COMPOSE_SITE_URL
 * (http://127.0.0.1:3000), COMPOSE_INBOX_URL (http://127.0.0.1:8025), COMPOSE_COMMAND (the
 * `docker compose -p ... -f ...` prefix), ADVERSARY_RUNS (10), FUZZ_SEED.
 */

const SITE = process.env.COMPOSE_SITE_URL ?? 'http://127.0.0.1:3000';
const INBOX = process.env.COMPOSE_INBOX_URL ?? 'http://127.0.0.1:8025';
const COMPOSE = process.env.COMPOSE_COMMAND;
const PASSWORD = 'Kitchen-42!';

let publicUrl: string;
let clientId: string;
const victims: Victim[] = [];

interface InboxMessage {
  ID: string;
  To: { Address: string }[];
  Created: string;
}

/** The newest code mailed to `email` since `since`; the relay mails it a moment after the answer. */
async function codeFor(email: string, since: number): Promise<string | undefined> {
  const newest = async () => {
    const listed = (await (await fetch(`${INBOX}/api/v1/messages?limit=200`)).json()) as {
      messages: InboxMessage[];
    };
    const found = listed.messages.find(
      (m) => m.To.some((to) => to.Address === email) && Date.parse(m.Created) >= since - 2000,
    );
    if (!found) throw new Error(`no code for ${email} yet`);
    const message = (await (await fetch(`${INBOX}/api/v1/message/${found.ID}`)).json()) as {
      Text: string;
    };
    return /Your code is (\S+)/.exec(message.Text)?.[1];
  };
  try {
    return await vi.waitFor(newest, { timeout: 3000, interval: 50 });
  } catch {
    // A step whose call mailed nothing (it was refused) finds no code: the attack goes on with none.
    return undefined;
  }
}

/**
 * How many mails reached `email` since `since`. The relay mails a moment after each answer, so a
 * count taken at once can only be lower than the truth: the limit check stays sound.
 */
async function mailsTo(email: string, since: number): Promise<number> {
  const listed = (await (await fetch(`${INBOX}/api/v1/messages?limit=500`)).json()) as {
    messages: InboxMessage[];
  };
  return listed.messages.filter(
    (m) => m.To.some((to) => to.Address === email) && Date.parse(m.Created) >= since - 2000,
  ).length;
}

/** A call that must succeed: setting up the victims. */
async function call(action: string, body: Record<string, unknown>) {
  const answer = await identityCall(publicUrl, action, body);
  if (answer.status !== 200)
    throw new Error(`${action}: ${answer.status} ${JSON.stringify(answer.body)}`);
}

beforeAll(async () => {
  if (!COMPOSE) throw new Error('COMPOSE_COMMAND must name the compose stack (see run.sh)');
  const config = (await (await fetch(`${SITE}/api/config`)).json()) as {
    cognito: { endpoint: string; clientId: string };
  };
  publicUrl = config.cognito.endpoint;
  clientId = config.cognito.clientId;
  for (const name of ['Victim Admin', 'Victim Cook']) {
    const email = `victim-${randomBytes(5).toString('hex')}@example.test`;
    const since = Date.now();
    await call('SignUp', {
      ClientId: clientId,
      Username: email,
      Password: PASSWORD,
      UserAttributes: [{ Name: 'name', Value: name }],
    });
    const code = await codeFor(email, since);
    if (!code) throw new Error(`No code reached the inbox for ${email}`);
    await call('ConfirmSignUp', { ClientId: clientId, Username: email, ConfirmationCode: code });
    victims.push({ email, password: PASSWORD });
  }
  execSync(`${COMPOSE} exec -T app node dist/cli/grant-admin.js ${victims[0]?.email ?? ''}`, {
    stdio: 'inherit',
  });
});

it('when an attacker sends every public action to the compose stack with generated attributes, fields, foreign subs, addresses, usernames and tokens, and bursts of parallel guesses, sign-ups and mails under other spellings, then no limit is exceeded, no revoked session refreshes, no token names another account, no victim changes and no administrator action succeeds', async () => {
  await runAdversary(
    {
      publicUrl,
      clientId,
      victims,
      codeFor,
      bursts: {
        // The gate's defaults: 20 wrong guesses per account, 5 codes per address.
        limits: { guessesPerAccount: 20, codesPerAddress: 5 },
        mailsTo,
      },
    },
    {
      numRuns: Number(process.env.ADVERSARY_RUNS ?? 10),
      maxSteps: 8,
      seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined,
    },
  );
});
