import { z } from '../zod.js';
import { emailField, requiredText } from './fields.js';
import { HOUSEHOLD_LIMITS, HOUSEHOLD_MESSAGES } from './household-messages.js';

export { HOUSEHOLD_LIMITS, HOUSEHOLD_MESSAGES } from './household-messages.js';

/*
 * Households (docs/product.md, the family kitchen): the cooks who share one kitchen. A cook belongs
 * to exactly one household; its members share the meal plan and its calendar feed. The API
 * validates every body with these schemas and the web app's forms use the same ones.
 */

export const HOUSEHOLD_ROLES = ['owner', 'member'] as const;
export type HouseholdRole = (typeof HOUSEHOLD_ROLES)[number];

export const householdMemberSchema = z.object({
  /** The member's account id: what the owner names to remove them or hand over. */
  sub: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(HOUSEHOLD_ROLES),
});
export type HouseholdMember = z.infer<typeof householdMemberSchema>;

/** The caller's household: its name, its members (owner first) and the caller's own role. */
export const householdSchema = z.object({
  name: z.string(),
  role: z.enum(HOUSEHOLD_ROLES),
  members: z.array(householdMemberSchema),
});
export type Household = z.infer<typeof householdSchema>;

export const renameHouseholdSchema = z.object({
  name: requiredText('Household name', HOUSEHOLD_MESSAGES.nameRequired, HOUSEHOLD_LIMITS.nameMax),
});
export type RenameHouseholdInput = z.infer<typeof renameHouseholdSchema>;

export const inviteToHouseholdSchema = z.object({ email: emailField });
export type InviteToHouseholdInput = z.infer<typeof inviteToHouseholdSchema>;

/** The code is shown to the owner once, and sent to the address in a link. */
export const householdInvitationSchema = z.object({
  code: z.string(),
  expiresAt: z.iso.datetime(),
});
export type HouseholdInvitation = z.infer<typeof householdInvitationSchema>;

/**
 * An invitation not yet used and not expired, as its household's owner sees it: never its code,
 * which only the invited address holds.
 */
export const pendingInvitationSchema = z.object({
  id: z.uuid(),
  /** The invited address. */
  email: z.string(),
  /** The cook who sent it; their name as the household last knew it, empty once they left. */
  invitedBy: z.object({ sub: z.string(), name: z.string() }),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

export const joinHouseholdSchema = z.object({
  code: requiredText('Invitation code', HOUSEHOLD_MESSAGES.codeRequired, HOUSEHOLD_LIMITS.codeMax),
  /**
   * Whether the plan and lists of a household the cook had to themselves come along (the
   * default); false leaves them behind, deleted with that household.
   */
  bring: z.boolean({ error: HOUSEHOLD_MESSAGES.bringInvalid }).optional(),
  /**
   * The cook confirmed that what the join deletes may go: without it, a join that would delete any
   * of their plan or lists (left behind, or beyond what the household has room for) is refused.
   */
  discard: z.boolean({ error: HOUSEHOLD_MESSAGES.discardInvalid }).optional(),
});
export type JoinHouseholdInput = z.infer<typeof joinHouseholdSchema>;

/** The code of an invitation, to see what joining by it would do. */
export const joinPreviewInputSchema = joinHouseholdSchema.pick({ code: true });
export type JoinPreviewInput = z.infer<typeof joinPreviewInputSchema>;

/** How many of one kind of the cook's own things there are, and how many come along on joining. */
const keptCountSchema = z.object({ total: z.number().int(), fits: z.number().int() });

/**
 * What joining by an invitation would do, before the cook joins: the household and who invited
 * them, and what happens to the household they are in now.
 */
export const joinPreviewSchema = z.object({
  household: z.object({ name: z.string(), members: z.number().int() }),
  /** The name of the cook who sent the invitation; empty once they left the household. */
  invitedBy: z.string(),
  expiresAt: z.iso.datetime(),
  /**
   * The household the cook is in now (no name when they have none yet). `alone`: nobody else is
   * in it, so it ends on joining and its planned recipes (`meals`) and lists come along as far as
   * there is room, or are deleted; otherwise it stays, with its plan and lists, for the others.
   */
  current: z.object({
    name: z.string(),
    alone: z.boolean(),
    meals: keptCountSchema,
    lists: keptCountSchema,
  }),
});
export type JoinPreview = z.infer<typeof joinPreviewSchema>;

export const handOverHouseholdSchema = z.object({
  sub: requiredText('sub', HOUSEHOLD_MESSAGES.subRequired, 200),
});
export type HandOverHouseholdInput = z.infer<typeof handOverHouseholdSchema>;
