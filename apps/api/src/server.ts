import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { ConfigError, loadConfig } from './config/config.js';
import { createApp } from './app.js';
import { createLogger } from './http/logger.js';
import { enableMemoryReport } from './memory-report.js';
import { startRuntime } from './runtime.js';

/**
 * Production refuses the embedded emulator (config.ts). An emulator service (the compose stack's,
 * behind its gate) signs with a key of its own, but it is still an emulator.
 */
const EMULATOR_SERVICE_IN_PRODUCTION =
  'The identity service is an emulator: it keeps passwords in plain files. It suits a site that only this machine reaches; a site that others reach uses an Amazon Cognito user pool (README, Against AWS).';

/** How long a stopping server still accepts what is already on its way (see shutdown). */
const SHUTDOWN_GRACE_MS = 1_000;
/** How long an idle connection stays open for a client's next request. */
const KEEP_ALIVE_MS = 65_000;
/** The process exits by then whatever is still running. */
const SHUTDOWN_LIMIT_MS = 10_000;

async function main() {
  // A .env file in the working directory is optional; real environment variables win.
  if (existsSync('.env')) process.loadEnvFile('.env');
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config.logLevel);
  const runtime = await startRuntime(config, logger);
  enableMemoryReport(runtime.database);
  let stopping = false;
  const stop = new AbortController();
  const app = createApp({
    config,
    database: runtime.database,
    identity: runtime.identity,
    verifier: runtime.verifier,
    storage: runtime.storage,
    contact: runtime.contact,
    notices: runtime.notices,
    backups: runtime.backups,
    logger,
    devMailbox: runtime.devMailbox,
    isStopping: () => stopping,
    stopping: stop.signal,
  });

  const server = await new Promise<Server>((resolve, reject) => {
    const s = createServer((req, res) => {
      // Once shutting down, every answer ends its connection, so no client keeps reusing it.
      if (stopping) res.setHeader('Connection', 'close');
      app(req, res);
    });
    // A client reuses an idle connection until it hears it closed; closed by the server at the
    // same moment, the client's next request meets a reset (Node's 5 s default makes that common
    // under load). Idle connections are kept longer than clients and proxies keep theirs (about
    // 60 s); server.close() still ends them at once.
    s.keepAliveTimeout = KEEP_ALIVE_MS;
    s.headersTimeout = KEEP_ALIVE_MS + 1_000;
    s.once('error', reject);
    s.listen(config.port, config.host, () => resolve(s));
  }).catch(async (err: unknown) => {
    await runtime.stop();
    throw err;
  });

  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.publicUrl ?? `http://localhost:${port}`;
  const database =
    runtime.database.kind === 'pglite'
      ? `embedded (${config.database.pgliteDir})`
      : 'PostgreSQL server';
  if (config.env === 'production') {
    // Before the line that says the site is up, which is what a watcher waits for.
    if (config.identity.mode === 'emulator-service') {
      logger.warn(EMULATOR_SERVICE_IN_PRODUCTION);
    }
    // One JSON line, like every other log line, for whatever collects the container's output.
    logger.info(
      { url, database, identity: config.identity.mode, storage: config.storage.kind },
      `Family Recipes is running at ${url}`,
    );
  } else {
    const lines = ['', `  Family Recipes is running at ${url}`, `  Database: ${database}`];
    if (config.identity.mode === 'emulator' && runtime.emulator) {
      lines.push(`  Identity: local emulator at ${runtime.emulator.endpoint} (development only)`);
      lines.push(
        `  Development admin: ${config.identity.devAdmin.email} / ${config.identity.devAdmin.password}`,
      );
    }
    if (runtime.devMailbox) {
      lines.push(`  Development mailbox (verification codes): ${url}/dev/mail`);
    }
    lines.push('');
    console.log(lines.join('\n'));
  }

  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, graceMs: SHUTDOWN_GRACE_MS }, 'shutting down');
    const force = setTimeout(() => {
      logger.error(`forced exit after ${SHUTDOWN_LIMIT_MS / 1000} s`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    force.unref();
    // For a moment the server still takes what was already on its way: connections waiting to be
    // accepted and requests not yet read (the event loop may be busy). /api/ready answers 503
    // meanwhile, so that a proxy stops sending more.
    setTimeout(() => {
      // Stop accepting and close idle connections; requests being answered finish, then the
      // outbox (its deliveries in progress), the emulator and the database are stopped. Event
      // streams never finish by themselves: they are ended here.
      stop.abort();
      server.close(() => {
        runtime
          .stop()
          .then(() => process.exit(0))
          .catch((err: unknown) => {
            logger.error({ err }, 'shutdown failed');
            process.exit(1);
          });
      });
    }, SHUTDOWN_GRACE_MS);
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
