import { Page } from '../../components/ui/page';

export default function EditRecipePage() {
  return <Page title="Edit Recipe" lead="Update a recipe; saving sends it back for approval." />;
}
