import { lazy, Suspense } from 'react';
import { useT } from '../../../i18n/language';
import { shoppingMessages } from '../messages';

/** The editor's code loads only where it is shown (the household page). */
const PantryEditorPanel = lazy(() => import('./pantry-editor'));

/** The household's pantry staples, to remove and add and save; for a signed-in cook's page. */
export function PantryEditor() {
  const t = useT(shoppingMessages);
  return (
    <Suspense
      fallback={
        <p className="pantry-editor-loading" role="status">
          {t('loadingPantry')}
        </p>
      }
    >
      <PantryEditorPanel />
    </Suspense>
  );
}
