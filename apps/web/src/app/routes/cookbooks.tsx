import { lazy, Suspense } from 'react';
import { PageLoading } from '../../components/ui/page-loading';

/*
 * The cookbooks' pages load in two steps: this module, whose list of files is short, then the
 * pages with their form, drag and drop and upload. The router names every route's files in the
 * site's first load, which has no bytes to spare (docs/performance.md).
 */
const CookbooksPages = lazy(() => import('./cookbooks-pages'));

export default function CookbooksRoute() {
  return (
    <Suspense fallback={<PageLoading />}>
      <CookbooksPages />
    </Suspense>
  );
}
