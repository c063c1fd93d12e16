import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {
  AdminListGroupsForUserCommand,
  CreateUserPoolCommand,
  ListUsersCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedActionHeaders } from '../../test/identity-admin-call.js';
import { identityCall, type IdentityJson } from '../../test/identity-call.js';
import { createTestUser, type TestUser } from '../../test/test-users.js';
import { Mailbox } from '../mail/index.js';
import { bootstrapEmulatorIdentity } from './bootstrap.js';
import {
  readAdminCredentials,
  withCognitoClient,
  type AdminCredentials,
} from './cognito-client.js';
import { ENDPOINTS_FILE, startIdentityEmulator, type IdentityEmulator } from './emulator.js';
import type { IdentitySettings } from './identity-settings.js';

/*
 * The identity gate's admin listener takes only requests signed (AWS Signature Version 4) with the
 * installation's admin credentials; and a pool made before the app asked to verify a new address
 * first is brought up to that setting at the next start.
 */

const REGION = 'us-east-1';
const UNKNOWN_KEY = {
  __type: 'UnrecognizedClientException',
  message: 'The security token included in the request is invalid.',
};
const BAD_SIGNATURE = {
  __type: 'InvalidSignatureException',
  message:
    'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method. Consult the service documentation for details.',
};

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function emulatorIn(dir: string): Promise<IdentityEmulator> {
  return startIdentityEmulator({
    stateDir: path.join(dir, 'identity'),
    mailboxDir: path.join(dir, 'mail'),
    port: 0,
    allowedOrigins: [],
  });
}

/** Runs `work` with a client of the emulator's admin listener, signed with its credentials. */
function withAdminClient<T>(
  emulator: IdentityEmulator,
  work: (client: CognitoIdentityProviderClient) => Promise<T>,
): Promise<T> {
  return withCognitoClient(
    {
      region: REGION,
      endpoint: emulator.adminEndpoint,
      adminCredentialsFile: emulator.adminCredentialsFile,
    },
    work,
  );
}

async function newFolder(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fr-sigv4-'));
  dirs.push(dir);
  return dir;
}

describe('the admin listener', () => {
  let dir: string;
  let emulator: IdentityEmulator;
  let settings: IdentitySettings;
  let cook: TestUser;
  let cookUsername: string;

  beforeAll(async () => {
    dir = await newFolder();
    emulator = await emulatorIn(dir);
    settings = await bootstrapEmulatorIdentity({
      endpoint: emulator.adminEndpoint,
      adminCredentialsFile: emulator.adminCredentialsFile,
      browserEndpoint: emulator.endpoint,
      region: REGION,
    });
    cook = await createTestUser(settings, { groups: ['user'] });
    cookUsername = await usernameOf(cook.email);
  }, 60_000);
  afterAll(async () => {
    await emulator?.stop();
  });

  async function usernameOf(email: string): Promise<string> {
    const listed = await withAdminClient(emulator, (client) =>
      client.send(
        new ListUsersCommand({ UserPoolId: settings.userPoolId, Filter: `email = "${email}"` }),
      ),
    );
    const username = listed.Users?.[0]?.Username;
    if (!username) throw new Error(`No account for ${email}`);
    return username;
  }

  /** The cook's groups as the pool holds them, read with the installation's credentials. */
  async function cookGroups(): Promise<string[]> {
    const answer = await withAdminClient(emulator, (client) =>
      client.send(
        new AdminListGroupsForUserCommand({
          UserPoolId: settings.userPoolId,
          Username: cookUsername,
        }),
      ),
    );
    return (answer.Groups ?? []).map((g) => g.GroupName ?? '').sort();
  }

  const addToAdmins = (): IdentityJson => ({
    UserPoolId: settings.userPoolId,
    Username: cookUsername,
    GroupName: 'admin',
  });
  const body = () => JSON.stringify(addToAdmins());
  const installationCredentials = () => readAdminCredentials(emulator.adminCredentialsFile);
  /** Headers of AdminAddUserToGroup signed over `payload` with `credentials` at `now`. */
  const signedAdd = (
    credentials: AdminCredentials = installationCredentials(),
    payload = body(),
    now?: number,
  ) =>
    signedActionHeaders(emulator.adminEndpoint, 'AdminAddUserToGroup', payload, credentials, now);
  /** AdminAddUserToGroup putting the cook in the admins, sent with `headers`. */
  const addCookToAdmins = (headers: Record<string, string>) =>
    identityCall(emulator.adminEndpoint, 'AdminAddUserToGroup', addToAdmins(), headers);

  it('when the emulator starts, then its credentials file is readable by its owner only and endpoints.json names it by absolute path', async () => {
    const endpoints = JSON.parse(
      await readFile(path.join(dir, 'identity', ENDPOINTS_FILE), 'utf8'),
    ) as { adminCredentialsFile: string };
    const file = endpoints.adminCredentialsFile;
    const credentials = readAdminCredentials(file);

    expect(path.isAbsolute(file)).toBe(true);
    expect(file).toBe(path.join(dir, 'identity', 'admin-credentials.json'));
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(credentials.accessKeyId).toMatch(/^FR[A-Z0-9]{18}$/);
    expect(credentials.secretAccessKey).toMatch(/^[\w-]{40}$/);
  });

  const refusals: [string, () => Promise<Record<string, string>>, IdentityJson][] = [
    [
      'carries no signature',
      async () => ({ 'Content-Type': 'application/x-amz-json-1.1' }),
      { __type: 'MissingAuthenticationTokenException', message: 'Missing Authentication Token' },
    ],
    [
      'is signed with credentials of another installation',
      async () =>
        signedAdd({
          accessKeyId: `FR${randomBytes(9).toString('hex').toUpperCase()}`,
          secretAccessKey: randomBytes(30).toString('base64url'),
        }),
      UNKNOWN_KEY,
    ],
    [
      "is signed with the installation's key id and another secret",
      async () =>
        signedAdd({
          accessKeyId: installationCredentials().accessKeyId,
          secretAccessKey: randomBytes(30).toString('base64url'),
        }),
      BAD_SIGNATURE,
    ],
    [
      'carries another body than the one signed',
      async () =>
        signedAdd(
          installationCredentials(),
          JSON.stringify({ ...addToAdmins(), GroupName: 'user' }),
        ),
      BAD_SIGNATURE,
    ],
    [
      'was signed six minutes ago',
      async () => signedAdd(installationCredentials(), body(), Date.now() - 6 * 60_000),
      { __type: 'InvalidSignatureException' },
    ],
  ];

  it.each(refusals)(
    'when AdminAddUserToGroup %s, then it is refused with 403 and the groups stay',
    async (_label, headers, refusal) => {
      const answer = await addCookToAdmins(await headers());

      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject(refusal);
      expect(await cookGroups()).toEqual(['user']);
    },
  );

  it('when the stale signature is refused, then the answer says it expired', async () => {
    const answer = await addCookToAdmins(
      signedAdd(installationCredentials(), body(), Date.now() - 6 * 60_000),
    );

    expect(answer.body['message']).toMatch(/^Signature expired: \d{8}T\d{6}Z is now earlier than/);
  });

  it('when the health check and the key set are read without a signature, then they answer', async () => {
    const health = await fetch(`${emulator.adminEndpoint}/health`);
    const keys = await fetch(
      `${emulator.adminEndpoint}/${settings.userPoolId}/.well-known/jwks.json`,
    );

    expect(health.status).toBe(200);
    expect(keys.status).toBe(200);
  });

  it("when AdminAddUserToGroup is signed with the installation's credentials, then the cook is in the group", async () => {
    const signed = await addCookToAdmins(signedAdd());

    expect(signed.status).toBe(200);
    expect(await cookGroups()).toEqual(['admin', 'user']);
  });
});

