import { recipeListsMessages } from '../../../features/recipes/lists/messages';
import { RecipeListPage } from '../../../features/recipes/lists/components/recipe-list-page';
import { useT } from '../../../i18n/language';

export default function PendingRecipesPage() {
  const t = useT(recipeListsMessages);
  return <RecipeListPage kind="pending" title={t('pendingTitle')} lead={t('pendingLead')} />;
}
