import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type * as IdentityModule from '../cognito/identity-client';
import { renderWithSession } from '../testing';
import { SignupForm } from './signup-form';

vi.mock('../cognito/identity-client', async (importOriginal) => ({
  ...(await importOriginal<typeof IdentityModule>()),
  preloadIdentityClient: () => {},
  loadIdentityClient: vi.fn(),
}));

function setup() {
  renderWithSession(<SignupForm />, { path: '/signup' });
  return userEvent.setup();
}

type User = ReturnType<typeof userEvent.setup>;

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Sign Up' }));

describe('SignupForm validation', () => {
  it('when the empty form is sent, then every required field says so and focus moves to Name', async () => {
    const user = setup();

    await submit(user);

    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
  });

  it.each([
    [
      'when the email has no @, then "Enter a valid email!" is shown',
      {
        fill: (user: User) => user.type(screen.getByLabelText('Email'), 'ada.example.test'),
        message: 'Enter a valid email!',
      },
    ],
    [
      'when only a birth month is chosen, then "Select both a birth month and day." is shown',
      {
        fill: (user: User) => user.selectOptions(screen.getByLabelText('Month'), '4'),
        message: 'Select both a birth month and day.',
      },
    ],
    [
      'when the passwords differ, then "Passwords do not match!" is shown',
      {
        fill: async (user: User) => {
          await user.type(screen.getByLabelText('Password'), 'Kitchen-42!');
          await user.type(screen.getByLabelText('Confirm Password'), 'Kitchen-43!');
        },
        message: 'Passwords do not match!',
      },
    ],
  ])('%s', async (_name, { fill, message }) => {
    const user = setup();

    await fill(user);
    await submit(user);

    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('when both birthday parts are chosen, then there is no birthday message', async () => {
    const user = setup();

    await user.selectOptions(screen.getByLabelText('Month'), '4');
    await user.selectOptions(screen.getByLabelText('Day'), '31');
    await submit(user);

    expect(screen.queryByText('Select both a birth month and day.')).not.toBeInTheDocument();
  });

  it('when the month and day selects open, then they offer 1-12 and 1-31', () => {
    setup();

    const months = within(screen.getByLabelText('Month')).getAllByRole('option');
    const days = within(screen.getByLabelText('Day')).getAllByRole('option');

    expect(months.slice(1).map((o) => o.getAttribute('value'))).toEqual(
      Array.from({ length: 12 }, (_, i) => String(i + 1)),
    );
    expect(days.slice(1).map((o) => o.getAttribute('value'))).toEqual(
      Array.from({ length: 31 }, (_, i) => String(i + 1)),
    );
  });

  it('when a valid form is sent, then no validation message is shown and the identity service is called', async () => {
    const { loadIdentityClient } = await import('../cognito/identity-client');
    const signUp = vi.fn(async () => {});
    vi.mocked(loadIdentityClient).mockResolvedValue({ signUp } as never);
    const user = setup();

    await user.type(screen.getByLabelText('Name'), 'Ada Cook');
    await user.type(screen.getByLabelText('Email'), 'ada@example.test');
    await user.type(screen.getByLabelText('Password'), 'Kitchen-42!');
    await user.type(screen.getByLabelText('Confirm Password'), 'Kitchen-42!');
    await submit(user);

    expect(await screen.findByRole('heading', { name: 'Confirm Your Email' })).toBeInTheDocument();
    expect(signUp).toHaveBeenCalledWith({
      email: 'ada@example.test',
      password: 'Kitchen-42!',
      name: 'Ada Cook',
      // The code mails go out in the language the cook signed up in.
      locale: 'en',
    });
  });
});

describe('SignupForm password checklist', () => {
  const states = () =>
    Object.fromEntries(
      within(screen.getByRole('list', { name: 'Password requirements' }))
        .getAllByRole('listitem')
        .map((item) => [
          item.textContent?.replace(/ \((met|not met yet)\)$/, ''),
          item.dataset.met,
        ]),
    );

  it('when nothing is typed, then no requirement is met', () => {
    setup();

    expect(states()).toEqual({
      'At least 8 characters': 'false',
      '1 number': 'false',
      '1 special character': 'false',
      '1 uppercase letter': 'false',
      '1 lowercase letter': 'false',
    });
  });

  it('when the password grows, then the checklist follows it live', async () => {
    const user = setup();
    const password = screen.getByLabelText('Password');

    await user.type(password, 'abc');
    expect(states()).toMatchObject({ '1 lowercase letter': 'true', '1 uppercase letter': 'false' });

    await user.type(password, 'D1');
    expect(states()).toMatchObject({ '1 number': 'true', '1 uppercase letter': 'true' });
    expect(states()['At least 8 characters']).toBe('false');

    await user.type(password, '!xyz');
    expect(Object.values(states())).toEqual(['true', 'true', 'true', 'true', 'true']);
  });

  it('when the password misses a requirement, then sending says so', async () => {
    const user = setup();

    await user.type(screen.getByLabelText('Password'), 'kitchen42');
    await submit(user);

    expect(screen.getByText('Password does not meet all the requirements.')).toBeInTheDocument();
  });

  it('when Show is pressed, then the password becomes readable and Hide hides it again', async () => {
    const user = setup();
    const password = screen.getByLabelText('Password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
