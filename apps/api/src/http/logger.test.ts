import fc from 'fast-check';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { loggedApp } from '../test/test-app.js';
import { createCook } from '../test/test-users.js';
import { redactUrl } from './logger.js';
import { useTestApp } from '../test/use-test-app.js';

/*
 * Secrets that travel in addresses (the calendar feed's token, a code or token in a query) never
 * reach the request log: the real app logs into a string, which is then searched.
 */

const t = useTestApp();

interface LogLine {
  msg?: string;
  req?: { id?: string; url?: string; query?: Record<string, unknown> };
  res?: { statusCode?: number };
}

/** The completion line of the request with `id`, once pino-http has written it. */
async function completedLine(logged: () => string, id: string): Promise<LogLine> {
  const find = () =>
    logged()
      .trim()
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as LogLine)
      .find((line) => line.req?.id === id && line.res?.statusCode !== undefined);
  await expect.poll(find).toBeDefined();
  return find() as LogLine;
}

describe('what the request log says about addresses', () => {
  it('when a calendar feed and an address with a secret query parameter are requested, then the log holds neither secret, says [redacted] and keeps the rest of the address', async () => {
    const { app, logged } = loggedApp(t, 'info');
    const cook = await createCook(t);
    const created = await request(app)
      .post('/api/meal-plan/calendar')
      .set('Authorization', `Bearer ${cook.idToken}`)
      .expect(201);
    const feedPath = new URL((created.body as { url: string }).url).pathname;
    const feedToken = /\/calendar\/([^/]+)\.ics$/.exec(feedPath)?.[1] ?? '';
    expect(feedToken.length).toBeGreaterThan(15);

    await request(app).get(feedPath).set('X-Request-Id', 'feed-plain').expect(200);
    // Express routes paths without regard to case: the log must not either.
    await request(app)
      .get(feedPath.replace('/meal-plan/calendar/', '/Meal-Plan/CALENDAR/'))
      .set('X-Request-Id', 'feed-shouted')
      .expect(200);
    // An address without ".ics" is no feed (404), but it carries the token all the same.
    await request(app)
      .get(feedPath.replace(/\.ics$/, ''))
      .set('X-Request-Id', 'feed-bare')
      .expect(404);
    const querySecret = 'qs-secret-7f3a9c1e5b2d4f6a8c0e';
    const codeSecret = 'code-secret-1a2b3c4d5e6f';
    await request(app)
      .get(`/api/all-recipes?limit=5&token=${querySecret}&Reset_Code=x&code=${codeSecret}`)
      .set('X-Request-Id', 'query-secret')
      .expect(200);

    const feedLine = await completedLine(logged, 'feed-plain');
    expect(feedLine.req?.url).toBe('/api/meal-plan/calendar/[redacted].ics');
    expect((await completedLine(logged, 'feed-shouted')).req?.url).toBe(
      '/api/Meal-Plan/CALENDAR/[redacted].ics',
    );
    expect((await completedLine(logged, 'feed-bare')).req?.url).toBe(
      '/api/meal-plan/calendar/[redacted]',
    );
    const queryLine = await completedLine(logged, 'query-secret');
    expect(queryLine.req?.url).toBe(
      '/api/all-recipes?limit=5&token=[redacted]&Reset_Code=[redacted]&code=[redacted]',
    );
    expect(queryLine.req?.query).toEqual({
      limit: '5',
      token: '[redacted]',
      Reset_Code: '[redacted]',
      code: '[redacted]',
    });

    const text = logged();
    for (const secret of [feedToken, querySecret, codeSecret]) expect(text).not.toContain(secret);
    expect(text).toContain('[redacted]');
  });

  it.each([
    ['/api/meal-plan/calendar/abc.ics/', '/api/meal-plan/calendar/[redacted].ics/'],
    ['/api/meal-plan/calendar/abc.ics?x=1', '/api/meal-plan/calendar/[redacted].ics?x=1'],
    ['/api/x?id%5Ftoken=abc&q=soup', '/api/x?id%5Ftoken=[redacted]&q=soup'],
    ['/api/x?X-Amz-Signature=abc&page=2', '/api/x?X-Amz-Signature=[redacted]&page=2'],
    ['/api/x?clientSecret=abc&code', '/api/x?clientSecret=[redacted]&code'],
    ['/api/meal-plan/calendar', '/api/meal-plan/calendar'],
    ['/api/meal-plan/calendar/abc', '/api/meal-plan/calendar/[redacted]'],
    ['/api/meal-plan/calendar/abc/def.ICS', '/api/meal-plan/calendar/[redacted].ICS'],
    ['/api//Meal-Plan//calendar/abc.ics', '/api//Meal-Plan//calendar/[redacted].ics'],
    ['/api/meal-plan%2Fcalendar%2Fabc.ics', '/[redacted]'],
    ['/api/meal%252Dplan/calendar/abc', '/[redacted]'],
  ])('when %s is logged, then it reads %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it('when a feed token reaches the server in any address a client or a prober may send, then the logged address never holds it', () => {
    const token = fc.stringMatching(/^[A-Za-z0-9_-]{16,43}$/);
    const prefix = fc.constantFrom(
      '/api/meal-plan/calendar/',
      '/API/Meal-Plan/Calendar/',
      '/api//meal-plan//calendar//',
      '/meal-plan/calendar/',
    );
    const tail = fc.constantFrom('', '.ics', '.ics/', '/', '/x.ics', '.ICS', '.json', '%00', '/..');
    const query = fc.constantFrom('', '?x=1', '?token=', '?a=b&c');
    const escape = fc.boolean();
    fc.assert(
      fc.property(token, prefix, tail, query, escape, (secret, start, end, search, escaped) => {
        const path = `${start}${secret}${end}`;
        const url = `${escaped ? path.replaceAll('/', '%2F').replace('%2F', '/') : path}${search}${search.endsWith('=') ? secret : ''}`;
        expect(redactUrl(url)).not.toContain(secret);
      }),
      { numRuns: 2000 },
    );
  });
});
