import { createHash } from 'node:crypto';
import {
  calendarFeedCreatedSchema,
  calendarFeedStateSchema,
  type PlanDayInput,
  RATE_LIMITS,
} from '@family-recipes/shared';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { siteUrl } from '../../http/site.js';
import { calendarFeeds } from './meal-plan.schema.js';
import { recipes } from '../recipes/recipes.schema.js';
import { insertRecipe, ownedBy, subOf } from '../../test/test-recipes.js';
import { bearer, createCook, type TestUser } from '../../test/test-users.js';
import { addDays, utcDay } from './plan-days.js';
import { useTestApp } from '../../test/use-test-app.js';
import { expectDocumented } from '../../test/documented.js';

const t = useTestApp();

const freshCook = (name?: string) => createCook(t, name);

/** Each test fetches from its own address, so that the feed's rate limit counts them apart. */
let clients = 0;
const nextClient = () => `198.51.100.${(clients += 1)}`;

const putDay = (user: TestUser, date: string, body: Partial<PlanDayInput>) =>
  request(t.app).put(`/api/meal-plan/${date}`).set(bearer(user)).send(body).expect(200);

async function makeFeed(user: TestUser): Promise<string> {
  const res = await request(t.app).post('/api/meal-plan/calendar').set(bearer(user)).expect(201);
  expectDocumented('POST', '/meal-plan/calendar', { status: 201, body: res.body });
  return calendarFeedCreatedSchema.parse(res.body).url;
}

/** The feed's path under the site: what a calendar app fetches, with no cookie and no token. */
const publicUrl = () => siteUrl(t.config);
const pathOf = (url: string) => new URL(url).pathname;

const fetchFeed = (url: string, client = nextClient()) =>
  request(t.app).get(pathOf(url)).set('X-Forwarded-For', client);

function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate,
      url: String(vevent.getFirstPropertyValue('url')),
    };
  });
}

const today = utcDay(new Date());

