import { Link } from 'react-router';
import { useT } from '../../../i18n/language';
import { offlineMessages } from '../messages';

/** What a page shows offline when it was never saved on this device. */
export function NotSavedOffline() {
  const t = useT(offlineMessages);
  return (
    <div className="container offline-missing">
      <h1 className="offline-missing__title">{t('notSavedTitle')}</h1>
      <p className="offline-missing__message">{t('notSavedMessage')}</p>
      <div className="offline-missing__links">
        <Link to="/favourites" className="button button--primary button--large">
          {t('favourites')}
        </Link>
        <Link to="/shopping-lists" className="button button--secondary button--large">
          {t('shoppingLists')}
        </Link>
      </div>
    </div>
  );
}
