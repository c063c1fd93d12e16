import { RecipeListPage } from '../../../features/recipes/lists/components/recipe-list-page';

export default function FeaturedRecipesPage() {
  return (
    <RecipeListPage
      kind="featured"
      title="Featured Recipes"
      lead="Recipes currently featured in the home page carousel. Open one to remove it from the carousel."
    />
  );
}
