import { createHash } from 'node:crypto';
import {
  HOUSEHOLD_MESSAGES,
  householdInvitationSchema,
  householdSchema,
  type Household,
  RATE_LIMITS,
} from '@family-recipes/shared';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { householdInvitations, householdMembers, households } from './households.schema.js';
import { noticeMails } from '../notices/notices.schema.js';
import { siteUrl } from '../../http/site.js';
import { expectDocumented } from '../../test/documented.js';
import { householdIdOfCook } from '../../test/households.js';
import { useTestApp } from '../../test/use-test-app.js';
import { subOf } from '../../test/test-recipes.js';
import { bearer, createCook, createTestUser, type TestUser } from '../../test/test-users.js';

const t = useTestApp();

const cook = (name = 'Test Cook') => createCook(t, name);

const getHousehold = (who: TestUser) => request(t.app).get('/api/household').set(bearer(who));
const invite = (who: TestUser, email: string) =>
  request(t.app).post('/api/household/invitations').set(bearer(who)).send({ email });
const join = (who: TestUser, code: string, bring?: boolean) =>
  request(t.app)
    .post('/api/household/join')
    .set(bearer(who))
    .send(bring === undefined ? { code } : { code, bring });
const leave = (who: TestUser) => request(t.app).post('/api/household/leave').set(bearer(who));
const removeMember = (who: TestUser, sub: string) =>
  request(t.app)
    .delete(`/api/household/members/${encodeURIComponent(sub)}`)
    .set(bearer(who));
const rename = (who: TestUser, name: unknown) =>
  request(t.app).patch('/api/household').set(bearer(who)).send({ name });
const handOver = (who: TestUser, sub: string) =>
  request(t.app).post('/api/household/owner').set(bearer(who)).send({ sub });

async function household(who: TestUser): Promise<Household> {
  return householdSchema.parse((await getHousehold(who).expect(200)).body);
}

async function codeFor(owner: TestUser, email = 'someone@example.test'): Promise<string> {
  return householdInvitationSchema.parse((await invite(owner, email).expect(201)).body).code;
}

/** A household of `owner` with `members` in it, each joined by an invitation. */
async function householdOf(owner: TestUser, ...members: TestUser[]): Promise<void> {
  for (const member of members) {
    await join(member, await codeFor(owner, member.email)).expect(200);
  }
}

const sub = (who: TestUser) => subOf(who.idToken);
const names = (h: Household) => h.members.map((m) => `${m.name}:${m.role}`);

const matchesDocument = (method: string, expressPath: string, status: number, body: unknown) =>
  expectDocumented(method, expressPath, { status, body });

describe('who may call the household routes', () => {
  it('when an anonymous visitor calls any household route, then 401; a signed-in account without a cook’s group, then 403', async () => {
    const groupless = await createTestUser(t.identity.settings, { groups: [] });
    const calls = (h: Record<string, string>) => [
      request(t.app).get('/api/household').set(h),
      request(t.app).patch('/api/household').set(h).send({ name: 'X' }),
      request(t.app).post('/api/household/invitations').set(h).send({ email: 'a@example.test' }),
      request(t.app)
        .post('/api/household/join')
        .set(h)
        .send({ code: 'A'.repeat(43) }),
      request(t.app).post('/api/household/leave').set(h),
      request(t.app).delete('/api/household/members/someone').set(h),
      request(t.app).post('/api/household/owner').set(h).send({ sub: 'someone' }),
    ];
    for (const res of await Promise.all(calls({}))) expect(res.status).toBe(401);
    for (const res of await Promise.all(calls(bearer(groupless)))) expect(res.status).toBe(403);
  });
});

describe('GET /api/household', () => {
  it('when a new cook asks, then they get a household of their own, named after them, and they own it', async () => {
    const ann = await cook('Ann Apple');
    const res = await getHousehold(ann).expect(200);
    matchesDocument('GET', '/household', 200, res.body);
    expect(res.body).toEqual({
      name: "Ann Apple's kitchen",
      role: 'owner',
      members: [{ sub: sub(ann), name: 'Ann Apple', email: ann.email, role: 'owner' }],
    });
    // Asked again, at once and many times, it is still one household.
    await Promise.all([getHousehold(ann), getHousehold(ann), getHousehold(ann)]);
    const rows = await t.db.database.db
      .select()
      .from(householdMembers)
      .where(eq(householdMembers.userSub, sub(ann)));
    expect(rows).toHaveLength(1);
  });

  it('when a new cook’s first requests come at once, then exactly one household is made', async () => {
    const bea = await cook('Bea Burst');
    const answers = await Promise.all(Array.from({ length: 6 }, () => getHousehold(bea)));
    for (const res of answers) expect(res.status).toBe(200);
    const householdId = await householdIdOfCook(t, bea);
    const made = await t.db.database.db
      .select({ id: households.id })
      .from(households)
      .where(eq(households.name, "Bea Burst's kitchen"));
    expect(made).toEqual([{ id: householdId }]);
  });
});

