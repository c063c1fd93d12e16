import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Tx } from '../../db/owned-tables.js';
import { householdInvitations, householdMembers, households } from './households.schema.js';
import { countJoin } from './household-moves.repository.js';
import type { Cook, JoinAssessment, Membership, Refusal } from './household-outcomes.js';

/*
 * The locks that make changes of a household's members take turns, and where a join stands
 * under them (households.repository.ts).
 */

/** A membership as the repository answers it. */
export const membershipColumns = {
  householdId: householdMembers.householdId,
  role: householdMembers.role,
};

/** The cook's membership, locked; undefined when they have no household yet. */
export async function lockedMembership(tx: Tx | Db, sub: string): Promise<Membership | undefined> {
  const [row] = await tx
    .select(membershipColumns)
    .from(householdMembers)
    .where(eq(householdMembers.userSub, sub))
    .for('update');
  return row;
}

/** Changes of one household's members take turns. */
export async function lockHousehold(tx: Tx | Db, householdId: string): Promise<void> {
  await tx
    .select({ id: households.id })
    .from(households)
    .where(eq(households.id, householdId))
    .for('update');
}

export async function memberCount(tx: Tx | Db, householdId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(householdMembers)
    .where(eq(householdMembers.householdId, householdId));
  return row?.n ?? 0;
}

/** Where a join by the invitation stands, with the households it touches locked. */
export async function assessJoin(
  tx: Tx,
  cook: Cook,
  codeHash: string,
  options: { now: Date; maxMembers: number },
): Promise<JoinAssessment | { ok: false; refusal: Refusal }> {
  const [invitation] = await tx
    .select()
    .from(householdInvitations)
    .where(eq(householdInvitations.codeHash, codeHash))
    .for('update');
  if (!invitation || invitation.usedAt || invitation.expiresAt <= options.now) {
    return { ok: false, refusal: 'invitation-not-valid' };
  }
  const target = invitation.householdId;
  const current = await lockedMembership(tx, cook.sub);
  if (current?.householdId === target) return { ok: false, refusal: 'already-member' };
  await lockHousehold(tx, target);
  const members = await memberCount(tx, target);
  if (members >= options.maxMembers) return { ok: false, refusal: 'household-full' };
  const joined = {
    ok: true as const,
    invitationId: invitation.id,
    invitedBySub: invitation.invitedBySub,
    expiresAt: invitation.expiresAt,
    target,
    members,
  };
  // A cook with no household yet has nothing of their own to bring or leave behind.
  if (!current) return { ...joined, current: { alone: true, counts: [] } };
  await lockHousehold(tx, current.householdId);
  const others = (await memberCount(tx, current.householdId)) - 1;
  if (current.role === 'owner' && others > 0) return { ok: false, refusal: 'hand-over-first' };
  const alone = others === 0;
  const counts = alone ? await countJoin(tx, current.householdId, target) : [];
  return { ...joined, current: { id: current.householdId, alone, counts } };
}
