import {
  HOUSEHOLD_MESSAGES,
  inviteToHousehold,
  listHouseholdInvitations,
  revokeHouseholdInvitation,
  type PendingInvitation,
} from '@family-recipes/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, failure, page } from '../../../testing/api-mocks';
import { server } from '../../../testing/msw';
import {
  ADA,
  asMember,
  makeHousehold,
  renderHousehold,
  serveHousehold,
  resetToastsPerTest,
} from '../testing/household-fixtures';
import { HouseholdPage } from './household-page';

const BO: PendingInvitation = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'bo@example.test',
  invitedBy: { sub: ADA.sub, name: ADA.name },
  createdAt: '2026-11-20T09:00:00.000Z',
  expiresAt: '2026-11-27T09:00:00.000Z',
};
const CY: PendingInvitation = {
  ...BO,
  id: '22222222-2222-4222-8222-222222222222',
  email: 'cy@example.test',
  invitedBy: { sub: 'gone-sub', name: '' },
  createdAt: '2026-11-18T09:00:00.000Z',
  expiresAt: '2026-11-25T09:00:00.000Z',
};

/**
 * The API's pending invitations, kept as a revoke leaves them: each GET answers what is left, each
 * DELETE is noted and answered `revokeStatus`.
 */
function invitationsApi(initial: PendingInvitation[], revokeStatus = 204) {
  let pending = [...initial];
  const asked: string[] = [];
  const revoked: string[] = [];
  server.use(
    answer(listHouseholdInvitations, ({ request }) => {
      asked.push(new URL(request.url).search);
      return page(pending);
    }),
    answer(revokeHouseholdInvitation, ({ params: { id } }) => {
      revoked.push(id);
      if (revokeStatus !== 204) return failure(revokeStatus, HOUSEHOLD_MESSAGES.noSuchInvitation);
      pending = pending.filter((invitation) => invitation.id !== id);
      return undefined;
    }),
  );
  /** A new invitation, as a POST that the test answers makes one. */
  const add = (invitation: PendingInvitation) => pending.unshift(invitation);
  return { asked, revoked, add };
}

function renderPage(household = makeHousehold()) {
  serveHousehold(household);
  return renderHousehold(<HouseholdPage />);
}

/** Opens the page and revokes the invitation to bo@example.test. */
async function revokeBo() {
  renderPage();
  const user = userEvent.setup();
  await user.click(
    await screen.findByRole('button', { name: 'Revoke the invitation to bo@example.test' }),
  );
}

resetToastsPerTest();

describe('the pending invitations on the household page', () => {
  it('when the owner opens the page, then each invitation waiting shows its address, who sent it, when and until when, with Revoke', async () => {
    const api = invitationsApi([BO, CY]);
    renderPage();

    const region = await screen.findByRole('region', { name: 'Invitations waiting' });
    const [bo, cy] = within(region).getAllByRole('listitem');
    expect(bo).toHaveTextContent('bo@example.test');
    expect(bo).toHaveTextContent(
      'Sent by Ada Cook on 20 November 2026. It works until 27 November 2026.',
    );
    expect(cy).toHaveTextContent('Sent by a cook who has left on 18 November 2026.');
    expect(
      within(bo!).getByRole('button', { name: 'Revoke the invitation to bo@example.test' }),
    ).toBeVisible();
    expect(api.asked).toEqual(['?limit=100']);
  });

  it('when the owner revokes one, then the API is asked to delete it, it leaves the list and a toast says its link no longer works', async () => {
    const api = invitationsApi([BO, CY]);
    await revokeBo();

    expect(
      await screen.findByText('The invitation to bo@example.test no longer works.'),
    ).toBeInTheDocument();
    expect(api.revoked).toEqual([BO.id]);
    const region = screen.getByRole('region', { name: 'Invitations waiting' });
    await waitFor(() =>
      expect(within(region).queryByText('bo@example.test')).not.toBeInTheDocument(),
    );
    expect(within(region).getByText('cy@example.test')).toBeVisible();
  });

  it('when revoking fails, then the API’s message is shown and the invitation stays listed', async () => {
    invitationsApi([BO], 404);
    await revokeBo();

    expect(
      await screen.findByText(
        `We could not revoke the invitation. ${HOUSEHOLD_MESSAGES.noSuchInvitation}`,
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Invitations waiting' })).getByText(
        'bo@example.test',
      ),
    ).toBeVisible();
  });

  it('when the owner sends an invitation, then the list is asked for again and shows it', async () => {
    const api = invitationsApi([]);
    server.use(
      answer(inviteToHousehold, () => {
        api.add(BO);
        return { code: 'c'.repeat(43), expiresAt: BO.expiresAt };
      }),
    );
    renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Their email address' }), BO.email);
    expect(screen.queryByRole('region', { name: 'Invitations waiting' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    const region = await screen.findByRole('region', { name: 'Invitations waiting' });
    expect(within(region).getByText(BO.email)).toBeVisible();
  });

  it('when a member opens the page, then no invitations are asked for or shown', async () => {
    const api = invitationsApi([BO]);
    renderPage(asMember());

    expect(await screen.findByRole('heading', { level: 2, name: 'The Cooks' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Invitations waiting' })).not.toBeInTheDocument();
    expect(api.asked).toEqual([]);
  });
});
