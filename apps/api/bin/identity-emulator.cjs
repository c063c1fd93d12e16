#!/usr/bin/env node
// @ts-check
/*
 * The embedded identity service: cognito-local, wired like its own default server but delivering
 * every code into the development mailbox instead of the console (identity-emulator-cognito.cjs),
 * and reachable only through the identity gate (identity-gate.cjs). cognito-local itself listens
 * on a socket in a private folder, which no browser and no other user of this machine can reach.
 * Environment: HOST and PORT (the gate's public listener), ADMIN_PORT (its admin listener on
 * 127.0.0.1; 0 picks one), ISSUER, ALLOWED_ORIGINS (comma separated), MAILBOX_DIR, CLIENT_LIMIT
 * (sign-ups, and codes mailed, per client address and ten minutes).
 * Working directory: the state folder. The admin listener takes only requests signed with the
 * installation's admin credentials, made on the first start and kept in admin-credentials.json
 * there (mode 0600). Once both listeners are up, their addresses and that file's path are written
 * to endpoints.json there.
 */
'use strict';
const crypto = require('node:crypto');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const pino = require('pino');
const { createCognitoLocal } = require('./identity-emulator-cognito.cjs');
const { environmentOptions, startIdentityGate } = require('./identity-gate.cjs');
const { loadOrCreateAdminCredentials } = require('./identity-gate-credentials.cjs');
const { convertStoredAccounts } = require('./identity-gate-passwords.cjs');

/** @typedef {Awaited<ReturnType<typeof startIdentityGate>>} RunningGate */
/** @typedef {{ publicUrl: string, adminUrl: string, adminCredentialsFile: string }} Endpoints */

const ENDPOINTS_FILE = 'endpoints.json';
const ADMIN_CREDENTIALS_FILE = 'admin-credentials.json';

/**
 * The settings without a default: MAILBOX_DIR and ISSUER. The process ends when one is missing.
 * @returns {{ mailboxDir: string, issuer: string }}
 */
function requiredSettings() {
  const mailboxDir = process.env.MAILBOX_DIR;
  const issuer = process.env.ISSUER;
  if (!mailboxDir || !issuer) {
    console.error('MAILBOX_DIR and ISSUER are required');
    process.exit(1);
  }
  return { mailboxDir, issuer };
}

/**
 * A Unix socket in a folder only this user may enter (a named pipe on Windows): cognito-local has
 * no checks of its own, so it must not listen where a browser page or another user could call it.
 * @param {http.Server} server
 * @returns {Promise<string>} the socket's path
 */
function listenPrivately(server) {
  /** @type {string} */
  let socketPath;
  if (process.platform === 'win32') {
    socketPath = `\\\\.\\pipe\\family-recipes-identity-${crypto.randomBytes(8).toString('hex')}`;
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fr-identity-backend-'));
    socketPath = path.join(dir, 'cognito-local.sock');
    process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  }
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve(socketPath));
  });
}

/**
 * The gate in front of cognito-local's socket, its listeners where the environment says.
 * @param {string} socketPath
 * @param {string} adminCredentialsFile
 * @param {string} issuer
 * @returns {Promise<RunningGate>}
 */
function startGate(socketPath, adminCredentialsFile, issuer) {
  return startIdentityGate({
    stateDir: process.cwd(),
    adminCredentials: loadOrCreateAdminCredentials(adminCredentialsFile),
    backend: { socketPath },
    publicHost: process.env.HOST ?? '127.0.0.1',
    publicPort: Number(process.env.PORT ?? 9229),
    adminHost: '127.0.0.1',
    adminPort: Number(process.env.ADMIN_PORT ?? 0),
    issuer,
    ...environmentOptions(process.env),
  });
}

/**
 * Writes the endpoints into ENDPOINTS_FILE (a temporary file, then a rename), and says them.
 * @param {Endpoints} endpoints
 */
function announce(endpoints) {
  fs.writeFileSync(`${ENDPOINTS_FILE}.tmp`, JSON.stringify(endpoints));
  fs.renameSync(`${ENDPOINTS_FILE}.tmp`, ENDPOINTS_FILE);
  process.stdout.write(`identity emulator listening on ${JSON.stringify(endpoints)}\n`);
}

/**
 * Stops the gate, then cognito-local, then the process: on SIGTERM or SIGINT, and with the parent
 * even if it dies without signalling.
 * @param {RunningGate} gate
 * @param {http.Server} backend
 */
function stopWithParent(gate, backend) {
  const stop = () => {
    void gate.close().then(() => backend.close(() => process.exit(0)));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.on('disconnect', stop);
}

/** @param {{ mailboxDir: string, issuer: string }} settings */
async function main({ mailboxDir, issuer }) {
  const logger = pino({ level: process.env.DEBUG ? 'debug' : 'warn' });
  // Before cognito-local reads its store: no password in it stays as it was typed.
  await convertStoredAccounts(path.join('.cognito', 'db'), process.cwd());
  const backend = http.createServer(await createCognitoLocal(logger, mailboxDir));
  const socketPath = await listenPrivately(backend);
  const adminCredentialsFile = path.resolve(ADMIN_CREDENTIALS_FILE);
  const gate = await startGate(socketPath, adminCredentialsFile, issuer);
  announce({ publicUrl: gate.publicUrl, adminUrl: gate.adminUrl, adminCredentialsFile });
  stopWithParent(gate, backend);
}

main(requiredSettings()).catch((err) => {
  console.error(err);
  process.exit(1);
});
