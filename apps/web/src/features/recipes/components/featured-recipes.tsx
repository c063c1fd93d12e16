import { useQuery } from '@tanstack/react-query';
import { featuredRecipesQueryOptions } from '../api/get-featured-recipes';
import { FeaturedCarousel } from './featured-carousel';
import './home-sections.css';

/** The home page's carousel of featured recipes; nothing at all when none are featured. */
export function FeaturedRecipes() {
  const featured = useQuery(featuredRecipesQueryOptions());
  return (
    <div className="container home-featured">
      <FeaturedCarousel recipes={featured.data?.items ?? []} loading={featured.isPending} />
    </div>
  );
}
