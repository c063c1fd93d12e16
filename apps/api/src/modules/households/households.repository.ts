import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Tx } from '../../db/owned-tables.js';
import { householdInvitations, householdMembers, households } from './households.schema.js';
import { endHousehold, joinKitchen, leaveKitchen } from './household-moves.repository.js';
import {
  refuse,
  type Cook,
  type HouseholdView,
  type Membership,
  type Outcome,
} from './household-outcomes.js';

/** A membership as the repository answers it. */
const membershipColumns = {
  householdId: householdMembers.householdId,
  role: householdMembers.role,
};

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
    await this.db.update(households).set({ name }).where(eq(households.id, householdId));
  }

  /**
   * The cook joins the household of the unused, unexpired invitation whose code hashes to
   * `codeHash`, leaving their own (deleted once nobody is left in it). With `bring`, the plan of
   * a household they had to themselves comes along first.
   */
  async join(
    cook: Cook,
    codeHash: string,
    options: { bring: boolean; now: Date; maxMembers: number; ownName: string },
  ): Promise<Outcome> {
    return this.db.transaction(async (tx) => {
      const [invitation] = await tx
        .select()
        .from(householdInvitations)
        .where(eq(householdInvitations.codeHash, codeHash))
        .for('update');
      if (!invitation || invitation.usedAt || invitation.expiresAt <= options.now) {
        return refuse('invitation-not-valid');
      }
      const target = invitation.householdId;
      const current = await this.lockedMembership(tx, cook.sub);
      if (current?.householdId === target) return refuse('already-member');
      await this.lockHousehold(tx, target);
      if ((await this.memberCount(tx, target)) >= options.maxMembers) {
        return refuse('household-full');
      }
      let leftAlone = false;
      if (current) {
        await this.lockHousehold(tx, current.householdId);
        const others = (await this.memberCount(tx, current.householdId)) - 1;
        if (current.role === 'owner' && others > 0) return refuse('hand-over-first');
        leftAlone = others === 0;
        if (leftAlone && options.bring) await joinKitchen(tx, current.householdId, target, 'bring');
        if (!leftAlone) await leaveKitchen(tx, current.householdId, cook.sub);
      }
      await tx
        .update(householdInvitations)
        .set({ usedAt: options.now })
        .where(eq(householdInvitations.id, invitation.id));
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
      if (current && leftAlone) await endHousehold(tx, current.householdId);
      return { ok: true, householdId: target };
    });
  }

  /**
   * The cook leaves for a new household of their own, named `ownName`. The owner must hand over
   * first while others are in it; a cook alone in their household stays where they are.
   */
  async leave(cook: Cook, ownName: string): Promise<Outcome> {
    return this.db.transaction(async (tx) => {
      const current = await this.lockedMembership(tx, cook.sub);
      if (!current) return { ok: true, householdId: await this.makeOwn(tx, cook, ownName) };
      await this.lockHousehold(tx, current.householdId);
      const others = (await this.memberCount(tx, current.householdId)) - 1;
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
      return owner;
    });
  }

  /** The caller's household, locked, when they own it; otherwise why not. */
  async ownerOf(tx: Tx | Db, sub: string): Promise<Outcome> {
    const current = await this.lockedMembership(tx, sub);
    if (!current) return refuse('owner-only');
    await this.lockHousehold(tx, current.householdId);
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

  private async lockedMembership(tx: Tx | Db, sub: string): Promise<Membership | undefined> {
    const [row] = await tx
      .select(membershipColumns)
      .from(householdMembers)
      .where(eq(householdMembers.userSub, sub))
      .for('update');
    return row;
  }

  /** Changes of one household's members take turns. */
  private async lockHousehold(tx: Tx | Db, householdId: string): Promise<void> {
    await tx
      .select({ id: households.id })
      .from(households)
      .where(eq(households.id, householdId))
      .for('update');
  }

  private async memberCount(tx: Tx | Db, householdId: string): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(householdMembers)
      .where(eq(householdMembers.householdId, householdId));
    return row?.n ?? 0;
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
