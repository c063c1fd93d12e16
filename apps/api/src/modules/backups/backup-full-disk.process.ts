import { mkdir, mkdtemp, readdir, rm, statfs } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { backupListSchema, runtimeConfigSchema } from '@family-recipes/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FolderServer, spawnServerIn, untilReady } from '../../test/server-in-folder.js';
import { BACKUP_MESSAGES, reasonOf } from './backups.messages.js';

/*
 * A backup onto a disk that fills up, for real: `pnpm start`'s server on the embedded defaults with
 * the demo recipes, its backup folder a 64 KiB tmpfs of its own (the recipes' photos alone are
 * megabytes). The kernel answers ENOSPC; the backup must end recorded as failed, saying why, with
 * no file left and the space given back, and the site must go on answering.
 */

const DEV_ADMIN = { USERNAME: 'admin@family-recipes.test', PASSWORD: 'Recipes!2024' };

let root: string;
let backupsDir: string;
let server: FolderServer;
let admin: Record<string, string>;

/** The development administrator's id token, signed in at the emulator as the sign-in page does. */
async function signInAdmin(base: string): Promise<string> {
  const config = runtimeConfigSchema.parse(await (await fetch(`${base}/api/config`)).json());
  const cognito = config.cognito;
  if (!cognito.endpoint) throw new Error('The embedded defaults name no identity endpoint');
  const res = await fetch(cognito.endpoint, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      ClientId: cognito.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: DEV_ADMIN,
    }),
  });
  const body = (await res.json()) as { AuthenticationResult?: { IdToken?: string } };
  const token = body.AuthenticationResult?.IdToken;
  if (!token) throw new Error(`The development administrator could not sign in: ${res.status}`);
  return token;
}

/** The backups as GET /api/admin/backups lists them. */
async function backups() {
  const res = await fetch(`${server.base}/api/admin/backups`, { headers: admin });
  expect(res.status).toBe(200);
  return backupListSchema.parse(await res.json()).items;
}

/** The tmpfs as the server sees it. */
const seenByServer = () => path.join(`/proc/${server.child.pid}/root`, backupsDir);

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'fr-full-disk-'));
  backupsDir = path.join(root, 'backups');
  const dataDir = path.join(root, 'data');
  await Promise.all([mkdir(backupsDir), mkdir(dataDir)]);
  server = await spawnServerIn(dataDir, {
    env: { SEED_DEMO: 'true', BACKUP_SCHEDULE: 'off', BACKUP_DIR: backupsDir },
    tmpfs: { dir: backupsDir, size: '64k' },
  });
  await untilReady(server);
  admin = { Authorization: `Bearer ${await signInAdmin(server.base)}`, Origin: server.base };
});

afterAll(async () => {
  await server?.kill();
  if (root) await rm(root, { recursive: true, force: true });
});

describe('a backup onto a disk that fills up', () => {
  it('when the backup folder runs out of space, then the backup is recorded failed saying the disk is full, no file is left, its space is given back and the site answers', async () => {
    // The folder the server writes to is the 64 KiB tmpfs, empty.
    const before = await statfs(seenByServer());
    expect(before.blocks * before.bsize).toBeLessThanOrEqual(64 * 1024);
    expect(await readdir(seenByServer())).toEqual([]);

    const started = await fetch(`${server.base}/api/admin/backups`, {
      method: 'POST',
      headers: admin,
    });
    expect(started.status).toBe(202);
    const { id } = (await started.json()) as { id: string };
    // The backup runs on after the answer; its record says when it has ended.
    await expect
      .poll(async () => (await backups()).find((b) => b.id === id)?.status, {
        timeout: 60_000,
        interval: 100,
      })
      .not.toBe('running');
    const backup = (await backups()).find((b) => b.id === id);
    expect(backup).toMatchObject({ status: 'failed', checksum: null });
    const full = Object.assign(new Error('write'), { code: 'ENOSPC' });
    expect(backup?.error).toBe(BACKUP_MESSAGES.storage(reasonOf(full)));
    expect(await readdir(seenByServer())).toEqual([]);
    const after = await statfs(seenByServer());
    expect(after.bfree).toBe(before.bfree);
    expect((await fetch(`${server.base}/api/ready`)).status).toBe(200);
  });
});
