import type { Recipe, UnitSystem } from '@family-recipes/shared';
import { lazy, Suspense } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { CookingPot, Icon, Printer } from '../../../components/icons';
import { useHydrated } from '../../../lib/use-hydrated';
import { ShareButton } from './share-button';
import './recipe-tools.css';
import { Button } from '../../../components/ui/button';

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
        <Icon icon={CookingPot} />
        Start cooking
      </Link>
      <ShareButton title={recipe.title} path={`/recipes/${encodeURIComponent(recipe._id)}`} />
      <Button variant="secondary" onClick={() => window.print()}>
        <Icon icon={Printer} />
        Print
      </Button>
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
