import { listApproved } from '@family-recipes/shared';
import { endpointPage } from '../../../lib/endpoint-query';
import { recipeListQueries } from './paths';

/** GET /api/all-recipes, newest first, four of them: the home page's latest recipes. */
export const latestRecipesQueryOptions = () =>
  // A page's loader has just made this read (app/router.tsx): a failure is shown, not repeated.
  endpointPage(listApproved, { query: recipeListQueries.latest() }, { retryOnMount: false });
