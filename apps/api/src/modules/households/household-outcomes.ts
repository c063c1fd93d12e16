import type { HouseholdRole } from '@family-recipes/shared';
import type { JoinCount } from '../../db/owned-tables.js';

/*
 * What the household repository answers, and why it refuses a change of membership.
 */

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
  | 'no-such-invitation'
  | 'join-would-delete';

/**
 * Where a join by an invitation stands: the invitation, its household (`target`, with its number
 * of `members`) and the household the cook is in now. `alone`: nobody else is in it, so it ends
 * on joining; `counts`: how many of its plan lines and lists a join would bring, of how many.
 */
export interface JoinAssessment {
  ok: true;
  invitationId: string;
  invitedBySub: string;
  expiresAt: Date;
  target: string;
  members: number;
  current: { id?: string; alone: boolean; counts: JoinCount[] };
}

export type Outcome = { ok: true; householdId: string } | { ok: false; refusal: Refusal };

export const refuse = (refusal: Refusal): Outcome => ({ ok: false, refusal });
