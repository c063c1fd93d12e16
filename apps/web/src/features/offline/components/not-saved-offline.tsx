import { Link } from 'react-router';

/** What a page shows offline when it was never saved on this device. */
export function NotSavedOffline() {
  return (
    <div className="container offline-missing">
      <h1 className="offline-missing__title">This page is not saved for offline use</h1>
      <p className="offline-missing__message">
        Open it again when you are back online. Your favourites, this week’s meal plan and your
        shopping lists are saved on this device.
      </p>
      <div className="offline-missing__links">
        <Link to="/favourites" className="button button--primary button--large">
          Favourites
        </Link>
        <Link to="/shopping-lists" className="button button--secondary button--large">
          Shopping Lists
        </Link>
      </div>
    </div>
  );
}
