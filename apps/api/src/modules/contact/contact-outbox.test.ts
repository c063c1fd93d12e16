import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import {
  Mailbox,
  createMailTransport,
  type MailTransport,
  type OutgoingMail,
} from '../mail/index.js';
import { ContactOutbox, defaultBackoff } from './contact-outbox.js';
import { ContactRepository } from './contact.repository.js';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp-server.js';
import { contactMessage as message } from './test-contact.js';

const FROM = 'Family Recipes <no-reply@family-recipes.test>';
const CONTACT_TO = 'owner@family-recipes.test';
const T0 = new Date('2030-05-01T08:00:00Z');

let t: TestDatabase;
let repo: ContactRepository;
let smtp: TestSmtpServer | undefined;

/** Every outbox run claims all due messages, so each test gets a database of its own. */
function freshDatabasePerTest() {
  beforeEach(async () => {
    t = await createTestDatabase();
    repo = new ContactRepository(t.database.db);
  });
  afterEach(async () => {
    await smtp?.close();
    smtp = undefined;
    await t.dispose();
  });
}

function manualClock(start = T0) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

function outboxFor(
  transport: MailTransport,
  clock: () => Date,
  extra: { batchSize?: number; repository?: ContactRepository } = {},
) {
  return new ContactOutbox({
    repository: extra.repository ?? repo,
    transport,
    from: FROM,
    contactTo: CONTACT_TO,
    clock,
    ...(extra.batchSize ? { batchSize: extra.batchSize } : {}),
  });
}

/** A transport that sends over SMTP to `smtpUrl` and keeps no mailbox of its own. */
const smtpTransport = (smtpUrl: string) =>
  createMailTransport({ smtpUrl, mailbox: new Mailbox('/nonexistent') });

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe(`ContactOutbox with a real SMTP server on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  freshDatabasePerTest();

  it('when a message is due, then it reaches CONTACT_TO with Reply-To the visitor and is marked sent', async () => {
    smtp = await startTestSmtpServer();
    const clock = manualClock();
    const stored = await repo.insert(message(), clock.now());
    const outbox = outboxFor(smtpTransport(smtp.url), clock.now);

    expect(await outbox.deliverDue()).toEqual({ sent: 1, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.rcptTo).toEqual([CONTACT_TO]);
    expect(mail.mailFrom).toBe('no-reply@family-recipes.test');
    expect(mail.headers['to']).toBe(CONTACT_TO);
    expect(mail.headers['reply-to']).toBe('grace@example.test');
    expect(mail.headers['subject']).toBe('Family Recipes contact: Apple pie');
    expect(mail.text).toContain('Name: Grace Hopper');
    expect(mail.text).toContain('Email: grace@example.test');
    expect(mail.text).toContain('Could you share the apple pie recipe?\nThank you!');
    expect(await repo.findById(stored.id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      sentAt: T0,
    });
  });

  it('when the subject is missing, then the mail says New message', async () => {
    smtp = await startTestSmtpServer();
    const clock = manualClock();
    await repo.insert(message({ subject: null }), clock.now());
    const outbox = outboxFor(smtpTransport(smtp.url), clock.now);
    await outbox.deliverDue();
    expect(smtp.received[0]?.headers['subject']).toBe('Family Recipes contact: New message');
  });

  it('when a visitor puts line breaks and headers in the subject, then they stay in one subject line', async () => {
    smtp = await startTestSmtpServer();
    const clock = manualClock();
    await repo.insert(
      message({ subject: 'Hi\r\nBcc: victim@example.test\r\n\r\nInjected body' }),
      clock.now(),
    );
    const outbox = outboxFor(smtpTransport(smtp.url), clock.now);
    await outbox.deliverDue();
    const mail = smtp.received[0]!;
    expect(mail.rcptTo).toEqual([CONTACT_TO]);
    expect(mail.headers['bcc']).toBeUndefined();
    expect(mail.headers['subject']).toBe(
      'Family Recipes contact: Hi Bcc: victim@example.test Injected body',
    );
  });

  it('when the server refuses the first attempt, then the message waits and is sent once on the retry', async () => {
    smtp = await startTestSmtpServer({ refuseFirst: 1 });
    const clock = manualClock();
    const stored = await repo.insert(message(), clock.now());
    const outbox = outboxFor(smtpTransport(smtp.url), clock.now);

    expect(await outbox.deliverDue()).toEqual({ sent: 0, failed: 1 });
    const waiting = await repo.findById(stored.id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(waiting?.nextAttemptAt).toEqual(new Date(T0.getTime() + 30_000));
    expect(waiting?.lastError).toMatch(/Mailbox busy/);
    expect(smtp.received).toHaveLength(0);

    clock.advance(29_999);
    expect(await outbox.deliverDue()).toEqual({ sent: 0, failed: 0 });

    clock.advance(1);
    expect(await outbox.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(await repo.findById(stored.id)).toMatchObject({
      status: 'sent',
      attempts: 2,
      lastError: null,
    });

    clock.advance(24 * 60 * 60_000);
    expect(await outbox.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('when the server cannot be reached, then the message stays pending for a later attempt', async () => {
    const clock = manualClock();
    const stored = await repo.insert(message(), clock.now());
    const unreachable = smtpTransport(`smtp://127.0.0.1:${await closedPort()}`);
    const outbox = outboxFor(unreachable, clock.now);
    expect(await outbox.deliverDue()).toEqual({ sent: 0, failed: 1 });
    expect(await repo.findById(stored.id)).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await repo.findById(stored.id))?.lastError).toMatch(/ECONNREFUSED/);
  });

  it('when two instances deliver at the same time, then every message arrives exactly once', async () => {
    // A slow server keeps the first sends open while the other instance claims.
    smtp = await startTestSmtpServer({ dataDelayMs: 50 });
    const clock = manualClock();
    const subjects = Array.from({ length: 7 }, (_, i) => `Question ${i}`);
    for (const subject of subjects) await repo.insert(message({ subject }), clock.now());
    const instances = [0, 1].map(() =>
      outboxFor(smtpTransport(smtp!.url), clock.now, {
        batchSize: 2,
        repository: new ContactRepository(t.database.db),
      }),
    );

    const reports = await Promise.all(instances.map((outbox) => outbox.deliverDue()));

    expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(7);
    expect(reports.every((r) => r.failed === 0)).toBe(true);
    const received = smtp.received.map((m) => m.headers['subject']).sort();
    expect(received).toEqual(subjects.map((s) => `Family Recipes contact: ${s}`).sort());
    expect(await Promise.all(instances.map((outbox) => outbox.deliverDue()))).toEqual([
      { sent: 0, failed: 0 },
      { sent: 0, failed: 0 },
    ]);
  });
});

