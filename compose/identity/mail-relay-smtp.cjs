// @ts-check
/*
 * A minimal SMTP client (no auth, no TLS) for the compose stack's relay (mail-relay.cjs): enough
 * for the inbox inside the compose network. Environment: SMTP_HOST (mail), SMTP_PORT (1025),
 * MAIL_FROM.
 */
'use strict';
const net = require('node:net');

const smtpHost = process.env.SMTP_HOST || 'mail';
const smtpPort = Number(process.env.SMTP_PORT || 1025);
const from = process.env.MAIL_FROM || 'no-reply@family-recipes.test';

/**
 * The message as SMTP's DATA sends it: headers, the text with each line that starts with a dot
 * given a second one, and the closing dot.
 * @param {string} to
 * @param {string} subject
 * @param {string} text
 */
function messageOf(to, subject, text) {
  return [
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
}

/**
 * Mails `text` to `to`: each command sent once the server answered the one before with the code
 * it expects; any other answer fails the mail.
 * @param {string} to
 * @param {string} subject
 * @param {string} text
 * @returns {Promise<void>}
 */
function sendMail(to, subject, text) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(smtpPort, smtpHost);
    socket.setTimeout(10_000, () => socket.destroy(new Error('SMTP timeout')));
    /** @type {[string | null, number][]} The command, and the code its answer must have. */
    const steps = [
      [null, 220],
      ['EHLO identity', 250],
      [`MAIL FROM:<${from}>`, 250],
      [`RCPT TO:<${to}>`, 250],
      ['DATA', 354],
      [messageOf(to, subject, text), 250],
      ['QUIT', 221],
    ];
    let buffer = '';
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      // A reply is complete when its last line has a space after the code ("250 OK").
      const lines = buffer.split('\r\n');
      const last = lines.length >= 2 ? (lines[lines.length - 2] ?? '') : '';
      if (!/^\d{3} /.test(last)) return;
      buffer = '';
      const [, expected] = steps.shift() ?? [null, 0];
      if (Number(last.slice(0, 3)) !== expected) {
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
      socket.write(`${next[0] ?? ''}\r\n`);
    });
    socket.on('error', reject);
  });
}

module.exports = { sendMail };
