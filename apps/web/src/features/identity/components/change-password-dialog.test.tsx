import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import type * as IdentityModule from '../cognito/identity-client';
import { renderWithSession } from '../testing';
import { ChangePasswordDialog } from './change-password-dialog';
import { polyfillDialog } from '../../../testing/dialog';

polyfillDialog();

vi.mock('../cognito/identity-client', async (importOriginal) => ({
  ...(await importOriginal<typeof IdentityModule>()),
  preloadIdentityClient: () => {},
  loadIdentityClient: vi.fn(),
}));

function setup() {
  const onClose = vi.fn();
  renderWithSession(<ChangePasswordDialog onClose={onClose} />);
  return { user: userEvent.setup(), onClose };
}

/** Types the current password, the new one and its confirmation into the dialog. */
async function fill(
  user: ReturnType<typeof userEvent.setup>,
  current: string,
  next: string,
  confirm: string,
) {
  await user.type(screen.getByLabelText('Current Password'), current);
  await user.type(screen.getByLabelText('New Password'), next);
  await user.type(screen.getByLabelText('Confirm New Password'), confirm);
}

describe('ChangePasswordDialog', () => {
  it('when it opens, then it is a labelled modal dialog with focus on the first field', () => {
    setup();

    const dialog = screen.getByRole('dialog', { name: 'Change Password' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Current Password')).toHaveFocus();
  });

  it('when the fields are empty, then Save is disabled', () => {
    setup();

    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('when new equals confirm and the current password is filled, then Save is enabled', async () => {
    const { user } = setup();

    await fill(user, 'Old-pass1!', 'New-pass1!', 'New-pass1!');

    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('when new and confirm differ, then Save is disabled and the mismatch is shown', async () => {
    const { user } = setup();

    await fill(user, 'Old-pass1!', 'New-pass1!', 'New-pass2!');

    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByText('Passwords do not match!')).toBeInTheDocument();
  });

  it('when the current password is empty, then Save is disabled even if new equals confirm', async () => {
    const { user } = setup();

    await user.type(screen.getByLabelText('New Password'), 'New-pass1!');
    await user.type(screen.getByLabelText('Confirm New Password'), 'New-pass1!');

    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('when Escape is pressed, then the dialog asks to close', async () => {
    const { user, onClose } = setup();

    await user.keyboard('{Escape}');

    expect(onClose).toHaveBeenCalled();
  });

  it('when Tab leaves the last control, then focus wraps to the first, and back with Shift+Tab', async () => {
    const { user } = setup();
    const dialog = screen.getByRole('dialog');
    const close = screen.getByRole('button', { name: 'Close' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });

    cancel.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(cancel).toHaveFocus();
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('when the identity service refuses the current password, then "Current password is incorrect." is shown', async () => {
    const { loadIdentityClient, IdentityError } = await import('../cognito/identity-client');
    vi.mocked(loadIdentityClient).mockResolvedValue({
      changePassword: async () => {
        throw new IdentityError('incorrect-credentials', 'Incorrect username or password.');
      },
    } as never);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, onClose } = setup();
    const toastError = vi.spyOn(toast, 'error');

    await fill(user, 'Wrong-pass1!', 'New-pass1!', 'New-pass1!');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('Current password is incorrect.'),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
