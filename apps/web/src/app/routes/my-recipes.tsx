import { Page } from '../../components/ui/page';

export default function MyRecipesPage() {
  return <Page title="My Recipes" lead="The recipes you have shared, with their review status." />;
}
