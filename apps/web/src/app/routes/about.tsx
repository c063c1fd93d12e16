import { Page } from '../../components/ui/page';
import { AboutNote, DemoRecipeCredits } from '../../features/contact/components/site-notes';
import { useT } from '../../i18n/language';
import { pagesMessages } from './messages';

export default function AboutPage() {
  const t = useT(pagesMessages);
  return (
    <Page title={t('aboutTitle')} lead={t('aboutLead')}>
      <AboutNote />
      <DemoRecipeCredits />
    </Page>
  );
}
