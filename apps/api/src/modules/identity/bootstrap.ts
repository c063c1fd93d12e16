import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListGroupsCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  UpdateUserPoolClientCommand,
  UpdateUserPoolCommand,
  type CognitoIdentityProviderClient,
  type UpdateUserPoolClientCommandInput,
  type UpdateUserPoolCommandInput,
} from '@aws-sdk/client-cognito-identity-provider';
import { GROUPS, PASSWORD_MIN_LENGTH } from '@family-recipes/shared';
import { withCognitoClient } from './cognito-client.js';
import type { IdentityEmulator } from './emulator.js';
import type { IdentitySettings } from './identity-settings.js';

const POOL_NAME = 'family-recipes';
const CLIENT_NAME = 'family-recipes-web';
export const DEV_ADMIN_NAME = 'Site Admin';

export interface BootstrapOptions {
  /** The address this server calls: the emulator's admin one. */
  endpoint: string;
  /** The key pair its calls are signed with (IdentitySettings.adminCredentialsFile). */
  adminCredentialsFile: string | null;
  /** The address browsers call. */
  browserEndpoint: string;
  region: string;
  /** Created and kept in both groups when given; a production pool has none. */
  devAdmin?: { email: string; password: string; name?: string } | undefined;
}

function isNotFound(err: unknown): boolean {
  return (
    typeof err === 'object' &&
    err !== null &&
    'name' in err &&
    (err.name === 'ResourceNotFoundException' || err.name === 'UserNotFoundException')
  );
}

/** The pool's password rules: PASSWORD_MIN_LENGTH characters or more, with each of four kinds. */
export const PASSWORD_POLICY = {
  MinimumLength: PASSWORD_MIN_LENGTH,
  RequireLowercase: true,
  RequireUppercase: true,
  RequireNumbers: true,
  RequireSymbols: true,
};

/**
 * Every setting of the pool that UpdateUserPool can change. UpdateUserPool sets each one from the
 * request (a setting left out goes back to its default), so each start sends them all. The
 * emulators keep UserAttributeUpdateSettings too, which cognito-local itself drops
 * (bin/identity-emulator.cjs, compose/identity/mail-relay.cjs).
 */
function poolSettings() {
  return {
    AutoVerifiedAttributes: ['email'],
    // A new address is used only once its code is entered: until then the old one stays.
    UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
    Policies: { PasswordPolicy: PASSWORD_POLICY },
  } satisfies Omit<UpdateUserPoolCommandInput, 'UserPoolId'>;
}

/** The app client's settings, made and brought up to date alike. */
function clientSettings() {
  return {
    ClientName: CLIENT_NAME,
    ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    // Amazon Cognito's defaults, said outright: the gate signs tokens for this long.
    IdTokenValidity: 1,
    AccessTokenValidity: 1,
    TokenValidityUnits: { IdToken: 'hours', AccessToken: 'hours' },
    // Log-in and password reset answer alike for registered and unknown addresses.
    PreventUserExistenceErrors: 'ENABLED',
  } satisfies Omit<UpdateUserPoolClientCommandInput, 'UserPoolId' | 'ClientId'>;
}

/** The pool, made or found by name, with the current settings (poolSettings) either way. */
async function ensurePool(client: CognitoIdentityProviderClient): Promise<string> {
  const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  const existing = pools.UserPools?.find((p) => p.Name === POOL_NAME)?.Id;
  if (existing) {
    await client.send(new UpdateUserPoolCommand({ UserPoolId: existing, ...poolSettings() }));
    return existing;
  }
  const created = await client.send(
    new CreateUserPoolCommand({
      PoolName: POOL_NAME,
      UsernameAttributes: ['email'],
      ...poolSettings(),
    }),
  );
  const id = created.UserPool?.Id;
  if (!id) throw new Error('The identity service did not return a user pool id');
  return id;
}

