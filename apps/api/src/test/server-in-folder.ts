import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freeTestPort, untilOutput } from './child-server.js';

const apiRoot = fileURLToPath(new URL('../..', import.meta.url));

/** `pnpm start`'s server (src/server.ts through tsx) on the embedded defaults in a given folder. */
export interface FolderServer {
  child: ChildProcess;
  base: string;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal) once the process has ended. */
  exited: Promise<number | null>;
  /** Kills the process with SIGKILL, as a power cut would, and waits for its end. */
  kill(): Promise<void>;
}

interface SpawnOptions {
  /** Settings added to the embedded defaults'. */
  env?: Record<string, string>;
  /**
   * A tmpfs of `size` (mount's size option, `64k`) mounted at `dir` for this process alone: the
   * server runs in a mount and user namespace of its own (`unshare -rm`, util-linux), where it is
   * root and may mount; others see the folder as it was (its files: `/proc/<pid>/root/<dir>`).
   */
  tmpfs?: { dir: string; size: string };
}

/** Starts the server on DATA_DIR `dataDir` without waiting for anything: a first start's timeline. */
export async function spawnServerIn(
  dataDir: string,
  options: SpawnOptions = {},
): Promise<FolderServer> {
  const port = await freeTestPort();
  let emulatorPort = await freeTestPort();
  while (emulatorPort === port) emulatorPort = await freeTestPort();
  const node = [process.execPath, '--import', 'tsx', 'src/server.ts'];
  const [command, ...args] = options.tmpfs
    ? [
        'unshare',
        '-rm',
        'sh',
        '-c',
        // exec: the server takes the shell's process id, so `child.pid` is the server's.
        'mount -t tmpfs -o "size=$1" tmpfs "$2" && shift 2 && exec "$@"',
        'sh',
        options.tmpfs.size,
        options.tmpfs.dir,
        ...node,
      ]
    : node;
  const child = spawn(command ?? process.execPath, args, {
    cwd: apiRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      NODE_ENV: 'development',
      // What the start says about the database is said at info.
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      IDENTITY_EMULATOR_PORT: String(emulatorPort),
      DATA_DIR: dataDir,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * Resolves once `reached()` holds, checked every few milliseconds; rejects when the server ends
 * first or after `timeoutMs`, naming `what`.
 */
export function untilReached(
  server: FolderServer,
  what: string,
  reached: () => boolean,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const check = () => {
      let done = false;
      try {
        done = reached();
      } catch {
        // A file read while it is being written or removed: looked at again on the next check.
      }
      if (done) return resolve();
      if (server.child.exitCode !== null || server.child.signalCode !== null) {
        return reject(new Error(`The server ended before ${what}:\n${server.output()}`));
      }
      if (Date.now() > deadline) {
        return reject(new Error(`Not reached within ${timeoutMs} ms: ${what}\n${server.output()}`));
      }
      setTimeout(check, 10);
    };
    check();
  });
}

/** Resolves once the server says it runs and answers GET /api/ready with 200. */
export async function untilReady(server: FolderServer, timeoutMs = 60_000): Promise<void> {
  await untilOutput(
    server.child,
    server.output,
    (text) => text.includes('Family Recipes is running at'),
    timeoutMs,
  );
  // The line comes once the server listens with its database answering: ready at once.
  const status = await fetch(`${server.base}/api/ready`).then(
    (res) => res.status,
    () => 0,
  );
  if (status !== 200)
    throw new Error(`/api/ready answered ${status}, not 200:\n${server.output()}`);
}

/**
 * A server from `spawnOne`, ready (`untilReady`). A port found free can be taken by another test
 * file's server before this one binds it (EADDRINUSE, the server or its identity emulator): such
 * a start is tried again, on other ports and the same folder, up to three times; what the earlier
 * tries printed comes first in `output()`.
 */
export async function readyServer(spawnOne: () => Promise<FolderServer>): Promise<FolderServer> {
  let earlier = '';
  for (let attempt = 1; ; attempt += 1) {
    const server = await spawnOne();
    try {
      await untilReady(server);
      return { ...server, output: () => earlier + server.output() };
    } catch (err) {
      if (attempt >= 3 || !server.output().includes('EADDRINUSE')) throw err;
      await server.kill();
      earlier += server.output();
    }
  }
}
