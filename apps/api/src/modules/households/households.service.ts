import { createHash, randomBytes } from 'node:crypto';
import {
  DEFAULT_LANGUAGE,
  HOUSEHOLD_LIMITS,
  HOUSEHOLD_MESSAGES,
  type HandOverHouseholdInput,
  type Household,
  type HouseholdInvitation,
  type InviteToHouseholdInput,
  type JoinHouseholdInput,
  type JoinPreview,
  type JoinPreviewInput,
  type ListQuery,
  type PendingInvitation,
  type RenameHouseholdInput,
  type SiteLanguage,
} from '@family-recipes/shared';
import { AppError } from '../../http/errors.js';
import { isUuid } from '../../http/ids.js';
import type { Page } from '../../http/list-page.js';
import type { Principal } from '../identity/index.js';
import type {
  HouseholdInvitationsRepository,
  PendingInvitationRow,
} from './household-invitations.repository.js';
import type { Cook, Outcome, Refusal } from './household-outcomes.js';
import type { HouseholdRepository } from './households.repository.js';
import { invitationMail } from './invitation-mail.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 32 random bytes, base64url: exactly 43 characters of this alphabet. */
const CODE_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** "<name>'s kitchen", or "My kitchen" when the cook's name is unknown. */
export function kitchenName(cookName: string): string {
  const name = cookName.replace(/\s+/g, ' ').trim();
  return name ? `${name.slice(0, HOUSEHOLD_LIMITS.nameMax - 10).trim()}'s kitchen` : 'My kitchen';
}

const cookOf = (principal: Principal): Cook => ({
  sub: principal.sub,
  name: principal.name,
  email: principal.email,
});

const ANSWERS: Record<Refusal, [number, string]> = {
  'invitation-not-valid': [404, HOUSEHOLD_MESSAGES.invitationNotValid],
  'already-member': [409, HOUSEHOLD_MESSAGES.alreadyMember],
  'household-full': [409, HOUSEHOLD_MESSAGES.householdFull],
  'join-would-delete': [409, HOUSEHOLD_MESSAGES.joinWouldDelete],
  'hand-over-first': [409, HOUSEHOLD_MESSAGES.handOverFirst],
  'owner-only': [403, HOUSEHOLD_MESSAGES.ownerOnly],
  'no-such-member': [404, HOUSEHOLD_MESSAGES.noSuchMember],
  'not-yourself': [409, HOUSEHOLD_MESSAGES.notYourself],
  'already-owner': [409, HOUSEHOLD_MESSAGES.alreadyOwner],
  'no-such-invitation': [404, HOUSEHOLD_MESSAGES.noSuchInvitation],
};