describe('POST /api/household/invitations', () => {
  it('when the owner invites an address, then 201 with a code valid for 7 days, only its hash is kept, and a mail with the link is stored and sent', async () => {
    const owner = await cook('Olga Owner');
    const before = Date.now();
    const res = await invite(owner, 'New.Person@Example.TEST').expect(201);
    matchesDocument('POST', '/household/invitations', 201, res.body);
    const { code, expiresAt } = householdInvitationSchema.parse(res.body);
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(expiresAt) - before) / (24 * 60 * 60 * 1000);
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);

    const [stored] = await t.db.database.db
      .select()
      .from(householdInvitations)
      .where(eq(householdInvitations.invitedBySub, sub(owner)));
    expect(stored?.email).toBe('new.person@example.test');
    expect(stored?.codeHash).toBe(createHash('sha256').update(code).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(code);

    const mails = await t.db.database.db
      .select()
      .from(noticeMails)
      .where(eq(noticeMails.toAddress, 'new.person@example.test'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.kind).toBe('household-invitation');
    expect(mails[0]?.subject).toBe('Olga Owner invites you to share a kitchen on Family Recipes');
    expect(mails[0]?.body).toContain(`${siteUrl(t.config)}/household/join?code=${code}`);
    expect(mails[0]?.body).toContain('"Olga Owner\'s kitchen"');

    await t.notices.outbox.deliverDue();
    const inbox = await t.identity.mailbox.list();
    expect(inbox.find((m) => m.to === 'new.person@example.test')?.text).toContain(code);
  });

  it('when the address has an account or none, then the answer is the same', async () => {
    const owner = await cook('Quiet Quinn');
    const known = await cook('Known Kim');
    await getHousehold(known).expect(200);
    const a = await invite(owner, known.email).expect(201);
    const b = await invite(owner, 'nobody-here@example.test').expect(201);
    expect(Object.keys(a.body)).toEqual(Object.keys(b.body));
    expect(a.headers['content-length']).toBe(b.headers['content-length']);
    // The known cook's household is untouched until they use the code.
    expect((await household(known)).members).toHaveLength(1);
  });

  it('when a member who is not the owner invites, then 403 and nothing is stored', async () => {
    const owner = await cook('Owner Oz');
    const member = await cook('Member Max');
    await householdOf(owner, member);
    const res = await invite(member, 'friend@example.test').expect(403);
    expect(res.body.message).toBe(HOUSEHOLD_MESSAGES.ownerOnly);
    const rows = await t.db.database.db
      .select()
      .from(householdInvitations)
      .where(eq(householdInvitations.invitedBySub, sub(member)));
    expect(rows).toEqual([]);
  });

  it('when the address is missing or not an address, then 400 on email', async () => {
    const owner = await cook();
    for (const email of ['', 'not an address']) {
      const res = await invite(owner, email).expect(400);
      expect(res.body.errors[0].field).toBe('email');
    }
  });

  it('when a cook invites once more than the limit in an hour, then 429 with Retry-After for that cook alone', async () => {
    const busy = await cook('Busy Bee');
    const calm = await cook('Calm Cal');
    for (let i = 0; i < RATE_LIMITS.householdInvitations.max; i++) {
      await invite(busy, `guest-${i}@example.test`).expect(201);
    }
    const refused = await invite(busy, 'one-more@example.test').expect(429);
    expect(refused.body.message).toBe(HOUSEHOLD_MESSAGES.tooManyInvitations);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await invite(calm, 'calm-guest@example.test').expect(201);
  });
});

