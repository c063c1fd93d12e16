import { RecipeListPage } from '../../../features/recipes/lists/components/recipe-list-page';

export default function DeniedRecipesPage() {
  return (
    <RecipeListPage
      kind="denied"
      title="Denied Recipes"
      lead="Submissions that were not approved. Only their owners and administrators can see them; an edit by the owner sends a recipe back for review."
    />
  );
}
