'use strict';
// Mailpit stand-in (CI only). `mailpit` runs the inbox; `mailpit readyz` checks it, like the real one.
const crypto = require('node:crypto');
const fs = require('node:fs');
const http = require('node:http');
const { SMTPServer } = require('smtp-server');
const { simpleParser } = require('mailparser');

const UI = Number(process.env.MP_UI_PORT || 8025);

if (process.argv[2] === 'readyz') {
  fetch(`http://127.0.0.1:${UI}/readyz`).then(
    (res) => process.exit(res.ok ? 0 : 1),
    () => process.exit(1),
  );
  return;
}

const dbFile = process.env.MP_DATABASE;
let messages = [];
if (dbFile && fs.existsSync(dbFile)) messages = JSON.parse(fs.readFileSync(dbFile, 'utf8'));
const save = () => {
  if (dbFile) fs.writeFileSync(dbFile, JSON.stringify(messages));
};
const address = (a) => ({ Name: a.name || '', Address: a.address || '' });

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  onData(stream, _session, callback) {
    simpleParser(stream).then(
      (mail) => {
        const text = mail.text || '';
        messages.unshift({
          ID: crypto.randomUUID(),
          MessageID: mail.messageId || '',
          From: address(mail.from?.value?.[0] || {}),
          To: (mail.to?.value || []).map(address),
          Subject: mail.subject || '',
          Created: new Date().toISOString(),
          Snippet: text.replace(/\s+/g, ' ').trim().slice(0, 250),
          Text: text,
          HTML: typeof mail.html === 'string' ? mail.html : '',
        });
        save();
        callback();
      },
      (err) => callback(err),
    );
  },
});
smtp.listen(1025, '0.0.0.0');

const json = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
http
  .createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (url.pathname === '/readyz' || url.pathname === '/livez') return json(res, 200, 'ok');
    if (url.pathname === '/api/v1/messages' && req.method === 'GET') {
      const summaries = messages.map(({ Text: _t, HTML: _h, ...rest }) => rest);
      return json(res, 200, {
        total: messages.length,
        count: messages.length,
        messages: summaries,
      });
    }
    if (url.pathname === '/api/v1/messages' && req.method === 'DELETE') {
      messages = [];
      save();
      return json(res, 200, 'ok');
    }
    const one = /^\/api\/v1\/message\/([\w-]+)$/.exec(url.pathname);
    if (one) {
      const found = messages.find((m) => m.ID === one[1]);
      return found ? json(res, 200, found) : json(res, 404, 'not found');
    }
    if (url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      const rows = messages.map(
        (m) => `<li>${m.To.map((t) => t.Address).join(', ')}: ${m.Subject}</li>`,
      );
      return res.end(`<!doctype html><title>Inbox (CI stand-in)</title><ul>${rows.join('')}</ul>`);
    }
    json(res, 404, 'not found');
  })
  .listen(UI, '0.0.0.0');
process.on('SIGTERM', () => process.exit(0));
