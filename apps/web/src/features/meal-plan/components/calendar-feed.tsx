import { lazy, Suspense, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { fieldIds, FormField } from '../../../components/ui/form-field';
import { LoadFailure } from '../../../components/ui/retry-button';
import { useCalendarFeed, useMakeCalendarFeed, useStopCalendarFeed } from '../api/plan-extras-api';
import { Button } from '../../../components/ui/button';

/** The QR encoder comes with this, and only once an address is shown. */
const FeedQr = lazy(() => import('./feed-qr'));

/** The same address for calendar apps: a webcal: link opens the phone's "Subscribe". */
const webcalOf = (url: string) => url.replace(/^https?:\/\//, 'webcal://');

const madeOn = (timestamp: string) =>
  new Date(timestamp).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

/**
 * The calendar feed: an address a phone's calendar subscribes to, so the plan shows up there. The
 * server keeps no copy of the address, so it is shown once, when it is made.
 */
export function CalendarFeed() {
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
        toast.success('Your calendar address is ready. Copy it now.');
        requestAnimationFrame(() => addressField.current?.select());
      },
      onError: (error) => toast.error(`We could not make a calendar address. ${error.message}`),
    });
  };

  const turnOff = () => {
    setConfirming(null);
    stop.mutate(undefined, {
      onSuccess: () => {
        setAddress(null);
        toast.success('The calendar feed is off. Its address no longer works.');
      },
      onError: (error) => toast.error(`We could not turn the feed off. ${error.message}`),
    });
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('The address is copied.');
    } catch {
      toast.error('Copying did not work here. Select the address and copy it yourself.');
      addressField.current?.select();
    }
  };

  const busy = make.isPending || stop.isPending;

  return (
    <section className="plan-panel" aria-labelledby={`${prefix}-title`}>
      <h2 id={`${prefix}-title`} className="plan-panel__title">
        Calendar feed
      </h2>
      <p className="plan-panel__text">
        See your meal plan in your phone’s calendar: each planned meal shows up on its day, and the
        calendar keeps up when you change the plan here. Get an address below and add it to your
        phone’s calendar as a subscribed calendar (“Add calendar from URL” or “Subscribe”).
      </p>
      <p className="plan-panel__text">
        The address is yours alone: everyone in your household has their own, and a new one of yours
        leaves theirs working. Keep it to yourself: anyone who has it can see your plan.
      </p>

      {address && (
        <div className="plan-feed">
          <FormField
            ids={ids}
            label="Your calendar address"
            marker={false}
            hint="This address is shown only this once. Copy it now and add it to your calendar."
          >
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
              Copy
            </Button>
            <a className="button button--secondary" href={webcalOf(address)}>
              Add to my calendar
            </a>
          </div>
          <Suspense
            fallback={
              <p className="plan-panel__text" role="status">
                Drawing the QR code…
              </p>
            }
          >
            <FeedQr url={address} />
          </Suspense>
        </div>
      )}

      {feed.isPending ? (
        <p className="plan-panel__text" role="status">
          Checking your calendar feed…
        </p>
      ) : feed.isError ? (
        <LoadFailure
          textClassName="plan-panel__text"
          message={`We could not check your calendar feed. ${feed.error.message}`}
          query={feed}
        />
      ) : confirming ? (
        <div className="plan-confirm" role="alert">
          <p className="plan-panel__text">
            {confirming === 'reset'
              ? 'A new address replaces the old one: the old address stops working, and calendars that use it stop showing your plan.'
              : 'Turning the feed off stops its address working: calendars that use it stop showing your plan.'}
          </p>
          <div className="plan-panel__buttons">
            <Button
              variant="primary"
              disabled={busy}
              onClick={confirming === 'reset' ? makeAddress : turnOff}
            >
              {confirming === 'reset' ? 'Yes, make a new address' : 'Yes, turn it off'}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              Keep it as it is
            </Button>
          </div>
        </div>
      ) : feed.data.enabled ? (
        <>
          {!address && (
            <p className="plan-panel__text">
              Your calendar feed is on
              {feed.data.created_on ? ` (address made on ${madeOn(feed.data.created_on)})` : ''}.
              Its address was shown only when it was made: we keep no copy of it. Lost the address?
              Reset it to get a new one.
            </p>
          )}
          <div className="plan-panel__buttons">
            <Button variant="secondary" disabled={busy} onClick={() => setConfirming('reset')}>
              Reset address
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setConfirming('off')}>
              Turn off
            </Button>
          </div>
        </>
      ) : (
        <div className="plan-panel__buttons">
          <Button variant="primary" disabled={busy} onClick={makeAddress}>
            Get calendar address
          </Button>
        </div>
      )}
    </section>
  );
}