describe('ContactOutbox scheduling', () => {
  freshDatabasePerTest();

  /** A transport whose sends finish only when the test says so. */
  function gatedTransport() {
    const sent: OutgoingMail[] = [];
    let open: () => void = () => undefined;
    let gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    let started: () => void = () => undefined;
    const firstSend = new Promise<void>((resolve) => {
      started = resolve;
    });
    let markDelivered: () => void = () => undefined;
    const delivered = new Promise<void>((resolve) => {
      markDelivered = resolve;
    });
    const transport: MailTransport = {
      async send(mail) {
        started();
        await gate;
        sent.push(mail);
        markDelivered();
      },
    };
    return {
      transport,
      sent,
      firstSend,
      /** Resolves once the first mail has been sent. */
      delivered,
      release: () => {
        open();
        gate = Promise.resolve();
      },
    };
  }

  it('when a message is stored and the outbox is nudged, then it is delivered without waiting for the poll', async () => {
    const gated = gatedTransport();
    gated.release();
    // The start-up run finds nothing; then a message is added, as the service would.
    let claimed: () => void = () => undefined;
    const firstClaim = new Promise<void>((resolve) => (claimed = resolve));
    const watched = Object.create(repo) as ContactRepository;
    watched.claimDue = async (...args: Parameters<ContactRepository['claimDue']>) => {
      const due = await repo.claimDue(...args);
      claimed();
      return due;
    };
    const outbox = outboxFor(gated.transport, () => new Date(), { repository: watched });
    outbox.start(60 * 60_000);
    await firstClaim;
    const stored = await repo.insert(message(), new Date());
    outbox.nudge();
    await expect.poll(() => gated.sent.length, { timeout: 5000 }).toBe(1);
    await outbox.stop();
    expect((await repo.findById(stored.id))?.status).toBe('sent');
  });

  it('when the outbox is stopped during a send, then stop waits for it to finish', async () => {
    const gated = gatedTransport();
    const stored = await repo.insert(message(), new Date());
    const outbox = outboxFor(gated.transport, () => new Date());
    outbox.start(60 * 60_000);
    await gated.firstSend;

    const order: string[] = [];
    const stopping = outbox.stop().then(() => order.push('stopped'));
    // One turn of the event loop: a stop that did not wait for the send would have ended by now.
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(order).toEqual([]);

    gated.release();
    void gated.delivered.then(() => order.push('sent'));
    await stopping;
    expect(order).toEqual(['sent', 'stopped']);
    expect(gated.sent).toHaveLength(1);
    expect((await repo.findById(stored.id))?.status).toBe('sent');
  });

  it('when the outbox is stopped, then a nudge delivers nothing', async () => {
    const gated = gatedTransport();
    gated.release();
    const outbox = outboxFor(gated.transport, () => new Date());
    const stored = await repo.insert(message(), new Date());
    // A nudge only schedules a run: on a stopped outbox it schedules none.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      outbox.nudge();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
    expect(gated.sent).toHaveLength(0);
    expect((await repo.findById(stored.id))?.status).toBe('pending');
  });
});

describe('defaultBackoff', () => {
  it('when attempts fail again and again, then the wait doubles from 30 s and stays at 1 h', () => {
    expect([1, 2, 3, 4, 7, 8, 9, 50].map(defaultBackoff)).toEqual([
      30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
  });
});
