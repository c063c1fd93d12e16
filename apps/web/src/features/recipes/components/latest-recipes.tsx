import { PAGE_TEXT } from '@family-recipes/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { RecipeGrid } from '../../../components/recipe-list/recipe-grid';
import { LastMadeOnCard } from '../../cooked';
import { latestRecipesQueryOptions } from '../api/get-latest-recipes';
import './home-sections.css';

/** The home page's four newest recipes as cards. */
export function LatestRecipes() {
  const latest = useQuery(latestRecipesQueryOptions());
  const recipes = latest.data?.items ?? [];
  const ids = recipes.map((recipe) => recipe._id);
  return (
    <section className="container home-latest" aria-labelledby="latest-title">
      <div className="home-latest__head">
        <h2 id="latest-title" className="home-latest__title">
          Latest recipes
        </h2>
        <Link to="/all-recipes" className="home-latest__all">
          See all recipes
        </Link>
      </div>
      <RecipeGrid
        recipes={recipes}
        emptyText={PAGE_TEXT.noRecipesFound}
        loading={latest.isPending}
        headingLevel={3}
        footer={(recipe) => <LastMadeOnCard recipeId={recipe._id} ids={ids} />}
      />
    </section>
  );
}
