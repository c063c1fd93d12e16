import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Mailbox } from '../mail/index.js';
import { identityCall } from '../../test/identity-call.js';
import { startInProcessIdentity } from '../../test/in-process-identity.js';
import { adminCreateAccount } from '../../test/test-users.js';
import { bootstrapStartedEmulator } from './bootstrap.js';
import { withCognitoClient } from './cognito-client.js';
import { startIdentityEmulator, type IdentityEmulator } from './emulator.js';
import type { IdentitySettings } from './identity-settings.js';

/*
 * No password reaches the identity emulator's store as it was typed: the gate gives cognito-local
 * a value derived with the installation's secret and the account's salt, and converts what an
 * older store holds.
 */

const PREFIX = 'fr1$';

let dir: string;
let stateDir: string;
let mailbox: Mailbox;
let emulator: IdentityEmulator | undefined;
let settings: IdentitySettings;

async function start() {
  emulator = await startIdentityEmulator({
    stateDir,
    mailboxDir: mailbox.dir,
    port: 0,
    allowedOrigins: [],
  });
  settings = await bootstrapStartedEmulator(emulator, {
    region: 'us-east-1',
    devAdmin: { email: 'admin@family-recipes.test', password: 'Test-Admin-1' },
  });
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'fr-passwords-'));
  stateDir = path.join(dir, 'identity');
  mailbox = new Mailbox(path.join(dir, 'mail'));
  await start();
});
afterAll(async () => {
  await emulator?.stop();
  await rm(dir, { recursive: true, force: true });
});

const typedPassword = () => `Typed-${randomBytes(6).toString('hex')}1!`;

function signIn(email: string, password: string, base?: string, clientId?: string) {
  return identityCall(base ?? emulator?.endpoint ?? '', 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: clientId ?? settings.clientId,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
}

/** Every file under `folder`, at any depth. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** The files under `folder` whose bytes hold `text`. */
async function filesHolding(folder: string, text: string): Promise<string[]> {
  const needle = Buffer.from(text, 'utf8');
  const holding = [];
  for (const file of await filesUnder(folder)) {
    if ((await readFile(file)).includes(needle)) holding.push(file);
  }
  return holding;
}

type Store = {
  Users: Record<string, { Password: string; Attributes: { Name: string; Value: string }[] }>;
};

function poolFile(root: string, userPoolId: string) {
  return path.join(root, '.cognito', 'db', `${userPoolId}.json`);
}

async function readStore(root: string, userPoolId: string): Promise<Store> {
  return JSON.parse(await readFile(poolFile(root, userPoolId), 'utf8')) as Store;
}

async function storedUser(root: string, userPoolId: string, email: string) {
  const store = await readStore(root, userPoolId);
  const found = Object.entries(store.Users).find(([, u]) =>
    u.Attributes.some((a) => a.Name === 'email' && a.Value === email),
  );
  if (!found) throw new Error(`No stored account for ${email}`);
  return { username: found[0], password: found[1].Password };
}

describe('passwords in the store', () => {
  it('when a visitor signs up, confirms, signs in and changes the password, then no file in the state folder holds either typed password, the stored one is derived, and the new one signs in', async () => {
    const email = `typed-${randomBytes(4).toString('hex')}@example.test`;
    const first = typedPassword();
    const second = typedPassword();
    const base = emulator?.endpoint ?? '';
    const since = Date.now();
    const signedUp = await identityCall(base, 'SignUp', {
      ClientId: settings.clientId,
      Username: email,
      Password: first,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'name', Value: 'Typed Cook' },
      ],
    });
    expect(signedUp.status, JSON.stringify(signedUp.body)).toBe(200);
    const mail = (await mailbox.list()).find(
      (m) => m.to === email && Date.parse(m.date) >= since - 1000,
    );
    const code = /Your code is (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const confirmed = await identityCall(base, 'ConfirmSignUp', {
      ClientId: settings.clientId,
      Username: email,
      ConfirmationCode: code,
    });
    expect(confirmed.status).toBe(200);
    const session = await signIn(email, first);
    expect(session.status).toBe(200);
    const tokens = session.body.AuthenticationResult as { AccessToken: string };
    const changed = await identityCall(base, 'ChangePassword', {
      AccessToken: tokens.AccessToken,
      PreviousPassword: first,
      ProposedPassword: second,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    expect(await filesHolding(stateDir, first)).toEqual([]);
    expect(await filesHolding(stateDir, second)).toEqual([]);
    const stored = await storedUser(stateDir, settings.userPoolId, email);
    expect(stored.password.startsWith(PREFIX)).toBe(true);
    expect((await signIn(email, second)).status).toBe(200);
    expect((await signIn(email, first)).status).toBe(400);
    expect((await signIn(email, stored.password)).status).toBe(400);

    for (const name of ['password-secret', 'password-salts.json']) {
      expect((await stat(path.join(stateDir, name))).mode & 0o777).toBe(0o600);
    }
  });

  it('when a state folder holds a password as typed, then the next start converts it, the password still signs in, and no file holds it any more', async () => {
    const email = `older-${randomBytes(4).toString('hex')}@example.test`;
    const password = typedPassword();
    await withCognitoClient(settings, (admin) =>
      adminCreateAccount(admin, settings.userPoolId, { email, password, verified: 'true' }),
    );
    await emulator?.stop();
    emulator = undefined;
    const store = await readStore(stateDir, settings.userPoolId);
    const { username } = await storedUser(stateDir, settings.userPoolId, email);
    const user = store.Users[username];
    if (user) user.Password = password;
    await writeFile(poolFile(stateDir, settings.userPoolId), JSON.stringify(store));
    expect(await filesHolding(stateDir, password)).toHaveLength(1);

    await start();
    expect(await filesHolding(stateDir, password)).toEqual([]);
    expect(
      (await storedUser(stateDir, settings.userPoolId, email)).password.startsWith(PREFIX),
    ).toBe(true);
    expect((await signIn(email, password)).status).toBe(200);
  });

  it('when an account stored with a typed password and no salt signs in while the gate runs, then it signs in and its stored password is converted', async () => {
    const local = path.join(dir, 'in-process');
    const now = () => Date.now();
    let identity = await startInProcessIdentity(local, now);
    const made = { userPoolId: identity.userPoolId, clientId: identity.clientId };
    const email = 'before@example.test';
    const password = typedPassword();
    try {
      const target = {
        region: 'us-east-1',
        endpoint: identity.adminEndpoint,
        adminCredentialsFile: identity.adminCredentialsFile,
      };
      await withCognitoClient(target, (admin) =>
        adminCreateAccount(admin, made.userPoolId, { email, password, verified: 'true' }),
      );
    } finally {
      await identity.close();
    }
    const store = await readStore(local, made.userPoolId);
    const { username } = await storedUser(local, made.userPoolId, email);
    const user = store.Users[username];
    if (user) user.Password = password;
    await writeFile(poolFile(local, made.userPoolId), JSON.stringify(store));
    await writeFile(path.join(local, 'gate', 'password-salts.json'), '{"version":1,"salts":{}}');

    identity = await startInProcessIdentity(local, now, made);
    try {
      const first = await signIn(email, password, identity.publicUrl, made.clientId);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect((await storedUser(local, made.userPoolId, email)).password.startsWith(PREFIX)).toBe(
        true,
      );
      expect(await filesHolding(local, password)).toEqual([]);
      expect((await signIn(email, password, identity.publicUrl, made.clientId)).status).toBe(200);
    } finally {
      await identity.close();
    }
  });
});
