import { householdInvitationSchema } from '@family-recipes/shared';
import request from 'supertest';
import { expect } from 'vitest';
import { householdIdOf } from '../modules/households/index.js';
import type { TestApp } from './test-app.js';
import { subOf } from './test-recipes.js';
import { bearer, type TestUser } from './test-users.js';

/** What the joiner chose on the join page: bring their plan and lists (the default), or not. */
export interface JoinChoice {
  bring?: boolean;
  /** Confirmed that what the join deletes may go. */
  discard?: boolean;
}

/** The code of a new invitation from `owner` to `member`'s address. */
export async function inviteCode(t: TestApp, owner: TestUser, member: TestUser): Promise<string> {
  const invited = await request(t.app)
    .post('/api/household/invitations')
    .set(bearer(owner))
    .send({ email: member.email })
    .expect(201);
  return householdInvitationSchema.parse(invited.body).code;
}

/**
 * `member` asks to join `owner`'s household with an invitation of their own, as the pages do it,
 * choosing as `how` says; the answer is the join's.
 */
export async function askToJoin(
  t: TestApp,
  owner: TestUser,
  member: TestUser,
  how: JoinChoice = {},
): Promise<request.Response> {
  const code = await inviteCode(t, owner, member);
  return request(t.app)
    .post('/api/household/join')
    .set(bearer(member))
    .send({ code, ...how });
}

/** `member` joins `owner`'s household by an invitation of their own, as the pages do it. */
export async function joinHousehold(
  t: TestApp,
  owner: TestUser,
  member: TestUser,
  how: JoinChoice = {},
): Promise<void> {
  const joined = await askToJoin(t, owner, member, how);
  expect(joined.status, JSON.stringify(joined.body)).toBe(200);
}

/** The owner removes `member` from their household. */
export async function removeFromHousehold(
  t: TestApp,
  owner: TestUser,
  memberSub: string,
): Promise<void> {
  await request(t.app)
    .delete(`/api/household/members/${encodeURIComponent(memberSub)}`)
    .set(bearer(owner))
    .expect(200);
}

/** The id of the household `who` is a member of, read from the table; undefined before they have one. */
export const householdIdOfCook = (t: TestApp, who: TestUser): Promise<string | undefined> =>
  householdIdOf(t.db.database.db, subOf(who.idToken));
