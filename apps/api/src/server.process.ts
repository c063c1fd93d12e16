import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { untilOutput } from './test/child-server.js';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const children: ChildProcess[] = [];
const dirs: string[] = [];

function listenable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

/**
 * A free port below the kernel's range for outgoing connections (32768-60999 on Linux): a port
 * the kernel picked would be free now but could be handed to another socket (any test's client)
 * in the seconds before the server under test listens on it.
 */
const taken = new Set<number>();
async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 10_000);
    if (taken.has(port) || !(await listenable(port))) continue;
    taken.add(port);
    return port;
  }
}

async function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    // The embedded defaults, whatever database the suite itself runs on.
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  await untilOutput(
    child,
    () => output,
    (text) => text.includes('Family Recipes is running at'),
    45_000,
  );
  return { child, output: () => output };
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe('server start-up', () => {
  it('when two instances get different PORT and DATA_DIR, then both run side by side and stop cleanly', async () => {
    const [portA, portB, emulatorPort] = await Promise.all([freePort(), freePort(), freePort()]);
    const dirA = await mkdtemp(path.join(os.tmpdir(), 'fr-srv-a-'));
    const dirB = await mkdtemp(path.join(os.tmpdir(), 'fr-srv-b-'));
    dirs.push(dirA, dirB);
    // Both ask for the same emulator port: the second must fall back to another one.
    const common = { IDENTITY_EMULATOR_PORT: String(emulatorPort) };
    const a = await startServer({ ...common, PORT: String(portA), DATA_DIR: dirA });
    const b = await startServer({ ...common, PORT: String(portB), DATA_DIR: dirB });

    const [configA, configB] = await Promise.all(
      [portA, portB].map(async (p) => {
        const res = await fetch(`http://127.0.0.1:${p}/api/config`);
        return ((await res.json()) as { cognito: { endpoint: string } }).cognito;
      }),
    );
    expect(configA?.endpoint).toBe(`http://127.0.0.1:${emulatorPort}`);
    expect(configB?.endpoint).not.toBe(configA?.endpoint);
    expect(a.output()).toContain(`http://localhost:${portA}`);
    expect(a.output()).toContain('Development admin: admin@family-recipes.test / ');
    expect(b.output()).toMatch(/Port \d+ is taken; the identity emulator uses \d+/);
    expect((await fetch(`http://127.0.0.1:${portB}/api/ready`)).status).toBe(200);
    expect(await readdir(dirA)).toEqual(expect.arrayContaining(['db', 'identity']));

    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
    expect(await exited(a.child)).toBe(0);
    expect(await exited(b.child)).toBe(0);
    // The emulator child stopped with its server.
    await expect(fetch(`${configA?.endpoint}/health`)).rejects.toThrow();
  }, 90_000);

  it('when a variable is invalid, then start-up fails naming it', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiRoot,
      env: { ...process.env, PORT: 'not-a-port', CONTACT_TO: 'nobody' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let stderr = '';
    child.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
    expect(await exited(child)).toBe(1);
    expect(stderr).toContain('Invalid configuration');
    expect(stderr).toMatch(/PORT/);
    expect(stderr).toMatch(/CONTACT_TO must be an email address/);
  }, 30_000);
});
