import { HOUSEHOLD_MESSAGES, joinHousehold } from '@family-recipes/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, failure, type Resolver } from '../../../testing/api-mocks';
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
import { JoinHouseholdPage } from './join-household-page';

const CODE = 'k'.repeat(43);
const JOIN = `/household/join?code=${CODE}`;

/** The cook's household before joining: their own, alone. */
const ALONE = makeHousehold({ name: 'Ada’s kitchen', members: [ADA] });

function renderJoin({ path = JOIN, user }: { path?: string; user?: null } = {}) {
  return renderHousehold(<JoinHouseholdPage />, {
    path,
    route: '/household/join',
    ...(user === null ? { user } : {}),
  });
}

/** The cook alone, and joining answered by `resolve`; returns the joining calls. */
function joining(resolve: Resolver<typeof joinHousehold>) {
  serveHousehold(ALONE);
  const join = answer(joinHousehold, resolve);
  server.use(join);
  return join;
}

resetToastsPerTest();

describe('JoinHouseholdPage', () => {
  it('when a cook joins without ticking the box, then they join bringing nothing and land on the household with a welcome', async () => {
    const join = joining(() =>
      asMember(makeHousehold({ members: [GRACE, { ...ADA, role: 'member' }] })),
    );
    const { router } = renderJoin();
    const user = userEvent.setup();

    const bring = await screen.findByRole('checkbox', {
      name: 'Bring my meal plan and shopping lists',
    });
    expect(bring).not.toBeChecked();
    expect(bring).toHaveAccessibleDescription(/you join bringing nothing/);
    await user.click(screen.getByRole('button', { name: 'Join' }));

    expect(await screen.findByRole('heading', { name: 'Your household' })).toBeVisible();
    expect(screen.getByText('Welcome to “The Cooks”.')).toBeInTheDocument();
    expect(join.bodies).toEqual([{ code: CODE, bring: false }]);
    expect(router.state.location.pathname).toBe('/household');
  });

  it('when the cook ticks the box, then their plan and lists come along', async () => {
    const join = joining(() => asMember());
    renderJoin();
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('checkbox', { name: 'Bring my meal plan and shopping lists' }),
    );
    await user.click(screen.getByRole('button', { name: 'Join' }));

    expect(await screen.findByRole('heading', { name: 'Your household' })).toBeVisible();
    expect(join.bodies).toEqual([{ code: CODE, bring: true }]);
  });

  it.each([
    [404, HOUSEHOLD_MESSAGES.invitationNotValid],
    [409, HOUSEHOLD_MESSAGES.alreadyMember],
    [409, HOUSEHOLD_MESSAGES.householdFull],
  ])(
    'when the API answers %i, then its message is shown, the cook stays and may go to their household',
    async (status, message) => {
      joining(() => failure(status, message));
      const { router } = renderJoin();
      const user = userEvent.setup();

      await user.click(await screen.findByRole('button', { name: 'Join' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.getByRole('link', { name: 'See your household' })).toHaveAttribute(
        'href',
        '/household',
      );
      expect(router.state.location.pathname).toBe('/household/join');
    },
  );

  it('when the cook already shares a household, then the page says they leave it and offers nothing to bring', async () => {
    serveHousehold(asMember());
    renderJoin();

    expect(
      await screen.findByText(/You are in “The Cooks” now. Joining takes you out of it/),
    ).toBeVisible();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('when the link has no code, then the page says so and offers no Join', async () => {
    renderJoin({ path: '/household/join' });

    expect(await screen.findByRole('alert')).toHaveTextContent('This link has no invitation code.');
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
  });

  it('when a visitor opens the link, then they are asked to log in and the log-in page will bring them back', async () => {
    const { router } = renderJoin({ user: null });
    const user = userEvent.setup();

    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Log In' }));

    expect(await screen.findByRole('heading', { name: 'Log In page' })).toBeVisible();
    expect(router.state.location.state).toEqual({
      from: { pathname: '/household/join', search: `?code=${CODE}`, hash: '' },
    });
  });
});
