import net from 'node:net';
import {
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import type { Db } from '../db/client.js';
import { errorHandler } from '../http/errors.js';
import { authenticate } from '../modules/auth/auth.middleware.js';
import { createTokenVerifier, type TokenVerifier } from '../modules/auth/token-verifier.js';
import { createCognitoClient } from '../modules/identity/cognito-client.js';
import type { IdentitySettings } from '../modules/identity/identity-settings.js';
import { createIdentityRoutes, type IdentityRoutesDeps } from '../modules/users/index.js';

/*
 * Test support for the identity routes: the routes on the database and emulator of a
 * createTestApp(), rebuilt with dependencies replaced where a test needs a failing one.
 */

export interface IdentityTestApp {
  /** The identity routes as the app mounts them: after authenticate(), before the error handler. */
  app: Express;
  settings: IdentitySettings;
  verifier: TokenVerifier;
  /** Another app on the same database and emulator with some dependencies replaced. */
  build(overrides: Partial<IdentityRoutesDeps>): Express;
}

export async function mountIdentityRoutes(
  db: Db,
  settings: IdentitySettings,
): Promise<IdentityTestApp> {
  const verifier = await createTokenVerifier(settings);
  const build = (overrides: Partial<IdentityRoutesDeps>) => {
    const app = express();
    app.use(cookieParser());
    app.use('/api', express.json({ limit: '100kb' }));
    app.use('/api', authenticate(verifier));
    app.use(
      '/api',
      createIdentityRoutes({ db, identity: settings, verifier, production: false, ...overrides }),
    );
    app.use(errorHandler);
    return app;
  };
  return { app: build({}), settings, verifier, build };
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
  const client = createCognitoClient(settings.region, settings.endpoint);
  try {
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
  } finally {
    client.destroy();
  }
}

/** The account's groups as the pool itself reports them. */
export async function poolGroups(settings: IdentitySettings, email: string): Promise<string[]> {
  const client = createCognitoClient(settings.region, settings.endpoint);
  try {
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
  } finally {
    client.destroy();
  }
}
