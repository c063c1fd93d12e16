import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { RecipeGrid } from '../../../components/recipe-list/recipe-grid';
import { LastMadeOnCard } from '../../cooked';
import { latestRecipesQueryOptions } from '../api/get-latest-recipes';
import { useT } from '../../../i18n/language';
import { homeMessages } from '../home/messages';
import { recipeCardMessages } from '../../../components/recipe-card/messages';
import './home-sections.css';

/** The home page's four newest recipes as cards. */
export function LatestRecipes() {
  const t = useT(homeMessages);
  const words = useT(recipeCardMessages);
  const latest = useQuery(latestRecipesQueryOptions());
  const recipes = latest.data?.items ?? [];
  const ids = recipes.map((recipe) => recipe._id);
  return (
    <section className="container home-latest" aria-labelledby="latest-title">
      <div className="home-latest__head">
        <h2 id="latest-title" className="home-latest__title">
          {t('latestRecipes')}
        </h2>
        <Link to="/all-recipes" className="home-latest__all">
          {t('seeAllRecipes')}
        </Link>
      </div>
      <RecipeGrid
        recipes={recipes}
        emptyText={words('noRecipesFound')}
        loading={latest.isPending}
        headingLevel={3}
        footer={(recipe) => <LastMadeOnCard recipeId={recipe._id} ids={ids} />}
      />
    </section>
  );
}