const toPendingInvitation = (row: PendingInvitationRow): PendingInvitation => ({
  id: row.id,
  email: row.email,
  invitedBy: { sub: row.invitedBySub, name: row.invitedByName ?? '' },
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

function refused(refusal: Refusal): never {
  const [status, message] = ANSWERS[refusal];
  throw new AppError(status, message);
}

function householdIdOf(outcome: Outcome): string {
  return outcome.ok ? outcome.householdId : refused(outcome.refusal);
}

export interface HouseholdsOptions {
  /** The site's address, without a trailing slash: the invitation's link. */
  publicUrl: string;
  /** Called once an invitation's mail is stored, so the outbox sends it at once. */
  onMail?: (() => void) | undefined;
  clock?: () => Date;
}

/**
 * Households (docs/product.md, the family kitchen): every call is about the caller's own
 * household, made for them the first time they need one. Nothing names another household, so
 * nothing about one can be learned.
 */
export class HouseholdsService {
  private readonly clock: () => Date;

  constructor(
    private readonly households: HouseholdRepository,
    private readonly invitations: HouseholdInvitationsRepository,
    private readonly options: HouseholdsOptions,
  ) {
    this.clock = options.clock ?? (() => new Date());
  }

  /** The id of the caller's household; one of their own is made when they have none. */
  async householdOf(principal: Principal): Promise<string> {
    const membership = await this.households.ensure(cookOf(principal), kitchenName(principal.name));
    return membership.householdId;
  }

  async get(principal: Principal): Promise<Household> {
    const householdId = await this.householdOf(principal);
    await this.households.refreshCook(cookOf(principal));
    return this.answer(householdId, principal);
  }

  async rename(input: RenameHouseholdInput, principal: Principal): Promise<Household> {
    const householdId = await this.ownedBy(principal);
    await this.households.rename(householdId, input.name);
    return this.answer(householdId, principal);
  }

  /**
   * A single-use code for the address, mailed to it in a link. The answer is the same whatever
   * the address: whether it has an account is never told. The mail is in the language the
   * address's user record chose, else in `inviterLanguage`, the page language the inviter asked in.
   */
  async invite(
    input: InviteToHouseholdInput,
    principal: Principal,
    inviterLanguage: SiteLanguage = DEFAULT_LANGUAGE,
  ): Promise<HouseholdInvitation> {
    const householdId = await this.ownedBy(principal);
    const view = await this.households.view(householdId);
    const code = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.clock().getTime() + HOUSEHOLD_LIMITS.invitationDays * DAY_MS);
    const email = input.email.toLowerCase();
    const language = await this.invitations.mailLanguage(email, inviterLanguage);
    await this.invitations.invite({
      householdId,
      email,
      codeHash: sha256(code),
      invitedBySub: principal.sub,
      expiresAt,
      mail: invitationMail({
        to: email,
        inviter: principal.name,
        household: view?.name ?? '',
        link: `${this.options.publicUrl}/household/join?code=${code}`,
        expiresAt,
        language,
      }),
    });
    this.options.onMail?.();
    return { code, expiresAt: expiresAt.toISOString() };
  }

  /**
   * The owner's view of the invitations whose links still join, newest first. A cook without a
   * household yet has sent none, and none is made for them by asking.
   */
  async pendingInvitations(
    query: ListQuery,
    principal: Principal,
  ): Promise<Page<PendingInvitation>> {
    const householdId = await this.ownHouseholdIfAny(principal);
    if (!householdId) return { items: [], total: 0 };
    const page = await this.invitations.pending(householdId, this.clock(), query);
    return { items: page.items.map(toPendingInvitation), total: page.total };
  }

  /**
   * The owner revokes a pending invitation: its link then answers as an unknown one. Another
   * household's, a used or expired one and an unknown id are all 404 alike.
   */
  async revokeInvitation(invitationId: string, principal: Principal): Promise<void> {
    const householdId = await this.ownHouseholdIfAny(principal);
    if (!householdId || !isUuid(invitationId)) {
      throw new AppError(404, HOUSEHOLD_MESSAGES.noSuchInvitation);
    }
    householdIdOf(await this.invitations.revoke(principal.sub, invitationId, this.clock()));
  }

  /** What joining by the invitation would do, changing nothing; refused as the join would be. */
  async joinPreview(input: JoinPreviewInput, principal: Principal): Promise<JoinPreview> {
    if (!CODE_SHAPE.test(input.code)) {
      throw new AppError(404, HOUSEHOLD_MESSAGES.invitationNotValid);
    }
    const assessed = await this.households.joinPreview(cookOf(principal), sha256(input.code), {
      now: this.clock(),
      maxMembers: HOUSEHOLD_LIMITS.members,
    });
    if (!assessed.ok) refused(assessed.refusal);
    const [target, current] = await Promise.all([
      this.households.view(assessed.target),
      assessed.current.id ? this.households.view(assessed.current.id) : undefined,
    ]);
    const count = (part: 'meals' | 'lists') => {
      const found = assessed.current.counts.find((one) => one.part === part);
      return { total: found?.total ?? 0, fits: found?.fits ?? 0 };
    };
    return {
      household: { name: target?.name ?? '', members: assessed.members },
      invitedBy: target?.members.find((one) => one.sub === assessed.invitedBySub)?.name ?? '',
      expiresAt: assessed.expiresAt.toISOString(),
      current: {
        name: current?.name ?? '',
        alone: assessed.current.alone,
        meals: count('meals'),
        lists: count('lists'),
      },
    };
  }

  async join(input: JoinHouseholdInput, principal: Principal): Promise<Household> {
    if (!CODE_SHAPE.test(input.code)) {
      throw new AppError(404, HOUSEHOLD_MESSAGES.invitationNotValid);
    }
    const outcome = await this.households.join(cookOf(principal), sha256(input.code), {
      bring: input.bring ?? true,
      discard: input.discard ?? false,
      now: this.clock(),
      maxMembers: HOUSEHOLD_LIMITS.members,
    });
    return this.answer(householdIdOf(outcome), principal);
  }

  async leave(principal: Principal): Promise<Household> {
    const outcome = await this.households.leave(cookOf(principal), kitchenName(principal.name));
    return this.answer(householdIdOf(outcome), principal);
  }

  async remove(memberSub: string, principal: Principal): Promise<Household> {
    await this.hasOthers(principal);
    const outcome = await this.households.remove(principal.sub, memberSub, kitchenName);
    return this.answer(householdIdOf(outcome), principal);
  }

  async handOver(input: HandOverHouseholdInput, principal: Principal): Promise<Household> {
    await this.hasOthers(principal);
    const outcome = await this.households.handOver(principal.sub, input.sub);
    return this.answer(householdIdOf(outcome), principal);
  }

  /**
   * A cook without a household yet has no one else in it: 404 for any member they name, and no
   * household is made for a refused call.
   */
  private async hasOthers(principal: Principal): Promise<void> {
    if (!(await this.households.membership(principal.sub))) {
      throw new AppError(404, HOUSEHOLD_MESSAGES.noSuchMember);
    }
  }

  /** The household the caller owns; undefined when they have none yet; 403 for a member. */
  private async ownHouseholdIfAny(principal: Principal): Promise<string | undefined> {
    const membership = await this.households.membership(principal.sub);
    if (membership && membership.role !== 'owner') {
      throw new AppError(403, HOUSEHOLD_MESSAGES.ownerOnly);
    }
    return membership?.householdId;
  }

  /** The caller's household when they own it; 403 for a member. */
  private async ownedBy(principal: Principal): Promise<string> {
    const householdId = await this.householdOf(principal);
    const membership = await this.households.membership(principal.sub);
    if (membership?.householdId !== householdId || membership.role !== 'owner') {
      throw new AppError(403, HOUSEHOLD_MESSAGES.ownerOnly);
    }
    return householdId;
  }

  private async answer(householdId: string, principal: Principal): Promise<Household> {
    const view = await this.households.view(householdId);
    const me = view?.members.find((member) => member.sub === principal.sub);
    // Only a change made at the same moment (a removal, a hand-over) gets here.
    if (!view || !me) throw new AppError(409, HOUSEHOLD_MESSAGES.changedMeanwhile);
    return { name: view.name, role: me.role, members: view.members };
  }
}
