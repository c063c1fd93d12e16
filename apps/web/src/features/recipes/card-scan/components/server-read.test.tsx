import {
  CARD_READER_MESSAGES,
  getCardRead,
  getCardReaderOffer,
  startCardRead,
  type CardRead,
  type CardReaderAnswer,
  type ReaderLine,
} from '@family-recipes/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '../../../../i18n/language';
import { loadEveryCatalog } from '../../../../i18n/messages';
import { answer, failure } from '../../../../testing/api-mocks';
import { renderSignedIn } from '../../../../testing/kitchen';
import { server } from '../../../../testing/msw';
import { stubMatchMedia } from '../../form/testing/match-media';
import { renderWithProviders } from '../../form/testing/render-with-providers';
import { RecipeForm } from '../../form/components/recipe-form';
import { readCard } from '../read-card';
import { ScanCard } from './scan-card';

// Text recognition needs a browser's canvas and workers: here the device finds no recipe.
vi.mock('../read-card', () => ({ readCard: vi.fn() }));
// jsdom decodes no image: every photo is 800 by 600.
vi.mock('../photo-size', () => ({
  photoSizes: (photos: readonly Blob[]) =>
    Promise.resolve(photos.map(() => ({ width: 800, height: 600 }))),
}));

const READ_ID = '7b0c3f1e-2d4a-4c5b-8e6f-1a2b3c4d5e6f';

const line = (text: string, box: ReaderLine['box'] = [100, 100, 900, 140]): ReaderLine => ({
  text,
  unsure: false,
  photo: 0,
  box,
});

const ANSWER: CardReaderAnswer = {
  recipes: [
    {
      title: line('Grandma’s Apple Cake'),
      serving: line('Serves 8'),
      times: [line('Bake 45 min')],
      ingredients: [line('2 cups flour'), line('3 apples')],
      steps: [line('1. Mix the flour and the apples.'), line('2. Bake until golden.')],
      tips: [],
    },
  ],
};

function cardRead(overrides: Partial<CardRead> = {}): CardRead {
  return {
    id: READ_ID,
    status: 'queued',
    progress: 0,
    answer: null,
    error: null,
    created_on: '2026-12-02T08:00:00.000Z',
    ...overrides,
  };
}

const photo = (name: string) => new File([`${name} bytes`], name, { type: 'image/jpeg' });

/** Chooses photos in "Scan a recipe card" and waits until the device has read them. */
async function choosePhotos(user: ReturnType<typeof userEvent.setup>, files: File[]) {
  const input = document.querySelector<HTMLInputElement>('.card-scan input[type="file"]');
  if (!input) throw new Error('No photo input');
  await user.upload(input, files);
  expect(await screen.findByRole('alert')).toBeInTheDocument();
}

let objectUrls = 0;
beforeEach(() => {
  stubMatchMedia();
  vi.mocked(readCard).mockResolvedValue({ sides: [], drafts: [] });
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:card-${(objectUrls += 1)}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.mocked(URL.createObjectURL).mockRestore();
  vi.mocked(URL.revokeObjectURL).mockRestore();
  vi.unstubAllGlobals();
});

describe('Read on the server instead', () => {
  it.each([
    ['the reader is not offered', () => ({ available: false, remaining: 0 })],
    ['the offer cannot be read', () => failure(503, 'The database is not reachable.')],
  ] as const)('when %s, then nothing of the server reader shows', async (_case, offered) => {
    const offer = answer(getCardReaderOffer, offered);
    server.use(offer);
    const { user } = renderWithProviders(
      [{ path: '/submit-recipe', element: <RecipeForm mode="submit" /> }],
      '/submit-recipe',
    );

    await choosePhotos(user, [photo('front.jpg')]);

    await waitFor(() => expect(offer.calls).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Read on the server instead' })).toBeNull();
    expect(screen.queryByText(/reads? left this month/)).toBeNull();
  });

  it('when a cook sends both photos, then the read’s progress shows and its answer fills the form for checking against the card', async () => {
    const started = answer(startCardRead, () => cardRead());
    const polled = answer(getCardRead, ({ nth }) =>
      nth === 1
        ? cardRead()
        : nth === 2
          ? cardRead({ status: 'reading', progress: 40 })
          : cardRead({ status: 'done', progress: 100, answer: ANSWER }),
    );
    server.use(
      answer(getCardReaderOffer, () => ({ available: true, remaining: 3 })),
      started,
      polled,
    );
    const { user } = renderWithProviders(
      [{ path: '/submit-recipe', element: <RecipeForm mode="submit" /> }],
      '/submit-recipe',
    );
    await choosePhotos(user, [photo('front.jpg'), photo('back.jpg')]);
    const read = await screen.findByRole('button', { name: 'Read on the server instead' });
    expect(read).toHaveAccessibleDescription(
      'The photos are sent to the reader this site’s administrators chose. 3 reads left this month.',
    );
    await user.click(read);

    expect(await screen.findByRole('progressbar', { name: 'Waiting…' })).toBeInTheDocument();
    const reading = await screen.findByRole('progressbar', { name: 'Reading the card…' });
    expect(reading).toHaveAttribute('value', '40');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Grandma’s Apple Cake'),
    );
    expect(screen.getByRole('textbox', { name: /^Ingredients/ })).toHaveValue(
      '2 cups flour\n3 apples',
    );
    expect(screen.getByText(/The form is filled from the card/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Check against the card' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    // The files the cook chose, front first.
    const sent = (started.bodies[0]?.getAll('photos') ?? []) as File[];
    expect(sent.map((file) => file.type)).toEqual(['image/jpeg', 'image/jpeg']);
    expect(await Promise.all(sent.map((file) => file.text()))).toEqual([
      'front.jpg bytes',
      'back.jpg bytes',
    ]);
    expect(polled.calls.every((call) => call.params.id === READ_ID)).toBe(true);
  });

  it('when a German cook’s read fails, then the reason shows in German and the reader is offered again', async () => {
    server.use(
      answer(getCardReaderOffer, () => ({ available: true, remaining: 2 })),
      answer(startCardRead, () => cardRead({ status: 'reading', progress: 10 })),
      answer(getCardRead, () =>
        cardRead({ status: 'failed', progress: 100, error: CARD_READER_MESSAGES.unreachable }),
      ),
    );
    await loadEveryCatalog('de');
    renderSignedIn(
      <LanguageProvider initial="de">
        <ScanCard onScanned={vi.fn()} disabled={false} />
      </LanguageProvider>,
    );
    const user = userEvent.setup();

    await choosePhotos(user, [photo('front.jpg')]);
    await user.click(
      await screen.findByRole('button', { name: 'Stattdessen auf dem Server lesen' }),
    );

    expect(
      await screen.findByText(
        'Der Serverleser war nicht erreichbar. Bitte versuchen Sie es später noch einmal.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stattdessen auf dem Server lesen' })).toBeEnabled();
  });

  it('when the cook’s reads for the month are used up, then the refusal says so', async () => {
    const onScanned = vi.fn();
    server.use(
      answer(getCardReaderOffer, () => ({ available: true, remaining: 1 })),
      answer(startCardRead, () => failure(429, CARD_READER_MESSAGES.cookLimit)),
    );
    renderSignedIn(<ScanCard onScanned={onScanned} disabled={false} />);
    const user = userEvent.setup();

    await choosePhotos(user, [photo('front.jpg')]);
    await user.click(await screen.findByRole('button', { name: 'Read on the server instead' }));

    expect(await screen.findByText(CARD_READER_MESSAGES.cookLimit)).toBeInTheDocument();
    expect(onScanned).not.toHaveBeenCalled();
  });
});
