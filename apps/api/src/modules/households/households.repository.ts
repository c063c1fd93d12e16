import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notifyHousehold } from '../../db/kitchen-channel.js';
import type { Tx } from '../../db/owned-tables.js';
import { householdInvitations, householdMembers, households } from './households.schema.js';
import {
  assessJoin,
  lockedMembership,
  lockHousehold,
  memberCount,
  membershipColumns,
} from './household-locks.repository.js';
import { endHousehold, joinKitchen, leaveKitchen } from './household-moves.repository.js';
import {
  refuse,
  type Cook,
  type HouseholdView,
  type JoinAssessment,
  type Membership,
  type Outcome,
  type Refusal,
} from './household-outcomes.js';

/** The member row of `cook` as the owner of household `householdId`. */
const ownerRow = (cook: Cook, householdId: string) => ({
  userSub: cook.sub,
  householdId,
  role: 'owner' as const,
  name: cook.name,
  email: cook.email,
});

/**
 * The only code that reads and writes households and their members, and that uses an invitation
 * (household-invitations.repository.ts makes, lists and revokes them).
 */
export class HouseholdRepository {
  constructor(private readonly db: Db) {}

  async membership(sub: string): Promise<Membership | undefined> {
    const [row] = await this.db
      .select(membershipColumns)
      .from(householdMembers)
      .where(eq(householdMembers.userSub, sub))
      .limit(1);
    return row;
  }

  /**
   * The cook's household, made for them (as its owner, named `name`) when they have none. Two
   * first requests at once make one: the member row's key decides, and the loser's empty
   * household is deleted in the same transaction.
   */
  async ensure(cook: Cook, name: string): Promise<Membership> {
    const found = await this.membership(cook.sub);
    if (found) return found;
    return this.db.transaction(async (tx) => {
      const [made] = await tx.insert(households).values({ name }).returning({ id: households.id });
      const householdId = made!.id;
      const [joined] = await tx
        .insert(householdMembers)
        .values(ownerRow(cook, householdId))
        .onConflictDoNothing({ target: householdMembers.userSub })
        .returning(membershipColumns);
      if (joined) return joined;
      await tx.delete(households).where(eq(households.id, householdId));
      const [existing] = await tx
        .select(membershipColumns)
        .from(householdMembers)
        .where(eq(householdMembers.userSub, cook.sub));
      return existing!;
    });
  }

  /** Keeps the cook's name and email as their account has them now. */
  async refreshCook(cook: Cook): Promise<void> {
    await this.db
      .update(householdMembers)
      .set({ name: cook.name, email: cook.email })
      .where(
        and(
          eq(householdMembers.userSub, cook.sub),
          sql`(${householdMembers.name}, ${householdMembers.email}) is distinct from (${cook.name}, ${cook.email})`,
        ),
      );
  }

  /** The household's name and members: the owner first, then in the order they joined. */
  async view(householdId: string): Promise<HouseholdView | undefined> {
    const [household] = await this.db
      .select({ name: households.name })
      .from(households)
      .where(eq(households.id, householdId));
    if (!household) return undefined;
    const members = await this.db
      .select({
        sub: householdMembers.userSub,
        name: householdMembers.name,
        email: householdMembers.email,
        role: householdMembers.role,
      })
      .from(householdMembers)
      .where(eq(householdMembers.householdId, householdId))
      .orderBy(
        sql`${householdMembers.role} = 'owner' desc`,
        asc(householdMembers.joinedAt),
        asc(householdMembers.userSub),
      );
    return { name: household.name, members };
  }

