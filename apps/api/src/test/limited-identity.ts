import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { createCognitoClient, PASSWORD_POLICY } from '../modules/identity/index.js';
import { identityCall, type IdentityAnswer, type IdentityJson } from './identity-call.js';
import { makePool, startGateInProcess } from './in-process-identity.js';

/*
 * The real cognito-local and the real identity gate in this process (in-process-identity.ts), with
 * what a test of the gate's limits needs in its hand: the limits, the gate's clock (its `now`
 * option), a count of the actions the gate sent on to cognito-local (its `onForwarded` option),
 * and the codes cognito-local mailed.
 */

interface Mail {
  to: string;
  code: string;
  /** cognito-local's name for why it mailed: SignUp, ForgotPassword, UpdateUserAttribute, ... */
  source: string;
}

export interface GateLimits {
  signUps?: number;
  codes?: number;
  failures?: number;
  codesPerAddress?: number;
}

export interface LimitedIdentity {
  publicUrl: string;
  clientId: string;
  userPoolId: string;
  /** The gate's state folder. */
  stateDir: string;
  /** Every code cognito-local mailed, in order. */
  mails: Mail[];
  /** How many times the gate sent each action on to cognito-local. */
  forwarded: Map<string, number>;
  /** One call to the public listener. */
  call(action: string, body: IdentityJson): Promise<IdentityAnswer>;
  /** The account's stored attributes, read through the admin listener. */
  storedAttributes(username: string): Promise<Record<string, string | undefined>>;
  /** Starts the gate again on the same state folder, as a restart does. */
  restartGate(): Promise<void>;
  dispose(): Promise<void>;
}

/**
 * cognito-local and the gate in front of it, in a new folder: a pool as bootstrap.ts makes it
 * (email usernames, the address verified by a mailed code, the password policy) and an app client.
 */
export async function startLimitedIdentity(
  limits: GateLimits,
  now: () => number,
): Promise<LimitedIdentity> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fr-limits-'));
  const mails: Mail[] = [];
  const forwarded = new Map<string, number>();
  const gate = await startGateInProcess(
    dir,
    {
      limits,
      now,
      onForwarded: (name: string) => forwarded.set(name, (forwarded.get(name) ?? 0) + 1),
    },
    (to, code, source) => mails.push({ to, code, source }),
  );
  const admin = () => createCognitoClient('us-east-1', gate.adminUrl, gate.adminCredentialsFile);
  const { userPoolId, clientId } = await makePool(gate.adminUrl, gate.adminCredentialsFile, {
    AutoVerifiedAttributes: ['email'],
    Policies: { PasswordPolicy: PASSWORD_POLICY },
  });
  return {
    get publicUrl() {
      return gate.publicUrl;
    },
    clientId,
    userPoolId,
    stateDir: gate.stateDir,
    mails,
    forwarded,
    call: (action, body) => identityCall(gate.publicUrl, action, body),
    async storedAttributes(username) {
      const reader = admin();
      try {
        const user = await reader.send(
          new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }),
        );
        return Object.fromEntries((user.UserAttributes ?? []).map((a) => [a.Name, a.Value]));
      } finally {
        reader.destroy();
      }
    },
    restartGate: () => gate.restart(),
    dispose: async () => {
      await gate.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
