import { HOUSEHOLD_MESSAGES, joinPreviewSchema, type JoinPreview } from '@family-recipes/shared';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { expectDocumented } from '../../test/documented.js';
import { askToJoin, inviteCode, joinHousehold } from '../../test/households.js';
import { thisWeekDay } from '../../test/plan-week.js';
import { createList } from '../../test/shopping-lists.js';
import { insertRecipe } from '../../test/test-recipes.js';
import { bearer, createCook, createCooks, type TestUser } from '../../test/test-users.js';
import { useTestApp } from '../../test/use-test-app.js';

/*
 * A safe join (docs/product.md, the access rules; decision 047): the join page names the household
 * and who invited before the cook joins, and says what happens to their own plan and lists;
 * joining keeps them unless the cook confirms that they go.
 */

const t = useTestApp();

const cook = (name: string) => createCook(t, name);

const preview = (who: TestUser, body: object) =>
  request(t.app).post('/api/household/join/preview').set(bearer(who)).send(body);

async function previewOf(who: TestUser, code: string): Promise<JoinPreview> {
  const res = await preview(who, { code }).expect(200);
  expectDocumented('POST', '/household/join/preview', { status: 200, body: res.body });
  return joinPreviewSchema.parse(res.body);
}

const planned = async (who: TestUser) => {
  const res = await request(t.app)
    .get(`/api/meal-plan?from=${thisWeekDay(0)}&to=${thisWeekDay(6)}`)
    .set(bearer(who))
    .expect(200);
  return JSON.stringify(res.body).match(/"title"/g)?.length ?? 0;
};
const lists = async (who: TestUser) =>
  (await request(t.app).get('/api/shopping-lists').set(bearer(who)).expect(200)).body.length;

/** A cook alone in their household, with two planned recipes and one list. */
async function cookWithKitchen(name: string): Promise<TestUser> {
  const who = await cook(name);
  const dish = await insertRecipe(t, { title: `${name}’s dish` });
  await request(t.app)
    .put(`/api/meal-plan/${thisWeekDay(2)}`)
    .set(bearer(who))
    .send({ lunch: [dish], dinner: [dish] })
    .expect(200);
  await createList(t, who, { name: `${name}’s shop` });
  return who;
}

describe('POST /api/household/join/preview', () => {
  it('names the household, its size and who invited, counts what the cook would bring, and changes nothing', async () => {
    const owner = await cook('Rosa Inviter');
    await request(t.app)
      .patch('/api/household')
      .set(bearer(owner))
      .send({ name: 'The Rossi kitchen' });
    const joiner = await cookWithKitchen('Pat Joiner');
    const code = await inviteCode(t, owner, joiner);
    const seen = await previewOf(joiner, code);
    expect(seen).toMatchObject({
      household: { name: 'The Rossi kitchen', members: 1 },
      invitedBy: 'Rosa Inviter',
      current: {
        name: "Pat Joiner's kitchen",
        alone: true,
        meals: { total: 2, fits: 2 },
        lists: { total: 1, fits: 1 },
      },
    });
    expect(Date.parse(seen.expiresAt)).toBeGreaterThan(Date.now());
    // Nothing changed: the same code still previews, and still joins.
    expect(await previewOf(joiner, code)).toEqual(seen);
    expect([await planned(joiner), await lists(joiner)]).toEqual([2, 1]);
    await request(t.app).post('/api/household/join').set(bearer(joiner)).send({ code }).expect(200);
    expect([await planned(owner), await lists(owner)]).toEqual([2, 1]);
  });

  it('refuses as the join would: an unknown code 404, a code of one’s own household 409, an owner with others 409, a missing code 400', async () => {
    const [owner, member, other] = await createCooks(t, 'Una Owner', 'Mel Member', 'Oli Other');
    await joinHousehold(t, owner, member);
    const unknown = await preview(member, { code: 'A'.repeat(43) }).expect(404);
    expect(unknown.body.message).toBe(HOUSEHOLD_MESSAGES.invitationNotValid);
    const own = await preview(member, { code: await inviteCode(t, owner, member) }).expect(409);
    expect(own.body.message).toBe(HOUSEHOLD_MESSAGES.alreadyMember);
    const ownerAway = await preview(owner, { code: await inviteCode(t, other, owner) }).expect(409);
    expect(ownerAway.body.message).toBe(HOUSEHOLD_MESSAGES.handOverFirst);
    const missing = await preview(member, {}).expect(400);
    expect(missing.body.errors).toEqual([
      { field: 'code', message: HOUSEHOLD_MESSAGES.codeRequired },
    ]);
    await request(t.app).post('/api/household/join/preview').send({ code: 'x' }).expect(401);
  });

  it('tells a member of a household with others that nothing of theirs goes: it stays for the others', async () => {
    const [owner, member, host] = await createCooks(t, 'Kim Keeper', 'Lee Leaving', 'Hana Host');
    await joinHousehold(t, owner, member);
    await createList(t, member, { name: 'Shared shop' });
    const seen = await previewOf(member, await inviteCode(t, host, member));
    expect(seen.current).toEqual({
      name: "Kim Keeper's kitchen",
      alone: false,
      meals: { total: 0, fits: 0 },
      lists: { total: 0, fits: 0 },
    });
    // Nothing is deleted, so no confirmation is asked.
    await joinHousehold(t, host, member, { bring: false });
    expect(await lists(owner)).toBe(1);
  });
});

