import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    // Each message is dated by the clock: the second one a second after the first.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-05-01T08:00:00Z') });
    try {
      await mailbox.deliver({ to: 'a@example.test', subject: 'one', text: 'first' });
      vi.setSystemTime(new Date('2030-05-01T08:00:01Z'));
      await mailbox.deliver({
        to: 'b@example.test',
        subject: 'two',
        text: 'second',
        replyTo: 'c@example.test',
      });
    } finally {
      vi.useRealTimers();
    }
    const listed = await mailbox.list();
    expect(listed.map((m) => m.subject)).toEqual(['two', 'one']);
    expect(listed[0]).toMatchObject({ to: 'b@example.test', replyTo: 'c@example.test' });
    expect(listed.map((m) => m.date)).toEqual([
      '2030-05-01T08:00:01.000Z',
      '2030-05-01T08:00:00.000Z',
    ]);
  });
});
