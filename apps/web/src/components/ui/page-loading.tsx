import { PAGE_TEXT } from '@family-recipes/shared';

export function PageLoading() {
  return (
    <div className="container page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{PAGE_TEXT.loading}…</span>
    </div>
  );
}
