import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';

const runner = fileURLToPath(new URL('../../../bin/identity-emulator.cjs', import.meta.url));
const HOST = '127.0.0.1';

export interface IdentityEmulator {
  endpoint: string;
  port: number;
  /** True when the configured port was taken and another one was chosen. */
  portChanged: boolean;
  stop(): Promise<void>;
}

export interface EmulatorOptions {
  stateDir: string;
  mailboxDir: string;
  /** 0 picks any free port. */
  port: number;
  logger?: Logger | undefined;
}

function listenable(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(null));
    server.listen(port, HOST, () => {
      const address = server.address();
      const chosen = typeof address === 'object' && address ? address.port : null;
      server.close(() => resolve(chosen));
    });
  });
}

async function choosePort(wanted: number): Promise<number> {
  const port = (await listenable(wanted)) ?? (await listenable(0));
  if (port === null) throw new Error('No free loopback port for the identity emulator');
  return port;
}

async function waitUntilHealthy(endpoint: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The identity emulator exited with code ${child.exitCode}:\n${output()}`);
    }
    try {
      const res = await fetch(`${endpoint}/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The identity emulator did not start within 20 s:\n${output()}`);
}

/** Starts cognito-local as a child process on loopback; it stops with this process. */
export async function startIdentityEmulator(options: EmulatorOptions): Promise<IdentityEmulator> {
  mkdirSync(options.stateDir, { recursive: true });
  const port = await choosePort(options.port);
  const endpoint = `http://${HOST}:${port}`;
  const child = spawn(process.execPath, [runner], {
    cwd: options.stateDir,
    env: {
      PATH: process.env.PATH,
      HOST,
      PORT: String(port),
      MAILBOX_DIR: options.mailboxDir,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', (chunk: Buffer) => {
    collect(chunk);
    options.logger?.warn({ emulator: chunk.toString().trim() }, 'identity emulator');
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
    await exited;
    clearTimeout(timer);
  };

  try {
    await waitUntilHealthy(endpoint, child, () => output);
  } catch (err) {
    await stop();
    throw err;
  }
  return { endpoint, port, portChanged: port !== options.port && options.port !== 0, stop };
}
