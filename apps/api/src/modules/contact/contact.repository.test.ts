import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/test-database.js';
import { ContactRepository } from './contact.repository.js';
import { contactMessage as message } from './test-contact.js';

// Claims take every due message, so each test gets a database of its own.
const t = useTestDatabase('test');
let repo: ContactRepository;
beforeEach(() => {
  repo = new ContactRepository(t.database.db);
});

const T0 = new Date('2030-03-01T12:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

describe(`ContactRepository on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('when a message is inserted, then it is pending, untried and due at once', async () => {
    const created = await repo.insert(message({ subject: null }), T0);
    expect(await repo.findById(created.id)).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace@example.test',
      subject: null,
      body: 'Could you share the apple pie recipe?\nThank you!',
      status: 'pending',
      attempts: 0,
      nextAttemptAt: T0,
      lastError: null,
      sentAt: null,
    });
  });

  it('when due messages are claimed, then they are leased and counted, and a second claim gets none', async () => {
    const first = await repo.insert(message({ subject: 'first' }), T0);
    const second = await repo.insert(message({ subject: 'second' }), at(1));
    const later = await repo.insert(message({ subject: 'later' }), at(60_000));

    const claimed = await repo.claimDue(10, at(1000), 5 * 60_000);
    expect(claimed.map((m) => m.id)).toEqual([first.id, second.id]);
    expect(claimed.every((m) => m.attempts === 1)).toBe(true);
    expect(claimed[0]?.nextAttemptAt).toEqual(at(1000 + 5 * 60_000));

    expect(await repo.claimDue(10, at(1000), 5 * 60_000)).toEqual([]);
    expect((await repo.findById(later.id))?.attempts).toBe(0);
  });

  it('when more messages are due than the limit, then the oldest are claimed first', async () => {
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await repo.insert(message(), at(i))).id);
    expect((await repo.claimDue(2, at(10))).map((m) => m.id)).toEqual(ids.slice(0, 2));
    expect((await repo.claimDue(2, at(10))).map((m) => m.id)).toEqual(ids.slice(2));
  });

  it('when a claimer never reports back, then the message is claimed again after the lease', async () => {
    const created = await repo.insert(message(), T0);
    await repo.claimDue(10, T0, 60_000);
    expect(await repo.claimDue(10, at(59_999), 60_000)).toEqual([]);
    const again = await repo.claimDue(10, at(60_000), 60_000);
    expect(again.map((m) => [m.id, m.attempts])).toEqual([[created.id, 2]]);
  });

  it('when a message is marked sent, then it is never claimed again', async () => {
    const created = await repo.insert(message(), T0);
    await repo.claimDue(10, T0, 1000);
    await repo.markSent(created.id, at(500));
    expect(await repo.claimDue(10, at(24 * 60 * 60_000))).toEqual([]);
    expect(await repo.findById(created.id)).toMatchObject({ status: 'sent', sentAt: at(500) });
  });

  it('when a message is marked failed, then it stays pending with the error until its next attempt', async () => {
    const created = await repo.insert(message(), T0);
    await repo.claimDue(10, T0);
    await repo.markFailed(created.id, '451 Mailbox busy', at(30_000));
    expect(await repo.findById(created.id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: '451 Mailbox busy',
      nextAttemptAt: at(30_000),
    });
    expect(await repo.claimDue(10, at(29_999))).toEqual([]);
    expect((await repo.claimDue(10, at(30_000))).map((m) => m.id)).toEqual([created.id]);
  });

  it('when a late failure is reported for a message already sent, then it stays sent', async () => {
    const created = await repo.insert(message(), T0);
    await repo.claimDue(10, T0);
    await repo.markSent(created.id, at(1));
    await repo.markFailed(created.id, 'timeout', at(30_000));
    expect(await repo.findById(created.id)).toMatchObject({ status: 'sent', lastError: null });
  });

  it('when several instances claim at the same moment, then each message goes to exactly one', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 12; i++) ids.add((await repo.insert(message({ subject: `m${i}` }), T0)).id);
    const instances = Array.from({ length: 4 }, () => new ContactRepository(t.database.db));
    const claims = await Promise.all(
      instances.flatMap((instance) => [instance.claimDue(3, at(5)), instance.claimDue(3, at(5))]),
    );
    const claimedIds = claims.flat().map((m) => m.id);
    expect(claimedIds).toHaveLength(12);
    expect(new Set(claimedIds)).toEqual(ids);
  });
});
