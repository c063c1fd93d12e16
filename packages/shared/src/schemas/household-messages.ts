/* A household's limits and messages, apart from its zod schemas (households.ts re-exports them). */

export const HOUSEHOLD_LIMITS = {
  nameMax: 60,
  /** Cooks in one household; a join beyond it is refused. */
  members: 20,
  /** Days an invitation can be used, from when it is made. */
  invitationDays: 7,
  /** The longest code a join accepts (a real one is 43 characters). */
  codeMax: 200,
} as const;

export const HOUSEHOLD_MESSAGES = {
  nameRequired: 'Household name is required',
  codeRequired: 'Invitation code is required',
  bringInvalid: 'bring must be true or false',
  discardInvalid: 'discard must be true or false',
  joinWouldDelete:
    'Joining this way deletes some of your meal plan or shopping lists. Confirm that they can go, or bring them along.',
  subRequired: 'sub is required',
  invitationNotValid:
    'This invitation is not valid any more. Ask for a new one from the household’s owner.',
  alreadyMember: 'You are already in this household.',
  householdFull: `A household holds at most ${HOUSEHOLD_LIMITS.members} cooks.`,
  ownerOnly: 'Only the household’s owner can do that.',
  noSuchMember: 'No cook in your household has that id.',
  handOverFirst:
    'You own this household and others are still in it. Hand it over to one of them before you leave.',
  notYourself: 'You cannot remove yourself. Leave the household instead.',
  alreadyOwner: 'You already own this household.',
  changedMeanwhile: 'Your household changed just now. Please try again.',
  tooManyInvitations: 'Too many invitations. Please try again later.',
  noSuchInvitation: 'Your household has no pending invitation with that id.',
} as const;