describe('GET, POST and DELETE /api/meal-plan/calendar', () => {
  it('when a cook turns the feed on, then the state says so, the address is new and only its hash is kept', async () => {
    const me = await freshCook();
    const before = await request(t.app).get('/api/meal-plan/calendar').set(bearer(me)).expect(200);
    expect(before.body).toEqual({ enabled: false, created_on: null });

    const url = await makeFeed(me);
    const match = new RegExp(
      `^${publicUrl().replace(/[.]/g, '\\.')}/api/meal-plan/calendar/([A-Za-z0-9_-]{43})\\.ics$`,
    ).exec(url);
    expect(match).not.toBeNull();
    const token = match?.[1] ?? '';

    const after = await request(t.app).get('/api/meal-plan/calendar').set(bearer(me)).expect(200);
    const state = calendarFeedStateSchema.parse(after.body);
    expect(state.enabled).toBe(true);
    expect(Math.abs(Date.parse(state.created_on ?? '') - Date.now())).toBeLessThan(60_000);
    expectDocumented('GET', '/meal-plan/calendar', { status: 200, body: after.body });

    const rows = await t.db.database.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userSub, subOf(me.idToken)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('when a cook resets the feed, then the old address is 404 at once and the new one works; when they turn it off, then it is 404 too', async () => {
    const me = await freshCook();
    const first = await makeFeed(me);
    await fetchFeed(first).expect(200);

    const second = await makeFeed(me);
    expect(second).not.toBe(first);
    const old = await fetchFeed(first).expect(404);
    await fetchFeed(second).expect(200);

    await request(t.app).delete('/api/meal-plan/calendar').set(bearer(me)).expect(204);
    const off = await fetchFeed(second).expect(404);
    expect(off.body).toEqual(old.body);
    const state = await request(t.app).get('/api/meal-plan/calendar').set(bearer(me)).expect(200);
    expect(state.body).toEqual({ enabled: false, created_on: null });
    // Turning off a feed that is off changes nothing.
    await request(t.app).delete('/api/meal-plan/calendar').set(bearer(me)).expect(204);
  });
});

describe('GET /api/meal-plan/calendar/:token.ics', () => {
  it('when an anonymous calendar app fetches the feed, then it gets the plan as all-day iCalendar events', async () => {
    const me = await freshCook();
    const pie = await insertRecipe(t, { title: 'Apple pie', serving: '8 slices' });
    const fish = await insertRecipe(t, { title: 'Fish, chips; peas', serving: '' });
    const draft = await insertRecipe(t, { title: 'My Draft Broth', status: 100, ...ownedBy(me) });
    const tomorrow = addDays(today, 1);
    await putDay(me, today, { dinner: [pie], breakfast: [draft] });
    await putDay(me, tomorrow, { lunch: [fish, pie] });
    const url = await makeFeed(me);

    const res = await fetchFeed(url).expect(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(res.text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(res.text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(res.text).toContain('\r\nX-WR-CALNAME:Family Recipes meal plan\r\n');
    expect(res.text).toContain('\r\nSUMMARY:Lunch: Fish\\, chips\\; peas\r\n');
    expect(res.text).not.toContain(subOf(me.idToken));

    const events = eventsOf(res.text);
    const day = (d: string) => d.replace(/-/g, '');
    expect(
      events.map(({ summary, start, end, allDay }) => ({ summary, start, end, allDay })),
    ).toEqual([
      { summary: 'Breakfast: My Draft Broth', start: today, end: tomorrow, allDay: true },
      { summary: 'Dinner: Apple pie', start: today, end: tomorrow, allDay: true },
      {
        summary: 'Lunch: Fish, chips; peas',
        start: tomorrow,
        end: addDays(today, 2),
        allDay: true,
      },
      { summary: 'Lunch: Apple pie', start: tomorrow, end: addDays(today, 2), allDay: true },
    ]);
    expect(res.text).toContain(`\r\nDTSTART;VALUE=DATE:${day(today)}\r\n`);
    expect(events[1]?.url).toBe(`${publicUrl()}/recipes/${pie}`);
    expect(events[1]?.description).toBe(`Serves: 8 slices\nRecipe: ${publicUrl()}/recipes/${pie}`);
    expect(new Set(events.map((e) => e.uid)).size).toBe(4);

    // Fetched again after the day is reordered: the same events keep their UIDs.
    await putDay(me, tomorrow, { lunch: [pie, fish] });
    const again = eventsOf((await fetchFeed(url).expect(200)).text);
    const uidOf = (list: typeof events, summary: string, start: string) =>
      list.find((e) => e.summary === summary && e.start === start)?.uid;
    for (const event of events) {
      expect(uidOf(again, event.summary, event.start)).toBe(event.uid);
    }
  });

  it('when days lie beyond 30 days back or 90 ahead, then the feed leaves them out', async () => {
    const me = await freshCook();
    const id = await insertRecipe(t, { title: 'Edge Eclair' });
    for (const offset of [-31, -30, 90, 91]) {
      await putDay(me, addDays(today, offset), { dinner: [id] });
    }
    const events = eventsOf((await fetchFeed(await makeFeed(me)).expect(200)).text);
    expect(events.map((e) => e.start)).toEqual([addDays(today, -30), addDays(today, 90)]);
  });

  it('when a planned recipe is hidden from the cook, then their feed leaves it out', async () => {
    const me = await freshCook();
    const other = await freshCook();
    const gone = await insertRecipe(t, { title: 'Gone Gumbo', ...ownedBy(other) });
    const kept = await insertRecipe(t, { title: 'Kept Korma' });
    await putDay(me, today, { dinner: [gone, kept] });
    await t.db.database.db.update(recipes).set({ status: 199 }).where(eq(recipes.id, gone));
    const events = eventsOf((await fetchFeed(await makeFeed(me)).expect(200)).text);
    expect(events.map((e) => e.summary)).toEqual(['Dinner: Kept Korma']);
  });

  it('when two cooks have feeds, then each token shows only its own cook’s plan', async () => {
    const [ann, bob] = await Promise.all([freshCook('Ann'), freshCook('Bob')]);
    const annsDish = await insertRecipe(t, { title: 'Ann’s Asparagus' });
    const bobsDish = await insertRecipe(t, { title: 'Bob’s Borscht' });
    await putDay(ann, today, { dinner: [annsDish] });
    await putDay(bob, today, { dinner: [bobsDish] });
    const [annsFeed, bobsFeed] = [await makeFeed(ann), await makeFeed(bob)];

    const annsEvents = eventsOf((await fetchFeed(annsFeed).expect(200)).text);
    const bobsEvents = eventsOf((await fetchFeed(bobsFeed).expect(200)).text);
    expect(annsEvents.map((e) => e.summary)).toEqual(['Dinner: Ann’s Asparagus']);
    expect(bobsEvents.map((e) => e.summary)).toEqual(['Dinner: Bob’s Borscht']);
    // Signed in as Bob changes nothing: the token alone decides whose plan it is.
    const asBob = await request(t.app)
      .get(pathOf(annsFeed))
      .set(bearer(bob))
      .set('X-Forwarded-For', nextClient())
      .expect(200);
    expect(eventsOf(asBob.text).map((e) => e.summary)).toEqual(['Dinner: Ann’s Asparagus']);
  });

  it('when the token is unknown, malformed or of another shape, then 404 with the same answer', async () => {
    const client = nextClient();
    const paths = [
      `/api/meal-plan/calendar/${'A'.repeat(43)}.ics`,
      `/api/meal-plan/calendar/${'A'.repeat(44)}.ics`,
      '/api/meal-plan/calendar/short.ics',
      `/api/meal-plan/calendar/${'%2F'.repeat(15)}.ics`,
    ];
    const bodies = [];
    for (const path of paths) {
      const res = await request(t.app).get(path).set('X-Forwarded-For', client).expect(404);
      bodies.push(res.body);
    }
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expectDocumented('GET', '/meal-plan/calendar/:token.ics', { status: 404, body: bodies[0] });
  });

  it('when the feed token is used to sign in, then it opens nothing else', async () => {
    const me = await freshCook();
    const url = await makeFeed(me);
    const token = /calendar\/([^/]+)\.ics$/.exec(url)?.[1] ?? '';
    const asBearer = await request(t.app)
      .get(`/api/meal-plan?from=${today}&to=${today}`)
      .set('Authorization', `Bearer ${token}`);
    expect(asBearer.status).toBe(401);
    const asCookie = await request(t.app)
      .get('/api/meal-plan/calendar')
      .set('Cookie', `idToken=${token}`);
    expect(asCookie.status).toBe(401);
    const asCalendarPost = await request(t.app)
      .post('/api/meal-plan/calendar')
      .set('Authorization', `Bearer ${token}`);
    expect(asCalendarPost.status).toBe(401);
    await fetchFeed(url).expect(200);
  });

  it('when one address fetches feeds faster than the limit, then 429 with Retry-After for it alone', async () => {
    const busy = nextClient();
    const unknown = `/api/meal-plan/calendar/${'B'.repeat(43)}.ics`;
    for (let i = 0; i < RATE_LIMITS.calendarFeed.max; i += 1) {
      await request(t.app).get(unknown).set('X-Forwarded-For', busy).expect(404);
    }
    const refused = await request(t.app).get(unknown).set('X-Forwarded-For', busy).expect(429);
    expect(refused.body).toEqual({ message: RATE_LIMITS.calendarFeed.message });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await request(t.app).get(unknown).set('X-Forwarded-For', nextClient()).expect(404);
  });
});
