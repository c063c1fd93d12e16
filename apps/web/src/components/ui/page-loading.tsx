import { PAGE_TEXT } from '@family-recipes/shared';

export function PageLoading() {
  return (
    <div className="container page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{PAGE_TEXT.loading}…</span>
    </div>
  );
}

/** The loading line in place of a panel inside a page that is already drawn. */
export function PanelLoading() {
  return (
    <p className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {PAGE_TEXT.loading}…
    </p>
  );
}
