import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * `pnpm backup` as an operator runs it: its own process on the embedded defaults, calling the
 * backups endpoints through the in-process caller.
 */

const apiRoot = fileURLToPath(new URL('../..', import.meta.url));
const dirs: string[] = [];

afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

function run(script: string, env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', script],
      // The embedded database, whatever the suite itself runs on.
      { cwd: apiRoot, env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env } },
      (err, stdout, stderr) => {
        const code = err ? (typeof err.code === 'number' ? err.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

describe('pnpm backup', () => {
  it('when an operator backs up a site of 40 recipes, then one whole file of them is in the backup folder, readable by the server’s user alone, and the command says so', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fr-cli-backup-'));
    dirs.push(dataDir);
    expect((await run('src/cli/seed.ts', { DATA_DIR: dataDir })).stdout).toContain(
      'Loaded 40 demo recipes.',
    );

    const backedUp = await run('src/cli/backup.ts', { DATA_DIR: dataDir });
    expect(backedUp.stderr).toBe('');
    expect(backedUp.code).toBe(0);
    const said =
      /^Backed up (\d+) recipes and (\d+) users to (\S+) \((\d+) bytes, folder\)\.$/m.exec(
        backedUp.stdout,
      );
    expect(said?.[1]).toBe('40');
    const folder = path.join(dataDir, 'backups');
    expect(await readdir(folder)).toEqual([said?.[3]]);
    const file = path.join(folder, said?.[3] ?? '');
    const info = await stat(file);
    expect(info.size).toBe(Number(said?.[4]));
    expect(info.mode & 0o777).toBe(0o600);
    expect((await stat(folder)).mode & 0o777).toBe(0o700);
    const text = await readFile(file, 'utf8');
    expect(text).toContain('"title"');
  });

  it('when the backup folder cannot be written, then the command fails with the reason and exit code 1', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fr-cli-backup-'));
    dirs.push(dataDir);
    const notAFolder = path.join(dataDir, 'file');
    await writeFile(notAFolder, 'a file where the folder should be');

    const failed = await run('src/cli/backup.ts', { DATA_DIR: dataDir, BACKUP_DIR: notAFolder });
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/^The backup failed: /m);
    expect(failed.stdout).toBe('');
  });
});