describe('POST /api/household/join', () => {
  it('when a cook uses an invitation, then both see the same household with both members, and the code works only once', async () => {
    const owner = await cook('Hanna Host');
    const guest = await cook('Gus Guest');
    const third = await cook('Thea Third');
    const code = await codeFor(owner, guest.email);
    const joined = await join(guest, code).expect(200);
    matchesDocument('POST', '/household/join', 200, joined.body);
    expect(householdSchema.parse(joined.body)).toMatchObject({
      name: "Hanna Host's kitchen",
      role: 'member',
    });
    expect(names(await household(owner))).toEqual(['Hanna Host:owner', 'Gus Guest:member']);
    expect(names(await household(guest))).toEqual(['Hanna Host:owner', 'Gus Guest:member']);

    const again = await join(third, code).expect(404);
    expect(again.body.message).toBe(HOUSEHOLD_MESSAGES.invitationNotValid);
    expect(names(await household(third))).toEqual(['Thea Third:owner']);
  });

  it('when the code is expired, unknown or not a code, then 404 with the same answer', async () => {
    const owner = await cook('Ed Expired');
    const guest = await cook();
    const code = await codeFor(owner);
    await t.db.database.db
      .update(householdInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(householdInvitations.codeHash, createHash('sha256').update(code).digest('hex')));
    const bodies = [];
    for (const attempt of [code, 'B'.repeat(43), 'short', 'x'.repeat(200)]) {
      bodies.push((await join(guest, attempt).expect(404)).body);
    }
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(bodies[0]).toEqual({ message: HOUSEHOLD_MESSAGES.invitationNotValid });
    matchesDocument('POST', '/household/join', 404, bodies[0]);
    expect(names(await household(guest))).toEqual(['Test Cook:owner']);
  });

  it('when two cooks use the same code at once, then one joins and the other gets 404', async () => {
    const owner = await cook('Race Rita');
    const [a, b] = await Promise.all([cook('Racer A'), cook('Racer B')]);
    const code = await codeFor(owner);
    const answers = await Promise.all([join(a, code), join(b, code)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 404]);
    expect((await household(owner)).members).toHaveLength(2);
  });

  it('when the code or bring is not valid, then 400 with the field at fault', async () => {
    const guest = await cook();
    const missing = await request(t.app)
      .post('/api/household/join')
      .set(bearer(guest))
      .send({})
      .expect(400);
    expect(missing.body.errors).toEqual([
      { field: 'code', message: HOUSEHOLD_MESSAGES.codeRequired },
    ]);
    const bring = await join(guest, 'A'.repeat(43), 'yes' as unknown as boolean).expect(400);
    expect(bring.body.errors).toEqual([
      { field: 'bring', message: HOUSEHOLD_MESSAGES.bringInvalid },
    ]);
  });

  it('when a member uses a code of their own household, then 409 and the code stays usable', async () => {
    const owner = await cook('Self Sam');
    const member = await cook();
    await householdOf(owner, member);
    const code = await codeFor(owner);
    const res = await join(member, code).expect(409);
    expect(res.body.message).toBe(HOUSEHOLD_MESSAGES.alreadyMember);
    await join(await cook(), code).expect(200);
  });

  it('when the owner of a household with others joins another, then 409: they must hand over first', async () => {
    const owner = await cook('Stay Stella');
    const member = await cook();
    await householdOf(owner, member);
    const elsewhere = await cook('Else Elmo');
    const res = await join(owner, await codeFor(elsewhere)).expect(409);
    expect(res.body.message).toBe(HOUSEHOLD_MESSAGES.handOverFirst);
    expect(names(await household(owner))).toEqual(['Stay Stella:owner', 'Test Cook:member']);
  });

  it('when a cook alone in their household joins another, then their old household is deleted', async () => {
    const owner = await cook('New Nora');
    const mover = await cook('Mover Mo');
    await getHousehold(mover).expect(200);
    const before = await householdIdOfCook(t, mover);
    await join(mover, await codeFor(owner)).expect(200);
    const left = await t.db.database.db.select().from(households).where(eq(households.id, before!));
    expect(left).toEqual([]);
  });
});

describe('POST /api/household/leave', () => {
  it('when a member leaves, then they get a new household of their own and the owner’s no longer lists them', async () => {
    const owner = await cook('Lea Lead');
    const member = await cook('Len Leaver');
    await householdOf(owner, member);
    const res = await leave(member).expect(200);
    matchesDocument('POST', '/household/leave', 200, res.body);
    expect(householdSchema.parse(res.body)).toEqual({
      name: "Len Leaver's kitchen",
      role: 'owner',
      members: [{ sub: sub(member), name: 'Len Leaver', email: member.email, role: 'owner' }],
    });
    expect(names(await household(owner))).toEqual(['Lea Lead:owner']);
  });

  it('when the owner leaves while others are in the household, then 409; alone, their household stays as it is', async () => {
    const owner = await cook('Owen Only');
    const member = await cook();
    await householdOf(owner, member);
    const refused = await leave(owner).expect(409);
    expect(refused.body).toEqual({ message: HOUSEHOLD_MESSAGES.handOverFirst });
    await leave(member).expect(200);
    const alone = await leave(owner).expect(200);
    expect(names(householdSchema.parse(alone.body))).toEqual(['Owen Only:owner']);
  });
});

