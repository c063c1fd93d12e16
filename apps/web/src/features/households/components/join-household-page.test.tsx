import {
  HOUSEHOLD_MESSAGES,
  joinHousehold,
  previewJoinHousehold,
  type JoinPreview,
} from '@family-recipes/shared';
import { screen, within } from '@testing-library/react';
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

/** What joining would do for a cook alone with `meals` planned recipes and `lists` lists. */
function previewOf(
  current: Partial<JoinPreview['current']> = {},
  overrides: Partial<JoinPreview> = {},
): JoinPreview {
  return {
    household: { name: 'The Cooks', members: 2 },
    invitedBy: 'Grace',
    expiresAt: '2030-01-08T12:00:00.000Z',
    current: {
      name: 'Ada’s kitchen',
      alone: true,
      meals: { total: 3, fits: 3 },
      lists: { total: 1, fits: 1 },
      ...current,
    },
    ...overrides,
  };
}

function renderJoin({ path = JOIN, user }: { path?: string; user?: null } = {}) {
  return renderHousehold(<JoinHouseholdPage />, {
    path,
    route: '/household/join',
    ...(user === null ? { user } : {}),
  });
}

/** The preview answered with `preview`, and joining by `resolve`; returns the joining calls. */
function joining(resolve: Resolver<typeof joinHousehold>, preview: JoinPreview = previewOf()) {
  serveHousehold(makeHousehold({ name: 'Ada’s kitchen', members: [ADA] }));
  const join = answer(joinHousehold, resolve);
  server.use(
    answer(previewJoinHousehold, () => preview),
    join,
  );
  return join;
}

const joinButton = () => screen.findByRole('button', { name: 'Join “The Cooks”' });

resetToastsPerTest();

describe('JoinHouseholdPage', () => {
  it('names the household and who invited, and by default the cook’s plan and lists come along, with no question asked', async () => {
    const join = joining(() =>
      asMember(makeHousehold({ members: [GRACE, { ...ADA, role: 'member' }] })),
    );
    const { router } = renderJoin();
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: '“The Cooks”' })).toBeVisible();
    expect(screen.getByText('Grace invited you. 2 cooks are in it.')).toBeVisible();
    const group = screen.getByRole('group', { name: 'Your 3 planned recipes and 1 shopping list' });
    const bring = within(group).getByRole('radio', { name: /Bring them along/ });
    expect(bring).toBeChecked();
    expect(bring).toHaveAccessibleDescription('They join the household’s meal plan and lists.');
    await user.click(await joinButton());

    expect(await screen.findByRole('heading', { name: 'Your household' })).toBeVisible();
    expect(screen.getByText('Welcome to “The Cooks”.')).toBeInTheDocument();
    expect(join.bodies).toEqual([{ code: CODE, bring: true }]);
    expect(router.state.location.pathname).toBe('/household');
  });

  it('when the cook leaves them behind, then a confirmation says what goes; Cancel sends nothing, confirming sends discard', async () => {
    const join = joining(() => asMember());
    renderJoin();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('radio', { name: /Leave them behind/ }));
    await user.click(await joinButton());
    const confirm = screen.getByRole('group', { name: 'Delete and join?' });
    expect(confirm).toHaveTextContent(
      'Joining deletes your 3 planned recipes and 1 shopping list. This cannot be undone.',
    );
    expect(within(confirm).getByRole('button', { name: 'Delete them and join' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(join.bodies).toEqual([]);

    await user.click(await joinButton());
    await user.click(screen.getByRole('button', { name: 'Delete them and join' }));
    expect(await screen.findByRole('heading', { name: 'Your household' })).toBeVisible();
    expect(join.bodies).toEqual([{ code: CODE, bring: false, discard: true }]);
  });

  it('when some of what the cook brings does not fit, then the choice says so and joining asks first', async () => {
    const join = joining(
      () => asMember(),
      previewOf({ meals: { total: 3, fits: 2 }, lists: { total: 4, fits: 4 } }),
    );
    renderJoin();
    const user = userEvent.setup();

    expect(
      await screen.findByRole('radio', { name: /Bring them along/ }),
    ).toHaveAccessibleDescription(
      'They join the household’s. What it has no room for is deleted: 1 planned recipe.',
    );
    await user.click(await joinButton());
    await user.click(screen.getByRole('button', { name: 'Delete them and join' }));
    expect(await screen.findByRole('heading', { name: 'Your household' })).toBeVisible();
    expect(join.bodies).toEqual([{ code: CODE, bring: true, discard: true }]);
  });

  it('when the cook has no plan or lists of their own, then there is nothing to choose', async () => {
    joining(
      () => asMember(),
      previewOf({ meals: { total: 0, fits: 0 }, lists: { total: 0, fits: 0 } }),
    );
    renderJoin();
    expect(await joinButton()).toBeVisible();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it.each([
    [404, HOUSEHOLD_MESSAGES.invitationNotValid],
    [409, HOUSEHOLD_MESSAGES.alreadyMember],
    [409, HOUSEHOLD_MESSAGES.householdFull],
  ])(
    'when the preview answers %i, then its message is shown, no Join, and the cook may go to their household',
    async (status, message) => {
      serveHousehold(makeHousehold());
      server.use(answer(previewJoinHousehold, () => failure(status, message)));
      const { router } = renderJoin();

      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.getByRole('link', { name: 'See your household' })).toHaveAttribute(
        'href',
        '/household',
      );
      expect(screen.queryByRole('button', { name: /^Join/ })).not.toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/household/join');
    },
  );

  it('when joining fails meanwhile, then its message is shown and the cook stays', async () => {
    joining(() => failure(409, HOUSEHOLD_MESSAGES.householdFull));
    const { router } = renderJoin();
    const user = userEvent.setup();
    await user.click(await joinButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(HOUSEHOLD_MESSAGES.householdFull);
    expect(router.state.location.pathname).toBe('/household/join');
  });

  it('when the cook already shares a household, then the page says they leave it and offers nothing to choose', async () => {
    joining(() => asMember(), previewOf({ name: 'Home', alone: false }));
    renderJoin();

    expect(
      await screen.findByText(/You are in “Home” now. Joining takes you out of it/),
    ).toBeVisible();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('when the link has no code, then the page says so and offers no Join', async () => {
    renderJoin({ path: '/household/join' });

    expect(await screen.findByRole('alert')).toHaveTextContent('This link has no invitation code.');
    expect(screen.queryByRole('button', { name: /^Join/ })).not.toBeInTheDocument();
  });

  it('when a visitor opens the link, then they are asked to log in and the log-in page will bring them back', async () => {
    const { router } = renderJoin({ user: null });
    const user = userEvent.setup();

    expect(screen.queryByRole('button', { name: /^Join/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Log In' }));

    expect(await screen.findByRole('heading', { name: 'Log In page' })).toBeVisible();
    expect(router.state.location.state).toEqual({
      from: { pathname: '/household/join', search: `?code=${CODE}`, hash: '' },
    });
  });
});
