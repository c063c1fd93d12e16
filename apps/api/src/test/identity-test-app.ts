import net from 'node:net';
import {
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Express } from 'express';
import { beforeAll } from 'vitest';
import {
  withCognitoClient,
  type IdentitySettings,
  type TokenVerifier,
} from '../modules/identity/index.js';
import type { TestApp } from './test-app.js';

/*
 * Test support for the identity routes: the app of a createTestApp(), rebuilt with dependencies
 * replaced where a test needs a failing one.
 */

/** What a test may replace: the identity settings (an unreachable service) or Secure cookies. */
interface IdentityOverrides {
  identity?: IdentitySettings;
  /** Marks the token cookies Secure, as behind https. */
  production?: boolean;
}

export interface IdentityTestApp {
  /** The whole app, as every API test sees it. */
  app: Express;
  settings: IdentitySettings;
  verifier: TokenVerifier;
  /** Another createApp() on the same database and emulator with some dependencies replaced. */
  build(overrides: IdentityOverrides): Express;
}

/** The file's app as the identity tests use it, filled in before the file's tests. */
export function useIdentityRoutes(t: TestApp): IdentityTestApp {
  const h = {} as IdentityTestApp;
  beforeAll(() => {
    const settings = t.identity.settings;
    const build = (overrides: IdentityOverrides) =>
      t.build({
        identity: overrides.identity ?? settings,
        config: { cookieSecure: overrides.production ?? t.config.cookieSecure },
      });
    Object.assign(h, { app: build({}), settings, verifier: t.verifier, build });
  });
  return h;
}

/** A loopback URL where nothing listens, standing in for an identity service that is down. */
export async function unreachableEndpoint(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** Signs up through the public API, like the sign-up page, and leaves the account unconfirmed. */
export async function signUpUnconfirmed(settings: IdentitySettings, email: string, name: string) {
  return withCognitoClient(settings, async (client) => {
    const answer = await client.send(
      new SignUpCommand({
        ClientId: settings.clientId,
        Username: email,
        Password: 'Kitchen-42!',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'name', Value: name },
        ],
      }),
    );
    return { username: answer.UserSub ?? email };
  });
}

/** The account's groups as the pool itself reports them. */
export async function poolGroups(settings: IdentitySettings, email: string): Promise<string[]> {
  return withCognitoClient(settings, async (client) => {
    const user = await client.send(
      new AdminGetUserCommand({ UserPoolId: settings.userPoolId, Username: email }),
    );
    const answer = await client.send(
      new AdminListGroupsForUserCommand({
        UserPoolId: settings.userPoolId,
        Username: user.Username ?? email,
      }),
    );
    return (answer.Groups ?? []).flatMap((g) => (g.GroupName ? [g.GroupName] : [])).sort();
  });
}