  async rename(householdId: string, name: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.update(households).set({ name }).where(eq(households.id, householdId));
      await notifyHousehold(tx, { household: householdId, change: 'members' });
    });
  }

  /**
   * What joining by the invitation whose code hashes to `codeHash` would do, changing nothing;
   * refused as the join would be.
   */
  async joinPreview(
    cook: Cook,
    codeHash: string,
    options: { now: Date; maxMembers: number },
  ): Promise<JoinAssessment | { ok: false; refusal: Refusal }> {
    return this.db.transaction(async (tx) => assessJoin(tx, cook, codeHash, options));
  }

  /**
   * The cook joins the household of the unused, unexpired invitation whose code hashes to
   * `codeHash`, leaving their own (deleted once nobody is left in it). With `bring`, the plan and
   * lists of a household they had to themselves come along first, as far as there is room. A join
   * that would delete any of them is refused unless `discard` says the cook confirmed it.
   */
  async join(
    cook: Cook,
    codeHash: string,
    options: { bring: boolean; discard: boolean; now: Date; maxMembers: number },
  ): Promise<Outcome> {
    return this.db.transaction(async (tx) => {
      const assessed = await assessJoin(tx, cook, codeHash, options);
      if (!assessed.ok) return assessed;
      const { invitationId, target, current } = assessed;
      const lost = current.alone
        ? current.counts.reduce(
            (sum, part) => sum + part.total - (options.bring ? part.fits : 0),
            0,
          )
        : 0;
      if (lost > 0 && !options.discard) return refuse('join-would-delete');
      if (current.id && current.alone && options.bring) {
        await joinKitchen(tx, current.id, target, 'bring');
      }
      if (current.id && !current.alone) await leaveKitchen(tx, current.id, cook.sub);
      await tx
        .update(householdInvitations)
        .set({ usedAt: options.now })
        .where(eq(householdInvitations.id, invitationId));
      await tx
        .insert(householdMembers)
        .values({
          userSub: cook.sub,
          householdId: target,
          role: 'member',
          name: cook.name,
          email: cook.email,
        })
        .onConflictDoUpdate({
          target: householdMembers.userSub,
          set: {
            householdId: target,
            role: 'member',
            name: cook.name,
            email: cook.email,
            joinedAt: sql`now()`,
          },
        });
      if (current.id && current.alone) await endHousehold(tx, current.id);
      await notifyHousehold(tx, { household: target, change: 'members' });
      return { ok: true, householdId: target };
    });
  }

  /**
   * The cook leaves for a new household of their own, named `ownName`. The owner must hand over
   * first while others are in it; a cook alone in their household stays where they are.
   */
  async leave(cook: Cook, ownName: string): Promise<Outcome> {
    return this.db.transaction(async (tx) => {
      const current = await lockedMembership(tx, cook.sub);
      if (!current) return { ok: true, householdId: await this.makeOwn(tx, cook, ownName) };
      await lockHousehold(tx, current.householdId);
      const others = (await memberCount(tx, current.householdId)) - 1;
      if (others === 0) return { ok: true, householdId: current.householdId };
      if (current.role === 'owner') return refuse('hand-over-first');
      await leaveKitchen(tx, current.householdId, cook.sub);
      return { ok: true, householdId: await this.makeOwn(tx, cook, ownName) };
    });
  }

  /**
   * The owner removes a member of their household, who gets a new household of their own
   * (named by `ownName` from their name). Answers the owner's household.
   */
  async remove(
    ownerSub: string,
    memberSub: string,
    ownName: (name: string) => string,
  ): Promise<Outcome> {
    return this.db.transaction(async (tx) => {
      const owner = await this.ownerOf(tx, ownerSub);
      if (!owner.ok) return owner;
      if (memberSub === ownerSub) return refuse('not-yourself');
      const member = await this.lockedMember(tx, memberSub, owner.householdId);
      if (!member) return refuse('no-such-member');
      const cook = { sub: member.userSub, name: member.name, email: member.email };
      await leaveKitchen(tx, owner.householdId, cook.sub);
      await this.makeOwn(tx, cook, ownName(member.name));
      return owner;
    });
  }

  /** The owner hands the household over to another of its members. */
  async handOver(ownerSub: string, memberSub: string): Promise<Outcome> {
    return this.db.transaction(async (tx) => {
      const owner = await this.ownerOf(tx, ownerSub);
      if (!owner.ok) return owner;
      if (memberSub === ownerSub) return refuse('already-owner');
      if (!(await this.lockedMember(tx, memberSub, owner.householdId))) {
        return refuse('no-such-member');
      }
      // One owner per household is a unique index: the old owner steps down first.
      await tx
        .update(householdMembers)
        .set({ role: 'member' })
        .where(eq(householdMembers.userSub, ownerSub));
      await tx
        .update(householdMembers)
        .set({ role: 'owner' })
        .where(eq(householdMembers.userSub, memberSub));
      await notifyHousehold(tx, { household: owner.householdId, change: 'members' });
      return owner;
    });
  }

  /** The caller's household, locked, when they own it; otherwise why not. */
  async ownerOf(tx: Tx | Db, sub: string): Promise<Outcome> {
    const current = await lockedMembership(tx, sub);
    if (!current) return refuse('owner-only');
    await lockHousehold(tx, current.householdId);
    // Read again under the household's lock: a hand-over may have just finished.
    const [now] = await tx
      .select({ role: householdMembers.role })
      .from(householdMembers)
      .where(eq(householdMembers.userSub, sub));
    if (now?.role !== 'owner') return refuse('owner-only');
    return { ok: true, householdId: current.householdId };
  }

  /** The member `sub` of the household, locked; undefined when they are not in it. */
  private async lockedMember(tx: Tx, sub: string, householdId: string) {
    const [member] = await tx
      .select()
      .from(householdMembers)
      .where(and(eq(householdMembers.userSub, sub), eq(householdMembers.householdId, householdId)))
      .for('update');
    return member;
  }

  /** A new household, owned by the cook, who moves into it from wherever they were. */
  private async makeOwn(tx: Tx, cook: Cook, name: string): Promise<string> {
    const [made] = await tx.insert(households).values({ name }).returning({ id: households.id });
    const householdId = made!.id;
    await tx
      .insert(householdMembers)
      .values(ownerRow(cook, householdId))
      .onConflictDoUpdate({
        target: householdMembers.userSub,
        set: { householdId, role: 'owner', joinedAt: sql`now()` },
      });
    return householdId;
  }
}
