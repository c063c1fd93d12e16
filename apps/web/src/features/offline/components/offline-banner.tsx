import { useT } from '../../../i18n/language';
import { offlineMessages } from '../messages';
import { useOnline } from '../use-online';

/**
 * Says, at the top of every page, that the site is offline. The live region is always there so
 * that screen readers announce the message when it appears.
 */
export function OfflineBanner() {
  const t = useT(offlineMessages);
  const online = useOnline();
  return (
    <div role="status" aria-live="polite" className="offline-status">
      {!online && (
        <p className="offline-banner">
          <svg
            className="offline-banner__icon"
            viewBox="0 0 24 24"
            width="22"
            height="22"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0M3 3l18 18"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
            <circle cx="12" cy="19" r="1.5" fill="currentColor" />
          </svg>
          <span>{t('offlineBanner')}</span>
        </p>
      )}
    </div>
  );
}
