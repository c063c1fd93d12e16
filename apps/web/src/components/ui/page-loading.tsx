import { useLoadedT } from '../../i18n/language';
import { recipeCardMessages } from '../recipe-card/messages';

/*
 * "Loading" is among the first page's words (the recipe card's catalog), and shows even while the
 * reader's catalog is still on its way: these stand in for pages that are loading.
 */

export function PageLoading() {
  const t = useLoadedT(recipeCardMessages);
  return (
    <div className="container page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{t('loading')}…</span>
    </div>
  );
}

/** The loading line in place of a panel inside a page that is already drawn. */
export function PanelLoading() {
  const t = useLoadedT(recipeCardMessages);
  return (
    <p className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {t('loading')}…
    </p>
  );
}
