import { Link } from 'react-router';
import { RecipeListPage } from '../../features/recipes/lists/components/recipe-list-page';
import { recipeListsMessages } from '../../features/recipes/lists/messages';
import { useT } from '../../i18n/language';

export default function MyRecipesPage() {
  const t = useT(recipeListsMessages);
  return (
    <RecipeListPage
      kind="mine"
      title={t('myRecipesTitle')}
      lead={t('myRecipesLead')}
      legend
      review
      actions={
        <Link to="/submit-recipe" className="button button--primary">
          {t('submitRecipe')}
        </Link>
      }
    />
  );
}