describe('DELETE /api/household/members/:sub', () => {
  it('when the owner removes a member, then the member gets a household of their own at once', async () => {
    const owner = await cook('Rhea Remover');
    const member = await cook('Rob Removed');
    const stays = await cook('Sid Stays');
    await householdOf(owner, member, stays);
    const res = await removeMember(owner, sub(member)).expect(200);
    matchesDocument('DELETE', '/household/members/:sub', 200, res.body);
    expect(names(householdSchema.parse(res.body))).toEqual([
      'Rhea Remover:owner',
      'Sid Stays:member',
    ]);
    expect(names(await household(member))).toEqual(['Rob Removed:owner']);
    expect((await household(member)).name).toBe("Rob Removed's kitchen");
  });

  it('when a member removes someone, then 403; when the owner names a cook outside the household or themselves, then 404 or 409', async () => {
    const owner = await cook('Ivy Owner');
    const member = await cook('Ian Member');
    await householdOf(owner, member);
    const outsider = await cook('Out Otto');
    await getHousehold(outsider).expect(200);

    const byMember = await removeMember(member, sub(owner)).expect(403);
    expect(byMember.body.message).toBe(HOUSEHOLD_MESSAGES.ownerOnly);
    for (const unknown of [sub(outsider), 'no-such-sub']) {
      const res = await removeMember(owner, unknown).expect(404);
      expect(res.body).toEqual({ message: HOUSEHOLD_MESSAGES.noSuchMember });
    }
    // The outsider's owner could not remove them either way: their household is untouched.
    expect(names(await household(outsider))).toEqual(['Out Otto:owner']);
    const self = await removeMember(owner, sub(owner)).expect(409);
    expect(self.body.message).toBe(HOUSEHOLD_MESSAGES.notYourself);
    expect(names(await household(owner))).toEqual(['Ivy Owner:owner', 'Ian Member:member']);
  });

  it('when a cook names a member of another household, then 404 the same as for nobody', async () => {
    const [a, b, bMember] = await Promise.all([cook('A'), cook('B'), cook('B member')]);
    await getHousehold(a).expect(200);
    await householdOf(b, bMember);
    const other = await removeMember(a, sub(bMember)).expect(404);
    const nobody = await removeMember(a, 'nobody').expect(404);
    expect(other.body).toEqual(nobody.body);
    expect((await household(b)).members).toHaveLength(2);
  });
});

describe('PATCH /api/household', () => {
  it('when the owner renames the household, then every member sees the new name; a member gets 403', async () => {
    const owner = await cook('Nina Namer');
    const member = await cook();
    await householdOf(owner, member);
    const res = await rename(owner, '  The Big Kitchen  ').expect(200);
    matchesDocument('PATCH', '/household', 200, res.body);
    expect(res.body.name).toBe('The Big Kitchen');
    expect((await household(member)).name).toBe('The Big Kitchen');
    const refused = await rename(member, 'Mine now').expect(403);
    expect(refused.body.message).toBe(HOUSEHOLD_MESSAGES.ownerOnly);
    expect((await household(owner)).name).toBe('The Big Kitchen');
  });

  it('when the name is empty or longer than 60 characters, then 400 on name', async () => {
    const owner = await cook();
    const empty = await rename(owner, '   ').expect(400);
    expect(empty.body.errors).toEqual([
      { field: 'name', message: HOUSEHOLD_MESSAGES.nameRequired },
    ]);
    await rename(owner, 'x'.repeat(61)).expect(400);
    await rename(owner, 'x'.repeat(60)).expect(200);
  });
});

describe('POST /api/household/owner', () => {
  it('when the owner hands over to a member, then roles swap, and the old owner may then leave', async () => {
    const owner = await cook('Hal Hander');
    const member = await cook('Mira Next');
    await householdOf(owner, member);
    const res = await handOver(owner, sub(member)).expect(200);
    matchesDocument('POST', '/household/owner', 200, res.body);
    expect(householdSchema.parse(res.body)).toMatchObject({ role: 'member' });
    expect(names(res.body as Household)).toEqual(['Mira Next:owner', 'Hal Hander:member']);
    expect((await household(member)).role).toBe('owner');
    await leave(owner).expect(200);
    expect(names(await household(member))).toEqual(['Mira Next:owner']);
  });

  it('when a member hands over, then 403; to a cook outside, 404; to themselves, 409', async () => {
    const owner = await cook('Kay Keeper');
    const member = await cook();
    await householdOf(owner, member);
    const outsider = await cook();
    await getHousehold(outsider).expect(200);
    await handOver(member, sub(member)).expect(403);
    const outside = await handOver(owner, sub(outsider)).expect(404);
    expect(outside.body.message).toBe(HOUSEHOLD_MESSAGES.noSuchMember);
    const self = await handOver(owner, sub(owner)).expect(409);
    expect(self.body.message).toBe(HOUSEHOLD_MESSAGES.alreadyOwner);
    expect((await household(owner)).role).toBe('owner');
  });
});