describe('the credentials file across starts', () => {
  it('when the file was made readable by others, then the next start tightens it to 0600 and keeps the same key pair', async () => {
    const dir = await newFolder();
    const first = await emulatorIn(dir);
    const before = readAdminCredentials(first.adminCredentialsFile);
    await first.stop();
    await chmod(first.adminCredentialsFile, 0o644);

    const second = await emulatorIn(dir);
    try {
      expect((await stat(second.adminCredentialsFile)).mode & 0o777).toBe(0o600);
      expect(readAdminCredentials(second.adminCredentialsFile)).toEqual(before);
    } finally {
      await second.stop();
    }
  });

  it('when the gate is started without admin credentials, then it refuses to start', async () => {
    const gate = createRequire(import.meta.url)('../../../bin/identity-gate.cjs') as {
      startIdentityGate(options: object): Promise<unknown>;
    };
    const dir = await newFolder();

    await expect(
      gate.startIdentityGate({
        stateDir: dir,
        backend: 'http://127.0.0.1:9',
        issuer: 'http://127.0.0.1:9',
        publicHost: '127.0.0.1',
        publicPort: 0,
        adminHost: '127.0.0.1',
        adminPort: 0,
      }),
    ).rejects.toThrow(/adminCredentials/);
  });
});

describe('a pool made before it verified new addresses', () => {
  it("when the next start brings it up to date, then a cook's new address waits for its code and the old one stays until then", async () => {
    const dir = await newFolder();
    const first = await emulatorIn(dir);
    try {
      // As an older version made it: without UserAttributeUpdateSettings.
      await withAdminClient(first, (client) =>
        client.send(
          new CreateUserPoolCommand({
            PoolName: 'family-recipes',
            UsernameAttributes: ['email'],
            AutoVerifiedAttributes: ['email'],
          }),
        ),
      );
    } finally {
      await first.stop();
    }

    const second = await emulatorIn(dir);
    try {
      const settings = await bootstrapEmulatorIdentity({
        endpoint: second.adminEndpoint,
        adminCredentialsFile: second.adminCredentialsFile,
        browserEndpoint: second.endpoint,
        region: REGION,
      });
      const cook = await createTestUser(settings, { groups: ['user'] });
      const newEmail = `moved-${randomBytes(4).toString('hex')}@example.test`;
      const attributes = async () => {
        const answer = await identityCall(second.endpoint, 'GetUser', {
          AccessToken: cook.accessToken,
        });
        const list = (answer.body['UserAttributes'] ?? []) as { Name: string; Value: string }[];
        return Object.fromEntries(list.map((a) => [a.Name, a.Value]));
      };

      const update = await identityCall(second.endpoint, 'UpdateUserAttributes', {
        AccessToken: cook.accessToken,
        UserAttributes: [{ Name: 'email', Value: newEmail }],
      });
      const pending = await attributes();
      const mailbox = new Mailbox(path.join(dir, 'mail'));
      const code = /\b(\d{6})\b/.exec(
        (await mailbox.list()).find((m) => m.to === newEmail)?.text ?? '',
      )?.[1];
      const verify = await identityCall(second.endpoint, 'VerifyUserAttribute', {
        AccessToken: cook.accessToken,
        AttributeName: 'email',
        Code: code ?? '',
      });
      const after = await attributes();

      expect(update.status).toBe(200);
      expect(pending['email']).toBe(cook.email);
      expect(pending['email_verified']).toBe('true');
      expect(code).toBeDefined();
      expect(verify.status).toBe(200);
      expect(after['email']).toBe(newEmail);
    } finally {
      await second.stop();
    }
  }, 60_000);
});
