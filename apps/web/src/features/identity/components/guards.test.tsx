import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '../../../lib/session';
import { ADA, renderWithSession } from '../testing';
import { RequireGroup } from './guards';

const ADMIN = { ...ADA, name: 'Grace Admin', groups: ['admin'] };
const NOBODY = { ...ADA, groups: [] };
const secret = <h1>Secret page</h1>;

describe('RequireGroup', () => {
  it('when the session is still loading, then a loading state shows, not the Welcome page', () => {
    renderWithSession(<RequireGroup group="user">{secret}</RequireGroup>, {
      session: sessionFor(null, 'loading'),
    });

    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('heading', { name: 'Welcome' })).not.toBeInTheDocument();
    expect(screen.queryByText('Secret page')).not.toBeInTheDocument();
  });

  it('when nobody is signed in, then the Welcome page offers log in and sign up', () => {
    renderWithSession(<RequireGroup group="user">{secret}</RequireGroup>, {
      path: '/submit-recipe',
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Create an Account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.queryByText('Secret page')).not.toBeInTheDocument();
  });

  it('when the Welcome page log-in link is followed, then the origin page travels along', async () => {
    const { router } = renderWithSession(<RequireGroup group="user">{secret}</RequireGroup>, {
      path: '/submit-recipe?draft=1',
    });

    await userEvent.setup().click(screen.getByRole('link', { name: 'Log In' }));

    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({
      from: { pathname: '/submit-recipe', search: '?draft=1', hash: '' },
    });
  });

  it.each([
    ['when a user opens an admin page, then Access Unavailable is shown', 'admin', ADA],
    [
      'when someone in no group opens a user page, then Access Unavailable is shown',
      'user',
      NOBODY,
    ],
  ] as const)('%s', (_name, group, user) => {
    renderWithSession(<RequireGroup group={group}>{secret}</RequireGroup>, {
      session: sessionFor(user),
    });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Access Unavailable' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Secret page')).not.toBeInTheDocument();
  });

  it('when a user opens a user page, then the page shows', () => {
    renderWithSession(<RequireGroup group="user">{secret}</RequireGroup>, {
      session: sessionFor(ADA),
    });

    expect(screen.getByRole('heading', { name: 'Secret page' })).toBeInTheDocument();
  });

  it('when an admin opens a user page, then the page shows (admins count as users)', () => {
    renderWithSession(<RequireGroup group="user">{secret}</RequireGroup>, {
      session: sessionFor(ADMIN),
    });

    expect(screen.getByRole('heading', { name: 'Secret page' })).toBeInTheDocument();
  });

  it('when an admin opens an admin page, then the page shows', () => {
    renderWithSession(<RequireGroup group="admin">{secret}</RequireGroup>, {
      session: sessionFor(ADMIN),
    });

    expect(screen.getByRole('heading', { name: 'Secret page' })).toBeInTheDocument();
  });
});
