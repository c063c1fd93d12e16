import {
  HOUSEHOLD_MESSAGES,
  householdInvitationSchema,
  pendingInvitationSchema,
} from '@family-recipes/shared';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { householdInvitations } from './households.schema.js';
import { expectDocumented } from '../../test/documented.js';
import { householdIdOfCook } from '../../test/households.js';
import { useTestApp } from '../../test/use-test-app.js';
import { subOf } from '../../test/test-recipes.js';
import { bearer, createCook, type TestUser } from '../../test/test-users.js';

const t = useTestApp();

const cook = (name: string) => createCook(t, name);
const sub = (who: TestUser) => subOf(who.idToken);

const invite = async (who: TestUser, email: string): Promise<string> => {
  const res = await request(t.app)
    .post('/api/household/invitations')
    .set(bearer(who))
    .send({ email })
    .expect(201);
  return householdInvitationSchema.parse(res.body).code;
};
const list = (who: TestUser, query = '') =>
  request(t.app).get(`/api/household/invitations${query}`).set(bearer(who));
const revoke = (who: TestUser, id: string) =>
  request(t.app).delete(`/api/household/invitations/${id}`).set(bearer(who));
const join = (who: TestUser, code: string) =>
  request(t.app).post('/api/household/join').set(bearer(who)).send({ code });

const pending = async (who: TestUser) =>
  pendingInvitationSchema.array().parse((await list(who).expect(200)).body);

/** The stored id of the invitation sent to `email`. */
async function idOf(email: string): Promise<string> {
  const [row] = await t.db.database.db
    .select({ id: householdInvitations.id })
    .from(householdInvitations)
    .where(eq(householdInvitations.email, email));
  if (!row) throw new Error(`No invitation to ${email}`);
  return row.id;
}

describe('GET /api/household/invitations', () => {
  it('when the owner lists the invitations, then the pending ones come newest first with the address, the inviter and the times, and never a code or its hash', async () => {
    const owner = await cook('Lena Lister');
    const first = await invite(owner, 'first.guest@example.test');
    await invite(owner, 'second.guest@example.test');
    await invite(owner, 'third.guest@example.test');
    await invite(owner, 'expired.guest@example.test');
    await join(await cook('Used Guest'), await invite(owner, 'joined.guest@example.test')).expect(
      200,
    );
    await t.db.database.db
      .update(householdInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(householdInvitations.email, 'expired.guest@example.test'));

    const res = await list(owner).expect(200);
    expectDocumented('GET', '/household/invitations', res);
    const items = pendingInvitationSchema.array().parse(res.body);
    expect(items.map((i) => i.email)).toEqual([
      'third.guest@example.test',
      'second.guest@example.test',
      'first.guest@example.test',
    ]);
    expect(res.headers['x-total-count']).toBe('3');
    expect(items[2]).toEqual({
      id: await idOf('first.guest@example.test'),
      email: 'first.guest@example.test',
      invitedBy: { sub: sub(owner), name: 'Lena Lister' },
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    // Valid for 7 days from when it was made (the expiry is set just before the row is stored).
    const validFor = Date.parse(items[2]!.expiresAt) - Date.parse(items[2]!.createdAt);
    expect(Math.abs(validFor - 7 * 24 * 60 * 60 * 1000)).toBeLessThan(60_000);
    expect(JSON.stringify(res.body)).not.toContain(first);
    expect(JSON.stringify(res.body)).not.toMatch(/code|hash/i);

    const paged = await list(owner, '?limit=1&page=2').expect(200);
    expect(paged.body.map((i: { email: string }) => i.email)).toEqual([
      'second.guest@example.test',
    ]);
    expect(paged.headers['x-total-count']).toBe('3');
  });

  it('when a member who is not the owner lists them, then 403 with the owner-only message', async () => {
    const owner = await cook('Owen Owner');
    const member = await cook('Mia Member');
    await join(member, await invite(owner, member.email)).expect(200);
    await invite(owner, 'waiting@example.test');
    const res = await list(member).expect(403);
    expect(res.body.message).toBe(HOUSEHOLD_MESSAGES.ownerOnly);
  });

  it('when a cook without a household yet lists or revokes, then an empty list or 404, and no household is made for them', async () => {
    const newcomer = await cook('Nina Newcomer');
    const res = await list(newcomer).expect(200);
    expect(res.body).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
    const revoked = await revoke(newcomer, crypto.randomUUID()).expect(404);
    expect(revoked.body.message).toBe(HOUSEHOLD_MESSAGES.noSuchInvitation);
    expect(await householdIdOfCook(t, newcomer)).toBeUndefined();
  });

  it('when an anonymous visitor lists or revokes, then 401', async () => {
    await request(t.app).get('/api/household/invitations').expect(401);
    await request(t.app).delete(`/api/household/invitations/${crypto.randomUUID()}`).expect(401);
  });
});

describe('DELETE /api/household/invitations/:id', () => {
  it('when the owner revokes an invitation, then 204, it is no longer listed, and its link answers as an unknown one', async () => {
    const owner = await cook('Rita Revoker');
    const code = await invite(owner, 'revoked.guest@example.test');
    await invite(owner, 'kept.guest@example.test');
    await revoke(owner, await idOf('revoked.guest@example.test')).expect(204);

    expect((await pending(owner)).map((i) => i.email)).toEqual(['kept.guest@example.test']);
    const guest = await cook('Revoked Guest');
    const revoked = await join(guest, code).expect(404);
    const unknown = await join(guest, 'B'.repeat(43)).expect(404);
    expect(revoked.body).toEqual(unknown.body);
    expect(revoked.body.message).toBe(HOUSEHOLD_MESSAGES.invitationNotValid);
  });

  it('when the owner names another household’s invitation, a used one or an unknown id, then 404 and the other household’s invitation still joins', async () => {
    const owner = await cook('Nora Nosy');
    const other = await cook('Otto Other');
    const othersCode = await invite(other, 'others.guest@example.test');
    const othersId = await idOf('others.guest@example.test');
    await join(await cook('Used Up'), await invite(owner, 'used.up@example.test')).expect(200);

    for (const id of [othersId, await idOf('used.up@example.test'), crypto.randomUUID(), 'x']) {
      const res = await revoke(owner, id).expect(404);
      expect(res.body.message).toBe(HOUSEHOLD_MESSAGES.noSuchInvitation);
    }
    expect((await pending(other)).map((i) => i.id)).toEqual([othersId]);
    await join(await cook('Others Guest'), othersCode).expect(200);
  });

  it('when a member who is not the owner revokes, then 403 and the invitation still joins', async () => {
    const owner = await cook('Paula Proper');
    const member = await cook('Max Meddler');
    await join(member, await invite(owner, member.email)).expect(200);
    const code = await invite(owner, 'still.valid@example.test');
    const res = await revoke(member, await idOf('still.valid@example.test')).expect(403);
    expect(res.body.message).toBe(HOUSEHOLD_MESSAGES.ownerOnly);
    await join(await cook('Still Valid'), code).expect(200);
  });
});
