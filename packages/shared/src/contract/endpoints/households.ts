import { endpoint } from '../endpoint.js';
import { bodyOf, pageOf } from '../shapes.js';
import { RATE_LIMITS } from '../limits.js';

/*
 * Households: the cooks who share one kitchen (its meal plan and calendar feed). Every call is
 * about the caller's own household; another household is never named, so nothing about it can be
 * learned.
 */

const households = { tag: 'Household', access: 'cook' } as const;

const household = { description: 'The caller’s household', schema: 'Household' } as const;

export const getHousehold = endpoint('get', '/household', households, {
  summary:
    'The caller’s household: its name, its members and the caller’s role. A cook who has none yet gets one of their own',
  responses: { 200: household },
  errors: [503],
});

export const renameHousehold = endpoint('patch', '/household', households, {
  summary: 'Rename the household (its owner only)',
  ...bodyOf('RenameHousehold', 'Invalid household'),
  responses: { 200: household },
  errors: [400, 403, 503],
});

export const inviteToHousehold = endpoint('post', '/household/invitations', households, {
  summary:
    'Invite someone by email (the owner only): a single-use code, valid for 7 days, is mailed to the address in a link. The answer is the same whether or not the address has an account',
  ...bodyOf('InviteToHousehold', 'Invalid email'),
  responses: {
    201: { description: 'The code, shown only now', schema: 'HouseholdInvitation' },
  },
  errors: [400, 403, 503],
  limits: [RATE_LIMITS.householdInvitations],
});

export const listHouseholdInvitations = endpoint('get', '/household/invitations', households, {
  summary:
    'The household’s pending invitations, newest first (the owner only): the invited address, who sent it, when, and until when it can be used; never its code',
  ...pageOf('PendingInvitation'),
  errors: [400, 403, 503],
});

export const revokeHouseholdInvitation = endpoint(
  'delete',
  '/household/invitations/:id',
  households,
  {
    summary:
      'Revoke a pending invitation (the owner only): its link then joins nothing, as an unknown one',
    params: { id: { schema: 'Uuid', description: 'The invitation’s id' } },
    responses: { 204: { description: 'Revoked' } },
    errors: [403, 404, 503],
  },
);

export const previewJoinHousehold = endpoint('post', '/household/join/preview', households, {
  summary:
    'What joining by an invitation would do, changing nothing: the household’s name and size, who invited, and the caller’s own plan and lists, how many there are and how many come along. Refused as the join would be',
  ...bodyOf('JoinPreviewInput', 'Invalid invitation'),
  responses: { 200: { description: 'What joining would do', schema: 'JoinPreview' } },
  errors: [400, 404, 409, 503],
});

export const joinHousehold = endpoint('post', '/household/join', households, {
  summary:
    'Join the household of an invitation, leaving the caller’s own. The plan and lists of a household the caller had to themselves come along as far as there is room (`bring`, the default); with `bring: false` they are deleted with it. A join that would delete any of them is refused (409) unless `discard` is true',
  ...bodyOf('JoinHousehold', 'Invalid invitation'),
  responses: { 200: { description: 'The household joined', schema: 'Household' } },
  errors: [400, 404, 409, 503],
});

export const leaveHousehold = endpoint('post', '/household/leave', households, {
  summary:
    'Leave the household for a new one of the caller’s own; its owner must hand it over first unless no one else is in it',
  responses: { 200: { description: 'The caller’s household now', schema: 'Household' } },
  errors: [409, 503],
});

export const removeHouseholdMember = endpoint('delete', '/household/members/:sub', households, {
  summary:
    'Remove a member (the owner only); they get a new household of their own and lose the shared plan at once',
  params: { sub: { schema: 'Text', description: 'The member’s account id' } },
  responses: { 200: household },
  errors: [403, 404, 409, 503],
});

export const handOverHousehold = endpoint('post', '/household/owner', households, {
  summary: 'Hand the household over to another member (the owner only), who becomes its owner',
  ...bodyOf('HandOverHousehold', 'Invalid member'),
  responses: { 200: household },
  errors: [400, 403, 404, 409, 503],
});
