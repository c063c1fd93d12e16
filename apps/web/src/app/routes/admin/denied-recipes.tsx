import { Page } from '../../../components/ui/page';

export default function DeniedRecipesPage() {
  return <Page title="Denied Recipes" lead="Submissions that were not approved." />;
}
