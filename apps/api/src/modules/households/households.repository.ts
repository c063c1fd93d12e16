import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { HouseholdRole } from '@family-recipes/shared';
import type { Db } from '../../db/client.js';
import { householdInvitations, householdMembers, households } from '../../db/schema.js';
import {
  bringLists,
  bringPlan,
  endListStreams,
  handLinesTo,
  stopFeed,
  type Tx,
} from './household-kitchen.repository.js';

/** Who a cook is, as the household keeps it. */
export interface Cook {
  sub: string;
  name: string;
  email: string;
}

export interface Membership {
  householdId: string;
  role: HouseholdRole;
}

export interface HouseholdView {
  name: string;
  members: { sub: string; name: string; email: string; role: HouseholdRole }[];
}

/** Why a change of membership was refused; the service turns each into its answer. */
export type Refusal =
  | 'invitation-not-valid'
  | 'already-member'
  | 'household-full'
  | 'hand-over-first'
  | 'owner-only'
  | 'no-such-member'
  | 'not-yourself'
  | 'already-owner'
  | 'no-such-invitation';

export type Outcome = { ok: true; householdId: string } | { ok: false; refusal: Refusal };

const refuse = (refusal: Refusal): Outcome => ({ ok: false, refusal });

/**
 * The only code that reads and writes households and their members, and that uses an invitation
 * (household-invitations.repository.ts makes, lists and revokes them).
 */
export class HouseholdRepository {
  constructor(private readonly db: Db) {}

  async membership(sub: string): Promise<Membership | undefined> {
    const [row] = await this.db
      .select({ householdId: householdMembers.householdId, role: householdMembers.role })
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
        .values({
          userSub: cook.sub,
          householdId,
          role: 'owner',
          name: cook.name,
          email: cook.email,
        })
        .onConflictDoNothing({ target: householdMembers.userSub })
        .returning({ householdId: householdMembers.householdId, role: householdMembers.role });
      if (joined) return joined;
      await tx.delete(households).where(eq(households.id, householdId));
      const [existing] = await tx
        .select({ householdId: householdMembers.householdId, role: householdMembers.role })
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

  /** The subs of the household's members now. */
  async memberSubs(householdId: string): Promise<string[]> {
    const rows = await this.db
      .select({ sub: householdMembers.userSub })
      .from(householdMembers)
      .where(eq(householdMembers.householdId, householdId));
    return rows.map((row) => row.sub);
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
        if (leftAlone && options.bring) {
          await bringPlan(tx, current.householdId, target);
          await bringLists(tx, current.householdId, target);
        }
        if (!leftAlone) await this.leaveBehind(tx, current.householdId, cook.sub);
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
      if (current && leftAlone) {
        await endListStreams(tx, current.householdId, { kind: 'deleted' });
        await tx.delete(households).where(eq(households.id, current.householdId));
      }
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
      await this.leaveBehind(tx, current.householdId, cook.sub);
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
      const [member] = await tx
        .select()
        .from(householdMembers)
        .where(
          and(
            eq(householdMembers.userSub, memberSub),
            eq(householdMembers.householdId, owner.householdId),
          ),
        )
        .for('update');
      if (!member) return refuse('no-such-member');
      const cook = { sub: member.userSub, name: member.name, email: member.email };
      await this.leaveBehind(tx, owner.householdId, cook.sub);
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
      const [member] = await tx
        .select({ sub: householdMembers.userSub })
        .from(householdMembers)
        .where(
          and(
            eq(householdMembers.userSub, memberSub),
            eq(householdMembers.householdId, owner.householdId),
          ),
        )
        .for('update');
      if (!member) return refuse('no-such-member');
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

  /**
   * A member (never the owner) leaves the household: their lines of its plan become the owner's,
   * its calendar feed stops, and their open streams of its shopping lists end.
   */
  private async leaveBehind(tx: Tx, householdId: string, leaver: string): Promise<void> {
    const [owner] = await tx
      .select({ sub: householdMembers.userSub })
      .from(householdMembers)
      .where(
        and(eq(householdMembers.householdId, householdId), eq(householdMembers.role, 'owner')),
      );
    if (owner) await handLinesTo(tx, householdId, leaver, owner.sub);
    await stopFeed(tx, householdId);
    await endListStreams(tx, householdId, { kind: 'left', sub: leaver });
  }

  private async lockedMembership(tx: Tx | Db, sub: string): Promise<Membership | undefined> {
    const [row] = await tx
      .select({ householdId: householdMembers.householdId, role: householdMembers.role })
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
      .values({ userSub: cook.sub, householdId, role: 'owner', name: cook.name, email: cook.email })
      .onConflictDoUpdate({
        target: householdMembers.userSub,
        set: { householdId, role: 'owner', joinedAt: sql`now()` },
      });
    return householdId;
  }
}
