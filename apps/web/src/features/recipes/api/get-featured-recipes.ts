import { listFeatured } from '@family-recipes/shared';
import { endpointPage } from '../../../lib/endpoint-query';

/** GET /api/featured-recipes: approved and featured recipes for the home carousel. */
export const featuredRecipesQueryOptions = () =>
  // A page's loader has just made this read (app/router.tsx): a failure is shown, not repeated.
  endpointPage(listFeatured, {}, { retryOnMount: false });
