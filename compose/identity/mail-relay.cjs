#!/usr/bin/env node
// @ts-check
/*
 * Entry point of the compose stack's `identity` service (the jagregory/cognito-local image).
 *
 * cognito-local prints verification and password-reset codes to its console instead of mailing
 * them. This wrapper starts it unchanged, passes its output through, and mails every code it prints
 * to the stack's SMTP inbox (Mailpit), so that signing up works as it would against Amazon Cognito
 * (mail-relay-codes.cjs, mail-relay-smtp.cjs).
 *
 * cognito-local listens on the container's own loopback only; everyone else reaches it through the
 * identity gate (apps/api/bin/identity-gate.cjs, mounted at IDENTITY_GATE), which signs tokens with
 * this stack's own key (kept in the volume) instead of the one published in cognito-local's package.
 * Its public listener (9229, published for browsers) takes the sign-in actions from the site's pages
 * only; its admin listener (9230, inside the network only) is the app's, and takes only requests
 * signed with this stack's admin credentials (made on the first start, kept in ADMIN_CREDENTIALS_FILE
 * with mode 0600 and given to the app's user, ADMIN_CREDENTIALS_OWNER, which reads it from the
 * volume it mounts read-only).
 *
 * cognito-local 5.3.0's UpdateUserPool drops UserAttributeUpdateSettings, so a pool made before the
 * app asked for it would never get it: before cognito-local starts, every stored pool with email
 * usernames that lacks the setting gets the one the app makes its pools with (a new address is
 * used only once its code is entered).
 *
 * Before cognito-local starts, every password its store holds as typed gets the gate's derived
 * value instead, and the refresh tokens of sign-ins the gate has ended are dropped
 * (identity-gate-passwords.cjs, required from beside the gate, as are the gate's other modules
 * this relay uses: mail-relay-support.cjs).
 *
 * Plain Node.js, no packages: it runs on whatever Node.js the image has.
 * Environment: ISSUER_DOMAIN (the address browsers use, named as the tokens' issuer),
 * ALLOWED_ORIGINS (comma separated), ADMIN_HOST_NAMES (the names the app calls the admin listener
 * by; `identity`), CLIENT_LIMIT (sign-ups, and codes mailed, per client address and ten minutes;
 * 20), SMTP_HOST, SMTP_PORT (1025), MAIL_FROM, COGNITO_LOCAL_START (/app/start.js, the
 * image's own entry point), IDENTITY_GATE (/gate/identity-gate.cjs), ADMIN_CREDENTIALS_FILE
 * (/credentials/admin-credentials.json), ADMIN_CREDENTIALS_OWNER (`uid:gid` of the app's user;
 * unset leaves the file to this process's user).
 */
'use strict';
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { codeFromStore, watch } = require('./mail-relay-codes.cjs');
const {
  gateCredentials,
  gateFiles,
  gatePasswords,
  identityGate,
  log,
} = require('./mail-relay-support.cjs');

/** @typedef {import('../../apps/api/bin/identity-gate-credentials.cjs').AdminCredentials} AdminCredentials */
/** @typedef {Awaited<ReturnType<typeof identityGate.startIdentityGate>>} RunningGate */

const start = process.env.COGNITO_LOCAL_START || '/app/start.js';
const BACKEND_PORT = 9339;
const PUBLIC_PORT = 9229;
const ADMIN_PORT = 9230;
const credentialsFile = process.env.ADMIN_CREDENTIALS_FILE || '/credentials/admin-credentials.json';
const POOL_DIR = path.join('.cognito', 'db');
const GATE_STATE = path.join('.cognito', 'gate');

/**
 * The stored pools (`.cognito/db/<poolId>.json`, their settings under `Options`) brought up to
 * verify a new address before using it, while cognito-local is not running to overwrite them.
 */
function keepAddressVerification() {
  for (const name of gateFiles.poolFileNames(POOL_DIR)) {
    const file = path.join(POOL_DIR, name);
    const pool = /** @type {{ Options?: Record<string, unknown> } | undefined} */ (
      gateFiles.readJsonFile(file)
    );
    const options = pool?.Options;
    if (!options || options.UserAttributeUpdateSettings) continue;
    const usernames = Array.isArray(options.UsernameAttributes) ? options.UsernameAttributes : [];
    if (!usernames.includes('email')) continue;
    options.UserAttributeUpdateSettings = { AttributesRequireVerificationBeforeUpdate: ['email'] };
    gateFiles.writeJsonFile(file, pool);
    log(`pool ${path.basename(name, '.json')} now verifies a new address before using it`);
  }
}

/**
 * This stack's admin key pair, readable by the app's user only.
 * @returns {AdminCredentials}
 */
function adminCredentials() {
  const credentials = gateCredentials.loadOrCreateAdminCredentials(credentialsFile);
  const owner = /^(\d+):(\d+)$/.exec(process.env.ADMIN_CREDENTIALS_OWNER || '');
  if (owner) {
    for (const target of [path.dirname(credentialsFile), credentialsFile]) {
      fs.chownSync(target, Number(owner[1]), Number(owner[2]));
    }
  }
  return credentials;
}

/**
 * cognito-local, on the container's loopback; its codes mailed as it prints them. This process
 * ends with it.
 */
function startBackend() {
  const child = spawn(process.execPath, [start, ...process.argv.slice(2)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    // cognito-local reads HOST and PORT.
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(BACKEND_PORT) },
  });
  watch(child.stdout);
  child.stderr.pipe(process.stderr);
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return child;
}

/**
 * The gate in front of cognito-local: both listeners on every address of the container.
 * @param {AdminCredentials} credentials
 * @returns {Promise<RunningGate>}
 */
function startGate(credentials) {
  return identityGate.startIdentityGate({
    stateDir: GATE_STATE,
    backend: `http://127.0.0.1:${BACKEND_PORT}`,
    publicHost: '0.0.0.0',
    publicPort: PUBLIC_PORT,
    adminHost: '0.0.0.0',
    adminPort: ADMIN_PORT,
    adminHostNames: identityGate.listOf(process.env.ADMIN_HOST_NAMES || 'identity'),
    adminCredentials: credentials,
    issuer: process.env.ISSUER_DOMAIN || `http://localhost:${PUBLIC_PORT}`,
    onAnswered: codeFromStore,
    ...identityGate.environmentOptions(process.env),
  });
}

keepAddressVerification();
const credentials = adminCredentials();
/** @type {import('node:child_process').ChildProcess | undefined} */
let child;
/** @type {RunningGate | undefined} */
let gate;
// cognito-local starts once its store holds no password as typed (identity-gate-passwords.cjs).
gatePasswords
  .convertStoredAccounts(POOL_DIR, GATE_STATE)
  .then(async () => {
    child = startBackend();
    gate = await startGate(credentials);
    log(`identity gate: public ${PUBLIC_PORT}, admin ${ADMIN_PORT}`);
  })
  .catch((/** @type {unknown} */ err) => {
    log(`identity gate did not start: ${(err instanceof Error && err.stack) || String(err)}`);
    child?.kill('SIGTERM');
    process.exit(1);
  });
for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
  process.on(signal, () => {
    child?.kill(signal);
    if (gate) void gate.close();
  });
}
