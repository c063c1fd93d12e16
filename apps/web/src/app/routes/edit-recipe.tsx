import { useParams } from 'react-router';
import { Page } from '../../components/ui/page';
import { EditRecipe } from '../../features/recipes/form/components/edit-recipe';

export default function EditRecipePage() {
  const { id = '' } = useParams();
  return (
    <Page title="Edit Recipe" lead="Update a recipe; saving sends it back for approval.">
      <EditRecipe id={id} />
    </Page>
  );
}
