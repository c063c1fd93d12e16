import {
  AdminDeleteUserCommand,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import request from 'supertest';
import { expect } from 'vitest';
import { createCognitoClient, withCognitoClient } from '../modules/identity/index.js';
import type { TestApp } from './test-app.js';
import type { TestUser } from './test-users.js';

/*
 * A restore drill's helpers: cooks who sign up again on a new identity pool, and answers and rows
 * with each account id replaced by who it is, so that two sites with different pools compare.
 */

/** Names the account ids of a site: who each is ('ann'), or the id itself when unknown. */
export type Labels = Map<string, string>;

const PASSWORD = 'Kitchen-42!x';

/** The tokens of `email` signing in with the password of signUp(). */
export async function signIn(
  site: TestApp,
  person: { email: string; name: string },
): Promise<TestUser> {
  const client = createCognitoClient('us-east-1', site.identity.emulator.endpoint);
  try {
    const auth = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: site.identity.settings.clientId,
        AuthParameters: { USERNAME: person.email, PASSWORD },
      }),
    );
    const result = auth.AuthenticationResult;
    if (!result?.IdToken || !result.AccessToken || !result.RefreshToken) {
      throw new Error('No tokens');
    }
    return {
      ...person,
      password: PASSWORD,
      idToken: result.IdToken,
      accessToken: result.AccessToken,
      refreshToken: result.RefreshToken,
    };
  } finally {
    client.destroy();
  }
}

/**
 * Signs `person` up on the site's pool as the sign-up page does; with `verify`, also enters the
 * code the mailbox got, as the page's next step does. Nothing is signed in yet.
 */
export async function signUp(
  site: TestApp,
  person: { email: string; name: string },
  verify: boolean,
): Promise<void> {
  const client = createCognitoClient('us-east-1', site.identity.emulator.endpoint);
  const { clientId } = site.identity.settings;
  try {
    await client.send(
      new SignUpCommand({
        ClientId: clientId,
        Username: person.email,
        Password: PASSWORD,
        UserAttributes: [
          { Name: 'email', Value: person.email },
          { Name: 'name', Value: person.name },
        ],
      }),
    );
    if (!verify) return;
    const mail = (await site.identity.mailbox.list()).find((m) => m.to === person.email);
    const code = /Your code is (\d{6})/.exec(mail?.text ?? '')?.[1] ?? '';
    await client.send(
      new ConfirmSignUpCommand({
        ClientId: clientId,
        Username: person.email,
        ConfirmationCode: code,
      }),
    );
  } finally {
    client.destroy();
  }
}

/** An administrator removes the account `username` from the site's pool. */
export async function deleteAccount(site: TestApp, username: string): Promise<void> {
  await withCognitoClient(site.identity.settings, async (client) => {
    await client.send(
      new AdminDeleteUserCommand({
        UserPoolId: site.identity.settings.userPoolId,
        Username: username,
      }),
    );
  });
}

/** POST /api/set-tokens, what every sign-in of the pages ends with. */
export function setTokens(site: TestApp, user: TestUser) {
  return request(site.app).post('/api/set-tokens').send({
    idToken: user.idToken,
    accessToken: user.accessToken,
    refreshToken: user.refreshToken,
  });
}

/** Each table's row count, for a failure that reads well. */
function counts(tables: Record<string, unknown[]>): Record<string, number> {
  return Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, rows.length]));
}

/** `answer` with every account id of `labels` written as who it is. */
export function labelled(answer: unknown, labels: Labels): unknown {
  let text = JSON.stringify(answer);
  for (const [sub, label] of labels) text = text.split(sub).join(`<${label}>`);
  return JSON.parse(text);
}

/** Fails unless `a` and `b` hold the same rows, table by table. */
export function expectSameTables(a: Record<string, unknown[]>, b: Record<string, unknown[]>): void {
  expect(counts(b)).toEqual(counts(a));
  for (const table of Object.keys(a)) expect(b[table], table).toEqual(a[table]);
}
