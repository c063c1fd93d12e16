#!/usr/bin/env node
/*
 * Entry point of the compose stack's `identity` service (the jagregory/cognito-local image).
 *
 * cognito-local prints verification and password-reset codes to its console instead of mailing
 * them. This wrapper starts it unchanged, passes its output through, and mails every code it prints
 * to the stack's SMTP inbox (Mailpit), so that signing up works as it would against Amazon Cognito.
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
 * (identity-gate-passwords.cjs, required from beside the gate).
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
const net = require('node:net');
const path = require('node:path');
const { StringDecoder } = require('node:string_decoder');

const start = process.env.COGNITO_LOCAL_START || '/app/start.js';
const gatePath = process.env.IDENTITY_GATE || '/gate/identity-gate.cjs';
const BACKEND_PORT = 9339;
const PUBLIC_PORT = 9229;
const ADMIN_PORT = 9230;
const smtpHost = process.env.SMTP_HOST || 'mail';
const smtpPort = Number(process.env.SMTP_PORT || 1025);
const from = process.env.MAIL_FROM || 'no-reply@family-recipes.test';
const credentialsFile = process.env.ADMIN_CREDENTIALS_FILE || '/credentials/admin-credentials.json';
const POOL_DIR = path.join('.cognito', 'db');

function log(message) {
  process.stderr.write(`${JSON.stringify({ time: Date.now(), msg: `mail-relay: ${message}` })}\n`);
}

/** A minimal SMTP client (no auth, no TLS): enough for an inbox inside the compose network. */
function sendMail(to, subject, text) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(smtpPort, smtpHost);
    socket.setTimeout(10_000, () => socket.destroy(new Error('SMTP timeout')));
    const body = [
      `From: Family Recipes <${from}>`,
      `To: <${to}>`,
      `Subject: ${subject}`,
      `Date: ${new Date().toUTCString()}`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      '',
      ...text.split('\n').map((line) => (line.startsWith('.') ? `.${line}` : line)),
      '.',
    ].join('\r\n');
    const steps = [
      [null, 220],
      ['EHLO identity', 250],
      [`MAIL FROM:<${from}>`, 250],
      [`RCPT TO:<${to}>`, 250],
      ['DATA', 354],
      [body, 250],
      ['QUIT', 221],
    ];
    let buffer = '';
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      // A reply is complete when its last line has a space after the code ("250 OK").
      const lines = buffer.split('\r\n');
      const last = lines.length >= 2 ? lines[lines.length - 2] : '';
      if (!/^\d{3} /.test(last)) return;
      buffer = '';
      const [, expected] = steps.shift();
      const code = Number(last.slice(0, 3));
      if (code !== expected) {
        socket.destroy();
        reject(new Error(`SMTP answered ${last}`));
        return;
      }
      const next = steps[0];
      if (!next) {
        socket.end();
        resolve();
        return;
      }
      socket.write(`${next[0]}\r\n`);
    });
    socket.on('error', reject);
  });
}

const SUBJECTS = {
  SignUp: 'Your Family Recipes verification code',
  ResendConfirmationCode: 'Your Family Recipes verification code',
  ForgotPassword: 'Your Family Recipes password reset code',
  AdminCreateUser: 'Your Family Recipes temporary password',
};

/** `address code` of every code mailed, so that a code found twice is mailed once. */
const mailed = new Set();

async function deliver(delivery, attempt = 1) {
  const key = `${delivery.to.toLowerCase()} ${delivery.code}`;
  if (attempt === 1) {
    if (mailed.has(key)) return;
    mailed.add(key);
  }
  const subject = SUBJECTS[delivery.action] || 'Your Family Recipes code';
  const text = `Hello,\n\nYour code is ${delivery.code}\n\nIf you did not ask for it, you can ignore this message.\n`;
  try {
    await sendMail(delivery.to, subject, text);
    log(`mailed a ${delivery.action || 'code'} message to ${delivery.to}`);
  } catch (err) {
    if (attempt >= 5) {
      log(`could not mail ${delivery.to}: ${err.message}`);
      return;
    }
    setTimeout(() => deliver(delivery, attempt + 1), attempt * 1000);
  }
}

/**
 * Reads cognito-local's "Confirmation Code Delivery" boxes out of its (coloured) console output.
 * The code goes out as soon as the box has named both the address and the code: the rest of the
 * box may stay in cognito-local's output buffer until it logs again, which can be minutes later.
 */
function watch(stream) {
  let pending = '';
  let block = null;
  // A chunk may end inside a character (the box is drawn with three-byte characters).
  const decoder = new StringDecoder('utf8');
  // eslint-disable-next-line no-control-regex
  const plain = (raw) => raw.replace(/\u001b\[[0-9;]*m/g, '');
  const read = (line) => {
    if (!block) {
      // The box's first line carries the API action: "<reqId> <action> ╭───".
      const opening = /(\S+)\s+╭/.exec(line);
      if (opening) block = { action: opening[1], to: '', code: '' };
      return;
    }
    // A field line is whole once its closing "│" has arrived.
    const field = /│\s*(Destination|Code):\s+(\S+)\s+│/.exec(line);
    if (field) block[field[1] === 'Code' ? 'code' : 'to'] = field[2];
    if (block.to.includes('@') && block.code) {
      void deliver(block);
      block = null;
    } else if (line.includes('╰')) {
      block = null;
    }
  };
  stream.on('data', (chunk) => {
    process.stdout.write(chunk);
    pending += decoder.write(chunk);
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const raw of lines) read(plain(raw));
    // The unfinished last line may already hold the code; it is read again when it is finished,
    // by then with no box open, so nothing goes out twice.
    if (block && pending) read(plain(pending));
  });
}

