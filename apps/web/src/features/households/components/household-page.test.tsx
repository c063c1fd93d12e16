import {
  getHousehold,
  handOverHousehold,
  HOUSEHOLD_MESSAGES,
  inviteToHousehold,
  leaveHousehold,
  listHouseholdInvitations,
  removeHouseholdMember,
  renameHousehold,
  type Household,
} from '@family-recipes/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, failure, page } from '../../../testing/api-mocks';
import { server } from '../../../testing/msw';
import {
  ADA,
  asMember,
  GRACE,
  makeHousehold,
  renderHousehold,
  serveHousehold,
  resetToastsPerTest,
} from '../testing/household-fixtures';
import { HouseholdPage } from './household-page';

const CODE = 'c'.repeat(43);

function renderPage(household: Household, pantry?: React.ReactNode) {
  serveHousehold(household);
  // No invitation waiting (pending-invitations.test.tsx shows them).
  server.use(answer(listHouseholdInvitations, () => page([])));
  return renderHousehold(<HouseholdPage pantry={pantry} />);
}

/** Types `email` into the invitation form and sends it. */
async function invite(email: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Their email address' }), email);
  await user.click(screen.getByRole('button', { name: 'Send invitation' }));
}

resetToastsPerTest();

describe('HouseholdPage', () => {
  it('when the owner opens it, then the name, every member with their email and the owner’s role show, with the owner’s controls', async () => {
    renderPage(makeHousehold());

    expect(await screen.findByRole('heading', { level: 2, name: 'The Cooks' })).toBeVisible();
    const [ada, grace] = within(screen.getByRole('region', { name: 'Members' })).getAllByRole(
      'listitem',
    );
    expect(ada).toHaveTextContent('Ada CookOwner');
    expect(ada).toHaveTextContent(ADA.email);
    expect(grace).toHaveTextContent(`Grace Baker${GRACE.email}`);
    expect(grace).not.toHaveTextContent('Owner');
    expect(within(ada!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(grace!).getByRole('button', { name: 'Remove Grace Baker' })).toBeVisible();
    expect(
      within(grace!).getByRole('button', { name: 'Make Grace Baker the owner' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Rename household' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Their email address' })).toBeVisible();
    expect(screen.getByText(/first make another member its owner/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Leave household' })).not.toBeInTheDocument();
  });

  it('when a member opens it, then they see the members but cannot rename, invite or remove, and may leave', async () => {
    renderPage(asMember());

    expect(await screen.findByRole('heading', { level: 2, name: 'The Cooks' })).toBeVisible();
    expect(screen.getByText('2 cooks share this kitchen.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Rename household' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invite someone' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave household' })).toBeVisible();
  });

  it('when the cook is alone in their household, then there is nothing to leave', async () => {
    renderPage(makeHousehold({ name: 'Ada’s kitchen', members: [ADA] }));

    expect(await screen.findByText('Only you are in this household so far.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Leave the household' })).not.toBeInTheDocument();
  });

  it('when the owner invites an address, then the email is posted and the page says a mail was sent and shows the link with its code', async () => {
    const invited = answer(inviteToHousehold, () => ({
      code: CODE,
      expiresAt: '2026-12-04T10:00:00.000Z',
    }));
    server.use(invited);
    renderPage(makeHousehold());

    await invite('bo@x.test');

    const sent = await screen.findByRole('status');
    expect(sent).toHaveTextContent('We sent an invitation to bo@x.test.');
    expect(sent).toHaveTextContent('until 4 December 2026');
    expect(within(sent).getByRole('textbox', { name: 'Invitation link' })).toHaveValue(
      `${window.location.origin}/household/join?code=${CODE}`,
    );
    expect(invited.bodies).toEqual([{ email: 'bo@x.test' }]);
    expect(screen.getByRole('textbox', { name: 'Their email address' })).toHaveValue('');
  });

  it('when the address is not an email, then the field says so and nothing is posted', async () => {
    renderPage(makeHousehold());

    await invite('grandma');

    expect(screen.getByRole('textbox', { name: 'Their email address' })).toBeInvalid();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('when too many invitations were sent, then the API’s message is shown and no link', async () => {
    server.use(
      answer(inviteToHousehold, () => failure(429, HOUSEHOLD_MESSAGES.tooManyInvitations)),
    );
    renderPage(makeHousehold());

    await invite('bo@x.test');

    expect(
      await screen.findByText(
        `We could not send the invitation. ${HOUSEHOLD_MESSAGES.tooManyInvitations}`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Invitation link' })).not.toBeInTheDocument();
  });

  it('when the owner renames the household, then the new name is sent and shown', async () => {
    const renamed = answer(renameHousehold, () => makeHousehold({ name: 'The Bakers' }));
    server.use(renamed);
    renderPage(makeHousehold());
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Rename household' }));
    const field = screen.getByRole('textbox', { name: 'Household name' });
    await user.clear(field);
    await user.type(field, 'The Bakers');
    await user.click(screen.getByRole('button', { name: 'Save name' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'The Bakers' })).toBeVisible();
    expect(renamed.bodies).toEqual([{ name: 'The Bakers' }]);
  });

  it('when the new name is blank, then the field says so and nothing is sent', async () => {
    renderPage(makeHousehold());
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Rename household' }));
    await user.clear(screen.getByRole('textbox', { name: 'Household name' }));
    await user.click(screen.getByRole('button', { name: 'Save name' }));

    expect(screen.getByRole('textbox', { name: 'Household name' })).toHaveAccessibleDescription(
      expect.stringContaining(HOUSEHOLD_MESSAGES.nameRequired),
    );
  });

  it('when the owner removes a member, then the page asks first, says what happens, and removes them only on yes', async () => {
    const remove = answer(removeHouseholdMember, () => makeHousehold({ members: [ADA] }));
    server.use(remove);
    const removed = () => remove.calls.map(({ params }) => params.sub);
    renderPage(makeHousehold());
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Remove Grace Baker' }));
    const ask = screen.getByRole('group', { name: 'Remove Grace Baker?' });
    expect(ask).toHaveTextContent('They lose the shared meal plan, shopping lists and pantry');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(removed()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove Grace Baker' }));
    const confirm = screen.getByRole('button', { name: 'Remove Grace Baker' });
    expect(confirm).toHaveFocus();
    await user.click(confirm);

    expect(
      await screen.findByText('Grace Baker is no longer in your household.'),
    ).toBeInTheDocument();
    expect(removed()).toEqual([GRACE.sub]);
    expect(screen.getByText('Only you are in this household so far.')).toBeVisible();
  });

  it('when the owner hands over, then after a yes the member is the owner and the owner’s controls go', async () => {
    const handOver = answer(handOverHousehold, () =>
      asMember(
        makeHousehold({
          members: [
            { ...GRACE, role: 'owner' },
            { ...ADA, role: 'member' },
          ],
        }),
      ),
    );
    server.use(handOver);
    renderPage(makeHousehold());
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Make Grace Baker the owner' }));
    await user.click(screen.getByRole('button', { name: 'Make Grace Baker the owner' }));

    expect(await screen.findByText('Grace Baker now owns the household.')).toBeInTheDocument();
    expect(handOver.bodies).toEqual([{ sub: GRACE.sub }]);
    expect(screen.queryByRole('button', { name: 'Rename household' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave household' })).toBeVisible();
  });

  it('when removing fails, then the API’s message is shown and the member stays', async () => {
    server.use(
      answer(removeHouseholdMember, () => failure(409, HOUSEHOLD_MESSAGES.changedMeanwhile)),
    );
    renderPage(makeHousehold());
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Remove Grace Baker' }));
    await user.click(screen.getByRole('button', { name: 'Remove Grace Baker' }));

    expect(
      await screen.findByText(
        `We could not remove Grace Baker. ${HOUSEHOLD_MESSAGES.changedMeanwhile}`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('2 cooks share this kitchen.')).toBeVisible();
  });

  it('when a member leaves, then the page asks first and, on yes, shows the kitchen of their own', async () => {
    const left = answer(leaveHousehold, () =>
      makeHousehold({ name: 'Ada’s kitchen', members: [{ ...ADA, role: 'owner' }] }),
    );
    server.use(left);
    renderPage(asMember());
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Leave household' }));
    const ask = screen.getByRole('group', { name: 'Leave “The Cooks”?' });
    expect(ask).toHaveTextContent('get a kitchen of your own, empty');
    expect(left.calls).toHaveLength(0);
    await user.click(within(ask).getByRole('button', { name: 'Leave household' }));

    expect(await screen.findByText('You left “The Cooks”.')).toBeInTheDocument();
    expect(left.calls).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Ada’s kitchen' })).toBeVisible();
  });

  it('when the household cannot be read, then the page says so and offers to try again', async () => {
    server.use(answer(getHousehold, () => failure(503, 'The database is busy.')));
    renderHousehold(<HouseholdPage />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load your household. The database is busy.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('when the app gives it a pantry editor, then it shows after the invitations and before leaving', async () => {
    renderPage(
      makeHousehold(),
      <section aria-label="Pantry staples">
        <p>Salt, pepper</p>
      </section>,
    );

    const pantry = await screen.findByRole('region', { name: 'Pantry staples' });
    expect(pantry).toHaveTextContent('Salt, pepper');
    const regions = screen
      .getAllByRole('region')
      .map(
        (region) => region.getAttribute('aria-label') ?? region.querySelector('h2')?.textContent,
      );
    expect(regions).toEqual([
      'The Cooks',
      'Members',
      'Invite someone',
      'Pantry staples',
      'Leave the household',
    ]);
  });
});
