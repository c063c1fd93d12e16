import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionFor } from '../../../lib/session';
import { ADA, renderWithSession } from '../testing';
import { UserMenu } from './user-menu';

/** Renders the menu signed in as Ada; answers her avatar button and a user to press it. */
function renderAdasMenu() {
  renderWithSession(<UserMenu />, { session: sessionFor(ADA) });
  const user = userEvent.setup();
  return { user, avatar: screen.getByRole('button', { name: 'Account menu for Ada Cook' }) };
}

describe('UserMenu', () => {
  it('when a user is signed in, then the avatar shows the first letter of the name', () => {
    const { avatar } = renderAdasMenu();
    expect(avatar).toHaveTextContent('A');
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
  });

  it('when the avatar is pressed, then the card shows name, email and the user entries', async () => {
    const { user, avatar } = renderAdasMenu();

    await user.click(avatar);

    expect(avatar).toHaveAttribute('aria-expanded', 'true');
    const card = document.getElementById(avatar.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(card).toBeVisible();
    expect(within(card).getByText('Ada Cook')).toBeInTheDocument();
    expect(within(card).getByText('ada@example.test')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'My Recipes' })).toHaveAttribute(
      'href',
      '/my-recipes',
    );
    expect(within(card).getByRole('link', { name: 'Household' })).toHaveAttribute(
      'href',
      '/household',
    );
    // One tap away in the header or the bottom bar instead.
    for (const name of ['Favourites', 'Shopping Lists', 'Meal Plan']) {
      expect(within(card).queryByRole('link', { name })).not.toBeInTheDocument();
    }
    expect(within(card).getByRole('link', { name: 'My Account' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(within(card).getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('when Escape is pressed in the open card, then it closes and focus returns to the avatar', async () => {
    const { user, avatar } = renderAdasMenu();

    await user.click(avatar);
    await user.tab();
    await user.keyboard('{Escape}');

    expect(avatar).toHaveAttribute('aria-expanded', 'false');
    expect(avatar).toHaveFocus();
  });

  it('when an admin opens the card, then Admin expands to Users, Featured, Pending and Denied', async () => {
    renderWithSession(<UserMenu />, {
      session: sessionFor({ ...ADA, name: 'grace', groups: ['admin'] }),
    });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Account menu for grace' }));
    const admin = screen.getByRole('button', { name: 'Admin' });
    expect(admin).toHaveAttribute('aria-expanded', 'false');
    await user.click(admin);

    const list = document.getElementById(admin.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Users', '/users'],
      ['Featured', '/featured-recipes'],
      ['Pending', '/pending-recipes'],
      ['Denied', '/denied-recipes'],
      ['Backups', '/backups'],
      ['Card reader', '/admin/card-reader'],
    ]);
    expect(screen.getByRole('button', { name: 'Account menu for grace' })).toHaveTextContent('G');
  });

  describe('when the page changes while the card is open', () => {
    // The browser's address, which the router sets before the next page is drawn.
    const startAddress = window.location.pathname;
    afterEach(() => window.history.replaceState(null, '', startAddress));

    /** Ada's menu drawn at `path` with the browser's address at `address`, its card opened. */
    async function openCard(address: string, path: string) {
      window.history.replaceState(null, '', address);
      const { router } = renderWithSession(<UserMenu />, { session: sessionFor(ADA), path });
      const avatar = screen.getByRole('button', { name: 'Account menu for Ada Cook' });
      await userEvent.setup().click(avatar);
      return { router, avatar };
    }

    it('when the address moves on to another page, then the card closes', async () => {
      const { router, avatar } = await openCard('/my-recipes', '/my-recipes');
      expect(avatar).toHaveAttribute('aria-expanded', 'true');

      window.history.replaceState(null, '', '/about');
      await act(() => router.navigate('/about'));

      expect(avatar).toHaveAttribute('aria-expanded', 'false');
    });

    it('when the page the address already names arrives after the card was opened, then the card stays open', async () => {
      // Signed in, the cook is sent home: the address reads / while the form is still shown.
      const { router, avatar } = await openCard('/', '/signup');

      await act(() => router.navigate('/'));

      expect(avatar).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('button', { name: 'Log Out' })).toBeVisible();
    });
  });

  it('when the card opens in the same update as the page arrives, then it stays open', async () => {
    const startAddress = window.location.pathname;
    window.history.replaceState(null, '', '/');
    try {
      const { router } = renderWithSession(<UserMenu />, {
        session: sessionFor(ADA),
        path: '/signup',
      });
      const avatar = screen.getByRole('button', { name: 'Account menu for Ada Cook' });

      await act(async () => {
        fireEvent.click(avatar);
        await router.navigate('/');
      });

      expect(avatar).toHaveAttribute('aria-expanded', 'true');
    } finally {
      window.history.replaceState(null, '', startAddress);
    }
  });

  it('when Log Out is pressed, then the session logs out', async () => {
    const session = sessionFor(ADA);
    const logout = vi.spyOn(session, 'logout');
    renderWithSession(<UserMenu />, { session });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Account menu for Ada Cook' }));
    await user.click(screen.getByRole('button', { name: 'Log Out' }));

    expect(logout).toHaveBeenCalledTimes(1);
  });
});
