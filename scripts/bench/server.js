// Starts the built server as `pnpm start` does and watches its memory.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The node flags of `pnpm start` (package.json), so the figures are those of the started site;
 * BENCH_NODE_FLAGS (space-separated) replaces them to measure other flags.
 */
export const NODE_FLAGS = (() => {
  if (process.env.BENCH_NODE_FLAGS !== undefined) {
    return process.env.BENCH_NODE_FLAGS.split(' ').filter(Boolean);
  }
  const start = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start;
  const match = /\bnode((?: --[\w-]+(?:=\S+)?)*) apps\/api\/dist\/server\.js/.exec(start);
  if (!match) throw new Error(`package.json's start script does not run the server: ${start}`);
  return (match[1] ?? '').trim().split(' ').filter(Boolean);
})();

/**
 * The settings `pnpm start` puts before `node` (package.json: `MALLOC_ARENA_MAX=2`), so the bench
 * runs the server in the same environment.
 * @type {Record<string, string>}
 */
export const START_ENV = (() => {
  const start = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start;
  const before = /(?:^|&& )((?:[A-Z_]+=\S+ )*)node /.exec(start)?.[1] ?? '';
  return Object.fromEntries(
    before
      .trim()
      .split(' ')
      .filter(Boolean)
      .map((pair) => /** @type {[string, string]} */ (pair.split('=', 2))),
  );
})();

/**
 * The last 4,000 characters the child has written to stderr, as they arrive.
 * @param {import('node:child_process').ChildProcess} child
 * @returns {() => string}
 */
export function stderrTail(child) {
  let tail = '';
  child.stderr?.on('data', (/** @type {Buffer} */ d) => {
    tail = (tail + d.toString()).slice(-4000);
  });
  return () => tail;
}

/**
 * Resolves once the server `child` answers /api/ready at `url`, asking every 200 ms; throws with
 * `stderr` when it exits first, or when it is not ready within three minutes (it is killed then).
 * @param {import('node:child_process').ChildProcess} child
 * @param {string} url
 * @param {() => string} stderr
 */
export async function untilReady(child, url, stderr) {
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited:\n${stderr()}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server was not ready in time:\n${stderr()}`);
    }
    const ready = await fetch(`${url}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * The identity settings of the server started on `url` with `dataDir`: those browsers get from
 * /api/config, and the identity emulator's admin address and key file (its endpoints.json).
 * @param {string} url
 * @param {string} dataDir
 * @returns {Promise<import('../load/setup.js').IdentityConfig>}
 */
export async function identityConfig(url, dataDir) {
  const config = /** @type {any} */ (await (await fetch(`${url}/api/config`)).json()).cognito;
  const endpoints = JSON.parse(
    readFileSync(path.join(dataDir, 'identity', 'endpoints.json'), 'utf8'),
  );
  config.adminEndpoint = endpoints.adminUrl;
  config.adminCredentialsFile = endpoints.adminCredentialsFile;
  return config;
}

/** @param {string} url */
async function waitReady(url, timeoutMs = 120_000) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      const res = await fetch(`${url}/api/ready`);
      if (res.ok) return (performance.now() - started) / 1000;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`The server at ${url} was not ready within ${timeoutMs / 1000} s`);
}

/** Resident set size of a process in MB, from /proc (Linux). */
function rssMb(/** @type {number | undefined} */ pid) {
  if (pid === undefined) return 0;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

/**
 * The built server on `port` with `env`; resolves once /api/ready answers.
 * @param {{ port: number, env: Record<string, string | undefined> }} options
 */
export async function startServer({ port, env }) {
  const taken = await fetch(`http://127.0.0.1:${port}/api/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Port ${port} is already in use: stop what listens there first.`);
  const started = performance.now();
  // The flags `pnpm start` uses (package.json).
  const child = spawn(
    process.execPath,
    [...NODE_FLAGS, path.join(root, 'apps/api/dist/server.js')],
    {
      cwd: root,
      // No scheduled backup starts in the middle of a measurement.
      env: {
        ...process.env,
        ...START_ENV,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        BACKUP_SCHEDULE: 'off',
        // The search answers carry the cache's counts, for the search mix's hit rate.
        SEARCH_CACHE_STATS: 'true',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const stderr = stderrTail(child);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([
      waitReady(url),
      exited.then((code) => {
        throw new Error(`The server exited with ${code} before it was ready:\n${stderr()}`);
      }),
    ]);
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  let peakRss = rssMb(child.pid);
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssMb(child.pid));
  }, 200);
  return {
    url,
    pid: child.pid,
    startSeconds: (performance.now() - started) / 1000,
    peakRssMb: () => peakRss,
    async stop() {
      clearInterval(sampler);
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
