import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Mailbox } from './mailbox.js';
import { createMailTransport } from './mail-transport.js';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp-server.js';

let dir: string | undefined;
let smtp: TestSmtpServer | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
  await smtp?.close();
  smtp = undefined;
});

const mail = {
  from: 'Family Recipes <no-reply@family-recipes.test>',
  to: 'owner@family-recipes.test',
  replyTo: 'visitor@example.test',
  subject: 'Family Recipes contact: Hello',
  text: 'Name: Visitor\n\nHello there.',
};

describe('createMailTransport', () => {
  it('when no SMTP URL is configured, then the mail is written to the development mailbox with its reply-to', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'fr-contact-mail-'));
    const mailbox = new Mailbox(dir);
    await createMailTransport({ smtpUrl: undefined, mailbox }).send(mail);
    const [stored, ...rest] = await mailbox.list();
    expect(rest).toEqual([]);
    expect(stored).toMatchObject({
      to: 'owner@family-recipes.test',
      replyTo: 'visitor@example.test',
      subject: 'Family Recipes contact: Hello',
      text: 'Name: Visitor\n\nHello there.',
    });
  });

  it('when an SMTP URL is configured, then the mail goes to that server and not to the mailbox', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'fr-contact-mail-'));
    smtp = await startTestSmtpServer();
    const mailbox = new Mailbox(dir);
    await createMailTransport({ smtpUrl: smtp.url, mailbox }).send(mail);
    expect(smtp.received.map((m) => m.headers['reply-to'])).toEqual(['visitor@example.test']);
    expect(await mailbox.list()).toEqual([]);
  });

  it('when the server refuses the recipient, then the send fails', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'fr-contact-mail-'));
    smtp = await startTestSmtpServer({ refuseFirst: 1 });
    const transport = createMailTransport({ smtpUrl: smtp.url, mailbox: new Mailbox(dir) });
    await expect(transport.send(mail)).rejects.toThrow(/Mailbox busy/);
    expect(smtp.received).toHaveLength(0);
  });
});
