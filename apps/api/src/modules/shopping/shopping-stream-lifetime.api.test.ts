import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { withCognitoClient } from '../identity/index.js';
import { useTestApp, useUsers } from '../../test/use-test-app.js';
import { installationKey, jwtPart, signJwt } from '../../test/test-tokens.js';
import { createCook, type TestUser } from '../../test/test-users.js';
import {
  bearer,
  createList,
  openListStream,
  openStream,
  startSecondInstance,
  useSecondInstance,
  within,
  renameList,
} from '../../test/shopping-lists.js';
import { MAX_STREAMS_PER_ACCOUNT, TOO_MANY_OWN_STREAMS, TOO_MANY_STREAMS } from './list-events.js';

/*
 * How long a shopping list's event stream may live and how many may be open: streams are capped
 * per account and per instance, and end when the token they were opened with expires or its
 * session logs out (on any instance).
 */

const t = useTestApp();
const [cook, other] = useUsers(t, 'Stream Sam', 'Other Olga');

/** An instance that serves streams, as a replica behind the load balancer. */
const b = useSecondInstance(t);

const eventsPath = (listId: string) => `/api/shopping-lists/${listId}/events`;

const streamOn = (base: string, listId: string, user: Pick<TestUser, 'idToken'>) =>
  openListStream(base, listId, user, b.streams);

/** A stream that the server is expected to refuse: its status, headers and JSON body. */
async function refusedStream(base: string, path: string, user: Pick<TestUser, 'idToken'>) {
  const controller = new AbortController();
  const res = await fetch(`${base}${path}`, {
    headers: { ...bearer(user), Accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (res.status === 200) {
    controller.abort();
    return { status: 200, retryAfter: null, type: res.headers.get('content-type'), body: {} };
  }
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    type: res.headers.get('content-type'),
    body: (await res.json()) as { message?: string },
  };
}

/** A second, separate sign-in of the same account: another session with its own tokens. */
async function signInAgain(user: TestUser): Promise<Pick<TestUser, 'idToken'>> {
  return withCognitoClient(t.identity.settings, async (client) => {
    const answer = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: t.identity.settings.clientId,
        AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
      }),
    );
    const idToken = answer.AuthenticationResult?.IdToken;
    if (!idToken) throw new Error('The identity emulator did not return an id token');
    return { idToken };
  });
}

describe('how many list streams may be open', () => {
  it('when one account opens an 11th stream, then it gets 429 with a JSON message and Retry-After, while another account still opens one', async () => {
    // Its own cook: the ten streams it holds must not count against the other tests.
    const busy = await createCook(t, 'Busy Bo');
    const list = await createList(t, busy);
    const streams = await Promise.all(
      Array.from({ length: MAX_STREAMS_PER_ACCOUNT }, () => streamOn(b.base, list._id, busy)),
    );
    expect(streams.map((s) => s.status)).toEqual(streams.map(() => 200));

    const eleventh = await refusedStream(b.base, eventsPath(list._id), busy);
    expect(eleventh.status).toBe(429);
    expect(eleventh.type).toMatch(/^application\/json/);
    expect(eleventh.body).toEqual({ message: TOO_MANY_OWN_STREAMS });
    expect(Number(eleventh.retryAfter)).toBeGreaterThan(0);

    const theirs = await streamOn(b.base, (await createList(t, other))._id, other);
    expect(theirs.status).toBe(200);

    // A closed stream gives its place back (the server hears the close a moment later).
    streams[0]?.close();
    await expect
      .poll(
        async () => {
          const again = await openStream(b.base, eventsPath(list._id), busy);
          b.streams.push(again);
          return again.status;
        },
        { timeout: 5_000 },
      )
      .toBe(200);
  });

  it('when an account holds one place short of its most and opens household streams at once, then exactly one opens: they count with its list streams', async () => {
    const busy = await createCook(t, 'Burst Bea');
    const list = await createList(t, busy);
    const streams = await Promise.all(
      Array.from({ length: MAX_STREAMS_PER_ACCOUNT - 1 }, () => streamOn(b.base, list._id, busy)),
    );
    expect(streams.every((s) => s.status === 200)).toBe(true);
    // Each stays open as long as the test: a place given back would let another in.
    const burst = await Promise.all(
      Array.from({ length: 4 }, () => openStream(b.base, '/api/household/events', busy)),
    );
    b.streams.push(...burst);
    expect(burst.map((r) => r.status).sort()).toEqual([200, 429, 429, 429]);
    const refused = await refusedStream(b.base, '/api/household/events', busy);
    expect(refused.body).toEqual({ message: TOO_MANY_OWN_STREAMS });
  });

  it('when an instance holds as many streams as its total allows, then the next one gets 429 whoever asks, and another instance still opens one', async () => {
    const small = await startSecondInstance(t, { listStreamLimits: { maxStreams: 3 } });
    try {
      const mine = await createList(t, cook);
      const theirs = await createList(t, other);
      const held = [
        await streamOn(small.base, mine._id, cook),
        await streamOn(small.base, mine._id, cook),
        await streamOn(small.base, theirs._id, other),
      ];
      expect(held.map((s) => s.status)).toEqual([200, 200, 200]);

      for (const [user, listId] of [
        [cook, mine._id],
        [other, theirs._id],
      ] as const) {
        const refused = await refusedStream(small.base, eventsPath(listId), user);
        expect(refused.status).toBe(429);
        expect(refused.body).toEqual({ message: TOO_MANY_STREAMS });
        expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      }

      const elsewhere = await streamOn(b.base, theirs._id, other);
      expect(elsewhere.status).toBe(200);
    } finally {
      await small.close();
    }
  });
});

describe('when a list stream ends', () => {
  it('when the id token a stream was opened with expires, then the stream ends at that moment, while a stream with a longer-lived token stays open', async () => {
    const list = await createList(t, cook);
    const expiresAt = Math.floor(Date.now() / 1000) + 2;
    const shortLived = signJwt(installationKey(t.identity.dir), jwtPart(cook.idToken, 0), {
      ...jwtPart(cook.idToken, 1),
      exp: expiresAt,
    });
    const ending = await streamOn(b.base, list._id, { idToken: shortLived });
    const staying = await streamOn(b.base, list._id, cook);
    expect(ending.status).toBe(200);

    await within(ending.ended, 5_000);
    // Timers may fire a millisecond early; never a second early.
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt * 1000 - 50);

    await renameList(t, cook, list._id, 'Still live');
    await staying.next('changed', 1_000);
    expect(ending.events).toEqual([]);
  });

  it('when a session logs out through another instance, then its streams end and hear nothing more, while the same account’s other session keeps its stream', async () => {
    const list = await createList(t, cook);
    const laptop = await signInAgain(cook);
    const loggingOut = await streamOn(b.base, list._id, cook);
    const otherSession = await streamOn(b.base, list._id, laptop);
    expect([loggingOut.status, otherSession.status]).toEqual([200, 200]);

    await request(t.app).post('/api/logout').set(bearer(cook)).expect(200);
    await within(loggingOut.ended, 2_000);

    await renameList(t, laptop, list._id, 'After log-out');
    await otherSession.next('changed', 1_000);
    expect(loggingOut.events).toEqual([]);
  });

  it('when a session logs out, then its household stream ends too', async () => {
    const leaving = await createCook(t, 'Lou Logout');
    const household = await openStream(b.base, '/api/household/events', leaving);
    b.streams.push(household);
    expect(household.status).toBe(200);
    await request(t.app).post('/api/logout').set(bearer(leaving)).expect(200);
    await within(household.ended, 2_000);
  });
});