describe('POST /api/household/join/preview under attack', () => {
  it('when one code is previewed 60 times at once beside 5 joins by two cooks, then exactly one join succeeds and the previews change nothing', async () => {
    const [host, joiner, other] = await createCooks(t, 'Burst Host', 'Burst Joiner', 'Burst Other');
    const code = await inviteCode(t, host, joiner);
    const join = (who: TestUser) =>
      request(t.app).post('/api/household/join').set(bearer(who)).send({ code });
    const answers = await Promise.all([
      ...Array.from({ length: 60 }, () => preview(joiner, { code })),
      ...[joiner, other, joiner, other, joiner].map(join),
    ]);
    const joins = answers.slice(60).map((res) => res.status);
    expect(joins.filter((status) => status === 200)).toHaveLength(1);
    expect(joins.filter((status) => status !== 200).every((s) => s === 404 || s === 409)).toBe(
      true,
    );
    for (const res of answers.slice(0, 60)) expect([200, 404, 409]).toContain(res.status);
    const members = (await request(t.app).get('/api/household').set(bearer(host))).body as {
      members: unknown[];
    };
    expect(members.members).toHaveLength(2);
  });

  it('when the code is far too long or the body is not an object, then 400 and nothing is read', async () => {
    const who = await cook('Long Lou');
    const long = await preview(who, { code: 'A'.repeat(10_000) }).expect(400);
    expect(long.body.errors[0].field).toBe('code');
    await request(t.app)
      .post('/api/household/join/preview')
      .set(bearer(who))
      .set('Content-Type', 'application/json')
      .send('[[[[[[[[[[]]]]]]]]]]')
      .expect(400);
  });
});

describe('POST /api/household/join/preview for a cook with no household yet', () => {
  it('has nothing of theirs to bring or leave behind', async () => {
    const [host, fresh] = await createCooks(t, 'Fay Host', 'Ned New');
    const seen = await previewOf(fresh, await inviteCode(t, host, fresh));
    expect(seen.current).toEqual({
      name: '',
      alone: true,
      meals: { total: 0, fits: 0 },
      lists: { total: 0, fits: 0 },
    });
    await joinHousehold(t, host, fresh, { bring: false });
  });
});

describe('POST /api/household/join keeps the joiner’s own plan and lists', () => {
  it('brings them along by default; leaving them behind is refused until the cook confirms, and then deletes them', async () => {
    const [host, keeper, leaver] = [
      await cook('Ida Host'),
      await cookWithKitchen('Kai Keeper'),
      await cookWithKitchen('Lou Leaver'),
    ];
    await joinHousehold(t, host, keeper);
    expect([await planned(host), await lists(host)]).toEqual([2, 1]);

    const refused = await askToJoin(t, host, leaver, { bring: false });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(HOUSEHOLD_MESSAGES.joinWouldDelete);
    expect([await planned(leaver), await lists(leaver)]).toEqual([2, 1]);
    const notConfirmed = await askToJoin(t, host, leaver, { bring: false, discard: false });
    expect(notConfirmed.status).toBe(409);

    await joinHousehold(t, host, leaver, { bring: false, discard: true });
    expect([await planned(host), await lists(host)]).toEqual([2, 1]);
  });

  it('refuses a discard that is not true or false with 400 and the field at fault', async () => {
    const [host, joiner] = await createCooks(t, 'Val Host', 'Vic Joiner');
    const res = await request(t.app)
      .post('/api/household/join')
      .set(bearer(joiner))
      .send({ code: await inviteCode(t, host, joiner), discard: 'yes' })
      .expect(400);
    expect(res.body.errors).toEqual([
      { field: 'discard', message: HOUSEHOLD_MESSAGES.discardInvalid },
    ]);
  });
});
