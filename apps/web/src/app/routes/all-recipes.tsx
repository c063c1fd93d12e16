import { Page } from '../../components/ui/page';

export default function AllRecipesPage() {
  return <Page title="All Recipes" lead="Every recipe our families have shared, in one place." />;
}
