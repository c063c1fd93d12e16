import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Mailbox } from './mailbox.js';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('Mailbox', () => {
  it('when the folder does not exist yet, then the list is empty', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'fr-mail-'));
    expect(await new Mailbox(path.join(dir, 'none')).list()).toEqual([]);
  });

  it('when messages are delivered, then they are listed newest first with their fields', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'fr-mail-'));
    const mailbox = new Mailbox(dir);
    await mailbox.deliver({ to: 'a@example.test', subject: 'one', text: 'first' });
    await new Promise((r) => setTimeout(r, 5));
    await mailbox.deliver({
      to: 'b@example.test',
      subject: 'two',
      text: 'second',
      replyTo: 'c@example.test',
    });
    const listed = await mailbox.list();
    expect(listed.map((m) => m.subject)).toEqual(['two', 'one']);
    expect(listed[0]).toMatchObject({ to: 'b@example.test', replyTo: 'c@example.test' });
    expect(Date.parse(listed[0]!.date)).toBeGreaterThanOrEqual(Date.parse(listed[1]!.date));
  });
});