/** The app client, made or found by name, with the current settings (clientSettings). */
async function ensureClient(client: CognitoIdentityProviderClient, poolId: string) {
  const clients = await client.send(
    new ListUserPoolClientsCommand({ UserPoolId: poolId, MaxResults: 60 }),
  );
  const existing = clients.UserPoolClients?.find((c) => c.ClientName === CLIENT_NAME)?.ClientId;
  if (existing) {
    await client.send(
      new UpdateUserPoolClientCommand({
        UserPoolId: poolId,
        ClientId: existing,
        ...clientSettings(),
      }),
    );
    return existing;
  }
  const created = await client.send(
    new CreateUserPoolClientCommand({ UserPoolId: poolId, ...clientSettings() }),
  );
  const id = created.UserPoolClient?.ClientId;
  if (!id) throw new Error('The identity service did not return an app client id');
  return id;
}

async function ensureGroups(client: CognitoIdentityProviderClient, poolId: string) {
  const listed = await client.send(new ListGroupsCommand({ UserPoolId: poolId, Limit: 60 }));
  const existing = new Set(listed.Groups?.map((g) => g.GroupName));
  for (const group of GROUPS) {
    if (existing.has(group)) continue;
    await client.send(new CreateGroupCommand({ UserPoolId: poolId, GroupName: group }));
  }
}

async function ensureAdmin(
  client: CognitoIdentityProviderClient,
  poolId: string,
  admin: NonNullable<BootstrapOptions['devAdmin']>,
) {
  let username: string | undefined;
  try {
    const found = await client.send(
      new AdminGetUserCommand({ UserPoolId: poolId, Username: admin.email }),
    );
    username = found.Username;
  } catch (err) {
    if (!isNotFound(err)) throw err;
    const created = await client.send(
      new AdminCreateUserCommand({
        UserPoolId: poolId,
        Username: admin.email,
        MessageAction: 'SUPPRESS',
        TemporaryPassword: admin.password,
        UserAttributes: [
          { Name: 'email', Value: admin.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'name', Value: admin.name ?? DEV_ADMIN_NAME },
        ],
      }),
    );
    username = created.User?.Username;
  }
  if (!username) throw new Error('The identity service did not return the admin username');
  // Set every start so that the printed password is always the one that works.
  await client.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: poolId,
      Username: username,
      Password: admin.password,
      Permanent: true,
    }),
  );
  for (const group of GROUPS) {
    await client.send(
      new AdminAddUserToGroupCommand({ UserPoolId: poolId, Username: username, GroupName: group }),
    );
  }
}

/** Creates, or finds again, the pool, app client, groups and development admin in the emulator. */
export async function bootstrapEmulatorIdentity(
  options: BootstrapOptions,
): Promise<IdentitySettings> {
  return withCognitoClient(options, async (client) => {
    const userPoolId = await ensurePool(client);
    const clientId = await ensureClient(client, userPoolId);
    await ensureGroups(client, userPoolId);
    if (options.devAdmin) await ensureAdmin(client, userPoolId, options.devAdmin);
    return {
      region: options.region,
      userPoolId,
      clientId,
      endpoint: options.endpoint,
      adminCredentialsFile: options.adminCredentialsFile,
      browserEndpoint: options.browserEndpoint,
      authFlow: 'USER_PASSWORD_AUTH',
    };
  });
}

/**
 * The pool of an emulator this process started (startIdentityEmulator), made or found again, with
 * the development admin: calls go to its admin address, browsers to its public one.
 */
export function bootstrapStartedEmulator(
  emulator: Pick<IdentityEmulator, 'adminEndpoint' | 'adminCredentialsFile' | 'endpoint'>,
  settings: { region: string; devAdmin: { email: string; password: string } },
): Promise<IdentitySettings> {
  return bootstrapEmulatorIdentity({
    endpoint: emulator.adminEndpoint,
    adminCredentialsFile: emulator.adminCredentialsFile,
    browserEndpoint: emulator.endpoint,
    region: settings.region,
    devAdmin: settings.devAdmin,
  });
}
