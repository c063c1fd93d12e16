import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';

const runner = fileURLToPath(new URL('../../../bin/identity-emulator.cjs', import.meta.url));
const HOST = '127.0.0.1';

/**
 * Where the emulator process writes its two addresses, and the path of its admin credentials file,
 * once it listens (bin/identity-emulator.cjs).
 */
export const ENDPOINTS_FILE = 'endpoints.json';

interface Endpoints {
  publicUrl: string;
  adminUrl: string;
  /** Absolute; the key pair (mode 0600) the admin address takes signed requests from. */
  adminCredentialsFile: string;
}

export interface IdentityEmulator {
  /** The public address, for browsers: sign-in actions only, CORS for `allowedOrigins` only. */
  endpoint: string;
  /** The admin address, for this server's own calls (administrator actions, keys); never browsers. */
  adminEndpoint: string;
  /** The file with the key pair calls to `adminEndpoint` must be signed with (an absolute path). */
  adminCredentialsFile: string;
  /** The public port. */
  port: number;
  /** True when the configured port was taken and another one was chosen. */
  portChanged: boolean;
  stop(): Promise<void>;
}

export interface EmulatorOptions {
  stateDir: string;
  mailboxDir: string;
  /** The public port; 0 picks any free port. */
  port: number;
  /** The origins of the pages that may call the public address from a browser. */
  allowedOrigins: string[];
  /** Sign-ups, and codes mailed, per client address and ten minutes (the gate's default: 20). */
  clientLimit?: number | undefined;
  logger?: Logger | undefined;
  /** Finds a free port for `wanted` (0: any); tests hand in one that answers a taken port first. */
  choosePort?: ((wanted: number) => Promise<number>) | undefined;
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

function readEndpoints(stateDir: string): Endpoints | null {
  try {
    return JSON.parse(readFileSync(path.join(stateDir, ENDPOINTS_FILE), 'utf8')) as Endpoints;
  } catch {
    return null;
  }
}

async function waitUntilHealthy(stateDir: string, child: ChildProcess, output: () => string) {
  const healthy = async () => {
    if (child.exitCode !== null) {
      throw new Error(`The identity emulator exited with code ${child.exitCode}:\n${output()}`);
    }
    const endpoints = readEndpoints(stateDir);
    try {
      if (endpoints && (await fetch(`${endpoints.adminUrl}/health`)).ok) return endpoints;
    } catch {
      // not listening yet
    }
    return undefined;
  };
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const endpoints = await healthy();
    if (endpoints) return endpoints;
    await new Promise((r) => setTimeout(r, 100));
  }
  // A last look: work that held this process's event loop (a database migrating in the same
  // process) can use up the wait while the emulator itself was ready long before.
  const endpoints = await healthy();
  if (endpoints) return endpoints;
  throw new Error(`The identity emulator did not start within 20 s:\n${output()}`);
}

interface Started {
  endpoints: Endpoints;
  stop: () => Promise<void>;
}

/** The emulator's child process on `port`, once it answers; it is stopped again if it does not. */
async function startOn(options: EmulatorOptions, port: number): Promise<Started> {
  const endpoint = `http://${HOST}:${port}`;
  const child = spawn(process.execPath, [runner], {
    cwd: options.stateDir,
    env: {
      PATH: process.env.PATH,
      HOST,
      PORT: String(port),
      ADMIN_PORT: '0',
      ISSUER: endpoint,
      ALLOWED_ORIGINS: options.allowedOrigins.join(','),
      MAILBOX_DIR: options.mailboxDir,
      ...(options.clientLimit ? { CLIENT_LIMIT: String(options.clientLimit) } : {}),
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
    return { endpoints: await waitUntilHealthy(options.stateDir, child, () => output), stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** How many ports are tried when another process takes the chosen one before the emulator. */
const PORT_ATTEMPTS = 3;

/**
 * Starts cognito-local behind the identity gate as a child process on loopback; it stops with this
 * process. Tokens name the public address as their issuer. A port found free can be taken by
 * another process (a second site starting at the same moment) before the emulator listens on it:
 * then another free port is chosen and the emulator started again.
 */
export async function startIdentityEmulator(options: EmulatorOptions): Promise<IdentityEmulator> {
  mkdirSync(options.stateDir, { recursive: true });
  const free = options.choosePort ?? choosePort;
  let port = await free(options.port);
  for (let attempt = 1; ; attempt += 1) {
    // Left by an earlier run: the addresses are known once this run's process writes them again.
    rmSync(path.join(options.stateDir, ENDPOINTS_FILE), { force: true });
    try {
      const { endpoints, stop } = await startOn(options, port);
      return {
        endpoint: `http://${HOST}:${port}`,
        adminEndpoint: endpoints.adminUrl,
        adminCredentialsFile: endpoints.adminCredentialsFile,
        port,
        portChanged: port !== options.port && options.port !== 0,
        stop,
      };
    } catch (err) {
      if (attempt >= PORT_ATTEMPTS || !String(err).includes('EADDRINUSE')) throw err;
      options.logger?.warn(
        { port },
        'The identity emulator’s port was taken meanwhile; another is tried',
      );
      port = await free(0);
    }
  }
}
