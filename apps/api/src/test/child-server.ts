import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENDPOINTS_FILE, type IdentitySettings } from '../modules/identity/index.js';

const apiRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * What `pnpm start` (the root package.json) puts around `node`: the settings before it
 * (`MALLOC_ARENA_MAX=2`, ...) and node's own flags (`--max-semi-space-size=8`, ...).
 */
function startSettings(): { env: Record<string, string>; flags: string[] } {
  const pkg = JSON.parse(readFileSync(path.join(apiRoot, '..', '..', 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const match =
    /(?:^|&& )((?:[A-Z_]+=\S+ )*)node((?: --[\w-]+(?:=\S+)?)*) apps\/api\/dist\/server\.js/.exec(
      pkg.scripts.start,
    );
  if (!match)
    throw new Error(`package.json's start script does not run the server: ${pkg.scripts.start}`);
  const words = (text: string | undefined) => (text ?? '').trim().split(' ').filter(Boolean);
  return {
    env: Object.fromEntries(words(match[1]).map((pair) => pair.split('=', 2) as [string, string])),
    flags: words(match[2]),
  };
}

/** Test servers take ports from this range, so that they never meet the developers' own. */
const PORTS = { first: 3500, last: 3599 } as const;

function listenable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A free port of the test range, starting from a random one so that parallel files rarely meet. */
export async function freeTestPort(): Promise<number> {
  const span = PORTS.last - PORTS.first + 1;
  const start = Math.floor(Math.random() * span);
  for (let i = 0; i < span; i += 1) {
    const port = PORTS.first + ((start + i) % span);
    if (await listenable(port)) return port;
  }
  throw new Error(`No free port between ${PORTS.first} and ${PORTS.last}`);
}

/**
 * Resolves once `seen` holds for everything `child` has printed (stdout and stderr), checked on
 * each chunk it prints; rejects when it exits first or after `timeoutMs`.
 */
export function untilOutput(
  child: ChildProcess,
  output: () => string,
  seen: (text: string) => boolean,
  timeoutMs: number,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!seen(output())) return false;
      done();
      resolve();
      return true;
    };
    const exited = () => {
      if (check()) return;
      done();
      reject(new Error(`The process exited (${child.exitCode ?? child.signalCode}):\n${output()}`));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`Not printed within ${timeoutMs} ms:\n${output()}`));
    }, timeoutMs);
    const onData = () => void check();
    function done() {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      child.off('exit', exited);
    }
    // Listeners added after the ones that collect the output, so each chunk is already in it.
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', exited);
    if (check()) return;
    if (child.exitCode !== null || child.signalCode !== null) exited();
  });
}

export interface ChildServer {
  child: ChildProcess;
  pid: number;
  base: string;
  dataDir: string;
  /** Everything the process printed so far. */
  output(): string;
  /** The identity settings the server gives browsers, with the emulator's admin address. */
  identity(): Promise<IdentitySettings>;
  /** Resident set size of the server process, from /proc (Linux). */
  rssBytes(): number;
  /** Resolves with the exit code once the process has ended. */
  exited(): Promise<number | null>;
  /** Kills the process if it still runs and removes its data folder. */
  dispose(): Promise<void>;
}

/**
 * `pnpm start`'s server (src/server.ts through tsx) as its own process on the embedded defaults:
 * PGlite and the identity emulator in a fresh data folder, no demo content. `asStarted`: with
 * the memory settings and node flags `pnpm start` gives it, for tests that measure its memory.
 */
export async function startChildServer(
  env: Record<string, string> = {},
  options: { asStarted?: boolean } = {},
): Promise<ChildServer> {
  // A port found free can be taken before the server binds it (another test file, or its own
  // emulator); a start that fails that way is tried again on other ports.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(env, options.asStarted ? startSettings() : undefined);
    } catch (err) {
      if (attempt >= 3 || !(err instanceof Error) || !err.message.includes('EADDRINUSE')) throw err;
    }
  }
}

interface SpawnedServer {
  child: ChildProcess;
  port: number;
  dataDir: string;
  output(): string;
  exit: Promise<number | null>;
}

async function spawnServer(
  env: Record<string, string>,
  settings: { env: Record<string, string>; flags: string[] } = { env: {}, flags: [] },
): Promise<SpawnedServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fr-child-'));
  const port = await freeTestPort();
  let emulatorPort = await freeTestPort();
  while (emulatorPort === port) emulatorPort = await freeTestPort();
  const child = spawn(process.execPath, [...settings.flags, '--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      ...settings.env,
      DATABASE_URL: '',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      IDENTITY_EMULATOR_PORT: String(emulatorPort),
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, port, dataDir, output: () => output, exit };
}

/**
 * Runs a server that is expected to refuse to start: resolves with its exit code and everything it
 * printed once it has ended, and fails if it starts after all.
 */
export async function runRefusedServer(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const { child, dataDir, output, exit } = await spawnServer(env);
  try {
    const started = await untilOutput(child, output, isRunning, 60_000).then(
      () => true,
      () => false,
    );
    if (started || (child.exitCode === null && child.signalCode === null)) {
      child.kill('SIGKILL');
      await exit;
      throw new Error(`The server was expected to refuse to start:\n${output()}`);
    }
    return { code: await exit, output: output() };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const isRunning = (text: string) => text.includes('Family Recipes is running at');

async function startOnce(
  env: Record<string, string>,
  settings?: { env: Record<string, string>; flags: string[] },
): Promise<ChildServer> {
  const { child, port, dataDir, output, exit } = await spawnServer(env, settings);
  const dispose = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exit;
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await untilOutput(child, output, isRunning, 60_000);
  } catch {
    await dispose();
    throw new Error(`The server did not start:\n${output()}`);
  }
  const pid = child.pid;
  if (pid === undefined) throw new Error('The server process has no pid');
  const base = `http://127.0.0.1:${port}`;
  return {
    child,
    pid,
    base,
    dataDir,
    output,
    identity: async () => {
      const res = await fetch(`${base}/api/config`);
      const { cognito } = (await res.json()) as { cognito: IdentitySettings };
      // /api/config gives the browsers' address; test users are made through the admin one.
      const endpoints = path.join(dataDir, 'identity', ENDPOINTS_FILE);
      if (!existsSync(endpoints)) {
        return { ...cognito, adminCredentialsFile: null, browserEndpoint: cognito.endpoint };
      }
      const { adminUrl, adminCredentialsFile } = JSON.parse(readFileSync(endpoints, 'utf8')) as {
        adminUrl: string;
        adminCredentialsFile: string;
      };
      return {
        ...cognito,
        endpoint: adminUrl,
        adminCredentialsFile,
        browserEndpoint: cognito.endpoint,
      };
    },
    rssBytes: () => {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
      if (!kb) throw new Error(`No VmRSS in /proc/${pid}/status`);
      return Number(kb) * 1024;
    },
    exited: () => exit,
    dispose,
  };
}
