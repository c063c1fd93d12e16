import type { Recipe, UnitSystem } from '@family-recipes/shared';
import { lazy, Suspense } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useHydrated } from '../../../lib/use-hydrated';
import { ShareButton } from './share-button';
import './recipe-tools.css';

/** Cook mode's code loads when someone starts cooking, not with the recipe page. */
const CookMode = lazy(() => import('./cook-mode'));

/** The search parameter that opens cook mode: a history entry, so the phone's Back button leaves it. */
const COOK_PARAM = 'cook';

/** Share, Print and Start cooking; cook mode itself opens over the page. */
export function RecipeTools({
  recipe,
  factor,
  system,
  onSystemChange,
}: {
  recipe: Recipe;
  factor: number;
  system: UnitSystem;
  onSystemChange: (system: UnitSystem) => void;
}) {
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  // Cook mode's code loads when it opens, in the browser only (lib/use-hydrated.ts).
  const cooking = searchParams.has(COOK_PARAM) && hydrated;
  const openedHere = (location.state as { cookOpenedHere?: boolean } | null)?.cookOpenedHere;

  const leave = () => {
    // Back to the entry before cook mode when it was opened here, so Back does not reopen it.
    if (openedHere) void navigate(-1);
    else void navigate({ search: '' }, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="recipe-tools" role="group" aria-label="Use this recipe">
      <Link
        to={{ search: `?${COOK_PARAM}=1` }}
        state={{ cookOpenedHere: true }}
        preventScrollReset
        className="button button--primary"
      >
        <CookIcon />
        Start cooking
      </Link>
      <ShareButton title={recipe.title} path={`/recipes/${encodeURIComponent(recipe._id)}`} />
      <button type="button" className="button button--secondary" onClick={() => window.print()}>
        <PrintIcon />
        Print
      </button>
      {cooking && (
        <Suspense fallback={null}>
          <CookMode
            recipe={recipe}
            factor={factor}
            system={system}
            onSystemChange={onSystemChange}
            onLeave={leave}
          />
        </Suspense>
      )}
    </div>
  );
}

function CookIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M4 11h16v2a6 6 0 0 1-6 6h-4a6 6 0 0 1-6-6v-2zM2 11h2M20 11h2M9 4v3M12 3v4M15 4v3"
      />
    </svg>
  );
}

function PrintIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M7 9V3h10v6M7 17H5a2 2 0 0 1-2-2v-4a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2h-2M7 14h10v7H7z"
      />
    </svg>
  );
}
