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
 * only; its admin listener (9230, inside the network only) is the app's.
 *
 * Plain Node.js, no packages: it runs on whatever Node.js the image has.
 * Environment: ISSUER_DOMAIN (the address browsers use, named as the tokens' issuer),
 * ALLOWED_ORIGINS (comma separated), ADMIN_HOST_NAMES (the names the app calls the admin listener
 * by; `identity`), SMTP_HOST, SMTP_PORT (1025), MAIL_FROM, COGNITO_LOCAL_START (/app/start.js, the
 * image's own entry point), IDENTITY_GATE (/gate/identity-gate.cjs).
 */
'use strict';
const { spawn } = require('node:child_process');
const net = require('node:net');
const path = require('node:path');

const start = process.env.COGNITO_LOCAL_START || '/app/start.js';
const gatePath = process.env.IDENTITY_GATE || '/gate/identity-gate.cjs';
const BACKEND_PORT = 9339;
const PUBLIC_PORT = 9229;
const ADMIN_PORT = 9230;
const smtpHost = process.env.SMTP_HOST || 'mail';
const smtpPort = Number(process.env.SMTP_PORT || 1025);
const from = process.env.MAIL_FROM || 'no-reply@family-recipes.test';

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

async function deliver(delivery, attempt = 1) {
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

/** Reads cognito-local's "Confirmation Code Delivery" boxes out of its (coloured) console output. */
function watch(stream) {
  let pending = '';
  let block = null;
  stream.on('data', (chunk) => {
    process.stdout.write(chunk);
    pending += chunk.toString('utf8');
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const raw of lines) {
      // eslint-disable-next-line no-control-regex
      const line = raw.replace(/\u001b\[[0-9;]*m/g, '');
      if (!block) {
        // The box's first line carries the API action: "<reqId> <action> ╭───".
        const opening = /(\S+)\s+╭/.exec(line);
        if (opening) block = { action: opening[1], to: '', code: '' };
        continue;
      }
      const field = /│\s*(Destination|Code):\s+(\S+)/.exec(line);
      if (field) block[field[1] === 'Code' ? 'code' : 'to'] = field[2];
      if (line.includes('╰')) {
        if (block.to.includes('@') && block.code) void deliver(block);
        block = null;
      }
    }
  });
}

const child = spawn(process.execPath, [start, ...process.argv.slice(2)], {
  stdio: ['ignore', 'pipe', 'pipe'],
  // cognito-local reads HOST and PORT.
  env: { ...process.env, HOST: '127.0.0.1', PORT: String(BACKEND_PORT) },
});
watch(child.stdout);
child.stderr.pipe(process.stderr);

const list = (value) =>
  (value || '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

let gate;
require(gatePath)
  .startIdentityGate({
    stateDir: path.join('.cognito', 'gate'),
    backend: `http://127.0.0.1:${BACKEND_PORT}`,
    publicHost: '0.0.0.0',
    publicPort: PUBLIC_PORT,
    adminHost: '0.0.0.0',
    adminPort: ADMIN_PORT,
    adminHostNames: list(process.env.ADMIN_HOST_NAMES || 'identity'),
    issuer: process.env.ISSUER_DOMAIN || `http://localhost:${PUBLIC_PORT}`,
    allowedOrigins: list(process.env.ALLOWED_ORIGINS),
  })
  .then(
    (started) => {
      gate = started;
      log(`identity gate: public ${PUBLIC_PORT}, admin ${ADMIN_PORT}`);
    },
    (err) => {
      log(`identity gate did not start: ${err.stack || err}`);
      child.kill('SIGTERM');
      process.exit(1);
    },
  );
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    child.kill(signal);
    if (gate) void gate.close();
  });
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
