import { Page } from '../../components/ui/page';
import { RecipeForm } from '../../features/recipes/form/components/recipe-form';
import { useT } from '../../i18n/language';
import { recipeFormMessages } from '../../features/recipes/form/messages';

export default function SubmitRecipePage() {
  const t = useT(recipeFormMessages);
  return (
    <Page title={t('submitTitle')} lead={t('submitLead')}>
      <RecipeForm mode="submit" />
    </Page>
  );
}
