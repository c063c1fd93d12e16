import { RecipeListPage } from '../../../features/recipes/lists/components/recipe-list-page';

export default function PendingRecipesPage() {
  return (
    <RecipeListPage
      kind="pending"
      title="Pending Recipes"
      lead="Submissions waiting for an administrator’s approval. Open a recipe to read it through, then approve or deny it."
    />
  );
}
