import { getUser, pathOf } from '@family-recipes/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type * as IdentityModule from '../cognito/identity-client';
import { sessionFor } from '../../../lib/session';
import { ADA, renderWithSession } from '../testing';
import { AccountForm } from './account-form';
import { polyfillDialog } from '../../../testing/dialog';

polyfillDialog();

vi.mock('../cognito/identity-client', async (importOriginal) => ({
  ...(await importOriginal<typeof IdentityModule>()),
  preloadIdentityClient: () => {},
  loadIdentityClient: vi.fn(),
}));

async function setup() {
  renderWithSession(<AccountForm user={ADA} />, {
    session: sessionFor(ADA),
    answers: {
      [pathOf(getUser, { email: ADA.email })]: {
        _id: 'u1',
        name: ADA.name,
        email: ADA.email,
        birth_day: 12,
        birth_month: 3,
        groups: ['user'],
        language: null,
      },
    },
  });
  const user = userEvent.setup();
  await screen.findByRole('button', { name: 'Save Changes' });
  return user;
}

describe('AccountForm', () => {
  it('when the record loads, then its values fill the form and the email is read-only', async () => {
    await setup();

    expect(screen.getByLabelText('Name')).toHaveValue('Ada Cook');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.test');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Month')).toHaveValue('3');
    expect(screen.getByLabelText('Day')).toHaveValue('12');
  });

  it('when nothing has changed, then Save Changes is disabled', async () => {
    await setup();

    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it('when the name changes, then Save Changes is enabled, and disabled again when changed back', async () => {
    const user = await setup();
    const name = screen.getByLabelText('Name');

    await user.type(name, 'a');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();

    await user.type(name, '{Backspace}');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it('when the birthday changes, then Save Changes is enabled', async () => {
    const user = await setup();

    await user.selectOptions(screen.getByLabelText('Day'), '13');

    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('when only spaces are added around the name, then nothing has changed', async () => {
    const user = await setup();

    await user.type(screen.getByLabelText('Name'), '  ');

    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it('when Change Password is pressed, then the dialog opens, and Escape closes it with focus back', async () => {
    const user = await setup();
    const opener = screen.getByRole('button', { name: 'Change Password' });

    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Change Password' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
