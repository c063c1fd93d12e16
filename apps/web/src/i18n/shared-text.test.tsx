import {
  COOKBOOK_PREVIEW_MESSAGES,
  TOASTS,
  VALIDATION,
  aisleNameTaken,
  type SiteLanguage,
} from '@family-recipes/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import de from '../../../../packages/shared/src/i18n/locales/de.json';
import TranslatedToaster from '../app/translated-toaster';
import contactDe from '../features/contact/locales/de.json';
import { ContactForm } from '../features/contact/components/contact-form';
import { contactMessages } from '../features/contact/messages';
import { clearToasts, stubMatchMedia } from '../testing/kitchen';
import { createTestQueryClient } from '../testing/test-utils';
import { LanguageProvider } from './language';
import { sharedTextMessages, useSharedText } from './shared-text';

/**
 * Renders `children` and the toaster in `language` with its catalogs loaded first, as the server
 * sends them with a page or the language menu loads them before it switches.
 */
async function renderIn(language: SiteLanguage, children = <ContactForm />) {
  await Promise.all([sharedTextMessages.load(language), contactMessages.load(language)]);
  await act(async () => {
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <LanguageProvider initial={language}>
          <Suspense fallback={null}>
            {children}
            <TranslatedToaster />
          </Suspense>
        </LanguageProvider>
      </QueryClientProvider>,
    );
  });
  return userEvent.setup();
}

beforeEach(() => {
  stubMatchMedia();
});

afterEach(clearToasts);

describe('shared texts in the reader’s language', () => {
  it('when a German reader sends the empty contact form, then the field errors and the toast are German', async () => {
    const user = await renderIn('de');

    await user.click(await screen.findByRole('button', { name: contactDe.contactSend }));

    const name = screen.getByLabelText(/^Name/);
    expect(name).toHaveAccessibleDescription(de['VALIDATION.nameRequired']);
    expect(de['VALIDATION.nameRequired']).not.toBe(VALIDATION.nameRequired);
    const title = await screen.findByText(de['TOASTS.validationErrorTitle']);
    const toastBox = title.closest('.form-toast') as HTMLElement;
    expect(
      within(toastBox)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      de['VALIDATION.nameRequired'],
      de['VALIDATION.emailRequired'],
      de['VALIDATION.messageRequired'],
    ]);
  });

  it('when a toast shows one of the shared texts, then a German reader reads it in German', async () => {
    await renderIn('de', <p>Ready</p>);
    await screen.findByText('Ready');

    act(() => {
      toast.success(TOASTS.messageSent);
      toast.error('Something only this page says');
    });

    expect(await screen.findByText(de['TOASTS.messageSent'])).toBeInTheDocument();
    expect(screen.queryByText(TOASTS.messageSent)).not.toBeInTheDocument();
    expect(screen.getByText('Something only this page says')).toBeInTheDocument();
  });

  it('when the reader reads English, then the shared texts show as the specification words them', async () => {
    const user = await renderIn('en');

    await user.click(await screen.findByRole('button', { name: 'Send Message' }));
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription(VALIDATION.nameRequired);
    expect(await screen.findByText(TOASTS.validationErrorTitle)).toBeInTheDocument();

    act(() => {
      toast.success(TOASTS.messageSent);
    });
    expect(await screen.findByText(TOASTS.messageSent)).toBeInTheDocument();
  });

  it('passes a text that is not one of the shared texts through unchanged', async () => {
    function Names() {
      const text = useSharedText();
      return (
        <p>
          {text(TOASTS.messageSent)} / {text('Anything')}
        </p>
      );
    }
    await renderIn('de', <Names />);

    expect(await screen.findByText(`${de['TOASTS.messageSent']} / Anything`)).toBeInTheDocument();
  });

  it('when the API wrote a text with values, then a German reader reads it in German with the same values', async () => {
    function Warnings() {
      const text = useSharedText();
      return (
        <ul>
          <li>{text(COOKBOOK_PREVIEW_MESSAGES.longRecipe('Omas Apfelkuchen', 4))}</li>
          <li>{text(aisleNameTaken('Getränke'))}</li>
        </ul>
      );
    }
    await renderIn('de', <Warnings />);

    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '„Omas Apfelkuchen“ füllt 4 Seiten. Eine kürzere Beschreibung oder Geschichte hielte es auf weniger.',
      'Ihr Haushalt hat schon einen Gang namens „Getränke“.',
    ]);
  });
});