/** Actions after which cognito-local has a code for the user named in `Username`. */
const CODE_ACTIONS = new Set(['SignUp', 'ResendConfirmationCode', 'ForgotPassword']);
const CODE_WAIT_MS = 500;

/**
 * cognito-local's console output can hold a box back until it next logs, which on a quiet site
 * can be minutes. So after each action that makes a code, the code is also read from
 * cognito-local's own store (`.cognito/db/<pool>.json`, the user's `ConfirmationCode`) and mailed
 * unless the box already was.
 */
function codeFromStore(action, input) {
  const username = typeof input.Username === 'string' ? input.Username.toLowerCase() : '';
  if (!CODE_ACTIONS.has(action) || !username) return;
  setTimeout(() => {
    const dir = path.join('.cognito', 'db');
    let files = [];
    try {
      files = fs.readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'clients.json');
    } catch (err) {
      log(`could not read ${dir}: ${err.message}`);
      return;
    }
    for (const file of files) {
      let users = {};
      try {
        users = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')).Users || {};
      } catch {
        continue;
      }
      for (const user of Object.values(users)) {
        const email = (user.Attributes || []).find((a) => a.Name === 'email')?.Value || '';
        const named = [user.Username, email].some((n) => String(n).toLowerCase() === username);
        if (named && email.includes('@') && user.ConfirmationCode) {
          void deliver({ action, to: email, code: String(user.ConfirmationCode) });
        }
      }
    }
  }, CODE_WAIT_MS);
}

/**
 * The stored pools (`.cognito/db/<poolId>.json`, their settings under `Options`) brought up to
 * verify a new address before using it, while cognito-local is not running to overwrite them.
 */
function keepAddressVerification() {
  let files = [];
  try {
    files = fs.readdirSync(POOL_DIR).filter((f) => f.endsWith('.json') && f !== 'clients.json');
  } catch {
    return; // No pool yet.
  }
  for (const name of files) {
    const file = path.join(POOL_DIR, name);
    const pool = JSON.parse(fs.readFileSync(file, 'utf8'));
    const options = pool.Options;
    if (!options || options.UserAttributeUpdateSettings) continue;
    if (!(options.UsernameAttributes || []).includes('email')) continue;
    options.UserAttributeUpdateSettings = { AttributesRequireVerificationBeforeUpdate: ['email'] };
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(pool, null, 2));
    fs.renameSync(`${file}.tmp`, file);
    log(`pool ${path.basename(name, '.json')} now verifies a new address before using it`);
  }
}

/** This stack's admin key pair, readable by the app's user only. */
function adminCredentials() {
  const { loadOrCreateAdminCredentials } = require(
    path.join(path.dirname(gatePath), 'identity-gate-sigv4.cjs'),
  );
  const credentials = loadOrCreateAdminCredentials(credentialsFile);
  const owner = /^(\d+):(\d+)$/.exec(process.env.ADMIN_CREDENTIALS_OWNER || '');
  if (owner) {
    for (const target of [path.dirname(credentialsFile), credentialsFile]) {
      fs.chownSync(target, Number(owner[1]), Number(owner[2]));
    }
  }
  return credentials;
}

keepAddressVerification();
const credentials = adminCredentials();
let child;
/** cognito-local, once its store holds no password as typed (identity-gate-passwords.cjs). */
function startBackend() {
  child = spawn(process.execPath, [start, ...process.argv.slice(2)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    // cognito-local reads HOST and PORT.
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(BACKEND_PORT) },
  });
  watch(child.stdout);
  child.stderr.pipe(process.stderr);
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
const gateState = path.join('.cognito', 'gate');

const list = (value) =>
  (value || '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

let gate;
require(path.join(path.dirname(gatePath), 'identity-gate-passwords.cjs'))
  .convertStoredAccounts(POOL_DIR, gateState)
  .then(() => startBackend())
  .then(() =>
    require(gatePath).startIdentityGate({
      stateDir: gateState,
      backend: `http://127.0.0.1:${BACKEND_PORT}`,
      publicHost: '0.0.0.0',
      publicPort: PUBLIC_PORT,
      adminHost: '0.0.0.0',
      adminPort: ADMIN_PORT,
      adminHostNames: list(process.env.ADMIN_HOST_NAMES || 'identity'),
      adminCredentials: credentials,
      issuer: process.env.ISSUER_DOMAIN || `http://localhost:${PUBLIC_PORT}`,
      allowedOrigins: list(process.env.ALLOWED_ORIGINS),
      onAnswered: codeFromStore,
      ...(Number(process.env.CLIENT_LIMIT) > 0
        ? {
            limits: {
              signUps: Number(process.env.CLIENT_LIMIT),
              codes: Number(process.env.CLIENT_LIMIT),
            },
          }
        : {}),
    }),
  )
  .then(
    (started) => {
      gate = started;
      log(`identity gate: public ${PUBLIC_PORT}, admin ${ADMIN_PORT}`);
    },
    (err) => {
      log(`identity gate did not start: ${err.stack || err}`);
      child?.kill('SIGTERM');
      process.exit(1);
    },
  );
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    child?.kill(signal);
    if (gate) void gate.close();
  });
}
