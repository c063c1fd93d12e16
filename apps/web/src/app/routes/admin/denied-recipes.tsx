import { recipeListsMessages } from '../../../features/recipes/lists/messages';
import { RecipeListPage } from '../../../features/recipes/lists/components/recipe-list-page';
import { useT } from '../../../i18n/language';

export default function DeniedRecipesPage() {
  const t = useT(recipeListsMessages);
  return <RecipeListPage kind="denied" title={t('deniedTitle')} lead={t('deniedLead')} />;
}
