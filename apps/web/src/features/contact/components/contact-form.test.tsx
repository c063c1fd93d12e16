import { sendContactMessage } from '@family-recipes/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answer, failure, type Resolver } from '../../../testing/api-mocks';
import { clearToasts, stubMatchMedia } from '../../../testing/kitchen';
import { server } from '../../../testing/msw';
import { createTestQueryClient } from '../../../testing/test-utils';
import { ContactForm } from './contact-form';

/** Answers the contact form's message with `resolve` and keeps each request's form data. */
function answerSendEmail(
  resolve: Resolver<typeof sendContactMessage> = () => ({ message: 'Message received' }),
) {
  const bodies: FormData[] = [];
  server.use(
    answer(sendContactMessage, async (asked) => {
      bodies.push(await asked.request.formData());
      return resolve(asked);
    }),
  );
  return bodies;
}

function renderContactForm() {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <ContactForm />
      <Toaster />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function fillMessage(user: ReturnType<typeof userEvent.setup>, subject = 'Hello') {
  await user.type(screen.getByLabelText(/^Name/), 'Rose');
  await user.type(screen.getByLabelText(/^Email/), 'rose@example.test');
  if (subject) await user.type(screen.getByLabelText(/^Subject/), subject);
  await user.type(screen.getByLabelText(/^Message/), 'I love the pie.');
}

/** Renders the form, fills it in (with `subject`, or none when empty) and sends it. */
async function sendFilledMessage(subject?: string) {
  const user = renderContactForm();
  await fillMessage(user, subject);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

beforeEach(() => {
  stubMatchMedia();
});

afterEach(clearToasts);

describe('ContactForm', () => {
  it('when the empty form is sent, then name, email and message are required and nothing is posted', async () => {
    const bodies = answerSendEmail();
    const user = renderContactForm();

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const toastBox = (await screen.findByText('Error!')).closest('.form-toast') as HTMLElement;
    expect(
      within(toastBox)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Name is required', 'Email is required', 'Message is required']);
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    expect(screen.getByLabelText(/^Message/)).toHaveAccessibleDescription('Message is required');
    expect(screen.getByLabelText(/^Subject/)).not.toHaveAttribute('aria-invalid');
    expect(bodies).toHaveLength(0);
  });

  it('when the email has no @, then "Enter a valid email!" shows on the email field', async () => {
    const user = renderContactForm();
    await fillMessage(user);
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'rose.example.test');

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      expect.stringContaining('Enter a valid email!'),
    );
  });

  it('when the message is sent, then it is posted as multipart, toasted, and the form clears', async () => {
    const bodies = answerSendEmail();
    await sendFilledMessage();

    expect(await screen.findByText('Successfully sent message!')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(Object.fromEntries(bodies[0]!.entries())).toEqual({
      name: 'Rose',
      email: 'rose@example.test',
      subject: 'Hello',
      body: 'I love the pie.',
    });
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
  });

  it('when no subject is given, then none is sent', async () => {
    const bodies = answerSendEmail();
    await sendFilledMessage('');

    await screen.findByText('Successfully sent message!');
    expect(bodies[0]!.has('subject')).toBe(false);
  });

  it('when sending fails, then the failure toast shows and the text is kept', async () => {
    answerSendEmail(() => failure(429, 'Too many messages. Please try again in a few minutes.'));
    await sendFilledMessage();

    expect(await screen.findByText('An error occurred while sending message')).toBeInTheDocument();
    expect(
      screen.getByText('Too many messages. Please try again in a few minutes.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Message/)).toHaveValue('I love the pie.');
  });

  it('when the server answers 400 with field errors, then each marks its field invalid', async () => {
    answerSendEmail(() =>
      failure(400, 'Name is required', {
        errors: [
          { field: 'name', message: 'Name is required' },
          { field: 'body', message: 'Message is required' },
        ],
      }),
    );
    await sendFilledMessage();

    expect(await screen.findByText('An error occurred while sending message')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText(/^Message/)).toHaveAccessibleDescription('Message is required');
    expect(screen.getByLabelText(/^Email/)).not.toHaveAttribute('aria-invalid');
  });
});
