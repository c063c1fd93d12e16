import { Link } from 'react-router';
import { RecipeListPage } from '../../features/recipes/lists/components/recipe-list-page';

export default function MyRecipesPage() {
  return (
    <RecipeListPage
      kind="mine"
      title="My Recipes"
      lead="The recipes you have shared, with their review status. A new or edited recipe waits for an administrator before everyone can see it."
      legend
      review
      actions={
        <Link to="/submit-recipe" className="button button--primary">
          Submit a Recipe
        </Link>
      }
    />
  );
}
