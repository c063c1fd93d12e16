// The server the memory benchmark (memory.js) measures: started as `pnpm start` starts it, with
// what the process says it holds on request, and its resident memory read from /proc (Linux).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NODE_FLAGS, START_ENV, stderrTail, untilReady } from './server.js';

const root = path.resolve(import.meta.dirname, '../..');

/** VmRSS and VmHWM (the peak) of `pid` in MB. */
export function status(/** @type {number} */ pid) {
  const text = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (/** @type {string} */ f) => Number(new RegExp(`${f}:\\s+(\\d+)`).exec(text)?.[1]);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/**
 * Resident MB of WebAssembly memories: V8 maps each as its accessible pages followed by a guard
 * reservation of several GB (no access), so the mapping just before such a reservation is one.
 */
export function wasmResidentMb(/** @type {number} */ pid) {
  /** @type {{ start: number, end: number, perm: string, rss: number }[]} */
  const maps = [];
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const m = /^([0-9a-f]+)-([0-9a-f]+) (\S+)/.exec(line);
    if (m)
      maps.push({
        start: parseInt(m[1] ?? '', 16),
        end: parseInt(m[2] ?? '', 16),
        perm: m[3] ?? '',
        rss: 0,
      });
    const rss = /^Rss:\s+(\d+)/.exec(line);
    const last = maps.at(-1);
    if (rss && last) last.rss = Number(rss[1]) / 1024;
  }
  let total = 0;
  maps.forEach((m, i) => {
    const before = maps[i - 1];
    if (m.perm === '---p' && m.end - m.start > 4 * 2 ** 30 && before?.end === m.start) {
      total += before.rss;
    }
  });
  return total;
}

/**
 * The built server as `pnpm start` runs it (its node flags and settings), with MEMORY_REPORT=1.
 * @param {{ port: number, env: Record<string, string> }} o
 */
export async function startSite({ port, env }) {
  const { NODE_ENV: _unset, ...inherited } = process.env;
  const child = spawn(process.execPath, [...NODE_FLAGS, 'apps/api/dist/server.js'], {
    cwd: root,
    env: Object.fromEntries(
      Object.entries({
        ...inherited,
        ...START_ENV,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        BACKUP_SCHEDULE: 'off',
        MEMORY_REPORT: '1',
        ...env,
      }).filter(([, value]) => value !== ''),
    ),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stderr = stderrTail(child);
  /** @type {((report: any) => void)[]} */
  const waiting = [];
  let buffered = '';
  child.stdout.on('data', (/** @type {Buffer} */ d) => {
    buffered += d;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      if (line.startsWith('{"memoryReport"')) waiting.shift()?.(JSON.parse(line).memoryReport);
    }
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  await untilReady(child, url, stderr);
  const pid = /** @type {number} */ (child.pid);
  return {
    url,
    pid,
    /** @returns {Promise<any>} what the process says it holds */
    report: () =>
      new Promise((resolve) => {
        waiting.push(resolve);
        child.kill('SIGUSR2');
      }),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Waits until RSS has not fallen by 1 MB in 5 s, at most `seconds`; returns the seconds waited. */
export async function settle(/** @type {number} */ pid, /** @type {number} */ seconds) {
  const samples = [status(pid).rss];
  const started = performance.now();
  while ((performance.now() - started) / 1000 < seconds) {
    await new Promise((r) => setTimeout(r, 1000));
    samples.push(status(pid).rss);
    const fiveAgo = samples.at(-6);
    if (fiveAgo !== undefined && fiveAgo - (samples.at(-1) ?? 0) < 1) break;
  }
  return (performance.now() - started) / 1000;
}
