import {
  CARD_READER_MESSAGES,
  getCardReaderSettings,
  updateCardReaderSettings,
  type CardReaderSettings,
} from '@family-recipes/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LanguageProvider } from '../../../i18n/language';
import { loadEveryCatalog } from '../../../i18n/messages';
import { answer, failure } from '../../../testing/api-mocks';
import { clearToasts, renderSignedIn, stubMatchMedia, TEST_COOK } from '../../../testing/kitchen';
import { server } from '../../../testing/msw';
import { CardReaderPage } from './card-reader-page';

const ADMIN = { ...TEST_COOK, groups: ['admin'] };

function settings(overrides: Partial<CardReaderSettings> = {}): CardReaderSettings {
  return {
    enabled: true,
    endpoint: 'https://api.openai.com/v1',
    model: 'gpt-4o-mini',
    key_set: true,
    monthly_budget: 200,
    per_cook_limit: 20,
    used_this_month: 12,
    tokens_this_month: 34_567,
    ...overrides,
  };
}

/** The page with the settings given, and the settings' writes answered with what was sent. */
function renderPage(stored = settings()) {
  const saved = answer(updateCardReaderSettings, ({ body: { apiKey, ...body } }) => ({
    ...stored,
    ...body,
    key_set: apiKey === undefined ? stored.key_set : apiKey !== '',
  }));
  server.use(
    answer(getCardReaderSettings, () => stored),
    saved,
  );
  renderSignedIn(<CardReaderPage />, { user: ADMIN });
  return { saved, user: userEvent.setup() };
}

beforeEach(stubMatchMedia);
afterEach(() => clearToasts());

describe('CardReaderPage', () => {
  it('when the settings load, then they show with this month’s use, and the key field is empty and says a key is kept', async () => {
    renderPage();

    expect(await screen.findByText('12 of 200 cards used this month.')).toBeVisible();
    expect(screen.getByText('34,567 tokens used by the model.')).toBeVisible();
    expect(
      screen.getByRole('checkbox', { name: /Offer the server reader to cooks/ }),
    ).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'API address' })).toHaveValue(
      'https://api.openai.com/v1',
    );
    expect(screen.getByRole('textbox', { name: 'Model' })).toHaveValue('gpt-4o-mini');
    const key = screen.getByLabelText('API key');
    expect(key).toHaveAttribute('type', 'password');
    expect(key).toHaveAttribute('autocomplete', 'off');
    expect(key).toHaveValue('');
    expect(key).toHaveAttribute('placeholder', 'A key is kept; leave empty to keep it');
    expect(
      screen.getByRole('spinbutton', { name: 'Cards each month, for the whole site' }),
    ).toHaveValue(200);
    expect(screen.getByRole('spinbutton', { name: 'Cards each month, for each cook' })).toHaveValue(
      20,
    );
  });

  it('when no key is kept, then the key field says so and there is nothing to remove', async () => {
    renderPage(settings({ key_set: false, enabled: false }));

    expect(await screen.findByLabelText('API key')).toHaveAttribute(
      'placeholder',
      'No key is kept',
    );
    expect(screen.queryByRole('checkbox', { name: 'Remove the key' })).not.toBeInTheDocument();
  });

  it('when the model is changed and the key left empty, then the key is left out of what is sent', async () => {
    const { saved, user } = renderPage();
    const model = await screen.findByRole('textbox', { name: 'Model' });

    await user.clear(model);
    await user.type(model, '  llama3.2-vision ');
    const budget = screen.getByRole('spinbutton', { name: 'Cards each month, for the whole site' });
    await user.clear(budget);
    await user.type(budget, '300');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The card reader’s settings are saved.')).toBeInTheDocument();
    expect(saved.bodies).toEqual([
      {
        enabled: true,
        endpoint: 'https://api.openai.com/v1',
        model: 'llama3.2-vision',
        monthly_budget: 300,
        per_cook_limit: 20,
      },
    ]);
    expect(saved.bodies[0]).not.toHaveProperty('apiKey');
  });

  it('when a new key is typed, then it is sent, and the field is empty again once saved', async () => {
    const { saved, user } = renderPage(settings({ key_set: false }));
    const key = await screen.findByLabelText('API key');

    await user.type(key, 'sk-new-key');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The card reader’s settings are saved.')).toBeInTheDocument();
    expect(saved.bodies.map((body) => body.apiKey)).toEqual(['sk-new-key']);
    expect(key).toHaveValue('');
    expect(key).toHaveAttribute('placeholder', 'A key is kept; leave empty to keep it');
  });

  it('when "Remove the key" is ticked, then an empty key is sent', async () => {
    const { saved, user } = renderPage();

    await user.click(await screen.findByRole('checkbox', { name: 'Remove the key' }));
    expect(screen.getByLabelText('API key')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The card reader’s settings are saved.')).toBeInTheDocument();
    expect(saved.bodies.map((body) => body.apiKey)).toEqual(['']);
    expect(screen.getByLabelText('API key')).toHaveAttribute('placeholder', 'No key is kept');
  });

  it('when the address is plain http on the internet, then the field says why and nothing is sent', async () => {
    const { saved, user } = renderPage();
    const address = await screen.findByRole('textbox', { name: 'API address' });

    await user.clear(address);
    await user.type(address, 'http://models.example.com/v1');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(CARD_READER_MESSAGES.endpointInvalid)).toBeVisible();
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(saved.calls).toHaveLength(0);
  });

  it('when the server refuses the settings, then its message shows and the field it names is marked', async () => {
    const { user } = renderPage();
    server.use(
      answer(updateCardReaderSettings, () =>
        failure(400, 'Invalid card reader settings', {
          errors: [{ field: 'model', message: CARD_READER_MESSAGES.modelRequired }],
        }),
      ),
    );

    await user.click(await screen.findByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('The settings could not be saved. Invalid card reader settings'),
    ).toBeInTheDocument();
    expect(screen.getByText(CARD_READER_MESSAGES.modelRequired)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Model' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('when a German administrator enters a wrong budget, then the error is in German', async () => {
    server.use(answer(getCardReaderSettings, () => settings()));
    await loadEveryCatalog('de');
    renderSignedIn(
      <LanguageProvider initial="de">
        <CardReaderPage />
      </LanguageProvider>,
      { user: ADMIN },
    );
    const user = userEvent.setup();
    const budget = await screen.findByRole('spinbutton', {
      name: 'Karten pro Monat für die ganze Website',
    });

    await user.clear(budget);
    await user.type(budget, '2.5');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(
      await screen.findByText(
        'Das Monatsbudget ist eine ganze Zahl von Karten zwischen 0 und 100.000.',
      ),
    ).toBeVisible();
  });

  it('when the settings cannot be loaded, then the page says why and offers to try again', async () => {
    server.use(answer(getCardReaderSettings, () => failure(503, 'The database is not reachable.')));
    renderSignedIn(<CardReaderPage />, { user: ADMIN });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The card reader’s settings could not be loaded: The database is not reachable.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
