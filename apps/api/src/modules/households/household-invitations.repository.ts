import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { SiteLanguage } from '@family-recipes/shared';
import type { Db } from '../../db/client.js';
import { householdInvitations, householdMembers } from './households.schema.js';
import { recipientLanguage } from '../mail/index.js';
import { storeNoticeMails } from '../notices/index.js';
import { chosenLanguages } from '../users/index.js';
import type { Page, PageOptions } from '../../http/list-page.js';
import type { Outcome } from './household-outcomes.js';
import type { HouseholdRepository } from './households.repository.js';

export interface NewInvitation {
  householdId: string;
  email: string;
  codeHash: string;
  invitedBySub: string;
  expiresAt: Date;
  mail: { toAddress: string; subject: string; body: string };
}

/** A pending invitation as its household's owner sees it: never the hash of its code. */
export interface PendingInvitationRow {
  id: string;
  email: string;
  invitedBySub: string;
  /** The inviter's name while they are in the household; null once they left it. */
  invitedByName: string | null;
  createdAt: Date;
  expiresAt: Date;
}

/** Unused and not expired at `now`: an invitation whose link still joins. */
const pendingAt = (householdId: string, now: Date) =>
  and(
    eq(householdInvitations.householdId, householdId),
    isNull(householdInvitations.usedAt),
    gt(householdInvitations.expiresAt, now),
  );

/** The only code that reads and writes a household's invitations, but for joining by one. */
export class HouseholdInvitationsRepository {
  constructor(
    private readonly db: Db,
    private readonly households: HouseholdRepository,
  ) {}

  /**
   * The language an invitation to `email` is written in: the one its user record chose, if the
   * address has one, else `fallback` (the inviter's page language).
   */
  async mailLanguage(email: string, fallback: SiteLanguage): Promise<SiteLanguage> {
    return recipientLanguage(await chosenLanguages(this.db, [email]), email, fallback);
  }

  /** The invitation and its mail, stored together: the outbox sends the mail after commit. */
  async invite(invitation: NewInvitation): Promise<void> {
    const { mail, ...row } = invitation;
    await this.db.transaction(async (tx) => {
      await tx.insert(householdInvitations).values(row);
      await storeNoticeMails(tx, [{ kind: 'household-invitation', ...mail }]);
    });
  }

  /** One page of the household's pending invitations, newest first. */
  async pending(
    householdId: string,
    now: Date,
    options: PageOptions,
  ): Promise<Page<PendingInvitationRow>> {
    const where = pendingAt(householdId, now);
    const [items, [total]] = await Promise.all([
      this.db
        .select({
          id: householdInvitations.id,
          email: householdInvitations.email,
          invitedBySub: householdInvitations.invitedBySub,
          invitedByName: householdMembers.name,
          createdAt: householdInvitations.createdAt,
          expiresAt: householdInvitations.expiresAt,
        })
        .from(householdInvitations)
        .leftJoin(
          householdMembers,
          and(
            eq(householdMembers.userSub, householdInvitations.invitedBySub),
            eq(householdMembers.householdId, householdInvitations.householdId),
          ),
        )
        .where(where)
        .orderBy(desc(householdInvitations.createdAt), desc(householdInvitations.id))
        .limit(options.limit)
        .offset((options.page - 1) * options.limit),
      this.db.select({ n: count() }).from(householdInvitations).where(where),
    ]);
    return { items, total: total?.n ?? 0 };
  }

  /**
   * Deletes a pending invitation of the household `ownerSub` owns, so that its code matches
   * nothing any more. Ownership is read again under the household's lock: an owner who has just
   * handed over revokes nothing.
   */
  async revoke(ownerSub: string, invitationId: string, now: Date): Promise<Outcome> {
    return this.db.transaction(async (tx) => {
      const owner = await this.households.ownerOf(tx, ownerSub);
      if (!owner.ok) return owner;
      const deleted = await tx
        .delete(householdInvitations)
        .where(and(eq(householdInvitations.id, invitationId), pendingAt(owner.householdId, now)))
        .returning({ id: householdInvitations.id });
      return deleted.length > 0 ? owner : { ok: false, refusal: 'no-such-invitation' };
    });
  }
}
