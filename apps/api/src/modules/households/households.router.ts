import { Router } from 'express';
import {
  getHousehold,
  handOverHousehold,
  HOUSEHOLD_MESSAGES,
  inviteToHousehold,
  joinHousehold,
  leaveHousehold,
  listHouseholdInvitations,
  removeHouseholdMember,
  renameHousehold,
  revokeHouseholdInvitation,
} from '@family-recipes/shared';
import { sendList } from '../../http/list-page.js';
import { mount, principalOf } from '../identity/index.js';
import { rateLimit, type RateLimiter } from '../rate-limit/rate-limiter.js';
import type { HouseholdsService } from './households.service.js';

/**
 * Invitations per cook: a family invites a handful of people, once; far more is someone using the
 * site to send mail.
 */
export const INVITATIONS_RATE_LIMIT = { windowMs: 60 * 60 * 1000, max: 20 } as const;

/** The caller's household: its members, invitations, joining, leaving and handing over. */
export function householdsRouter(households: HouseholdsService, limiter: RateLimiter): Router {
  const router = Router();
  // After the access check, so the count is per account and an anonymous call costs nothing.
  const invitations = rateLimit({
    limiter,
    name: 'household-invitations',
    ...INVITATIONS_RATE_LIMIT,
    message: HOUSEHOLD_MESSAGES.tooManyInvitations,
    by: (req) => principalOf(req).sub,
  });

  mount(router, getHousehold, {}, (_input, req) => households.get(principalOf(req)));

  mount(router, renameHousehold, {}, ({ body }, req) => households.rename(body, principalOf(req)));

  mount(router, inviteToHousehold, { before: [invitations] }, ({ body }, req) =>
    households.invite(body, principalOf(req)),
  );

  mount(router, listHouseholdInvitations, {}, async ({ query }, req, res) => {
    sendList(res, await households.pendingInvitations(query, principalOf(req)));
  });

  mount(router, revokeHouseholdInvitation, {}, async ({ params }, req, res) => {
    await households.revokeInvitation(params.id, principalOf(req));
    res.status(204).end();
  });

  mount(router, joinHousehold, {}, ({ body }, req) => households.join(body, principalOf(req)));

  mount(router, leaveHousehold, {}, (_input, req) => households.leave(principalOf(req)));

  mount(router, removeHouseholdMember, {}, ({ params }, req) =>
    households.remove(params.sub, principalOf(req)),
  );

  mount(router, handOverHousehold, {}, ({ body }, req) =>
    households.handOver(body, principalOf(req)),
  );

  return router;
}
