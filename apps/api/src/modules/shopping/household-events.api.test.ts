import { AISLES } from '@family-recipes/shared';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { joinHousehold, removeFromHousehold } from '../../test/households.js';
import { thisWeekDay } from '../../test/plan-week.js';
import {
  addItem,
  createList,
  openStream,
  useSecondInstance,
  within,
} from '../../test/shopping-lists.js';
import { insertRecipe, subOf } from '../../test/test-recipes.js';
import { bearer, createCooks, type TestUser } from '../../test/test-users.js';
import { useTestApp } from '../../test/use-test-app.js';

/*
 * A household's live stream (GET /api/household/events): every member's open pages hear that the
 * plan or the members changed, whichever instance made the change; a cook who is no longer in the
 * household hears `removed` within a second and the stream ends.
 */

const t = useTestApp();

const b = useSecondInstance(t);

const events = (who: TestUser) => openStream(b.base, '/api/household/events', who);

const putDinner = async (who: TestUser, recipe: Awaited<ReturnType<typeof insertRecipe>>) =>
  request(t.app)
    .put(`/api/meal-plan/${thisWeekDay(3)}`)
    .set(bearer(who))
    .send({ dinner: [recipe] })
    .expect(200);

describe('GET /api/household/events', () => {
  it('when a member changes the plan, then every member’s stream hears "plan" and another household’s hears nothing', async () => {
    const [owner, member, stranger] = await createCooks(
      t,
      'Pia Planner',
      'Max Member',
      'Sol Stranger',
    );
    await joinHousehold(t, owner, member);
    const [ownerStream, memberStream, strangerStream] = [
      await events(owner),
      await events(member),
      await events(stranger),
    ];
    expect(memberStream.status).toBe(200);
    expect(memberStream.headers['content-type']).toMatch(/^text\/event-stream/);
    await putDinner(member, await insertRecipe(t, { title: 'Live Lentils' }));
    await memberStream.next('plan', 3_000);
    await ownerStream.next('plan', 3_000);
    // The stranger's own plan changes: their stream hears it, and had heard nothing before.
    await putDinner(stranger, await insertRecipe(t, { title: 'Lone Leeks' }));
    await strangerStream.next('plan', 3_000);
    expect(strangerStream.events.map((e) => e.event)).toEqual(['plan']);
    expect(ownerStream.events.map((e) => e.event)).toEqual(['plan']);
    for (const stream of [ownerStream, memberStream, strangerStream]) stream.close();
  });

  it('when the owner removes a member, then the member’s stream hears "removed" and ends, and the owner’s hears "household"', async () => {
    const [owner, member] = await createCooks(t, 'Ola Owner', 'Rem Removed');
    await joinHousehold(t, owner, member);
    const [ownerStream, memberStream] = [await events(owner), await events(member)];
    await removeFromHousehold(t, owner, subOf(member.idToken));
    await memberStream.next('removed', 3_000);
    await within(memberStream.ended, 3_000);
    await ownerStream.next('household', 3_000);
    // Opened again, the stream follows the member's own new household: the old one's plan is
    // not heard any more.
    const again = await events(member);
    await putDinner(owner, await insertRecipe(t, { title: 'After Aubergine' }));
    await ownerStream.next('plan', 3_000);
    await putDinner(member, await insertRecipe(t, { title: 'Own Okra' }));
    await again.next('plan', 3_000);
    expect(again.events.map((e) => e.event)).toEqual(['plan']);
    ownerStream.close();
    again.close();
  });

  it('when a cook alone in their household joins another, then their old household’s stream hears "removed"', async () => {
    const [host, joiner] = await createCooks(t, 'Hal Host', 'Jan Joiner');
    const before = await events(joiner);
    const hostStream = await events(host);
    await joinHousehold(t, host, joiner);
    await before.next('removed', 3_000);
    await within(before.ended, 3_000);
    await hostStream.next('household', 3_000);
    hostStream.close();
  });

  it('when a member orders the aisles or moves an ingredient to another aisle, then every member’s stream hears "aisles"', async () => {
    const [owner, member] = await createCooks(t, 'Aida Aisles', 'Milo Member');
    await joinHousehold(t, owner, member);
    const ownerStream = await events(owner);
    const put = await request(t.app)
      .put('/api/household/aisles')
      .set(bearer(member))
      .send({ order: [...AISLES].reverse() });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    await ownerStream.next('aisles', 3_000);
    const list = await createList(t, member);
    const added = await addItem(t, member, list._id, '2 lemons');
    await request(t.app)
      .put(`/api/shopping-lists/${list._id}/items/${added.items[0]!._id}/aisle`)
      .set(bearer(member))
      .send({ aisle: AISLES[AISLES.length - 1] })
      .expect(200);
    await ownerStream.next('aisles', 3_000);
    ownerStream.close();
  });

  it('when no one is signed in, then 401 and no stream', async () => {
    const res = await request(t.app).get('/api/household/events');
    expect(res.status).toBe(401);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});
