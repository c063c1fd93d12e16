import { useParams } from 'react-router';
import { Page } from '../../components/ui/page';
import { EditRecipe } from '../../features/recipes/form/components/edit-recipe';
import { useT } from '../../i18n/language';
import { recipeFormMessages } from '../../features/recipes/form/messages';

export default function EditRecipePage() {
  const t = useT(recipeFormMessages);
  const { id = '' } = useParams();
  return (
    <Page title={t('editTitle')} lead={t('editLead')}>
      <EditRecipe id={id} />
    </Page>
  );
}
