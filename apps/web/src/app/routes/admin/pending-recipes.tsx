import { Page } from '../../../components/ui/page';

export default function PendingRecipesPage() {
  return (
    <Page title="Pending Recipes" lead="Submissions waiting for an administrator’s approval." />
  );
}
