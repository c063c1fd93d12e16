import {
  CARD_READER_MESSAGES,
  type CardRead,
  type CardReaderAnswer,
  type RecipeLanguage,
} from '@family-recipes/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { useT, type Translate } from '../../../../i18n/language';
import { useSharedText } from '../../../../i18n/shared-text';
import { useSession } from '../../../../lib/session';
import {
  cardReaderOfferQueryOptions,
  cardReadQueryOptions,
  useStartCardRead,
} from '../api/card-reads';
import { cardScanMessages } from '../messages';
import type { CardReading } from '../read-card';

type Key = keyof typeof cardScanMessages.en;

/** The server's reasons a read was refused or failed, in the cook's words. */
const ERROR_KEYS: Readonly<Record<string, Key>> = {
  [CARD_READER_MESSAGES.notOffered]: 'errorNotOffered',
  [CARD_READER_MESSAGES.budgetSpent]: 'errorBudgetSpent',
  [CARD_READER_MESSAGES.cookLimit]: 'errorCookLimit',
  [CARD_READER_MESSAGES.photosRequired]: 'errorPhotosRequired',
  [CARD_READER_MESSAGES.interrupted]: 'errorInterrupted',
  [CARD_READER_MESSAGES.unusableAnswer]: 'errorUnusableAnswer',
  [CARD_READER_MESSAGES.unreachable]: 'errorUnreachable',
  [CARD_READER_MESSAGES.refused]: 'errorRefused',
};

const STATUS_KEYS = {
  queued: 'serverQueued',
  reading: 'serverReading',
  checking: 'serverChecking',
  retrying: 'serverRetrying',
  // Shown until the answer has become drafts (a failed read shows its reason instead).
  done: 'serverChecking',
  failed: 'serverChecking',
} as const satisfies Record<CardRead['status'], Key>;

type Server =
  | { state: 'offered' }
  | { state: 'sending' }
  | { state: 'polling'; id: string }
  | { state: 'shown' }
  | { state: 'failed'; message: string };

/**
 * "Read on the server instead", once the device has read the photos: they are sent to the reader
 * the site's administrators set up (when it is offered to this cook), the read's progress shows
 * while it runs, and its answer is read as the device's reading is (`onRead`). Nothing of it shows
 * when the reader is not offered or the offer cannot be read.
 */
export function ServerRead({
  photos,
  language,
  disabled,
  onRead,
}: {
  photos: readonly File[];
  language: RecipeLanguage;
  /** While the form is being sent. */
  disabled: boolean;
  onRead: (reading: CardReading) => void;
}) {
  const t = useT(cardScanMessages);
  const text = useSharedText();
  const id = useId().replace(/:/g, '');
  const { user } = useSession();
  const offer = useQuery(cardReaderOfferQueryOptions(user?.email));
  const start = useStartCardRead();
  const [server, setServer] = useState<Server>({ state: 'offered' });
  const polled = useQuery({
    ...cardReadQueryOptions(server.state === 'polling' ? server.id : ''),
    enabled: server.state === 'polling',
  });
  const read = server.state === 'polling' ? polled.data : undefined;
  const answer = read?.status === 'done' ? read.answer : null;

  const taken = useRef<string | null>(null);

  const reached = useEffectEvent((done: CardReaderAnswer) => {
    if (server.state !== 'polling' || taken.current === server.id) return;
    taken.current = server.id;
    import('../server-reading')
      .then(({ readingOfAnswer }) => readingOfAnswer(done, photos, language))
      .then((reading) => {
        setServer({ state: 'shown' });
        onRead(reading);
      })
      .catch(() => setServer({ state: 'failed', message: t('serverFailed') }));
  });
  useEffect(() => {
    if (answer) reached(answer);
  }, [answer]);

  const begin = () => {
    setServer({ state: 'sending' });
    start.mutate(photos, {
      onSuccess: (started) => setServer({ state: 'polling', id: started.id }),
      onError: (error) => setServer({ state: 'failed', message: error.message }),
    });
  };

  const failure =
    server.state === 'failed'
      ? server.message
      : read?.status === 'failed'
        ? (read.error ?? t('serverFailed'))
        : server.state === 'polling' && polled.isError
          ? polled.error.message
          : null;
  const running = server.state === 'sending' || (server.state === 'polling' && failure === null);
  const left = offer.data?.available ? offer.data.remaining : 0;

  if (running) {
    const label = read ? t(STATUS_KEYS[read.status]) : t('serverSending');
    return (
      <div role="status" className="card-scan__server">
        <label htmlFor={`${id}-progress`}>{label}</label>
        <progress
          id={`${id}-progress`}
          className="card-scan__progress"
          max={100}
          value={read?.progress}
        />
      </div>
    );
  }
  if (server.state === 'shown' || (failure === null && left === 0)) return null;
  return (
    <div className="card-scan__server">
      {failure !== null && (
        <p className="form-field__error" role="alert">
          {errorText(t, text, failure)}
        </p>
      )}
      {left > 0 && (
        <>
          <Button
            variant="secondary"
            disabled={disabled}
            aria-describedby={`${id}-note`}
            onClick={begin}
          >
            {t('serverButton')}
          </Button>
          <p id={`${id}-note`} className="card-scan__note">
            {t('serverNote', { count: left })}
          </p>
        </>
      )}
    </div>
  );
}

/** A reason from the server in the cook's words, else as the shared texts give it. */
function errorText(t: Translate<Key>, text: (english: string) => string, message: string) {
  const key = ERROR_KEYS[message];
  return key === undefined ? text(message) : t(key);
}
