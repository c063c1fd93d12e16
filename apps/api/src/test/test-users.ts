import { randomBytes } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  InitiateAuthCommand,
  type AttributeType,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { withCognitoClient, type IdentitySettings } from '../modules/identity/index.js';

export interface TestUser {
  email: string;
  name: string;
  password: string;
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

/** The Authorization header of a signed-in account (its id token), or of a token as it is. */
export const bearer = (who: Pick<TestUser, 'idToken'> | string) => ({
  Authorization: `Bearer ${typeof who === 'string' ? who : who.idToken}`,
});

/**
 * An account made through the admin API, without a mail, with its email (verified as `verified`
 * says), the `other` attributes and a permanent password; resolves with its username.
 */
export async function adminCreateAccount(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  account: { email: string; password: string; verified: 'true' | 'false'; other?: AttributeType[] },
): Promise<string> {
  const created = await client.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: account.email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: account.email },
        { Name: 'email_verified', Value: account.verified },
        ...(account.other ?? []),
      ],
    }),
  );
  const username = created.User?.Username ?? account.email;
  await client.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: username,
      Password: account.password,
      Permanent: true,
    }),
  );
  return username;
}

/** A confirmed account in the real emulator, in the given groups, signed in for real. */
export async function createTestUser(
  settings: IdentitySettings,
  options: { groups: ('user' | 'admin')[]; name?: string; email?: string },
): Promise<TestUser> {
  const email = options.email ?? `cook-${randomBytes(5).toString('hex')}@example.test`;
  const name = options.name ?? 'Test Cook';
  const password = `Pw-${randomBytes(6).toString('hex')}1!A`;
  return withCognitoClient(settings, async (client) => {
    const username = await adminCreateAccount(client, settings.userPoolId, {
      email,
      password,
      verified: 'true',
      other: [{ Name: 'name', Value: name }],
    });
    for (const group of options.groups) {
      await client.send(
        new AdminAddUserToGroupCommand({
          UserPoolId: settings.userPoolId,
          Username: username,
          GroupName: group,
        }),
      );
    }
    const auth = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: settings.clientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    const result = auth.AuthenticationResult;
    if (!result?.IdToken || !result.AccessToken || !result.RefreshToken) {
      throw new Error('The identity emulator did not return tokens');
    }
    return {
      email,
      name,
      password,
      idToken: result.IdToken,
      accessToken: result.AccessToken,
      refreshToken: result.RefreshToken,
    };
  });
}

/** A signed-in cook (group `user`) of the test app's identity service. */
export const createCook = (t: { identity: { settings: IdentitySettings } }, name?: string) =>
  createTestUser(t.identity.settings, { groups: ['user'], name });

/** A new cook for each name, made at once, in the order of the names. */
export const createCooks = <Names extends readonly string[]>(
  t: { identity: { settings: IdentitySettings } },
  ...names: Names
) =>
  Promise.all(names.map((name) => createCook(t, name))) as Promise<{
    [K in keyof Names]: TestUser;
  }>;
