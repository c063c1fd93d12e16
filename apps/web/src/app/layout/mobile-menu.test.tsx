import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Header } from './header';

function renderHeader() {
  const router = createMemoryRouter([{ path: '*', Component: Header }]);
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

describe('MobileMenu', () => {
  it('when the menu button is pressed, then the menu opens with focus inside it', async () => {
    const user = renderHeader();
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);

    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(menu).toBeVisible();
    expect(menu).toContainElement(document.activeElement as HTMLElement);
  });

  it('when Tab is pressed on the last item, then focus wraps to the first, and back with Shift+Tab', async () => {
    const user = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const close = screen.getByRole('button', { name: 'Close menu' });
    const login = menu.querySelector<HTMLElement>('a[href="/login"]');
    expect(close).toHaveFocus();

    await user.tab({ shift: true });
    expect(login).toHaveFocus();

    await user.tab();
    expect(close).toHaveFocus();

    for (let i = 0; i < 10; i += 1) {
      await user.tab();
      expect(menu).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('when Escape is pressed, then the menu closes and focus returns to the menu button', async () => {
    const user = renderHeader();
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    await screen.findByRole('dialog', { name: 'Menu' });

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('when a link in the menu is followed, then the menu closes', async () => {
    const user = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });

    await user.click(menu.querySelector<HTMLElement>('a[href="/about"]') as HTMLElement);

    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
