import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { copyFile, cp, mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freeTestPort, untilOutput } from './test/child-server.js';

/*
 * `pnpm dev` from a fresh clone: the shared package is built, then its watcher, the API under
 * `tsx watch` and Vite start side by side. The watcher used to write the whole of
 * packages/shared/dist again when it started, `tsx watch` restarted the API for it while the
 * API's first start was making the embedded database, and that database was broken for every
 * later start. Now the watcher starts from the build's incremental state and writes nothing, so
 * the API starts once; the API answers /api/ready, and Vite serves the page and passes /api on.
 */

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
/**
 * From the command to both servers answering: a start here took 35 s on two busy cores, and past
 * 120 s with other test suites running beside it (the wait ends as soon as both answer).
 */
const READY_WITHIN_MS = 240_000;

let clone: string | undefined;
let dev: ChildProcess | undefined;

afterAll(async () => {
  if (dev) await stopGroup(dev);
  if (clone) await rm(clone, { recursive: true, force: true });
}, 30_000);

/**
 * What a fresh clone holds: the files git tracks or would add, as they are in the working tree
 * (no dist, no data, no .env); node_modules are those of this checkout, the workspace packages'
 * own folders copied so that their links resolve inside the clone.
 */
async function cloneWorkingTree(): Promise<string> {
  const dest = await mkdtemp(path.join(os.tmpdir(), 'fr-clone-'));
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: repoRoot,
      maxBuffer: 64 * 1024 * 1024,
    },
  )
    .toString()
    .split('\0')
    .filter((file) => file !== '' && existsSync(path.join(repoRoot, file)));
  for (const file of listed) {
    await mkdir(path.dirname(path.join(dest, file)), { recursive: true });
    await copyFile(path.join(repoRoot, file), path.join(dest, file));
  }
  await symlink(path.join(repoRoot, 'node_modules'), path.join(dest, 'node_modules'), 'dir');
  for (const group of ['apps', 'packages']) {
    for (const name of readdirSync(path.join(repoRoot, group))) {
      const modules = path.join(repoRoot, group, name, 'node_modules');
      if (!existsSync(modules)) continue;
      await cp(modules, path.join(dest, group, name, 'node_modules'), {
        recursive: true,
        verbatimSymlinks: true,
        // Vite's caches of this checkout.
        filter: (source) => !path.basename(source).startsWith('.vite'),
      });
    }
  }
  return dest;
}

/** The environment of a new terminal: none of this test run's pnpm, turbo or vitest settings. */
function terminalEnv(): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(
    ([name]) =>
      !/^(npm_|VITEST|TURBO_)/i.test(name) && !['NODE_ENV', 'DATABASE_URL'].includes(name),
  );
  return Object.fromEntries(inherited);
}

function stripColours(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[[0-9;]*m/g, '');
}

/** Every process below `pid`, from /proc (Linux). */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const found: number[] = [];
  const visit = (at: number) => {
    for (const child of children.get(at) ?? []) {
      found.push(child);
      visit(child);
    }
  };
  visit(pid);
  return found;
}

/** Stops `pnpm dev` and every process it started, wherever turbo put them. */
async function stopGroup(child: ChildProcess): Promise<void> {
  const pid = child.pid;
  if (pid === undefined) return;
  const all = [pid, ...descendants(pid)];
  for (const each of all) {
    try {
      process.kill(each, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  if (child.exitCode === null && child.signalCode === null) {
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

async function statusOf(url: string): Promise<number> {
  return fetch(url).then(
    (res) => res.status,
    () => 0,
  );
}

describe('pnpm dev from a fresh clone', () => {
  it(
    'when `pnpm dev` runs in a fresh clone, then the API starts once and answers /api/ready, and Vite serves the page and passes /api on to the API',
    async () => {
      clone = await cloneWorkingTree();
      const port = await freeTestPort();
      let emulatorPort = await freeTestPort();
      while (emulatorPort === port) emulatorPort = await freeTestPort();
      const began = Date.now();
      const deadline = began + READY_WITHIN_MS;
      dev = spawn('pnpm', ['dev'], {
        cwd: clone,
        env: {
          ...terminalEnv(),
          PORT: String(port),
          HOST: '127.0.0.1',
          IDENTITY_EMULATOR_PORT: String(emulatorPort),
          API_ORIGIN: `http://127.0.0.1:${port}`,
          NO_COLOR: '1',
          TURBO_TELEMETRY_DISABLED: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      dev.stdout?.on('data', (c: Buffer) => (output += c.toString()));
      dev.stderr?.on('data', (c: Buffer) => (output += c.toString()));
      const printed = () => stripColours(output);
      const failed = (what: string) =>
        new Error(`pnpm dev: ${what} after ${Date.now() - began} ms:\n${printed().slice(-6000)}`);

      // Vite says where it runs, and the API prints its line once it listens with the database
      // answering: then /api/ready answers 200 at once.
      await untilOutput(
        dev,
        printed,
        (text) => /Local:\s+http:\/\//.test(text) && text.includes('Family Recipes is running at'),
        deadline - Date.now(),
      ).catch((err: unknown) => {
        throw failed(err instanceof Error ? err.message.split('\n')[0]! : String(err));
      });
      const vite = /Local:\s+(http:\/\/[^\s/]+)/.exec(printed())?.[1];
      expect(await statusOf(`http://127.0.0.1:${port}/api/ready`)).toBe(200);
      const readyMs = Date.now() - began;

      const page = await fetch(`${vite}/`);
      const html = await page.text();
      const proxied = await statusOf(`${vite}/api/ready`);

      expect(page.status).toBe(200);
      expect(html).toContain('<title>Family Recipes</title>');
      expect(html).toContain('/@vite/client');
      expect(proxied).toBe(200);
      // The shared package's watcher wrote nothing when it started, so tsx did not restart the API.
      expect(printed()).not.toMatch(/\[tsx\].*(change in|Restarting)/);
      expect(printed().match(/Family Recipes is running at/g)).toHaveLength(1);
      expect(printed()).toContain('Creating the embedded database in');
      console.log(`pnpm dev from a fresh clone answered in ${readyMs} ms`);
    },
    READY_WITHIN_MS + 60_000,
  );
});
