import {
  getHousehold,
  handOverHousehold,
  inviteToHousehold,
  joinHousehold,
  leaveHousehold,
  pageLanguage,
  previewJoinHousehold,
  listHouseholdInvitations,
  removeHouseholdMember,
  renameHousehold,
  revokeHouseholdInvitation,
} from '@family-recipes/shared';
import { created, noContent, ok, type ApiRouter } from '../../http/endpoint.js';
import { listReply } from '../../http/list-page.js';
import { apiRouter } from '../identity/index.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { HouseholdsService } from './households.service.js';

/**
 * The caller's household: its members, invitations, joining, leaving and handing over.
 * Invitations are counted per cook (RATE_LIMITS.householdInvitations).
 */
export function householdsRouter(households: HouseholdsService, limiter: RateLimiter): ApiRouter {
  const router = apiRouter(limiter);

  router.mount(getHousehold, {}, async ({ caller }) => ok(await households.get(caller.principal)));

  router.mount(renameHousehold, {}, async ({ body, caller }) =>
    ok(await households.rename(body, caller.principal)),
  );

  // An invitee without an account of their own gets the mail in the inviter's page language
  // (one of the site's, never the request's text); in process, English.
  router.mount(inviteToHousehold, {}, async ({ body, caller }) => {
    const headers = caller.http?.req.headers;
    const language = pageLanguage({
      cookie: headers?.cookie,
      acceptLanguage: headers?.['accept-language'],
    });
    return created(await households.invite(body, caller.principal, language));
  });

  router.mount(listHouseholdInvitations, {}, async ({ query, caller }) =>
    listReply(await households.pendingInvitations(query, caller.principal)),
  );

  router.mount(revokeHouseholdInvitation, {}, async ({ params, caller }) => {
    await households.revokeInvitation(params.id, caller.principal);
    return noContent();
  });

  router.mount(previewJoinHousehold, {}, async ({ body, caller }) =>
    ok(await households.joinPreview(body, caller.principal)),
  );

  router.mount(joinHousehold, {}, async ({ body, caller }) =>
    ok(await households.join(body, caller.principal)),
  );

  router.mount(leaveHousehold, {}, async ({ caller }) =>
    ok(await households.leave(caller.principal)),
  );

  router.mount(removeHouseholdMember, {}, async ({ params, caller }) =>
    ok(await households.remove(params.sub, caller.principal)),
  );

  router.mount(handOverHousehold, {}, async ({ body, caller }) =>
    ok(await households.handOver(body, caller.principal)),
  );

  return router;
}
