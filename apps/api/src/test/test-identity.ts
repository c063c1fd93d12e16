import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import {
  bootstrapStartedEmulator,
  startIdentityEmulator,
  type IdentityEmulator,
  type IdentitySettings,
} from '../modules/identity/index.js';
import { Mailbox } from '../modules/mail/index.js';

export const TEST_ADMIN = { email: 'admin@family-recipes.test', password: 'Test-Admin-1' };
/** The site whose pages may call the test emulator's public address from a browser. */
export const TEST_SITE_ORIGIN = 'https://recipes.example.test';

export interface TestIdentity {
  emulator: IdentityEmulator;
  settings: IdentitySettings;
  mailbox: Mailbox;
  dir: string;
  dispose(): Promise<void>;
}

/**
 * A real identity emulator on a free loopback port, bootstrapped like `pnpm start` does.
 * `clientLimit`: sign-ups and codes per client address and ten minutes (the gate's default: 20).
 *
 * In the API suite (`spareIdentity`, pglite-dump.setup.ts), where a worker runs file after file
 * in one process, the next file's emulator with the default limit is started while this one's
 * tests run: every file still gets an emulator of its own, without waiting for its start.
 */
export async function startTestIdentity(
  options: { clientLimit?: number } = {},
): Promise<TestIdentity> {
  if (options.clientLimit !== undefined || !inject('spareIdentity')) return newIdentity(options);
  const taken = spare ?? newIdentity({});
  spare = newIdentity({});
  // Held for the next file; a failed start fails that file, when it takes it.
  spare.catch(() => undefined);
  return taken;
}

/** The worker's next emulator, started ahead (startTestIdentity). */
let spare: Promise<TestIdentity> | undefined;
/** Folders of emulators not yet disposed of, removed when the worker exits. */
const folders = new Set<string>();
process.once('exit', () => {
  // The emulators stop themselves when this process goes (their IPC channel closes).
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

async function newIdentity(options: { clientLimit?: number }): Promise<TestIdentity> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fr-identity-'));
  folders.add(dir);
  const mailbox = new Mailbox(path.join(dir, 'mail'));
  const emulator = await startIdentityEmulator({
    stateDir: path.join(dir, 'identity'),
    mailboxDir: mailbox.dir,
    port: 0,
    allowedOrigins: [TEST_SITE_ORIGIN],
    clientLimit: options.clientLimit,
  });
  const settings = await bootstrapStartedEmulator(emulator, {
    region: 'us-east-1',
    devAdmin: TEST_ADMIN,
  });
  return {
    emulator,
    settings,
    mailbox,
    dir,
    dispose: async () => {
      await emulator.stop();
      await rm(dir, { recursive: true, force: true });
      folders.delete(dir);
    },
  };
}
