import { Page } from '../../../components/ui/page';

export default function FeaturedRecipesPage() {
  return <Page title="Featured Recipes" lead="Recipes currently featured on the home page." />;
}
