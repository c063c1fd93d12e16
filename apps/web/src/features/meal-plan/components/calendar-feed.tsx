import { lazy, Suspense, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { fieldIds, FormField } from '../../../components/ui/form-field';
import { LoadFailure } from '../../../components/ui/retry-button';
import { useCalendarFeed, useMakeCalendarFeed, useStopCalendarFeed } from '../api/plan-extras-api';
import { Button } from '../../../components/ui/button';
import { useLanguage, useT } from '../../../i18n/language';
import { mealPlanMessages } from '../messages';
import { dateLocale } from '../plan-dates';

/** The QR encoder comes with this, and only once an address is shown. */
const FeedQr = lazy(() => import('./feed-qr'));

/** The same address for calendar apps: a webcal: link opens the phone's "Subscribe". */
const webcalOf = (url: string) => url.replace(/^https?:\/\//, 'webcal://');

const madeOn = (timestamp: string, language: string) =>
  new Date(timestamp).toLocaleDateString(dateLocale(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

/**
 * The calendar feed: an address a phone's calendar subscribes to, so the plan shows up there. The
 * server keeps no copy of the address, so it is shown once, when it is made.
 */
export function CalendarFeed() {
  const t = useT(mealPlanMessages);
  const { language } = useLanguage();
  const prefix = useId();
  const feed = useCalendarFeed();
  const make = useMakeCalendarFeed();
  const stop = useStopCalendarFeed();
  const [address, setAddress] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'reset' | 'off' | null>(null);
  const addressField = useRef<HTMLInputElement>(null);
  const ids = fieldIds(prefix, 'address');

  const makeAddress = () => {
    setConfirming(null);
    make.mutate(undefined, {
      onSuccess: ({ url }) => {
        setAddress(url);
        toast.success(t('feedReady'));
        requestAnimationFrame(() => addressField.current?.select());
      },
      onError: (error) => toast.error(t('feedMakeFailed', { error: error.message })),
    });
  };

  const turnOff = () => {
    setConfirming(null);
    stop.mutate(undefined, {
      onSuccess: () => {
        setAddress(null);
        toast.success(t('feedOff'));
      },
      onError: (error) => toast.error(t('feedOffFailed', { error: error.message })),
    });
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('copied'));
    } catch {
      toast.error(t('copyFailed'));
      addressField.current?.select();
    }
  };

  const busy = make.isPending || stop.isPending;

  return (
    <section className="plan-panel" aria-labelledby={`${prefix}-title`}>
      <h2 id={`${prefix}-title`} className="plan-panel__title">
        {t('feedTitle')}
      </h2>
      <p className="plan-panel__text">{t('feedLead')}</p>
      <p className="plan-panel__text">{t('feedPrivate')}</p>

      {address && (
        <div className="plan-feed">
          <FormField ids={ids} label={t('feedAddress')} marker={false} hint={t('feedAddressHint')}>
            <input
              ref={addressField}
              id={ids.id}
              aria-describedby={ids.hintId}
              className="form-control"
              type="text"
              readOnly
              value={address}
              onFocus={(event) => event.target.select()}
            />
          </FormField>
          <div className="plan-panel__buttons">
            <Button variant="primary" onClick={() => void copy(address)}>
              {t('copy')}
            </Button>
            <a className="button button--secondary" href={webcalOf(address)}>
              {t('addToCalendar')}
            </a>
          </div>
          <Suspense
            fallback={
              <p className="plan-panel__text" role="status">
                {t('drawingQr')}
              </p>
            }
          >
            <FeedQr url={address} />
          </Suspense>
        </div>
      )}

      {feed.isPending ? (
        <p className="plan-panel__text" role="status">
          {t('checkingFeed')}
        </p>
      ) : feed.isError ? (
        <LoadFailure
          textClassName="plan-panel__text"
          message={t('feedCheckFailed', { error: feed.error.message })}
          query={feed}
        />
      ) : confirming ? (
        <div className="plan-confirm" role="alert">
          <p className="plan-panel__text">
            {confirming === 'reset' ? t('confirmReset') : t('confirmOff')}
          </p>
          <div className="plan-panel__buttons">
            <Button
              variant="primary"
              disabled={busy}
              onClick={confirming === 'reset' ? makeAddress : turnOff}
            >
              {confirming === 'reset' ? t('yesReset') : t('yesOff')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {t('keepIt')}
            </Button>
          </div>
        </div>
      ) : feed.data.enabled ? (
        <>
          {!address && (
            <p className="plan-panel__text">
              {feed.data.created_on
                ? t('feedOnSince', { date: madeOn(feed.data.created_on, language) })
                : t('feedOn')}
            </p>
          )}
          <div className="plan-panel__buttons">
            <Button variant="secondary" disabled={busy} onClick={() => setConfirming('reset')}>
              {t('resetAddress')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setConfirming('off')}>
              {t('turnOff')}
            </Button>
          </div>
        </>
      ) : (
        <div className="plan-panel__buttons">
          <Button variant="primary" disabled={busy} onClick={makeAddress}>
            {t('getAddress')}
          </Button>
        </div>
      )}
    </section>
  );
}
