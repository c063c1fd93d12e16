import express from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../../http/errors.js';
import { useTestDatabase } from '../../test/test-database.js';
import { RateLimitRepository } from './rate-limit.repository.js';
import { rateLimit, RateLimiter } from './rate-limiter.js';

const t = useTestDatabase();
let repository: RateLimitRepository;
beforeAll(() => {
  repository = new RateLimitRepository(t.database.db);
});

/** A clock the test moves by hand. */
function manualClock(start = new Date('2030-01-01T10:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

let keySeq = 0;
const uniqueKey = () => `test:${process.pid}:${Date.now()}:${keySeq++}`;

describe(`RateLimiter on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('when requests stay within the limit, then each is allowed and the rest is counted down', async () => {
    const clock = manualClock();
    const limiter = new RateLimiter(repository, { clock: clock.now });
    const key = uniqueKey();
    const decisions = [];
    for (let i = 0; i < 3; i++)
      decisions.push(await limiter.hit(key, { windowMs: 60_000, max: 3 }));
    expect(decisions.map((d) => [d.allowed, d.hits, d.remaining])).toEqual([
      [true, 1, 2],
      [true, 2, 1],
      [true, 3, 0],
    ]);
  });

  it('when the limit is exceeded, then the request is refused until the end of the window', async () => {
    const clock = manualClock();
    const limiter = new RateLimiter(repository, { clock: clock.now });
    const key = uniqueKey();
    await limiter.hit(key, { windowMs: 60_000, max: 2 });
    clock.advance(10_500);
    await limiter.hit(key, { windowMs: 60_000, max: 2 });
    const refused = await limiter.hit(key, { windowMs: 60_000, max: 2 });
    expect(refused.allowed).toBe(false);
    expect(refused.remaining).toBe(0);
    // The window opened at the first request, so 49.5 s are left, rounded up.
    expect(refused.retryAfterSeconds).toBe(50);
    expect(refused.resetAt.toISOString()).toBe('2030-01-01T10:01:00.000Z');
  });

  it('when the window expires, then the count starts again from one', async () => {
    const clock = manualClock();
    const limiter = new RateLimiter(repository, { clock: clock.now });
    const key = uniqueKey();
    for (let i = 0; i < 3; i++) await limiter.hit(key, { windowMs: 60_000, max: 2 });
    expect((await limiter.hit(key, { windowMs: 60_000, max: 2 })).allowed).toBe(false);

    clock.advance(59_999);
    expect((await limiter.hit(key, { windowMs: 60_000, max: 2 })).allowed).toBe(false);

    clock.advance(1);
    const fresh = await limiter.hit(key, { windowMs: 60_000, max: 2 });
    expect(fresh).toMatchObject({ allowed: true, hits: 1, remaining: 1 });
    expect(fresh.resetAt.toISOString()).toBe('2030-01-01T10:02:00.000Z');
  });

  it('when two keys are used, then their counts are independent', async () => {
    const clock = manualClock();
    const limiter = new RateLimiter(repository, { clock: clock.now });
    const a = uniqueKey();
    const b = uniqueKey();
    await limiter.hit(a, { windowMs: 60_000, max: 1 });
    expect((await limiter.hit(a, { windowMs: 60_000, max: 1 })).allowed).toBe(false);
    expect((await limiter.hit(b, { windowMs: 60_000, max: 1 })).allowed).toBe(true);
  });

  it('when many requests arrive at once, then exactly the maximum is allowed', async () => {
    const clock = manualClock();
    // Two limiters stand for two API instances sharing the table.
    const instances = [
      new RateLimiter(new RateLimitRepository(t.database.db), { clock: clock.now }),
      new RateLimiter(new RateLimitRepository(t.database.db), { clock: clock.now }),
    ];
    const key = uniqueKey();
    const decisions = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        instances[i % 2]!.hit(key, { windowMs: 60_000, max: 5 }),
      ),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
    expect(decisions.map((d) => d.hits).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('when counters have been idle longer than the retention, then a sweep deletes only those', async () => {
    const clock = manualClock(new Date('2031-06-01T00:00:00Z'));
    const limiter = new RateLimiter(repository, {
      clock: clock.now,
      retainMs: 60 * 60_000,
      pruneIntervalMs: 60 * 60_000,
    });
    const old = uniqueKey();
    const recent = uniqueKey();
    await limiter.hit(old, { windowMs: 60_000, max: 5 });
    clock.advance(50 * 60_000);
    await limiter.hit(recent, { windowMs: 60_000, max: 5 });
    clock.advance(20 * 60_000);
    // This hit is due for a sweep: `old` is 70 minutes idle, `recent` 20.
    await limiter.hit(uniqueKey(), { windowMs: 60_000, max: 5 });
    expect((await limiter.hit(old, { windowMs: 10 * 60 * 60_000, max: 5 })).hits).toBe(1);
    expect((await limiter.hit(recent, { windowMs: 10 * 60 * 60_000, max: 5 })).hits).toBe(2);
  });
});

describe('rateLimit middleware', () => {
  function appWith(limiter: RateLimiter) {
    const app = express();
    app.set('trust proxy', true);
    app.get(
      '/limited',
      rateLimit({ limiter, name: 'mw-test', windowMs: 60_000, max: 2, message: 'Slow down.' }),
      (_req, res) => {
        res.json({ ok: true });
      },
    );
    app.get('/free', (_req, res) => {
      res.json({ ok: true });
    });
    app.use(errorHandler);
    return app;
  }

  it('when a client exceeds the limit, then it gets 429 with the message and Retry-After', async () => {
    const clock = manualClock();
    const app = appWith(new RateLimiter(repository, { clock: clock.now }));
    const ip = `10.1.${keySeq++ % 250}.${Date.now() % 250}`;
    await request(app).get('/limited').set('X-Forwarded-For', ip).expect(200);
    await request(app).get('/limited').set('X-Forwarded-For', ip).expect(200);
    clock.advance(15_000);
    const res = await request(app).get('/limited').set('X-Forwarded-For', ip).expect(429);
    expect(res.body).toEqual({ message: 'Slow down.' });
    expect(res.headers['retry-after']).toBe('45');
    // Another client and other routes are unaffected.
    await request(app).get('/limited').set('X-Forwarded-For', '10.2.0.1').expect(200);
    await request(app).get('/free').set('X-Forwarded-For', ip).expect(200);

    clock.advance(45_000);
    await request(app).get('/limited').set('X-Forwarded-For', ip).expect(200);
  });
});
