import { Page } from '../../components/ui/page';

export default function RecipePage() {
  return <Page title="Recipe" lead="The full recipe: ingredients, steps and tips." />;
}
