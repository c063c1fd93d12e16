import { lazy, Suspense } from 'react';

/** The editor's code loads only where it is shown (the household page). */
const PantryEditorPanel = lazy(() => import('./pantry-editor'));

/** The household's pantry staples, to remove and add and save; for a signed-in cook's page. */
export function PantryEditor() {
  return (
    <Suspense
      fallback={
        <p className="pantry-editor-loading" role="status">
          Loading your pantry…
        </p>
      }
    >
      <PantryEditorPanel />
    </Suspense>
  );
}
