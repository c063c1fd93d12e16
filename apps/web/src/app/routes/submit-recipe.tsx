import { Page } from '../../components/ui/page';
import { RecipeForm } from '../../features/recipes/form/components/recipe-form';

export default function SubmitRecipePage() {
  return (
    <Page
      title="Submit a Recipe"
      lead="Share a family recipe; an administrator reviews it before it appears on the site."
    >
      <RecipeForm mode="submit" />
    </Page>
  );
}
