import { lazy, Suspense } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { CookingPot, Icon, Printer } from '../../../components/icons';
import { useHydrated } from '../../../lib/use-hydrated';
import type { CookModeView } from './cook-mode';
import { ShareButton } from './share-button';
import './recipe-tools.css';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/language';
import { recipesMessages } from '../messages';

/** Cook mode's code loads when someone starts cooking, not with the recipe page. */
const CookMode = lazy(() => import('./cook-mode'));

/** The search parameter that opens cook mode: a history entry, so the phone's Back button leaves it. */
const COOK_PARAM = 'cook';

/** The page's search with cook mode open or closed; the rest (the planned servings) is kept. */
function searchWith(searchParams: URLSearchParams, cooking: boolean): string {
  const params = new URLSearchParams(searchParams);
  if (cooking) params.set(COOK_PARAM, '1');
  else params.delete(COOK_PARAM);
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
}

/** Share, Print and Start cooking; cook mode itself opens over the page. */
export function RecipeTools(view: CookModeView) {
  const t = useT(recipesMessages);
  const { recipe } = view;
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
    else
      void navigate(
        { search: searchWith(searchParams, false) },
        { replace: true, preventScrollReset: true },
      );
  };

  return (
    <div className="recipe-tools" role="group" aria-label={t('useThisRecipe')}>
      <Link
        to={{ search: searchWith(searchParams, true) }}
        state={{ cookOpenedHere: true }}
        preventScrollReset
        className="button button--primary"
      >
        <Icon icon={CookingPot} />
        {t('startCooking')}
      </Link>
      <ShareButton title={recipe.title} path={`/recipes/${encodeURIComponent(recipe._id)}`} />
      <Button variant="secondary" onClick={() => window.print()}>
        <Icon icon={Printer} />
        {t('print')}
      </Button>
      {cooking && (
        <Suspense fallback={null}>
          <CookMode {...view} onLeave={leave} />
        </Suspense>
      )}
    </div>
  );
}
