import {
  AdminAddUserToGroupCommand,
  AdminGetUserCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { loadConfig } from '../config/config.js';
import {
  bootstrapEmulatorIdentity,
  bootstrapStartedEmulator,
  startIdentityEmulator,
  withCognitoClient,
  type IdentityEmulator,
  type IdentitySettings,
} from '../modules/identity/index.js';

/**
 * `pnpm admin:grant <email>` (in the image: `node dist/cli/grant-admin.js <email>`): adds an
 * existing, confirmed account to the admin group.
 */
async function main() {
  const email = process.argv[2]?.trim();
  if (!email || !email.includes('@')) {
    console.error(
      'Usage: pnpm admin:grant <email>  (in the image: node dist/cli/grant-admin.js <email>)',
    );
    process.exit(2);
  }
  const config = loadConfig();
  let emulator: IdentityEmulator | undefined;
  let settings: Pick<
    IdentitySettings,
    'region' | 'userPoolId' | 'endpoint' | 'adminCredentialsFile'
  >;
  if (config.identity.mode === 'emulator') {
    emulator = await startIdentityEmulator({
      stateDir: config.identity.stateDir,
      mailboxDir: config.mail.mailboxDir,
      port: 0,
      allowedOrigins: [],
    });
    settings = await bootstrapStartedEmulator(emulator, config.identity);
  } else if (config.identity.mode === 'emulator-service') {
    // The running app made the pool; this finds the same one by name.
    settings = await bootstrapEmulatorIdentity({
      endpoint: config.identity.endpoint,
      adminCredentialsFile: config.identity.adminCredentialsFile ?? null,
      browserEndpoint: config.identity.publicEndpoint ?? config.identity.endpoint,
      region: config.identity.region,
    });
  } else {
    settings = {
      ...config.identity,
      endpoint: config.identity.endpoint ?? null,
      adminCredentialsFile: config.identity.adminCredentialsFile ?? null,
    };
  }
  try {
    await withCognitoClient(settings, async (client) => {
      const user = await client.send(
        new AdminGetUserCommand({ UserPoolId: settings.userPoolId, Username: email }),
      );
      if (user.UserStatus !== 'CONFIRMED') {
        throw new Error(
          `${email} has not confirmed the account yet (${user.UserStatus ?? 'unknown'})`,
        );
      }
      await client.send(
        new AdminAddUserToGroupCommand({
          UserPoolId: settings.userPoolId,
          Username: user.Username,
          GroupName: 'admin',
        }),
      );
    });
    console.log(`${email} is now in the admin group. It applies from the next sign-in.`);
  } finally {
    await emulator?.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
